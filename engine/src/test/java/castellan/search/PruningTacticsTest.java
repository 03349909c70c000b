package castellan.search;

import castellan.eval.Score;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

/**
 * Tactics the search should find at a modest depth and today finds only deeper, kept here so the
 * gap stays visible. Each position is solved in its variant's tactics test, which runs it at the
 * depth that works today.
 *
 * <ul>
 *   <li>Reverse futility pruning in {@code SearchThread.search} ({@code depth <= 7 && eval - 80 *
 *       depth ... >= beta}) also fires when beta is a decided loss for the side to move, that is
 *       when the root has already found a win: the defender's node returns its static evaluation
 *       as if it held. A second, better win (a shorter mate, a Norochess win by a larger margin)
 *       is then proven only at root depth 9, where the nodes below it have depth 8 and the pruning
 *       stops. Proposed fix: add {@code && !Score.isDecided(beta)} to that condition (Stockfish
 *       has {@code beta > VALUE_TB_LOSS_IN_MAX_PLY} there); measured: the three positions of
 *       {@link #betterWinsAtDepthSix} then pass at depth 6.</li>
 *   <li>Late-move pruning ({@code moveCount >= (3 + depth * depth) / ...}, then
 *       {@code picker.skipQuiets()}) skips quiet checks too, so a quiet mating move that is ordered
 *       late is never tried at shallow depth: before any mate is known, the iterations up to depth
 *       4-5 miss these mates in 2. Proposed fix: decide it after making the move, as the futility
 *       test just below already does ({@code if (futile && !givesCheck)}); measured: the chess
 *       mate in 2 is then found at depth 3.</li>
 * </ul>
 */
class PruningTacticsTest {
    @Disabled("reverse futility pruning returns the static eval when beta is a decided loss; see the class comment")
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
