package castellan.variants.curtis;

import static castellan.testutil.EvalProbe.eval;
import static castellan.testutil.EvalProbe.placement;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Curtis's idea in the evaluation (royal.md, "How the game ends"): baring the enemy King wins,
 * so material down to a bare King is a loss in itself and a side's last pieces are worth more
 * than their material.
 */
class CurtisEvalTest {
    private static String fen(String pieces) {
        return placement(10, 8, pieces) + " w - - 0 30";
    }

    /**
     * Black has two pawns, then one: the second capture leaves Black one capture from a bare King
     * (a loss). White's gain from that pawn must exceed what the same pawn is worth in Capablanca
     * chess (same board and pieces, orthodox ends) by more than 150.
     */
    @Test void theLastPiecesAreWorthMore() {
        String two = fen("Kf1 Ra1 kf8 pa7 pj7"), one = fen("Kf1 Ra1 kf8 pa7");
        int curtis = eval("royal", one) - eval("royal", two);
        int orthodox = eval("capablanca", one) - eval("capablanca", two);
        assertTrue(curtis > orthodox + 150, "a pawn taken from two: " + curtis + " in Curtis, " + orthodox + " in Capablanca");
    }

    /**
     * Stalemating wins: a side left with almost no moves may be stalemated. White's King is
     * boxed in the corner (a1: b2 is covered by Black's pawn a3, which blocks White's pawn a2)
     * with one move left (b1); moving it out to the open (e1) must be worth more here than in
     * Capablanca chess, where stalemate only draws.
     */
    @Test void aSideWithoutMovesIsInDanger() {
        String boxed = fen("Ka1 Pa2 kf8 pa3 rc8"), free = fen("Ke1 Pa2 kf8 pa3 rc8");
        int curtis = eval("royal", free) - eval("royal", boxed);
        int orthodox = eval("capablanca", free) - eval("capablanca", boxed);
        assertTrue(curtis > orthodox + 50, "unboxing the King: " + curtis + " in Curtis, " + orthodox + " in Capablanca");
    }
}
