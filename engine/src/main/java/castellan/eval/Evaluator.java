package castellan.eval;

import castellan.position.Position;

/**
 * Static evaluation of a position for the side to move, in centipawns, always strictly inside
 * (-{@link Score#WIN}, {@link Score#WIN}). One instance per search thread: it owns the
 * {@link EvalState} its terms fill, and allocates nothing per call.
 *
 * <p>The terms come from the variant's {@link EvalSpec} in a fixed order (material and
 * placement, mobility and attacks, pawns, King safety, threats, endings, then the variant's
 * own). Their middlegame and endgame sums are blended by the phase, scaled by what the terms
 * asked ({@link EvalState#scale}), and the untapered part and a bonus for the move are added.
 */
public class Evaluator {
    /** The largest magnitude an evaluation may have: below every decided score. */
    public static final int MAX_EVAL = Score.WIN - 1;

    protected final EvalSpec spec;
    private final EvalTerm[] terms;
    private final EvalState state = new EvalState();

    public Evaluator(EvalSpec spec) {
        this.spec = spec;
        this.terms = spec.terms;
    }

    public EvalSpec spec() { return spec; }

    /** The position's value for the side to move. */
    public int evaluate(Position p) {
        EvalState s = state;
        s.reset();
        for (EvalTerm t : terms) t.evaluate(p, s);
        return fromWhite(p, whiteScore(s));
    }

    /** White's score from the state the terms filled. Division truncates toward zero, so both colours round alike. */
    static int whiteScore(EvalState s) {
        long blended = ((long) s.mg * s.phase + (long) s.eg * (256 - s.phase)) / 256;
        return (int) (blended * s.scale / 256) + s.flat;
    }

    private int fromWhite(Position p, int white) {
        int v = (p.sideToMove() == 0 ? white : -white) + spec.tempo;
        return Math.max(-MAX_EVAL, Math.min(MAX_EVAL, v));
    }

    /** The evaluation state after the last {@link #evaluate} (tests and diagnostics only). */
    public EvalState lastState() { return state; }
}
