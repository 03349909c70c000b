package castellan.variants.norochess;

import static castellan.testutil.EvalProbe.eval;
import static castellan.testutil.EvalProbe.placement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.Score;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * Norochess's idea in the evaluation (norochess.md, "Scoring" and "How the game ends"): the
 * score difference decides, the material still on the board only predicts more captures, and
 * it counts for less as the move limit nears.
 */
class NorochessEvalTest {
    private static final String PAWNS = "Ke1 Pa2 Pb2 ke8 pa7 pb7";

    /** Five points more for White, same board: exactly five times a point's worth ({@code norochess.point}), whatever the move number. */
    @Test void theScoreCountsInFull() {
        int point = (int) Variants.get("norochess").evalSpec().params.values("norochess.point")[0];
        assertTrue(point > 0, "a point is worth " + point);
        for (int move : new int[] {5, 30, 55}) {
            String board = placement(8, 8, PAWNS) + " w - - 0 " + move;
            assertEquals(5 * point, eval("norochess", board + " 5 0") - eval("norochess", board + " 0 0"), "move " + move);
        }
    }

    /**
     * White has an extra Knight on the board, Black leads by two points. Early the Knight will
     * win more than two points; near the limit it will not have the time, and the score decides.
     */
    @Test void theBoardCountsLessAsTheLimitNears() {
        String board = placement(8, 8, PAWNS + " Nd4");
        int early = whiteView(board, "10 0 2"), late = whiteView(board, "47 0 2");
        assertTrue(early > 0, "early: " + early);
        assertTrue(late < 0, "late: " + late);
    }

    /**
     * White's evaluation with the move's bonus taken out: the mean of White's to move and minus
     * Black's to move (the tuned tempo is large in Norochess, 71, where the side to move takes first).
     */
    private static int whiteView(String board, String counters) {
        return (eval("norochess", board + " w - - 0 " + counters) - eval("norochess", board + " b - - 0 " + counters)) / 2;
    }

    /** The largest score difference a FEN allows still evaluates below a decided game. */
    @Test void aHugeScoreStaysBelowWin() {
        int v = eval("norochess", placement(8, 8, PAWNS) + " w - - 0 20 10000 0");
        assertTrue(v > 0 && v < Score.WIN, "" + v);
        int w = eval("norochess", placement(8, 8, PAWNS) + " w - - 0 20 0 10000");
        assertTrue(w < 0 && w > -Score.WIN, "" + w);
    }
}
