package castellan.eval;

import castellan.variant.Variant;

/**
 * What the evaluation knows of a variant, as data: piece values and the variant's own terms.
 * A {@code Ruleset} supplies it; the {@link Evaluator} reads it. Immutable, shared by threads.
 */
public class EvalSpec {
    public final Variant variant;
    /** Per type index: value in centipawns (also for move ordering and exchange evaluation). */
    public final int[] pieceValue;

    public EvalSpec(Variant variant) {
        this.variant = variant;
        this.pieceValue = new int[variant.types.length];
        for (int t = 1; t <= variant.typeCount(); t++) pieceValue[t] = variant.types[t].value;
    }
}
