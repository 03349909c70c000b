package castellan.eval;

import castellan.board.Geometry;
import castellan.position.Position;

/**
 * Stockfish 11's initiative ({@code Evaluation::initiative}; Stockfish 12 renamed it
 * {@code winnable}): how hard the position is to win, a "complexity" summed from the pawns and
 * the Kings, moves the score toward or away from a draw without ever changing its sign. Run after
 * every other term, on their sums:
 * <pre>
 *   complexity = passed · passed pawns + pawns · pawns + outflanking · (Kings' file distance − rank distance)
 *              + infiltration · [a King in the enemy's half] + bothFlanks · [pawns on both halves of the board]
 *              + pawnsOnly · [no piece but pawns and Kings] + unwinnable · [no passed pawn, outflanking &lt; 0, not both flanks] + base
 *   eg += sign(eg) · max(complexity, −|eg|)
 *   mg += sign(mg) · max(min(complexity + mgShift, 0), −|mg|)
 * </pre>
 * ({@code initiative.*}; Stockfish 11: 9, 11, 9, 12, 21, 51, −43, −100 and 50, in its units). The
 * middlegame part only ever draws the score toward 0. Pawns are every pawn-like type, the halves
 * of the board its files below and from {@code files / 2} on, "the enemy's half" the ranks from
 * {@code ranks / 2} on as seen from the King's side; a side without a King has no outflanking nor
 * infiltration.
 *
 * <p>Not linear in its numbers: the trace keeps the complexity's coefficients apart
 * ({@link EvalTrace#initiativeInput}) for the tuner's chain rule. Read in sixteenths, as King
 * danger's numbers: the counts multiply them before the clamp. While all are 0 (every file but
 * those fitted with it) the search skips it; a traced evaluation works it out all the same.
 */
final class Initiative implements EvalTerm {
    /** The numbers are read in sixteenths of a centipawn. */
    static final int SCALE = 16;
    /** The complexity's inputs, in the order of {@link #NAMES}. */
    static final int PASSED = 0, PAWNS = 1, OUTFLANKING = 2, INFILTRATION = 3, BOTH_FLANKS = 4, PAWNS_ONLY = 5, UNWINNABLE = 6, BASE = 7;
    static final String[] NAMES = {"passed", "pawns", "outflanking", "infiltration", "bothFlanks", "pawnsOnly", "unwinnable", "base"};

    private final Geometry g;
    private final int[] weight = new int[NAMES.length], index = new int[NAMES.length];
    private final int mgShift, mgShiftIndex;
    private final boolean on;
    /** The two halves of the board by file: lo/hi words of the files below {@code files / 2}, and of the rest. */
    private final long leftLo, leftHi, rightLo, rightHi;

    Initiative(EvalSpec spec, ParamReader r) {
        g = spec.variant.geometry;
        for (int i = 0; i < NAMES.length; i++) {
            weight[i] = read(r, "initiative." + NAMES[i]);
            index[i] = r.index("initiative." + NAMES[i]);
        }
        mgShift = read(r, "initiative.mgShift");
        mgShiftIndex = r.index("initiative.mgShift");
        on = mgShift != 0 || ParamReader.anyNonZero(weight);
        long lLo = 0, lHi = 0;
        for (int f = 0; f < g.files / 2; f++) {
            lLo |= spec.masks.file[f * 2];
            lHi |= spec.masks.file[f * 2 + 1];
        }
        long allLo = 0, allHi = 0;
        for (int f = 0; f < g.files; f++) {
            allLo |= spec.masks.file[f * 2];
            allHi |= spec.masks.file[f * 2 + 1];
        }
        leftLo = lLo;
        leftHi = lHi;
        rightLo = allLo & ~lLo;
        rightHi = allHi & ~lHi;
    }

    private static int read(ParamReader r, String name) {
        return r.fixedPoint(name, 1, ParamReader.Part.NONE, SCALE)[0];
    }

    /** Tells a trace where the middlegame's shift is. */
    void describe(EvalTrace t) {
        t.initiativeShift = mgShiftIndex;
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
        if (!on && trace == null) return;
        int wk = s.king[0], bk = s.king[1];
        boolean kings = wk >= 0 && bk >= 0;
        int outflanking = kings ? Math.abs(g.file(wk) - g.file(bk)) - Math.abs(g.rank(wk) - g.rank(bk)) : 0;
        boolean infiltration = wk >= 0 && g.relativeRank(0, wk) >= g.ranks / 2 || bk >= 0 && g.relativeRank(1, bk) >= g.ranks / 2;
        long pawnsLo = s.pawnsLo[0] | s.pawnsLo[1], pawnsHi = s.pawnsHi[0] | s.pawnsHi[1];
        boolean bothFlanks = ((pawnsLo & leftLo) | (pawnsHi & leftHi)) != 0 && ((pawnsLo & rightLo) | (pawnsHi & rightHi)) != 0;
        int passed = s.passedPawns[0] + s.passedPawns[1];
        boolean pawnsOnly = s.pieceMaterial[0] == 0 && s.pieceMaterial[1] == 0;
        boolean unwinnable = passed == 0 && outflanking < 0 && !bothFlanks;
        int pawns = s.pawnCount[0] + s.pawnCount[1];
        if (trace != null) {
            input(trace, PASSED, passed);
            input(trace, PAWNS, pawns);
            input(trace, OUTFLANKING, outflanking);
            input(trace, INFILTRATION, infiltration ? 1 : 0);
            input(trace, BOTH_FLANKS, bothFlanks ? 1 : 0);
            input(trace, PAWNS_ONLY, pawnsOnly ? 1 : 0);
            input(trace, UNWINNABLE, unwinnable ? 1 : 0);
            input(trace, BASE, 1);
            trace.rounded();
            trace.rounded();
        }
        int complexity = weight[PASSED] * passed + weight[PAWNS] * pawns + weight[OUTFLANKING] * outflanking
                + (infiltration ? weight[INFILTRATION] : 0) + (bothFlanks ? weight[BOTH_FLANKS] : 0) + (pawnsOnly ? weight[PAWNS_ONLY] : 0)
                + (unwinnable ? weight[UNWINNABLE] : 0) + weight[BASE];
        int mg = s.mg, eg = s.eg;
        s.mg = mg + Integer.signum(mg) * Math.max(Math.min((complexity + mgShift) / SCALE, 0), -Math.abs(mg));
        s.eg = eg + Integer.signum(eg) * Math.max(complexity / SCALE, -Math.abs(eg));
    }

    private void input(EvalTrace trace, int i, int count) {
        if (count != 0) trace.initiativeInput(index[i], count);
    }
}
