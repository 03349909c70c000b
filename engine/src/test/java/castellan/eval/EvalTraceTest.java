package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The trace says what an evaluation owes to each parameter: its formula ({@link EvalTrace#whiteScore})
 * with the variant's numbers gives the evaluation, to within the evaluation's own truncations
 * (fewer than {@link EvalTrace#roundings} centipawns), along random games of every variant. With
 * every tuned number moved at random it still does, evaluated by a spec built from the moved
 * numbers: so each number is counted where the evaluation uses it, and none is missed. And
 * tracing does not change the evaluation.
 */
class EvalTraceTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void theTraceGivesTheEvaluation(String id) {
        Ruleset r = Variants.get(id);
        check(r.evalSpec(), positions(r, 12, 200, id.hashCode()), true);
    }

    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void itDoesWithOtherNumbersToo(String id) {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        check(movedAtRandom(spec, new SplittableRandom(id.hashCode() + 1)), positions(r, 6, 200, id.hashCode() + 2), false);
    }

    /** The spec with every tuned number moved by up to 40 units at random (EvalContractTest uses it too). */
    static EvalSpec movedAtRandom(EvalSpec spec, SplittableRandom random) {
        double[] theta = spec.params.values();
        for (int i = 0; i < theta.length; i++) {
            if (!spec.paramTuned(i)) continue;
            // Whole numbers of the parameter's fixed-point unit, so that the spec uses them exactly.
            int s = spec.paramScale(i);
            theta[i] = Math.round((theta[i] + random.nextInt(-40, 41) + random.nextDouble()) * s) / (double) s;
            if (spec.paramPart(i) == ParamReader.Part.NONE) theta[i] = Math.max(1, theta[i]); // King danger's weights and factors stay positive
        }
        return spec.withParams(spec.params.with(theta));
    }

    /** With {@code dangerSeen}: King danger must have counted somewhere, where Kings are royal. */
    private static void check(EvalSpec spec, List<Position> positions, boolean dangerSeen) {
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        double[] theta = spec.params.values();
        int danger = 0, nearZero = 0;
        for (Position p : positions) {
            int v = e.trace(p, trace);
            assertEquals(e.compute(p), v, "tracing changed the evaluation");
            double[] sums = trace.sums(theta);
            // The initiative jumps where a sum crosses 0: there the truncations may put the two on either side.
            if (Math.min(Math.abs(sums[0]), Math.abs(sums[1])) <= trace.roundings()) {
                nearZero++;
                continue;
            }
            double white = trace.whiteScore(theta);
            double model = p.sideToMove() == 0 ? white : -white;
            assertTrue(Math.abs(model - v) <= trace.roundings(),
                    spec.variant.id + ": trace " + model + ", evaluation " + v + " (" + trace.roundings() + " roundings) at " + Fen.format(Variants.get(spec.variant.id), p));
            if (trace.inDanger(0) || trace.inDanger(1)) danger++;
        }
        assertTrue(!dangerSeen || !spec.kingRoyal || danger > 0, spec.variant.id + ": King danger never counted in " + positions.size() + " positions");
        assertTrue(nearZero * 10 < positions.size(), spec.variant.id + ": " + nearZero + " of " + positions.size() + " positions had a sum near 0");
    }

    /** Every position of seeded random games. */
    static List<Position> positions(Ruleset r, int games, int plies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Game g = new Game(r);
            for (int ply = 0; ply < plies && g.outcome() == null; ply++) {
                TurnList turns = g.legalTurns();
                g.play(turns.get(random.nextInt(turns.size())));
                out.add(g.position().copy());
            }
        }
        return out;
    }
}
