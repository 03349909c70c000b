package castellan.eval;

import castellan.position.Position;

/**
 * One part of the evaluation. A variant adds its own ideas as terms ({@link EvalSpec.Builder#term});
 * the general ones (material and placement, mobility, pawns, King safety, threats, endings) are
 * terms too, run first. A term is immutable and shared by every thread: per-thread data lives in
 * the {@link EvalState} it is given (or in the position's own scratch).
 */
public interface EvalTerm {
    /**
     * Adds this term's bonuses for both sides to {@code s}. Runs at every evaluated node: it must
     * allocate nothing, be deterministic, and treat the two colours alike (a position and its
     * colour-mirrored twin must get opposite bonuses).
     */
    void evaluate(Position p, EvalState s);
}
