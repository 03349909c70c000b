package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;

/**
 * What one entry of a variant's parameters adds to the evaluation of a hand-built position: the
 * evaluation with the entry set to the given numbers less the evaluation with the entry at 0 (the
 * file's other numbers, tuned or not, in both). The tests give a middlegame and an endgame number that differ, and
 * positions of a known phase (asserted), so that the difference is the feature's count times one
 * of them, exactly. The initiative is held at 0 on both sides (below).
 */
final class Weighted {
    private Weighted() {}

    /** The side to move's gain from {@code entry} = {@code numbers} in {@code fen}; asserts the position's phase. */
    static int gain(String variant, String fen, int phase, String entry, double... numbers) {
        Ruleset r = Variants.get(variant);
        EvalSpec spec = r.evalSpec();
        EvalParams.Entry e = spec.params.entry(entry);
        if (e == null) throw new IllegalArgumentException(variant + " has no entry " + entry);
        assertEquals(e.length(), numbers.length, entry);
        // The base has the entry at 0, whatever the (possibly tuned) file says: the gain is the numbers' alone.
        double[] zero = spec.params.values(), theta = spec.params.values();
        for (int i = 0; i < numbers.length; i++) {
            zero[e.offset() + i] = 0;
            theta[e.offset() + i] = numbers[i];
        }
        // The initiative, last, moves each sum toward 0 and stops there, so it would take a share
        // of the gain (all of it in an ending without pawns): it is held at 0 on both sides.
        for (int i = 0; i < zero.length; i++)
            if (spec.params.name(i).startsWith("initiative.")) zero[i] = theta[i] = 0;
        Position p = Fen.parse(r, fen);
        Evaluator base = new Evaluator(spec.withParams(spec.params.with(zero))), moved = new Evaluator(spec.withParams(spec.params.with(theta)));
        int before = base.compute(p);
        assertEquals(phase, base.lastState().phase(), "the position's phase: " + fen);
        return moved.compute(p) - before;
    }
}
