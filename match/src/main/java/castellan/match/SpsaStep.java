package castellan.match;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays pairs of one SPSA step through the runner, θ + c_k Δ as the first engine against
 * θ − c_k Δ, each pair with its own Δ ({@link SpsaPerturbation}, set on both engines before each
 * of its games), and adds up the gradient: per game {@code r * flip}, r being +1 for a win of
 * θ + c_k Δ, -1 for a loss and 0 for a draw (fishtest's {@code wins - losses}). An aborted game
 * counts nothing.
 */
final class SpsaStep implements Match.Listener {
    private final SpsaRun run;
    private final TestDefinition definition;
    private final ThetaLog.Row from;
    private final PrintStream out;
    private final long[] sums;
    private volatile Match match;
    private volatile boolean stopped;

    /** The step after {@code from}, the θ log's last line. */
    SpsaStep(SpsaRun run, TestDefinition definition, ThetaLog.Row from, PrintStream out) {
        this.run = run;
        this.definition = definition;
        this.from = from;
        this.out = out;
        this.sums = new long[run.params().size()];
    }

    /**
     * Plays pairs {@code range} of the step (from 1 to the batch) under {@code base} (its
     * engines, limits and openings), with engines from {@code pool}; the result holds their
     * counts and gradient sums. An engine that cannot be started, or set, is an EngineFailure;
     * null when {@link #stop} stopped it.
     */
    ShardResult play(Match.Config base, PairRange range, EnginePool pool) throws EngineFailure, InterruptedException {
        long k = from.pairs();
        double[] theta = from.theta();
        PairRange pairs = range.shift(k);
        Match.Config config = base.playing(List.of(pairs), Math.toIntExact(2 * pairs.size()),
                (pair, engine) -> run.perturbation(theta, k, pair).options(run.params(), engine));
        match = new Match(config, this, pool);
        if (stopped) return null;
        MatchStats stats = match.run();
        if (stopped) return null;
        if (match.fatalError() != null) throw new EngineFailure(EngineFailure.Kind.CRASH, match.fatalError());
        Map<String, Long> g = new LinkedHashMap<>();
        synchronized (sums) {
            for (int i = 0; i < sums.length; i++) g.put(run.params().get(i).name(), sums[i]);
        }
        return new ShardResult(definition, List.of(pairs), stats.totals(), null, new SpsaGradient(from.step() + 1, k, run.named(theta), g));
    }

    /** Stops the step at once (Ctrl-C): the engines are killed, nothing is counted. */
    void stop() {
        stopped = true;
        Match m = match;
        if (m != null) m.stop(true);
    }

    @Override public void gameFinished(GameRecord g, MatchStats stats) {
        if (g.ending().isForfeit() || g.ending() == GameRecord.Ending.ABORTED || !g.claimMismatches().isEmpty())
            synchronized (out) {
                out.println("Game " + g.round + " (" + g.white + " vs " + g.black + "): " + g.result() + " {" + g.reason() + "}");
            }
        double score = g.firstScore();
        if (Double.isNaN(score)) return;
        int r = score == 1 ? 1 : score == 0 ? -1 : 0;
        int[] flips = run.perturbation(from.theta(), from.pairs(), (g.round - 1) / 2).flips();
        synchronized (sums) {
            for (int i = 0; i < sums.length; i++) sums[i] += (long) r * flips[i];
        }
    }
}
