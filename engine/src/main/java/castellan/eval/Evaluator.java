package castellan.eval;

import castellan.position.Position;

/**
 * Static evaluation of a position for the side to move, in centipawns, always strictly inside
 * (-{@link Score#WIN}, {@link Score#WIN}). One instance per search thread: it owns the
 * {@link EvalState} its terms fill, and allocates nothing per call.
 *
 * <p>The terms come from the variant's {@link EvalSpec} in a fixed order (material and
 * placement, mobility and attacks, pawns, King safety, the King's shelter, threats, the pieces' pairs, files and
 * outposts, space, the material imbalance, endings, the variant's own, then the initiative on their sums and the scale factor of the endgame sum). Their middlegame and endgame sums are blended by the phase, scaled by what the terms
 * asked ({@link EvalState#scale}), and the untapered part and a bonus for the move are added.
 */
public class Evaluator {
    /** The largest magnitude an evaluation may have: below every decided score. */
    public static final int MAX_EVAL = Score.WIN - 1;

    /** Cache entries (a power of two): 2^16, 768 KB per thread. */
    private static final int CACHE_SIZE = 1 << 16;
    /** Mixed into the cache key: the move number is not in the position's hash, and a term may read it (Norochess). */
    private static final long MOVE_NUMBER_KEY = 0x9E37_79B9_7F4A_7C15L;

    protected final EvalSpec spec;
    private final EvalTerm[] variantTerms;
    private final EvalState state;
    /**
     * Evaluations already made, by position key: a search evaluates the same position again and
     * again (each iteration, each re-search of a window, razoring's quiescence at the node itself).
     * Per evaluator, so per thread: no torn entries to fear.
     */
    private final long[] cacheKey = new long[CACHE_SIZE];
    private final int[] cacheValue = new int[CACHE_SIZE];

    public Evaluator(EvalSpec spec) {
        this.spec = spec;
        this.variantTerms = spec.variantTerms;
        this.state = new EvalState(2 * spec.variant.types.length);
        spec.pawnStructure.prepare(state);
    }

    public EvalSpec spec() { return spec; }

    /**
     * Has the position keep the sums of this evaluation's piece-square tables as moves are made
     * (a search thread's position): the evaluation then reads them instead of adding them up.
     * Other positions are evaluated alike, only slower.
     */
    public void track(Position p) {
        p.keepWeightSums(spec.placementMg, spec.placementEg);
    }

    /** The position's value for the side to move. */
    public int evaluate(Position p) {
        long key = p.hash() ^ p.fullmoveNumber() * MOVE_NUMBER_KEY;
        int i = (int) key & (CACHE_SIZE - 1);
        // A stored value is never 0 (see below), so an empty slot never matches.
        int cached = cacheValue[i];
        if (cacheKey[i] == key && cached != 0) return cached == CACHED_ZERO ? 0 : cached;
        int v = compute(p);
        cacheKey[i] = key;
        cacheValue[i] = v == 0 ? CACHED_ZERO : v;
        return v;
    }

    /** Stands for an evaluation of 0 in the cache (outside the evaluation's range). */
    private static final int CACHED_ZERO = Integer.MIN_VALUE;

    /** The position's value for the side to move, computed by the terms (not the cache: benchmarks measure this). */
    public int compute(Position p) {
        EvalState s = state;
        s.reset();
        EvalSpec spec = this.spec;
        spec.pieceSquares.evaluate(p, s);
        spec.mobility.evaluate(p, s);
        spec.pawnStructure.evaluate(p, s);
        spec.kingSafety.evaluate(p, s);
        spec.kingShelter.evaluate(p, s);
        spec.threats.evaluate(p, s);
        spec.pieces.evaluate(p, s);
        spec.space.evaluate(p, s);
        spec.imbalance.evaluate(p, s);
        spec.endgame.evaluate(p, s);
        for (EvalTerm t : variantTerms) t.evaluate(p, s);
        spec.initiative.evaluate(p, s);
        spec.scaleFactor.evaluate(p, s);
        return fromWhite(p, whiteScore(s));
    }

    /**
     * The position's value for the side to move, as {@link #compute} gives it, with {@code trace}
     * (made by this evaluator's spec, {@link EvalSpec#newTrace}) filled with what it owes to each
     * parameter. For the tuner; slower than {@link #compute} (no kept sums, no pawn table).
     */
    public int trace(Position p, EvalTrace trace) {
        trace.reset();
        state.trace = trace;
        try {
            int v = compute(p);
            trace.phase = state.phase;
            trace.scale = state.scale;
            trace.egScale = state.egScale;
            if (state.egScale != 256) trace.roundings++; // the endgame sum's scaling
            trace.add(spec.tempoIndex, 1, p.sideToMove());
            trace.roundings += 2; // the blend and the scale
            return v;
        } finally {
            state.trace = null;
        }
    }

    /** White's score from the state the terms filled. Division truncates toward zero, so both colours round alike. */
    static int whiteScore(EvalState s) {
        long blended = ((long) s.mg * s.phase + (long) s.eg * (256 - s.phase) * s.egScale / 256) / 256;
        return (int) (blended * s.scale / 256) + s.flat;
    }

    private int fromWhite(Position p, int white) {
        int v = (p.sideToMove() == 0 ? white : -white) + spec.tempo;
        return Math.max(-MAX_EVAL, Math.min(MAX_EVAL, v));
    }

    /** The evaluation state after the last {@link #evaluate} that was not answered from the cache (tests and diagnostics only). */
    public EvalState lastState() { return state; }
}
