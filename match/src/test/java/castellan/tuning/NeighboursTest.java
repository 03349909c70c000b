package castellan.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.eval.EvalParams;
import castellan.variants.Variants;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Which numbers the smoothing pulls together, counted by hand on chess's tables. */
class NeighboursTest {
    @Test void squaresSideBySideAndAboveCountsAndRanks() {
        EvalParams p = Variants.get("normal").evalSpec().params;
        int[][] pairs = Neighbours.of(p);
        // A half board of 4 files and 8 ranks: 3 pairs a rank side by side, 4 a file-pair of ranks above: 24 + 28.
        assertEquals(52, within(pairs, p.entry("psqt.N.mg")));
        // A Knight reaches 0-8 squares: 9 numbers, 8 pairs.
        assertEquals(8, within(pairs, p.entry("mobility.N.eg")));
        // Ranks 0-6 of a passed pawn; rank 0 (its first) never counts: ranks 1-6, 5 pairs.
        assertEquals(5, within(pairs, p.entry("pawn.passed.mg")));
        assertEquals(0, within(pairs, p.entry("value.N")));
        int a = p.entry("psqt.N.mg").offset();
        assertEquals(true, Arrays.stream(pairs).anyMatch(x -> x[0] == a && x[1] == a + 4), "a8 and a7 are neighbours");
        assertEquals(false, Arrays.stream(pairs).anyMatch(x -> x[0] == a + 3 && x[1] == a + 4), "d8 and a7 are not");
    }

    private static long within(int[][] pairs, EvalParams.Entry e) {
        return Arrays.stream(pairs).filter(x -> x[0] >= e.offset() && x[1] < e.offset() + e.length()).count();
    }
}
