package castellan.match;

import castellan.rules.Ruleset;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code castellan match spsa}: tunes an engine's UCI spin options by SPSA through the match runner. */
@Command(name = "castellan match spsa", mixinStandardHelpOptions = true, sortOptions = false, usageHelpWidth = 100,
        description = {"Tunes an engine's UCI spin options by SPSA, as fishtest does: game pairs of theta+c*delta",
                "against theta-c*delta (delta a +-1 flip per parameter, each pair its own), theta moved after",
                "each --batch pairs by Spall's gains (a, c, A, alpha 0.602, gamma 0.101) and written to the",
                "theta log. Started again with the same arguments, a run goes on from the log's last line.", "",
                "  castellan match spsa --engine \"cmd=./castellan uci tc=10+0.1 nodestime=100\" \\",
                "    --params search.txt --variant capablanca --pairs 20000 --concurrency 2 --theta-log search.log", ""},
        footer = {"", "The parameters file has fishtest's lines 'name, start, min, max, c_end, r_end' and '#'",
                "comments; each name is a spin option of the engine. --list-options writes one from its options.",
                "",
                "Many machines: '--shard FROM-TO --result FILE' plays pairs FROM-TO (of 1..batch) of the log's",
                "next step and writes their gradient sums; 'castellan match merge FILE... --theta-log LOG' adds",
                "a step's shards and writes the step's theta to the log.",
                "Exit status: 0 done, 1 the engine failed, 2 bad arguments. Details: docs/matches.md, \"SPSA\"."})
public final class SpsaCommand implements Callable<Integer> {
    /** Options that set up the engine rather than its play: --list-options writes them commented out. */
    private static final Set<String> NOT_PLAY = Set.of("hash", "threads", "multipv", "move overhead", "nodestime", "skill level",
            "uci_elo", "slow mover", "minimum thinking time", "syzygyprobedepth", "syzygyprobelimit");

    @Spec CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "DESCRIPTION",
            description = "the engine to tune (UCI), described as for 'castellan match'; it plays both sides")
    String engine;

    @Option(names = "--params", paramLabel = "FILE", description = "the parameters: fishtest's 'name, start, min, max, c_end, r_end' lines")
    Path params;

    @Option(names = "--pairs", paramLabel = "N", description = "game pairs of the whole run (fishtest's iterations: games / 2)")
    long pairs;

    @Option(names = "--batch", paramLabel = "B", defaultValue = "8", description = "pairs per theta update, a step (default: ${DEFAULT-VALUE})")
    long batch;

    @Option(names = "--a-ratio", defaultValue = "0.1", description = "A as a fraction of --pairs (default: ${DEFAULT-VALUE}, as fishtest)")
    double aRatio;

    @Option(names = "--alpha", defaultValue = "0.602", description = "the learning rate's decay (default: ${DEFAULT-VALUE})")
    double alpha;

    @Option(names = "--gamma", defaultValue = "0.101", description = "the perturbation's decay (default: ${DEFAULT-VALUE})")
    double gamma;

    @Mixin PlayOptions play = new PlayOptions();

    @Option(names = "--theta-log", paramLabel = "FILE", description = "theta after each step; the run continues from its last line")
    Path thetaLog;

    @Option(names = "--shard", paramLabel = "FROM-TO", description = "play only pairs FROM-TO (of 1..batch) of the log's next step")
    String shard;

    @Option(names = "--result", paramLabel = "FILE", description = "with --shard: write the pairs' counts and gradient sums to FILE")
    Path result;

    @Option(names = "--list-options", description = "print the engine's spin options as a parameters file, and stop")
    boolean listOptions;

    private Transcript transcript = Transcript.NONE;

    @Override public Integer call() throws InterruptedException {
        try {
            return Main.status("castellan match spsa", spec.commandLine().getErr(), () -> run(System.out));
        } finally {
            transcript.close();
        }
    }

    private int run(PrintStream out) throws IOException, EngineFailure, InterruptedException {
        EngineSpec base = EngineSpec.parse(engine);
        if (base.protocol() != EngineSpec.Protocol.UCI) throw new IllegalArgumentException("SPSA sets UCI spin options: the engine must speak UCI");
        Ruleset rules = play.rules();
        if (listOptions) {
            try (UciEngine e = started(base, rules.id())) {
                out.print(parametersFile(base, e.options()));
            }
            return 0;
        }
        if (params == null) throw new IllegalArgumentException("give --params FILE (--list-options writes one)");
        if (pairs < 1) throw new IllegalArgumentException("give --pairs N, the game pairs of the whole run (at least 1)");
        if (thetaLog == null) throw new IllegalArgumentException("give --theta-log FILE: theta is written there after each step");
        if ((shard == null) != (result == null)) throw new IllegalArgumentException("--shard and --result go together");
        if (result != null) ShardResult.checkWritable(result);
        List<SpsaParameter> list = SpsaParameter.read(params);
        SpsaRun run = new SpsaRun(list, new SpsaSchedule(pairs, SpsaSchedule.a(aRatio, pairs), alpha, gamma), batch, play.seed);
        PairRange range = shard == null ? new PairRange(1, batch) : PairRange.parse(shard);
        if (range.to() > batch) throw new IllegalArgumentException("--shard " + shard + " lies beyond the step's " + batch + " pairs (--batch)");
        for (SpsaParameter p : list)
            if (base.options().keySet().stream().anyMatch(k -> k.equalsIgnoreCase(p.name())))
                throw new IllegalArgumentException(p.name() + " is tuned: do not also set it in the engine's description (option." + p.name() + "=)");
        EngineSpec plus = base.withName(base.name() + "+"), minus = base.withName(base.name() + "-");
        TimeControl tc = play.timeControl(base);
        int concurrency = play.concurrency();
        MatchGame.Rules limits = play.limits();
        List<Opening> order = play.openings(rules);
        TestDefinition definition = run.define(TestDefinition.of("spsa").with("first", plus.name()).with("second", minus.name())
                .with("engine", base.describe()).with("limits", tc).withPlay(play.variant, order, play.seed, limits));
        ThetaLog log = ThetaLog.ofRun(thetaLog, definition, "these arguments");
        ThetaLog.Row last = log != null ? log.last() : run.startRow();
        if (last.pairs() >= pairs) {
            if (shard != null) throw new IllegalArgumentException(thetaLog + ": the run is complete (" + last.pairs() + " pairs)");
            out.println(thetaLog + ": the run is complete (" + last.pairs() + " pairs)");
            printFinal(out, run, last.theta());
            return 0;
        }
        transcript = play.transcript();
        Match.Config config = new Match.Config(rules, plus, minus, tc, tc, 2, concurrency, order, null, limits, null, transcript);
        try (EnginePool pool = new EnginePool()) { // the engines run from the first step to the last
            // The engine that tells its options plays too: one start fewer.
            UciEngine first = started(plus, rules.id());
            pool.give(new Engine[] {first, null});
            checkOptions(list, first.options(), base.name());
            out.printf("SPSA of %s: %d parameters, %s, %s, %s, %d pairs in steps of %d, concurrency %d%n", base.name(), list.size(),
                    play.variant, tc, play.describeOpenings(order), pairs, batch, concurrency);
            if (shard != null) return playShard(out, run, definition, config, last, range, pool);
            if (log == null) log = ThetaLog.create(thetaLog, definition, run);
            return playSteps(out, run, definition, config, log, pool);
        }
    }

    /** One shard of the log's next step: its result file. */
    private int playShard(PrintStream out, SpsaRun run, TestDefinition definition, Match.Config config, ThetaLog.Row last, PairRange range,
                          EnginePool pool) throws IOException, EngineFailure, InterruptedException {
        SpsaStep step = new SpsaStep(run, definition, last, out);
        ShardResult r = whileRunning(step, () -> step.play(config, range, pool));
        if (r == null) return 130;
        out.print(Report.summary(config.first().name(), config.second().name(), MatchStats.of(r.totals()), null));
        out.println("Gradient sums: " + sums(r.spsa()));
        r.write(result);
        out.println("Result (step " + r.spsa().step() + ", pairs " + PairRange.format(r.pairs()) + " of the run): " + result);
        return 0;
    }

    /** Every step still to play, each added to the log as it ends. */
    private int playSteps(PrintStream out, SpsaRun run, TestDefinition definition, Match.Config config, ThetaLog log, EnginePool pool)
            throws IOException, EngineFailure, InterruptedException {
        if (log.last().step() > 0) out.println("Continuing from step " + log.last().step() + " of " + thetaLog);
        while (log.last().pairs() < run.schedule().pairs()) {
            SpsaStep step = new SpsaStep(run, definition, log.last(), out);
            ShardResult r = whileRunning(step, () -> step.play(config, new PairRange(1, run.batch()), pool));
            if (r == null) return 130;
            ThetaLog.Row row = run.apply(log.last(), r);
            log = log.append(thetaLog, row);
            out.printf(Locale.ROOT, "Step %d/%d  pairs %d/%d  +%d -%d =%d  %s%n", row.step(), run.steps(), row.pairs(), run.schedule().pairs(),
                    row.wins(), row.losses(), row.draws(), theta(run, row.theta(), true));
            out.flush();
        }
        printFinal(out, run, log.last().theta());
        return 0;
    }

    /** θ exactly, and rounded as the engine options to give it. */
    private static void printFinal(PrintStream out, SpsaRun run, double[] theta) {
        out.println("Final theta: " + theta(run, theta, false));
        StringJoiner options = new StringJoiner(" ");
        for (int i = 0; i < theta.length; i++) options.add("option." + run.params().get(i).name() + "=" + Math.round(theta[i]));
        out.println("As engine options: " + options);
    }

    private interface StepPlay {
        ShardResult play() throws EngineFailure, InterruptedException;
    }

    /** Plays a step with Ctrl-C stopping it (and its engines); null when it was stopped. */
    private static ShardResult whileRunning(SpsaStep step, StepPlay play) throws EngineFailure, InterruptedException {
        AtomicBoolean interrupted = new AtomicBoolean();
        Thread hook = new Thread(() -> {
            interrupted.set(true);
            step.stop();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            ShardResult r = play.play();
            return interrupted.get() ? null : r;
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running
            }
        }
    }

    /** {@code Alpha 41.23 Beta 59.01} (to two decimals), or exactly: {@code Alpha 41.2345..., Beta 59.0123...}. */
    private static String theta(SpsaRun run, double[] theta, boolean rounded) {
        if (!rounded) return named(run.named(theta));
        StringJoiner j = new StringJoiner(" ");
        for (int i = 0; i < theta.length; i++) j.add(run.params().get(i).name() + " " + String.format(Locale.ROOT, "%.2f", theta[i]));
        return j.toString();
    }

    /** {@code Alpha 41.2345, Beta 59} (exactly). */
    static String named(Map<String, Double> theta) {
        StringJoiner j = new StringJoiner(", ");
        theta.forEach((k, v) -> j.add(k + " " + SpsaParameter.num(v)));
        return j.toString();
    }

    static String sums(SpsaGradient g) {
        StringJoiner j = new StringJoiner(", ");
        g.sums().forEach((k, v) -> j.add(k + " " + (v > 0 ? "+" : "") + v));
        return j.toString();
    }

    /** The engine started (its options are those it listed in answer to {@code uci}); the caller quits it. */
    private UciEngine started(EngineSpec e, String variant) throws EngineFailure {
        UciEngine u = new UciEngine(e, transcript);
        try {
            u.start(variant);
            return u;
        } catch (EngineFailure f) {
            u.close();
            throw new EngineFailure(f.kind, e.name() + ": " + f.getMessage());
        }
    }

    /** Each parameter must be a spin option of the engine, within its bounds. */
    static void checkOptions(List<SpsaParameter> params, List<UciOption> options, String engine) {
        Map<String, UciOption> byName = options.stream().collect(Collectors.toMap(o -> o.name().toLowerCase(Locale.ROOT), Function.identity(), (a, b) -> a));
        List<String> spins = new ArrayList<>();
        for (UciOption o : options) if (o.isSpin()) spins.add(o.name());
        for (SpsaParameter p : params) {
            UciOption o = byName.get(p.name().toLowerCase(Locale.ROOT));
            if (o == null || !o.isSpin())
                throw new IllegalArgumentException(p.name() + " is not a spin option of " + engine + " (its spin options: "
                        + (spins.isEmpty() ? "none" : String.join(", ", spins)) + ")");
            if (p.min() < o.min() || p.max() > o.max())
                throw new IllegalArgumentException(p.name() + ": [" + p.min() + ", " + p.max() + "] lies outside the option's [" + o.min() + ", " + o.max() + "]");
        }
    }

    /**
     * The spin options as a parameters file: each at its default, within its bounds, with
     * Stockfish's tuning defaults {@code c_end = (max - min) / 20}, {@code r_end = 0.002} (its
     * {@code tune.cpp}); options that set up the engine rather than its play are commented out.
     */
    static String parametersFile(EngineSpec e, List<UciOption> options) {
        StringBuilder sb = new StringBuilder("# The spin options of " + e.name() + " (castellan match spsa --list-options):\n"
                + "# name, start, min, max, c_end, r_end. c_end = (max - min) / 20 and r_end = 0.002 are Stockfish's tune defaults.\n");
        for (UciOption o : options) {
            if (!o.isSpin()) continue;
            double start;
            try {
                start = Double.parseDouble(o.defaultValue());
            } catch (NumberFormatException x) {
                start = o.min();
            }
            String line = o.name() + ", " + SpsaParameter.num(start) + ", " + o.min() + ", " + o.max() + ", "
                    + SpsaParameter.num((o.max() - o.min()) / 20.0) + ", 0.002";
            sb.append(NOT_PLAY.contains(o.name().toLowerCase(Locale.ROOT)) ? "# " : "").append(line).append('\n');
        }
        return sb.toString();
    }
}
