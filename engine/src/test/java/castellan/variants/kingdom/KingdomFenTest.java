package castellan.variants.kingdom;

import static castellan.variants.kingdom.KingdomMoves.KINGDOM;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.notation.Fen;
import castellan.position.FenException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Kingdom FEN (where Pawns and Subjects may stand, the two-square en-passant field) and move text. */
class KingdomFenTest {
    static final String START = "rnbekqibnr/ppppdwpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq - 0 1";

    @Test void startRoundTrip() {
        assertEquals(START, Fen.format(KINGDOM, Fen.parse(KINGDOM, START)));
        assertEquals(START, KINGDOM.variant().startFen);
    }

    /** "a pawn on its own first rank or (except Kingdom) its last rank": a Kingdom Pawn may stand on its last rank. */
    @ParameterizedTest
    @ValueSource(strings = {
        "P7dk/10/10/10/10/10/10/10/10/KD8 w - - 0 1",      // White Pawn on rank 10
        "8dk/10/10/10/10/10/10/10/10/KD6p1 w - - 0 1",     // Black Pawn on rank 1
        "8dk/10/10/10/10/10/10/10/S9/KD8 w - - 0 1",       // White Subject on rank 2
    })
    void accepted(String fen) {
        assertEquals(fen, Fen.format(KINGDOM, Fen.parse(KINGDOM, fen)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "8dk/10/10/10/10/10/10/10/10/KD6P1 w - - 0 1",     // White Pawn on its first rank
        "p7dk/10/10/10/10/10/10/10/10/KD8 w - - 0 1",      // Black Pawn on rank 10
        "S7dk/10/10/10/10/10/10/10/10/KD8 w - - 0 1",      // White Subject on its last rank
        "8dk/10/10/10/10/10/10/10/10/KD6s1 w - - 0 1",     // Black Subject on rank 1
        "4k5/4R5/10/10/10/10/10/10/10/KD8 w - - 0 1",      // Black's royal King (no Duke) attacked, White to move
        "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7 0 2",   // two Subjects could have passed d7: name one
        "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7f6 0 2", // no piece on f6
        "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7e5 0 2", // e5 is empty, and not beyond d7 anyway
        "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7e 0 2",  // not a square
    })
    void rejected(String fen) {
        assertThrows(FenException.class, () -> Fen.parse(KINGDOM, fen));
    }

    @Test void ambiguousEnPassantSquareSaysWhy() {
        FenException e = assertThrows(FenException.class,
                () -> Fen.parse(KINGDOM, "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7 0 2"));
        assertTrue(e.getMessage().contains("c6") && e.getMessage().contains("e6"), e.getMessage());
    }

    /** An immune King may stand attacked: Black has its Duke (j10). */
    @Test void immuneKingMayStandAttacked() {
        Fen.parse(KINGDOM, "4k4d/4R5/10/10/10/10/10/10/10/K9 w - - 0 1");
    }

    /** Castling rights stay in the FEN while Dukes forbid castling. */
    @Test void castlingRightsKeptWithDukes() {
        String fen = "r3k3dr/10/10/10/10/10/10/10/10/R3K3DR w KQkq - 0 1";
        assertEquals(fen, Fen.format(KINGDOM, Fen.parse(KINGDOM, fen)));
    }

    /** Subject promotion is written without a letter; with "p" it is accepted; upper case too. */
    @Test void subjectPromotionText() {
        String fen = "4k4d/8S1/10/10/10/10/10/10/10/KD8 w - - 0 1";
        for (String text : new String[] {"i9h10", "i9h10p", "I9H10P"}) {
            Game g = new Game(KINGDOM, fen);
            g.play(text);
            assertEquals("4k2P1d/10/10/10/10/10/10/10/10/KD8 b - - 0 1", g.fen(), text);
        }
    }

    /** In-place promotion: the square twice and the letter; anything else is rejected and changes nothing. */
    @Test void inPlacePromotionText() {
        String fen = "2P1k4d/10/10/10/10/10/10/10/10/KD8 w - - 0 1";
        Game g = new Game(KINGDOM, fen);
        for (String bad : new String[] {"c10c10", "c10c10p", "c10c10s", "c10c10k", "c10c11q", "c10", "c10c9q"}) {
            assertThrows(IllegalArgumentException.class, () -> g.play(bad), bad);
            assertEquals(fen, g.fen(), bad);
        }
        g.play("C10C10E");
        assertEquals("2E1k4d/10/10/10/10/10/10/10/10/KD8 b - - 0 1", g.fen());
    }
}
