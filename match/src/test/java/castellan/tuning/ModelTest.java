package castellan.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.EvalSpec;
import castellan.eval.EvalTrace;
import castellan.eval.Evaluator;
import castellan.eval.ParamReader;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The model the tuner minimises: its gradient is the loss's derivative (checked against central
 * finite differences of the loss, parameter by parameter, King danger's and the initiative's chain
 * rule included), and
 * its evaluation of a position is the evaluator's.
 */
class ModelTest {
    private static final ExecutorService POOL = Executors.newFixedThreadPool(2);

    @AfterAll static void shutDown() { POOL.shutdownNow(); }

    @ParameterizedTest
    @ValueSource(strings = {"normal", "royal", "kingdom", "maidens", "norochess"})
    void theGradientIsTheLossesDerivative(String id) throws Exception {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        List<Sample> samples = Samples.randomGames(r, 20, 120, id.hashCode());
        TraceSet set = TraceSet.of(r, spec, samples, POOL);
        Model model = new Model(set, spec, 0.7, POOL);
        int[] all = new int[set.size];
        for (int i = 0; i < all.length; i++) all[i] = i;
        double[] theta = spec.params.values(), gradient = new double[theta.length];
        stockfishsInitiative(spec, theta);
        double k = 1.1;
        model.loss(all, theta, k, gradient);
        SplittableRandom random = new SplittableRandom(7);
        int checked = 0, danger = 0, initiative = 0;
        for (int i = 0; i < theta.length; i++) {
            // King danger's numbers all; a third of the others, and a few of those the positions do not touch.
            boolean kingDanger = spec.paramPart(i) == ParamReader.Part.NONE && spec.paramTuned(i);
            if (!spec.paramTuned(i) || (!kingDanger && random.nextInt(gradient[i] == 0 ? 20 : 3) != 0)) continue;
            double numeric = derivative(model, all, theta, k, i);
            assertEquals(numeric, gradient[i], 1e-6 * Math.abs(numeric) + 1e-12, id + ": " + spec.params.name(i));
            checked++;
            if (kingDanger && gradient[i] != 0) {
                if (spec.params.name(i).startsWith("initiative.")) initiative++;
                else danger++;
            }
        }
        assertTrue(checked > 40, id + ": only " + checked + " parameters checked");
        assertTrue(!id.equals("normal") && !id.equals("royal") || danger > 0, id + ": King danger's gradient was never checked");
        // Random games seldom reach a pawn ending or an unwinnable one: the base, the pawns, outflanking, the shift and more.
        assertTrue(initiative >= 5, id + ": only " + initiative + " of the initiative's numbers had a gradient");
    }

    /**
     * Sets the initiative's numbers near Stockfish 11's (a little off whole numbers): the files hold
     * them at 0, where the clamp's corner lies and a finite difference sees half of each side.
     */
    static void stockfishsInitiative(EvalSpec spec, double[] theta) {
        String[] names = {"passed", "pawns", "outflanking", "infiltration", "bothFlanks", "pawnsOnly", "unwinnable", "base", "mgShift"};
        double[] values = {9.3, 11.1, 8.7, 12.4, 20.6, 51.2, -43.3, -100.45, 49.7};
        for (int i = 0; i < names.length; i++) theta[spec.params.entry("initiative." + names[i]).offset()] = values[i];
    }

    /** The tuner's objective (the loss, the prior and the smoothing) has the gradient it steps along. */
    @ParameterizedTest
    @ValueSource(strings = {"capablanca"})
    void theObjectivesGradientIsItsDerivative(String id) throws Exception {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        TraceSet set = TraceSet.of(r, spec, Samples.randomGames(r, 10, 100, 3), POOL);
        Model model = new Model(set, spec, 1, POOL);
        int[] all = new int[set.size];
        for (int i = 0; i < all.length; i++) all[i] = i;
        double[] start = spec.params.values(), theta = start.clone();
        boolean[] free = new boolean[theta.length];
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < theta.length; i++) {
            free[i] = spec.paramTuned(i);
            if (free[i]) theta[i] += random.nextInt(-30, 31); // away from the start, so that the prior and the smoothing pull
        }
        Tuner tuner = new Tuner(model, start, free, 1e-6, Neighbours.of(spec.params), 3e-6, null, false);
        double[] gradient = new double[theta.length];
        tuner.objective(all, theta, 1, gradient);
        int checked = 0;
        for (int i = 0; i < theta.length; i += 7) {
            if (!free[i]) continue;
            double h = 1e-3, saved = theta[i];
            theta[i] = saved + h;
            double up = tuner.objective(all, theta, 1, new double[theta.length]);
            theta[i] = saved - h;
            double down = tuner.objective(all, theta, 1, new double[theta.length]);
            theta[i] = saved;
            double numeric = (up - down) / (2 * h);
            assertEquals(numeric, gradient[i], 1e-6 * Math.abs(numeric) + 1e-11, spec.params.name(i));
            checked++;
        }
        assertTrue(checked > 100, "only " + checked);
    }

    /**
     * The same with every tuned number moved at random (the evaluation by a spec built from the
     * moved numbers): the entries the files hold at 0 (pairs, files, outposts, safe checks, space)
     * count here as the others do.
     */
    @ParameterizedTest
    @ValueSource(strings = {"normal", "kingdom", "wells"})
    void theModelIsTheEvaluationWithOtherNumbersToo(String id) throws Exception {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        SplittableRandom random = new SplittableRandom(id.hashCode() + 11);
        double[] theta = spec.params.values();
        for (int i = 0; i < theta.length; i++) {
            if (!spec.paramTuned(i)) continue;
            int s = spec.paramScale(i);
            theta[i] = Math.round((theta[i] + random.nextInt(-40, 41) + random.nextDouble()) * s) / (double) s;
            if (spec.paramPart(i) == ParamReader.Part.NONE) theta[i] = Math.max(1, theta[i]);
        }
        EvalSpec moved = spec.withParams(spec.params.with(theta));
        List<Sample> samples = Samples.randomGames(r, 6, 150, id.hashCode() + 12);
        TraceSet set = TraceSet.of(r, spec, samples, POOL);
        Model model = new Model(set, spec, 1, POOL);
        assertModelIsTheEvaluation(r, moved, samples, model, theta);
    }

    /** The model, with the variant's numbers, is the evaluation: the evaluator's own integer score to within its truncations. */
    @ParameterizedTest
    @ValueSource(strings = {"capablanca", "wells", "kingdom"})
    void theModelIsTheEvaluation(String id) throws Exception {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        List<Sample> samples = Samples.randomGames(r, 10, 150, id.hashCode());
        TraceSet set = TraceSet.of(r, spec, samples, POOL);
        Model model = new Model(set, spec, 1, POOL);
        assertModelIsTheEvaluation(r, spec, samples, model, spec.params.values());
    }

    /**
     * With Stockfish 11's scale factor (the files scale nothing yet), the model is still the
     * evaluation: the trace's endgame scale, taken as it is, multiplies the endgame sum.
     */
    @Test void theModelScalesTheEndgameSum() throws Exception {
        Ruleset r = Variants.get("capablanca");
        EvalSpec file = r.evalSpec();
        double[] theta = file.params.values();
        String[] entries = {"scale.pawnless", "scale.wrongBishop", "scale.oppositeBishops", "scale.fewPawns"};
        double[][] numbers = {{0, 4, 14}, {0}, {16, 4}, {36, 7, 2}};
        for (int k = 0; k < entries.length; k++)
            for (int i = 0; i < numbers[k].length; i++) theta[file.params.entry(entries[k]).offset() + i] = numbers[k][i];
        EvalSpec spec = file.withParams(file.params.with(theta));
        List<Sample> samples = Samples.randomGames(r, 10, 300, 17); // long games: endings, few pawns
        TraceSet set = TraceSet.of(r, spec, samples, POOL);
        int scaled = 0;
        for (int p = 0; p < set.size; p++) if (set.egScale[p] != 256) scaled++;
        assertTrue(scaled * 10 > set.size, "the factor bit in only " + scaled + " of " + set.size + " positions");
        assertModelIsTheEvaluation(r, spec, samples, new Model(set, spec, 1, POOL), theta);
    }

    /**
     * With {@code kingDanger.positive} at 1, King danger counts only where its weight sum is above
     * 0: the model is still the evaluation, its gradient still the loss's derivative, and Kings
     * whose sum is 0 or below (about half of them with Capablanca's file) cost nothing.
     */
    @Test void kingDangerOnlyAbove0() throws Exception {
        Ruleset r = Variants.get("capablanca");
        EvalSpec file = r.evalSpec();
        // The gate off and on, whatever the file says (Capablanca's has it on since session 14).
        int gate = file.params.entry("kingDanger.positive").offset();
        double[] off = file.params.values(), theta = file.params.values();
        off[gate] = 0;
        theta[gate] = 1;
        EvalSpec open = file.withParams(file.params.with(off)), spec = file.withParams(file.params.with(theta));
        List<Sample> samples = Samples.randomGames(r, 10, 150, 19);
        TraceSet set = TraceSet.of(r, spec, samples, POOL), ungated = TraceSet.of(r, open, samples, POOL);
        assertTrue(set.dangerPositiveOnly && !ungated.dangerPositiveOnly);
        Model model = new Model(set, spec, 1, POOL), before = new Model(ungated, open, 1, POOL);
        assertModelIsTheEvaluation(r, spec, samples, model, theta);
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        int below = 0;
        for (int p = 0; p < set.size; p++) {
            e.trace(Fen.parse(r, samples.get(p).fen()), trace);
            boolean anyBelow = false;
            for (int c = 0; c < 2; c++) anyBelow |= trace.inDanger(c) && trace.dangerWeightSum(c, theta) < 0;
            if (anyBelow) below++;
            else assertEquals(before.evaluate(p, theta), model.evaluate(p, theta), 1e-9, "no King below 0: the gate changes nothing");
        }
        assertTrue(below * 5 > set.size, "only " + below + " of " + set.size + " positions had a King below 0");
        int[] all = new int[set.size];
        for (int i = 0; i < all.length; i++) all[i] = i;
        // Off the file's sixteenths, so that no King's sum is 0 exactly: there the gate's corner lies
        // and a finite difference sees half of each side.
        SplittableRandom random = new SplittableRandom(23);
        for (int i = 0; i < theta.length; i++)
            if (spec.paramTuned(i) && spec.paramPart(i) == ParamReader.Part.NONE) theta[i] += 0.001 + 0.01 * random.nextDouble();
        double[] gradient = new double[theta.length];
        model.loss(all, theta, 1.1, gradient);
        int checked = 0;
        for (int i = 0; i < theta.length; i++) {
            if (!spec.paramTuned(i) || spec.paramPart(i) != ParamReader.Part.NONE || !spec.params.name(i).startsWith("king")) continue;
            double numeric = derivative(model, all, theta, 1.1, i);
            assertEquals(numeric, gradient[i], 1e-6 * Math.abs(numeric) + 1e-12, spec.params.name(i));
            if (gradient[i] != 0) checked++;
        }
        assertTrue(checked > 20, "only " + checked + " of King danger's numbers had a gradient");
    }

    /** The loss's derivative by number {@code i}, by central differences (theta is left as it was). */
    private static double derivative(Model model, int[] positions, double[] theta, double k, int i) throws InterruptedException {
        double h = 1e-3, saved = theta[i];
        theta[i] = saved + h;
        double up = model.loss(positions, theta, k, null);
        theta[i] = saved - h;
        double down = model.loss(positions, theta, k, null);
        theta[i] = saved;
        return (up - down) / (2 * h);
    }

    /**
     * The model's evaluation of every position is the evaluator's (built from {@code evaluated}) to
     * within its truncations. The initiative jumps where a sum crosses 0 (EvalTraceTest): there the
     * truncations may put the two on either side, so those positions are skipped, and they must be
     * fewer than a tenth.
     */
    private static void assertModelIsTheEvaluation(Ruleset r, EvalSpec evaluated, List<Sample> samples, Model model, double[] theta) {
        Evaluator e = new Evaluator(evaluated);
        EvalTrace trace = evaluated.newTrace();
        int nearZero = 0;
        for (int p = 0; p < samples.size(); p++) {
            Position pos = Fen.parse(r, samples.get(p).fen());
            int v = e.trace(pos, trace), white = pos.sideToMove() == 0 ? v : -v;
            double[] sums = trace.sums(theta);
            if (Math.min(Math.abs(sums[0]), Math.abs(sums[1])) <= trace.roundings()) {
                nearZero++;
                continue;
            }
            assertEquals(white, model.evaluate(p, theta), trace.roundings(), samples.get(p).fen());
        }
        assertTrue(nearZero * 10 < samples.size(), nearZero + " of " + samples.size() + " positions had a sum near 0");
    }
}
