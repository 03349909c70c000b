package castellan.search;

import castellan.eval.Score;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/**
 * Tactics that shallow pruning used to hide.
 *
 * <ul>
 *   <li>Reverse futility pruning in {@code SearchThread.search} fired also when beta was a decided
 *       loss for the side to move, that is when the root had already found a win: the defender's
 *       node returned its static evaluation as if it held, and a second, better win (a shorter
 *       mate, a Norochess win by a larger margin) was proven only at root depth 9. Fixed as
 *       Stockfish does it ({@code beta > VALUE_TB_LOSS_IN_MAX_PLY}): not when beta is decided.
 *       {@link #betterWinsAtDepthSix} holds it.</li>
 *   <li>Late-move pruning ({@code moveCount >= (3 + depth * depth) / ...}, then
 *       {@code picker.skipQuiets()}) skips quiet checks too, so a quiet mating move that is ordered
 *       late is never tried at shallow depth: the iterations up to depth 4-5 miss these mates in 2
 *       (the tactics tests find them at depth 9). Deciding it after making the move, as the
 *       futility test does, finds the chess mate at depth 3, but made {@code castellan bench}
 *       search 6.6% more nodes at about a third fewer nodes per second (measured on a busy
 *       machine), so it waits for a cheap "gives check" test. {@link #quietMateInTwoAtDepthFour}
 *       is the target and stays disabled until then.</li>
 * </ul>
 */
class PruningTacticsTest {
    @Test void betterWinsAtDepthSix() {
        // ChessTacticsTest#quietKingMoveMatesInTwo, WellsTacticsTest#elephantMatesInTwo,
        // NorochessTacticsTest#theLargerMarginIsChosen: each finds a slower or smaller win first.
        Tactic.solve("normal", "7k/R7/5K2/8/8/8/8/8 w - - 0 1", 6).expect("f6g6", Score.mates(3));
        Tactic.solve("wells", "9k/7K1p/9P/10/10/10/1f1E6/10 w - - 0 1", 6).expect("d2f4", Score.mates(3));
        Tactic.solve("norochess", "k7/8/4p2n/3r4/8/2N5/8/2B1K3 w - - 0 60 10 10", 6).expect("c1h6", Score.win(3, 2));
    }

    @Disabled("late-move pruning skips quiet checks, the mating move among them; see the class comment")
    @Test void quietMateInTwoAtDepthFour() {
        Tactic.solve("normal", "7k/R7/5K2/8/8/8/8/8 w - - 0 1", 4).expect("f6g6", Score.mates(3));
    }
}
