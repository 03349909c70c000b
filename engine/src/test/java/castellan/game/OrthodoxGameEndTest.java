package castellan.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import castellan.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The draws by rule of rules/README.md ("Draws by rule") and mate/stalemate, in orthodox chess. */
class OrthodoxGameEndTest {
    private static Game game(String fen) { return new Game(Variants.get("normal"), fen); }

    @Test void checkmateAndStalemate() {
        Game mate = new Game(Variants.get("normal"));
        mate.playAll(List.of("f2f3", "e7e5", "g2g4", "d8h4"));
        assertEquals("0-1 {Black mates}", mate.outcome().toString());
        assertEquals("1/2-1/2 {Stalemate}", game("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").outcome().toString());
    }

    @Test void threefoldRepetition() {
        Game g = new Game(Variants.get("normal"));
        // The start position occurs a second time after the fourth move, a third after the eighth.
        g.playAll(List.of("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"));
        assertNull(g.outcome());
        g.play("f6g8");
        assertEquals("1/2-1/2 {Threefold repetition}", g.outcome().toString());
    }

    @Test void fiftyMoveRule() {
        // 99 half-moves without capture or pawn move: one more quiet move draws, a pawn move does not.
        Game quiet = game("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
        assertNull(quiet.outcome());
        quiet.play("a1a2");
        assertEquals("1/2-1/2 {50-move rule}", quiet.outcome().toString());
        Game pawn = game("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
        pawn.play("e2e4");
        assertNull(pawn.outcome());
    }

    @Test void neitherSideCanWin() {
        assertEquals("1/2-1/2 {Insufficient material}", game("4k3/8/8/8/8/8/8/4K3 w - - 0 1").outcome().toString());
        assertEquals("1/2-1/2 {Insufficient material}", game("4k3/8/8/8/8/8/8/4KN2 w - - 0 1").outcome().toString());
        assertNull(game("4k3/8/8/8/8/8/8/4KR2 w - - 0 1").outcome());
    }
}
