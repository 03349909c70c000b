package castellan.tuning;

import castellan.eval.EvalParams;
import java.util.ArrayList;
import java.util.List;

/**
 * The pairs of numbers of a parameter set that are neighbours in a table: next counts of a
 * mobility table, next ranks of the passed pawns', and squares side by side or one above the
 * other in a square table. The tuner pulls a pair's changes together ({@code --smooth}): a table
 * should change smoothly, and a count or square seen in few positions then learns from its
 * neighbours rather than from its own noise (measured: docs/tuning.md).
 */
final class Neighbours {
    private Neighbours() {}

    /** Pairs {@code {i, j}} of flat indices. */
    static int[][] of(EvalParams p) {
        List<int[]> pairs = new ArrayList<>();
        for (EvalParams.Entry e : p.entries()) {
            String n = e.name();
            int o = e.offset(), len = e.length();
            if (n.startsWith("psqt.") || n.startsWith("freeKing.")) {
                int w = e.columns();
                for (int i = 0; i < len; i++) {
                    if ((i + 1) % w != 0) pairs.add(new int[] {o + i, o + i + 1});
                    if (i + w < len) pairs.add(new int[] {o + i, o + i + w});
                }
            } else if (n.startsWith("mobility.") || n.equals("pawn.passed.mg") || n.equals("pawn.passed.eg")) {
                // The passed pawns' table starts at the first rank, where no pawn is ever passed: from the second.
                int from = n.startsWith("pawn.") ? 1 : 0;
                for (int i = from; i + 1 < len; i++) pairs.add(new int[] {o + i, o + i + 1});
            }
        }
        return pairs.toArray(new int[0][]);
    }
}
