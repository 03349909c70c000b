package castellan.search;

import castellan.eval.Score;
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
 *       {@code picker.skipQuiets()}) skipped the quiet mating move when it was ordered late, so
 *       the iterations up to depth 4-5 missed these mates in 2 (the tactics tests found them at
 *       depth 9). Against a bare King (and, where having no move decides the game, against King
 *       and pawns) no late quiet move is pruned now: the mating or stalemating quiet move is the
 *       tactic there, and the trees are small ({@code castellan bench}'s count did not change).
 *       {@link #quietMateInTwoAtDepthFour} holds it.</li>
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

    @Test void quietMateInTwoAtDepthFour() {
        Tactic.solve("normal", "7k/R7/5K2/8/8/8/8/8 w - - 0 1", 4).expect("f6g6", Score.mates(3));
    }
}
