package castellan.eval;

import castellan.position.Position;
import castellan.variant.Variant;

/**
 * Material imbalance, Stockfish 11's ({@code Material::imbalance}): what a piece is worth beside
 * the other pieces, its own side's and the enemy's. For every type but the King, in the file's
 * order, a side gains its count of that type times the sum, over the types up to it, of its own
 * count of each times {@code imbalance.ours.X} and the enemy's count of each type before it times
 * {@code imbalance.theirs.X}. So a Knight may gain with its own pawns, and a Queen against the
 * enemy's Rooks (Stockfish's two tables, for its six types; its Bishop pair is {@code pair.B} here). Read
 * in sixteenths of a centipawn, as Stockfish's tables are, summed per side and divided once;
 * untapered, as Stockfish adds it to both halves of the game (here also untouched by the
 * endgame's scale). Linear in its numbers; the counts change only with captures and promotions.
 */
final class Imbalance implements EvalTerm {
    /** The numbers are read in sixteenths of a centipawn. */
    static final int SCALE = 16;
    /** The types counted, every one but the King, in the file's order. */
    private final int[] types;
    /** [i][j]: the numbers of type i with the own type j (j &lt;= i) and with the enemy's type j (j &lt; i), in sixteenths; the rows' indices. */
    private final int[][] ours, theirs;
    private final int[] oursIndex, theirsIndex;
    private final boolean on;

    Imbalance(EvalSpec spec, ParamReader r) {
        Variant v = spec.variant;
        types = imbalanceTypes(v);
        int n = types.length;
        ours = new int[n][];
        theirs = new int[n][];
        oursIndex = new int[n];
        theirsIndex = new int[n];
        boolean any = false;
        for (int i = 0; i < n; i++) {
            String l = String.valueOf(v.types[types[i]].letter);
            ours[i] = r.fixedPoint("imbalance.ours." + l, i + 1, ParamReader.Part.FLAT, SCALE);
            oursIndex[i] = r.index("imbalance.ours." + l);
            any |= ParamReader.anyNonZero(ours[i]);
            if (i > 0) {
                theirs[i] = r.fixedPoint("imbalance.theirs." + l, i, ParamReader.Part.FLAT, SCALE);
                theirsIndex[i] = r.index("imbalance.theirs." + l);
                any |= ParamReader.anyNonZero(theirs[i]);
            } else {
                theirs[i] = new int[0];
                theirsIndex[i] = -1;
            }
        }
        on = any;
    }

    /** The types the imbalance counts: every one but the King. */
    static int[] imbalanceTypes(Variant v) {
        return java.util.stream.IntStream.rangeClosed(1, v.typeCount()).filter(t -> t != v.kingType).toArray();
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
        if (!on && trace == null) return;
        int n = types.length;
        int[][] count = s.imbalanceCounts;
        for (int c = 0; c < 2; c++) for (int i = 0; i < n; i++) count[c][i] = p.count(types[i], c);
        for (int c = 0; c < 2; c++) {
            int[] own = count[c], enemy = count[c ^ 1];
            int sum = 0;
            for (int i = 0; i < n; i++) {
                int mine = own[i];
                if (mine == 0) continue;
                int[] o = ours[i], t = theirs[i];
                int v = o[i] * mine;
                for (int j = 0; j < i; j++) v += o[j] * own[j] + t[j] * enemy[j];
                sum += mine * v;
                if (trace != null) {
                    for (int j = 0; j <= i; j++) if (own[j] != 0) trace.add(oursIndex[i] + j, mine * own[j], c);
                    for (int j = 0; j < i; j++) if (enemy[j] != 0) trace.add(theirsIndex[i] + j, mine * enemy[j], c);
                }
            }
            s.addFlat(c, sum / SCALE);
            if (trace != null) trace.rounded();
        }
    }
}
