package castellan.match;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An SPSA run: its parameters, its schedule, the pairs per step and the seed. A step plays
 * {@code batch} pairs from one θ (each pair with its own flip, {@link SpsaPerturbation}), and
 * θ then moves by the sum of their updates ({@link SpsaSchedule#update}); the run is
 * {@code N / batch} steps. fishtest's workers do the same with their batches, except that each
 * batch there shares one flip.
 */
public record SpsaRun(List<SpsaParameter> params, SpsaSchedule schedule, long batch, long seed) {

    public SpsaRun {
        params = List.copyOf(params);
        if (batch < 1) throw new IllegalArgumentException("--batch must be at least 1");
        if (schedule.pairs() % batch != 0)
            throw new IllegalArgumentException("--pairs (" + schedule.pairs() + ") must be a multiple of --batch (" + batch + ")");
    }

    public long steps() { return schedule.pairs() / batch; }

    public double[] start() { return params.stream().mapToDouble(SpsaParameter::start).toArray(); }

    /** The θ log's first line: θ at the start, no pair played. */
    public ThetaLog.Row startRow() { return new ThetaLog.Row(0, 0, 0, 0, 0, start()); }

    /** The perturbation of each parameter at iteration k. */
    public double[] c(long k) {
        return params.stream().mapToDouble(p -> schedule.c(p, k)).toArray();
    }

    /** Pair {@code pair} (from 0, over the whole run) of the step that starts at iteration k from θ. */
    public SpsaPerturbation perturbation(double[] theta, long k, long pair) {
        return SpsaPerturbation.of(params, theta, c(k), seed, pair);
    }

    /** The lines that define the run, after those of the engine and the play. */
    public TestDefinition define(TestDefinition d) {
        d = d.with("spsa-pairs", schedule.pairs()).with("spsa-batch", batch).with("spsa-A", schedule.a())
                .with("spsa-alpha", schedule.alpha()).with("spsa-gamma", schedule.gamma());
        for (SpsaParameter p : params) d = d.with("spsa-param", p.line());
        return d;
    }

    /** The run a definition describes (the merge reads it from the shards); IllegalArgumentException when it is not one. */
    public static SpsaRun of(TestDefinition d) {
        if (!"spsa".equals(d.value("test"))) throw new IllegalArgumentException("not an SPSA run");
        try {
            List<SpsaParameter> params = new ArrayList<>();
            for (String line : d.values("spsa-param")) params.add(SpsaParameter.parse(line));
            SpsaSchedule s = new SpsaSchedule(Long.parseLong(d.value("spsa-pairs")), Long.parseLong(d.value("spsa-A")),
                    Double.parseDouble(d.value("spsa-alpha")), Double.parseDouble(d.value("spsa-gamma")));
            return new SpsaRun(params, s, Long.parseLong(d.value("spsa-batch")), Long.parseLong(d.value("seed")));
        } catch (NumberFormatException | NullPointerException e) {
            throw new IllegalArgumentException("an SPSA definition without its numbers (spsa-pairs, spsa-batch, spsa-A, spsa-alpha, spsa-gamma, seed)");
        }
    }

    /** θ by parameter name. */
    public Map<String, Double> named(double[] theta) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < params.size(); i++) m.put(params.get(i).name(), theta[i]);
        return m;
    }

    /**
     * The θ log's next line: the step the results played, added up, applied to the last line.
     * IllegalArgumentException when they are not that step's, from that θ, or do not cover
     * each of its pairs exactly once.
     */
    public ThetaLog.Row apply(ThetaLog.Row last, ShardResult step) {
        SpsaGradient g = step.spsa();
        if (g == null) throw new IllegalArgumentException("a match result, not an SPSA step");
        if (g.step() != last.step() + 1 || g.iteration() != last.pairs())
            throw new IllegalArgumentException("the results are of step " + g.step() + " (after " + g.iteration() + " pairs); the θ log is at step "
                    + last.step() + " (" + last.pairs() + " pairs), so the next is step " + (last.step() + 1));
        if (!g.theta().equals(named(last.theta())))
            throw new IllegalArgumentException("the results of step " + g.step() + " were played from θ " + g.theta() + ", not the log's "
                    + named(last.theta()));
        PairRange all = new PairRange(1, batch).shift(last.pairs());
        if (!step.pairs().equals(List.of(all)))
            throw new IllegalArgumentException("step " + g.step() + " is pairs " + all + " of the run; the results have "
                    + PairRange.format(step.pairs()) + ": play the missing pairs first");
        long[] sums = new long[params.size()];
        for (int i = 0; i < sums.length; i++) sums[i] = g.sums().get(params.get(i).name());
        MatchTotals t = step.totals();
        return new ThetaLog.Row(g.step(), last.pairs() + batch, t.wins(), t.losses(), t.draws(),
                schedule.update(params, last.theta(), last.pairs(), sums));
    }
}
