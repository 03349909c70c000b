package castellan.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.move.TurnList;
import org.junit.jupiter.api.Test;

/**
 * The root's bookkeeping: a turn's score, previous score and best-move count travel with it when
 * the turns are sorted, and a new search starts every count at 0. The root's late-move reduction
 * spares a turn by its count (Stockfish 11's best_move_count), so a count left on the wrong turn
 * would reduce the move that was best.
 */
class RootTurnsTest {
    private static RootTurns threeTurns() {
        TurnList list = new TurnList();
        list.add(11);
        list.add(22);
        list.add(33);
        RootTurns root = new RootTurns();
        root.set(list, null);
        return root;
    }

    @Test void aTurnsCountTravelsWithItWhenSorted() {
        RootTurns root = threeTurns();
        root.bestCount[0] = 2;
        root.startIteration();
        root.score[0] = 5;
        root.score[1] = 40;
        root.score[2] = 20;
        root.sort(0);
        assertArrayEquals(new long[] {22, 33, 11}, java.util.Arrays.copyOf(root.turn, 3));
        assertArrayEquals(new int[] {0, 0, 2}, java.util.Arrays.copyOf(root.bestCount, 3));
        assertArrayEquals(new int[] {40, 20, 5}, java.util.Arrays.copyOf(root.score, 3));
    }

    @Test void aNewSearchStartsEveryCountAtZero() {
        RootTurns root = threeTurns();
        root.bestCount[1] = 3;
        TurnList list = new TurnList();
        list.add(11);
        list.add(22);
        root.set(list, null);
        assertEquals(2, root.size);
        assertEquals(0, root.bestCount[0]);
        assertEquals(0, root.bestCount[1]);
    }
}
