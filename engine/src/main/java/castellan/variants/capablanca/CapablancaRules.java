package castellan.variants.capablanca;

import castellan.eval.EvalSpec;
import castellan.rules.Ruleset;
import castellan.variant.Variant;

/** Capablanca chess: orthodox rules; only the Archbishop's value differs from what its movement says. */
final class CapablancaRules extends Ruleset {
    CapablancaRules(Variant variant) {
        super(variant);
    }

    /**
     * The mobility formula ({@link castellan.eval.PieceValues}) gives the Archbishop (B+N) 785,
     * well under the Chancellor's 945; games say it is nearly as strong (H. G. Muller's
     * measurements with Joker80: Archbishop 8.75, Chancellor 9, Queen 9.5 pawns; Fairy-Stockfish
     * values it likewise), a synergy of its two moves that mobility does not see. So the
     * Archbishop is the Chancellor's value less 50.
     */
    @Override protected EvalSpec buildEvalSpec() {
        EvalSpec.Builder b = EvalSpec.builder(variant);
        return b.value('A', b.value('C') - 50).build();
    }
}
