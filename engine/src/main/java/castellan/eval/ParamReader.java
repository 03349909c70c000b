package castellan.eval;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * How an {@link EvalSpec} takes its numbers from an {@link EvalParams}: each term asks for its
 * entries by name, length and meaning, and gets them as whole numbers in the unit the hot path
 * computes in; the spec keeps, for every number of the flat vector, which part of the score it
 * goes to and whether the tuner may change it. A missing entry, a wrong length, or an entry
 * that nobody asked for (a misspelt name) is an IllegalArgumentException naming the set.
 */
public final class ParamReader {
    /** The part of the score a number adds to: the middlegame or endgame sum, the untapered part, or none directly. */
    public enum Part { MG, EG, FLAT, NONE }

    private final EvalParams params;
    private final String source;
    private final Set<String> taken = new HashSet<>();
    /** Per number of the flat vector: its {@link Part} (a pair's numbers alternate MG, EG), fixed-point scale, and tuned or fixed. */
    final Part[] part;
    final int[] scale;
    final boolean[] tuned;

    ParamReader(EvalParams params, String source) {
        this.params = params;
        this.source = source;
        int n = params.size();
        part = new Part[n];
        scale = new int[n];
        tuned = new boolean[n];
        Arrays.fill(part, Part.NONE);
        Arrays.fill(scale, 1);
    }

    /** Is there an entry of this name? */
    public boolean has(String name) { return params.entry(name) != null; }

    /** Where an entry's numbers start in the flat vector (the index the trace reports them by). */
    public int index(String name) { return entry(name, -1).offset(); }

    /**
     * An entry of {@code length} numbers ({@code -1}: any length) adding to {@code part} of the
     * score, in whole centipawns, that the tuner may change: the linear terms.
     */
    public int[] linear(String name, int length, Part part) {
        return take(name, length, part, 1, true);
    }

    /** A middlegame/endgame pair in whole centipawns, tuned: {@code [0]} middlegame, {@code [1]} endgame. */
    public int[] pair(String name) {
        return take(name, 2, null, 1, true);
    }

    /**
     * An entry read as fixed-point numbers: each centipawn value times {@code scale}, rounded (a
     * term that adds many small amounts and divides once, as mobility does).
     */
    public int[] fixedPoint(String name, int length, Part part, int scale) {
        return take(name, length, part, scale, true);
    }

    /** An entry the tuner may change but that enters the score through a non-linear function (King danger). */
    public int[] nonLinear(String name, int length) {
        return take(name, length, Part.NONE, 1, true);
    }

    /** An entry the tuner leaves alone (the phase's weights, a schedule). */
    public int[] fixed(String name, int length) {
        return take(name, length, Part.NONE, 1, false);
    }

    private int[] take(String name, int length, Part p, int fixedPoint, boolean tune) {
        EvalParams.Entry e = entry(name, length);
        taken.add(name);
        int[] out = new int[e.length()];
        for (int i = 0; i < out.length; i++) {
            int k = e.offset() + i;
            double v = params.value(k) * fixedPoint;
            if (fixedPoint == 1 && v != Math.rint(v))
                throw new IllegalArgumentException(source + ": " + params.name(k) + " must be a whole number, got " + ParamsText.number(params.value(k)));
            out[i] = (int) Math.round(v);
            part[k] = p != null ? p : i % 2 == 0 ? Part.MG : Part.EG;
            scale[k] = fixedPoint;
            tuned[k] = tune;
        }
        return out;
    }

    private EvalParams.Entry entry(String name, int length) {
        EvalParams.Entry e = params.entry(name);
        if (e == null) throw new IllegalArgumentException(source + ": missing parameter '" + name + "'" + (length > 0 ? " (" + length + (length == 1 ? " number)" : " numbers)") : ""));
        if (length >= 0 && e.length() != length)
            throw new IllegalArgumentException(source + ": parameter '" + name + "' needs " + length + (length == 1 ? " number" : " numbers") + ", has " + e.length());
        return e;
    }

    /**
     * Is any of these numbers not 0? A term whose numbers are all 0 (a term added at 0 and not yet
     * tuned, or one the tuner left there) adds nothing, so the search skips working it out; a
     * traced evaluation works it out all the same, to report its coefficients.
     */
    static boolean anyNonZero(int[]... arrays) {
        for (int[] a : arrays) for (int x : a) if (x != 0) return true;
        return false;
    }

    /** After every term has taken its entries: IllegalArgumentException naming one that nobody took. */
    void checkAllTaken() {
        for (EvalParams.Entry e : params.entries())
            if (!taken.contains(e.name())) throw new IllegalArgumentException(source + ": unknown parameter '" + e.name() + "'");
    }
}
