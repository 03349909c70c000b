package castellan.eval;

import castellan.piece.Piece;
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
 *
 * <p>Its value depends on the counts alone, so each evaluator keeps the last ones it worked out in
 * a small table ({@link EvalState#imbalanceKeys}), the whole key compared: measured with Capablanca's
 * file of session 14, the term took 8% of an evaluation (about 110 ns) worked out every time.
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
    /** At most this many types fit a side's key (5 bits each), and the table's entries; an entry's key has {@link #VALID} set, so an empty one never matches. */
    static final int KEY_TYPES = 12, ENTRIES = 1024;
    private static final long VALID = 1L << 63;

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
        // The counts, packed 5 bits each into a key per side: the value depends on them alone, so a
        // search meets the same few again and again (Stockfish keeps it in its material table).
        long white = 0, black = 0;
        boolean packs = n <= KEY_TYPES;
        for (int i = 0; i < n; i++) {
            int w = count[0][i] = p.count(types[i], 0), b = count[1][i] = p.count(types[i], 1);
            packs &= (w | b) < 32;
            white = white << 5 | w;
            black = black << 5 | b;
        }
        if (packs && trace == null) {
            long key = white | VALID;
            int slot = (int) ((white * 0x9E3779B97F4A7C15L ^ black) * 0xC2B2AE3D27D4EB4FL >>> 54); // 10 bits
            if (s.imbalanceKeys[2 * slot] == key && s.imbalanceKeys[2 * slot + 1] == black) {
                s.addFlat(Piece.WHITE, s.imbalanceValues[slot]);
                return;
            }
            int v = side(count[0], count[1], 0, null) - side(count[1], count[0], 1, null);
            s.imbalanceKeys[2 * slot] = key;
            s.imbalanceKeys[2 * slot + 1] = black;
            s.imbalanceValues[slot] = v;
            s.addFlat(Piece.WHITE, v);
            return;
        }
        s.addFlat(Piece.WHITE, side(count[0], count[1], 0, trace) - side(count[1], count[0], 1, trace));
    }

    /** The imbalance of the side {@code c} with these counts against the enemy's, in centipawns (truncated), traced when {@code trace} is not null. */
    private int side(int[] own, int[] enemy, int c, EvalTrace trace) {
        int sum = 0;
        for (int i = 0; i < types.length; i++) {
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
        if (trace != null) trace.rounded();
        return sum / SCALE;
    }
}
