package castellan.eval;

import castellan.position.Position;

/**
 * Static evaluation of a position for the side to move, in centipawns, always strictly inside
 * (-{@link Score#WIN}, {@link Score#WIN}). One instance per search thread.
 *
 * <p>PLACEHOLDER: material only, until the evaluation issue's terms land.
 */
public class Evaluator {
    protected final EvalSpec spec;

    public Evaluator(EvalSpec spec) {
        this.spec = spec;
    }

    public EvalSpec spec() { return spec; }

    public int evaluate(Position p) {
        int us = p.sideToMove(), s = 0;
        for (int t = 1; t < spec.pieceValue.length; t++) s += spec.pieceValue[t] * (p.count(t, us) - p.count(t, us ^ 1));
        return s;
    }
}
