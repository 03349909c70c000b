package castellan.eval;

import castellan.piece.Piece;

/**
 * What one evaluation owes to each parameter (Stockfish's {@code Trace}, Ethereal's
 * {@code EvalTrace}): for every number of the variant's {@link EvalParams}, its coefficient, so
 * that the evaluation is
 * <pre>
 *   White's score = ((MG + init_mg(MG)) · phase + (EG + init_eg(EG)) · egScale / 256 · (256 − phase)) / 256 · scale / 256 + flat · θ
 *   MG = mg · θ + danger_mg,  EG = eg · θ + danger_eg
 * </pre>
 * where {@code mg · θ} sums the coefficients of the middlegame numbers times their values (and
 * so on, by each number's {@link ParamReader.Part}). It is linear in the parameters but for King
 * danger, a function of the weighted attacks on a King ({@link KingSafety}), whose weights'
 * coefficients are kept apart so that the tuner can take the chain rule through it, and for the
 * initiative ({@link Initiative}), a clamp on the sums by a complexity whose coefficients are kept
 * apart too; the phase, scale and endgame scale are taken as they are (their own numbers are not tuned). The integer evaluation
 * truncates in a few places (mobility's fixed point, the passed pawns' fractions, the blend):
 * {@link #roundings} counts them, each less than a centipawn.
 *
 * <p>Filled by {@link Evaluator#trace}; the hot path ({@link Evaluator#evaluate}) has none and
 * pays one null test per term. Per thread, like the evaluator.
 */
public final class EvalTrace {
    private final ParamReader.Part[] part;
    private final double[] coefficient;
    /** Per parameter: its coefficients' sizes summed, for both sides (a piece on a square of each side counts twice). */
    private final double[] occurrence;
    private final int[] touched;
    private final boolean[] seen;
    private int count;
    /** [King colour]: the coefficients of the weights summed into King danger against that King (attacks, and the further inputs). */
    private final double[][] dangerCoefficient = new double[2][];
    private final int[][] dangerTouched = new int[2][];
    private final int[] dangerCount = new int[2];
    private final boolean[] dangerActive = new boolean[2];
    /** Indices of King danger's own numbers: the quadratic's factor, its cap, the endgame factor; -1 where the variant has no royal King. */
    int dangerQuadratic = -1, dangerMax = -1, dangerEndgame = -1;
    /** King danger counts only where its weight sum is above 0 ({@code kingDanger.positive}). */
    boolean dangerPositiveOnly;
    /** The initiative's complexity: its inputs' coefficients (the same for both sides), and the index of its middlegame shift (-1: none). */
    private final double[] initiativeCoefficient;
    private final int[] initiativeTouched;
    private int initiativeCount;
    int initiativeShift = -1;
    int phase, scale, egScale, roundings;

    EvalTrace(ParamReader.Part[] part) {
        this.part = part;
        int n = part.length;
        coefficient = new double[n];
        occurrence = new double[n];
        touched = new int[n];
        seen = new boolean[n];
        for (int c = 0; c < 2; c++) {
            dangerCoefficient[c] = new double[n];
            dangerTouched[c] = new int[n];
        }
        initiativeCoefficient = new double[n];
        initiativeTouched = new int[n];
    }

    void reset() {
        for (int k = 0; k < count; k++) {
            coefficient[touched[k]] = 0;
            occurrence[touched[k]] = 0;
            seen[touched[k]] = false;
        }
        count = 0;
        for (int c = 0; c < 2; c++) {
            for (int k = 0; k < dangerCount[c]; k++) dangerCoefficient[c][dangerTouched[c][k]] = 0;
            dangerCount[c] = 0;
            dangerActive[c] = false;
        }
        for (int k = 0; k < initiativeCount; k++) initiativeCoefficient[initiativeTouched[k]] = 0;
        initiativeCount = 0;
        phase = scale = egScale = 256;
        roundings = 0;
    }

    /** Parameter {@code index} adds {@code c} times its value for {@code color}. */
    public void add(int index, double c, int color) {
        if (!seen[index]) {
            seen[index] = true;
            touched[count++] = index;
        }
        coefficient[index] += color == Piece.WHITE ? c : -c;
        occurrence[index] += Math.abs(c);
    }

    /** A middlegame/endgame pair at {@code index} adds {@code c} times its values for {@code color}. */
    public void addPair(int index, double c, int color) {
        add(index, c, color);
        add(index + 1, c, color);
    }

    /** One more place where the evaluation truncates. */
    public void rounded() { roundings++; }

    /** The King of {@code color} is in danger: its attackers' weight sum gains {@code c} times weight {@code index}. */
    void dangerWeight(int color, int index, double c) {
        if (dangerCoefficient[color][index] == 0) dangerTouched[color][dangerCount[color]++] = index;
        dangerCoefficient[color][index] += c;
    }

    /** The initiative's complexity gains {@code c} times number {@code index}. */
    void initiativeInput(int index, double c) {
        if (initiativeCoefficient[index] == 0) initiativeTouched[initiativeCount++] = index;
        initiativeCoefficient[index] += c;
    }

    /** Enough pieces ({@code kingDanger.minAttackers}) attack the zone of {@code color}'s King: King danger counts. */
    void dangerActive(int color) { dangerActive[color] = true; }

    // ---------------------------------------------------------------- reading it

    /** The parameters with a coefficient (in no particular order): how many. */
    public int features() { return count; }

    /** The k-th parameter with a coefficient. */
    public int feature(int k) { return touched[k]; }

    /** Its coefficient, White's point of view (0 where the terms' contributions cancelled). */
    public double coefficient(int k) { return coefficient[touched[k]]; }

    /** The coefficient of parameter {@code index} (the flat vector's), White's point of view; 0 where it has none. */
    public double coefficientOf(int index) { return coefficient[index]; }

    /** How often the k-th parameter occurred, both sides counted: where White's and Black's cancel in {@link #coefficient}, this adds them. */
    public double occurrences(int k) { return occurrence[touched[k]]; }

    /** 256 = middlegame, 0 = endgame. */
    public int phase() { return phase; }

    /** The multiplier of the tapered part, 256 = 1. */
    public int scale() { return scale; }

    /** The multiplier of the endgame sum ({@link ScaleFactor}), 256 = 1. */
    public int egScale() { return egScale; }

    /** Places where the integer evaluation truncated (each less than a centipawn). */
    public int roundings() { return roundings; }

    /** Does King danger count against {@code color}'s King? */
    public boolean inDanger(int color) { return dangerActive[color]; }

    /** The attack weights in the weight sum on {@code color}'s King: how many. */
    public int dangerFeatures(int color) { return dangerCount[color]; }

    public int dangerFeature(int color, int k) { return dangerTouched[color][k]; }

    public double dangerCoefficient(int color, int k) { return dangerCoefficient[color][dangerTouched[color][k]]; }

    /** The indices of King danger's factor, cap and endgame factor ({@link KingSafety}); -1 without royal Kings. */
    public int dangerQuadratic() { return dangerQuadratic; }
    public int dangerMax() { return dangerMax; }
    public int dangerEndgame() { return dangerEndgame; }
    public boolean dangerPositiveOnly() { return dangerPositiveOnly; }

    /** Does King danger, counted against a King, cost anything at weight sum {@code w}? */
    public static boolean dangerCounts(double w, boolean positiveOnly) { return w > 0 || !positiveOnly; }

    /** The initiative's inputs: how many, which, their coefficients; the index of its middlegame shift, -1 where the variant has none. */
    public int initiativeFeatures() { return initiativeCount; }
    public int initiativeFeature(int k) { return initiativeTouched[k]; }
    public double initiativeCoefficient(int k) { return initiativeCoefficient[initiativeTouched[k]]; }
    public int initiativeShift() { return initiativeShift; }
    /** The coefficient of number {@code index} in the complexity; 0 where it has none. */
    public double coefficientOfInitiative(int index) { return initiativeCoefficient[index]; }

    /**
     * The initiative's change to a sum {@code sum} (White's middlegame or endgame) with this
     * {@code complexity}: toward 0 or away from it, never across ({@link Initiative}).
     */
    public static double initiative(double sum, double complexity) {
        return Math.signum(sum) * Math.max(complexity, -Math.abs(sum));
    }

    /** The part of the score parameter {@code index} adds to. */
    public ParamReader.Part part(int index) { return part[index]; }

    /**
     * White's score with parameters {@code theta} (centipawns), without the evaluation's
     * truncations: the formula of the class comment.
     */
    public double whiteScore(double[] theta) {
        double[] sums = sums(theta);
        double mg = sums[0], eg = sums[1];
        if (initiativeShift >= 0) {
            double complexity = 0;
            for (int k = 0; k < initiativeCount; k++) complexity += initiativeCoefficient(k) * theta[initiativeTouched[k]];
            mg += initiative(mg, Math.min(complexity + theta[initiativeShift], 0));
            eg += initiative(eg, complexity);
        }
        return (mg * phase + eg * egScale / 256 * (256 - phase)) / 256 * scale / 256 + sums[2];
    }

    /**
     * White's middlegame and endgame sums before the initiative moves them, and the untapered part,
     * with parameters {@code theta}. The initiative jumps where a sum crosses 0 (by twice a positive
     * complexity, as Stockfish's), so near 0 the evaluation's truncations may land on the other side.
     */
    public double[] sums(double[] theta) {
        double mg = 0, eg = 0, flat = 0;
        for (int k = 0; k < count; k++) {
            int i = touched[k];
            double v = coefficient[i] * theta[i];
            switch (part[i]) {
                case MG -> mg += v;
                case EG -> eg += v;
                case FLAT -> flat += v;
                case NONE -> { }
            }
        }
        for (int c = 0; c < 2; c++) {
            if (!dangerActive[c]) continue;
            double w = dangerWeightSum(c, theta), sign = c == Piece.WHITE ? 1 : -1;
            if (!dangerCounts(w, dangerPositiveOnly)) continue;
            mg -= sign * Math.min(theta[dangerMax], w * w * theta[dangerQuadratic] / 1024);
            eg -= sign * w * theta[dangerEndgame] / 1024;
        }
        return new double[] {mg, eg, flat};
    }

    /** The weighted attacks on {@code color}'s King with these parameters. */
    public double dangerWeightSum(int color, double[] theta) {
        double w = 0;
        for (int k = 0; k < dangerCount[color]; k++) w += dangerCoefficient(color, k) * theta[dangerFeature(color, k)];
        return w;
    }
}
