package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import castellan.game.Game;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/** Reading a UCI engine's move: Castellan's move text, and the other spellings engines use. */
class UciEngineTest {
    private static Game game(String variant, String fen) {
        return fen == null ? new Game(Variants.get(variant)) : new Game(Variants.get(variant), fen);
    }

    @Test void ourMoveTextAndCaseAreRead() {
        Game chess = game("normal", null);
        assertEquals("e2e4", UciEngine.fromUci(chess, "e2e4"));
        assertEquals("e2e4", UciEngine.fromUci(chess, " E2E4 "));
        assertEquals("a3b4", UciEngine.fromUci(game("kingdom", null), "a3b4"), "UCI keeps our ranks 1-10");
    }

    @Test void castlingAsTheKingsStepOrTheKingTakingItsRook() {
        Game chess = game("normal", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("e1g1", UciEngine.fromUci(chess, "e1g1"));
        assertEquals("e1g1", UciEngine.fromUci(chess, "E1H1"));
        Game capa = game("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
        assertEquals("f1i1", UciEngine.fromUci(capa, "f1i1"));
        assertEquals("f1c1", UciEngine.fromUci(capa, "f1a1"));
        // Curtis: the King's leg alone, a short form of our own move text.
        assertEquals("f1h1,j1g1", UciEngine.fromUci(game("royal", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1"), "f1h1"));
    }

    @Test void anImpliedPromotionLetterMayBeWritten() {
        // Kingdom: a Subject reaching the last rank becomes a Pawn; our text leaves the letter out.
        Game s = game("kingdom", "kd5r2/7S2/10/10/10/10/10/10/10/KD8 w - - 0 1");
        assertEquals("h9g10", UciEngine.fromUci(s, "h9g10"));
        assertEquals("h9g10", UciEngine.fromUci(s, "h9g10p"));
    }

    @Test void whatIsNoLegalTurnIsNull() {
        Game chess = game("normal", null);
        assertNull(UciEngine.fromUci(chess, "e2e5"));
        assertNull(UciEngine.fromUci(chess, "(none)"));
        assertNull(UciEngine.fromUci(chess, "xyzzy"));
    }
}
