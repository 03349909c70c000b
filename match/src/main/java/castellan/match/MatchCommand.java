package castellan.match;

import castellan.rules.Ruleset;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** The command line of the match runner. */
@Command(name = "castellan match", mixinStandardHelpOptions = true, sortOptions = false, usageHelpWidth = 100,
        description = {"Plays a match between two engines (UCI or XBoard processes) in one of Castellan's variants,",
                "judging every move and every game end by Castellan's rules; reports the score, the Elo difference",
                "with its 95%% error bar, pentanomial counts and, with --sprt, the SPRT verdict.", "",
                "  castellan match --variant capablanca --games 100 --tc 10+0.1 --pgn out.pgn \\",
                "    --engine \"name=castellan cmd=./castellan uci\" --engine \"cmd=fairymax proto=xboard\"", ""},
        footer = {"", "Engine keys: cmd=COMMAND (its words run up to the next key), name=NAME, proto=uci|xboard",
                "(default uci), dir=DIR, option.NAME=VALUE (UCI setoption / XBoard option). Quotes group words:",
                "cmd=\"sh -c 'x=1 ./e'\". An engine's own limits instead of the match's: tc=10+0.1, depth=D, nodes=N,",
                "movetime=MS; nodestime=N counts its clock in nodes (UCI option nodestime, N per millisecond).", "",
                "Shards: --shard 101-200 --result r2.txt plays pairs 101-200 as an unsharded run with the same",
                "seed plays them (same openings, same colours) and writes their counts; 'castellan match merge",
                "r*.txt' adds the shards and prints the summary of one run. --result is rewritten after every",
                "pair, so a stopped run keeps the pairs it finished; the same command with --resume plays the",
                "pairs missing and goes on with the SPRT. SPSA: 'castellan match spsa --help'.",
                "Exit status: 0 done, 1 an engine failed to start, 2 bad arguments. Details: docs/matches.md."})
public final class MatchCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "DESCRIPTION",
            description = "an engine, twice: the first is the one whose score, Elo and SPRT are reported")
    List<String> engines = new ArrayList<>();

    @Option(names = {"-n", "--games"}, defaultValue = "20", description = "games to play, in pairs (default: ${DEFAULT-VALUE})")
    int games;

    @Mixin PlayOptions play = new PlayOptions();

    @Option(names = "--pgn", paramLabel = "FILE", description = "write the games as PGN")
    Path pgn;

    @Option(names = "--sprt", arity = "1..4", paramLabel = "KEY=VALUE",
            description = "SPRT: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05]; the match stops at a verdict (a shard plays its range)")
    List<String> sprt;

    @Option(names = "--every-game", description = "print each game's result on a line of its own")
    boolean everyGame;

    @Option(names = "--shard", paramLabel = "FROM-TO",
            description = "play only game pairs FROM to TO (from 1) of the test, as an unsharded run with this seed plays them")
    String shard;

    @Option(names = "--result", paramLabel = "FILE",
            description = "keep the counts of the pairs finished in FILE, rewritten after each pair, for --resume and 'castellan match merge'")
    Path result;

    @Option(names = "--resume", description = "go on from the --result file, if it exists: play only the pairs it lacks, counting it in")
    boolean resume;

    private Transcript transcript = Transcript.NONE;
    private PrintWriter pgnOut;
    private TestDefinition definition;
    /** The pairs of this run (all of the test's, or the shard's), and those of them still to play. */
    private PairRange range;
    private List<PairRange> toPlay;
    /** The result this run goes on from (--resume), or null. */
    private ShardResult earlier;
    /** The SPRT, null for none. */
    private Sprt test;

    @Override public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        PrintStream out = System.out;
        Match.Config config;
        try {
            config = configure(out);
        } catch (IllegalArgumentException | IOException e) {
            err.println("castellan match: " + e.getMessage());
            closeFiles();
            return 2;
        }
        String first = config.first().name(), second = config.second().name();
        int total = Math.toIntExact(shard == null && result == null ? games : 2 * range.size());
        Progress progress = new Progress(out, System.console() != null, everyGame, first, second, total, test);
        FinishedPairs finished = result == null ? null : new FinishedPairs(definition, test, result, earlier);
        Match match = new Match(config, finished == null ? progress : (g, stats) -> {
            finished.add(g);
            progress.gameFinished(g, stats);
        }, null, earlier == null ? new MatchStats() : MatchStats.of(earlier.totals()));
        AtomicBoolean interrupted = new AtomicBoolean();
        Thread hook = new Thread(() -> { // Ctrl-C, kill: stop the engines, still print what was played
            interrupted.set(true);
            match.stop(true);
            progress.finish();
            out.print(Report.summary(first, second, match.stats(), test));
            out.flush();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            match.run();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it prints the summary
            }
            if (!interrupted.get()) progress.finish();
            closeFiles();
        }
        if (interrupted.get()) return 130;
        out.print(Report.summary(first, second, match.stats(), test));
        out.flush();
        if (match.fatalError() != null) {
            err.println("castellan match: " + match.fatalError());
            err.flush();
            return 1;
        }
        if (finished != null) { // the pairs finished, both games: results add exactly
            try {
                finished.close();
            } catch (IOException e) {
                err.println("castellan match: cannot write " + result + ": " + e.getMessage());
                return 1;
            }
            List<PairRange> done = finished.pairs();
            out.println(done.isEmpty() ? "Result: no pair finished, " + result + " not written"
                    : "Result (pairs " + PairRange.format(done) + "): " + result);
        }
        return 0;
    }

    /** Checks every argument and opens the output files; IllegalArgumentException naming the first bad one. */
    private Match.Config configure(PrintStream out) throws IOException {
        List<EngineSpec> specs = engineSpecs();
        Ruleset rules = play.rules();
        TimeControl first = play.timeControl(specs.get(0));
        TimeControl second = play.timeControl(specs.get(1));
        range = pairs();
        int concurrency = play.concurrency();
        MatchGame.Rules limits = play.limits();
        test = sprt == null ? null : Sprt.parse(String.join(" ", sprt));
        if (resume && result == null) throw new IllegalArgumentException("--resume goes on from the --result file: give one");
        if (result != null) ShardResult.checkWritable(result);
        List<Opening> order = play.openings(rules);
        definition = TestDefinition.of("match").with("first", specs.get(0).name()).with("first-engine", specs.get(0).describe())
                .with("first-limits", first).with("second", specs.get(1).name()).with("second-engine", specs.get(1).describe())
                .with("second-limits", second).withPlay(play.variant, order, play.seed, limits);
        earlier = resume && Files.exists(result) ? earlierResult() : null;
        toPlay = earlier == null ? List.of(range) : missing(range, earlier.pairs());
        int played = shard == null && earlier == null ? games : Math.toIntExact(2 * PairRange.size(toPlay));
        // A test the earlier pairs decided plays no more (a shard's SPRT is the merge's).
        if (earlier != null && test != null && shard == null && MatchStats.of(earlier.totals()).decide(test) != Sprt.Verdict.CONTINUE) played = 0;
        transcript = play.transcript();
        PgnWriter writer = null;
        if (pgn != null) { // a resumed test's games go after the earlier ones
            pgnOut = new PrintWriter(earlier == null ? Files.newBufferedWriter(pgn, StandardCharsets.UTF_8)
                    : Files.newBufferedWriter(pgn, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND));
            writer = new PgnWriter(pgnOut, "Castellan match: " + specs.get(0).name() + " vs " + specs.get(1).name());
        }
        out.printf("%s vs %s, %s, %d games%s, %s, %s, concurrency %d%n", specs.get(0).name(), specs.get(1).name(), play.variant, played,
                earlier != null ? " (pairs " + PairRange.format(toPlay) + "; " + PairRange.format(earlier.pairs()) + " from " + result + ")"
                        : shard == null ? "" : " (pairs " + range + ")",
                first.equals(second) ? first : first + " against " + second, play.describeOpenings(order), concurrency);
        // A shard plays its whole range: its SPRT is decided when the shards are merged.
        return new Match.Config(rules, specs.get(0), specs.get(1), first, second, played, concurrency, order, shard == null ? test : null,
                limits, writer, transcript).playing(toPlay.isEmpty() ? List.of(range) : toPlay, played, null);
    }

    /** The --result file to go on from: the same test, its pairs within this run's. */
    private ShardResult earlierResult() throws IOException {
        ShardResult r = ShardResult.read(result);
        if (r.spsa() != null) throw new IllegalArgumentException(result + " is an SPSA step's result, not a match's");
        String difference = definition.firstDifference(r.test(), "this run", result.toString());
        if (difference != null) throw new IllegalArgumentException("--resume: " + result + " is another test: " + difference);
        for (PairRange p : r.pairs())
            if (p.from() < range.from() || p.to() > range.to())
                throw new IllegalArgumentException("--resume: " + result + " holds pairs " + p + ", outside this run's " + range);
        return r;
    }

    /** The pairs of {@code range} not in {@code done} (disjoint and sorted, as a result holds them). */
    static List<PairRange> missing(PairRange range, List<PairRange> done) {
        List<PairRange> out = new ArrayList<>();
        long next = range.from();
        for (PairRange d : done) {
            if (d.from() > next) out.add(new PairRange(next, d.from() - 1));
            next = Math.max(next, d.to() + 1);
        }
        if (next <= range.to()) out.add(new PairRange(next, range.to()));
        return out;
    }

    /** The pairs this run plays: --shard, or all that --games makes. */
    private PairRange pairs() {
        if (games < 1) throw new IllegalArgumentException("--games must be at least 1");
        boolean gamesGiven = spec.commandLine().getParseResult().hasMatchedOption("--games");
        if (shard == null) {
            if (result != null && games % 2 != 0) throw new IllegalArgumentException("--result needs an even --games: a result holds whole pairs");
            return new PairRange(1, (games + 1) / 2);
        }
        PairRange r = PairRange.parse(shard);
        if (r.to() > Integer.MAX_VALUE / 2) throw new IllegalArgumentException("--shard " + shard + ": too many pairs");
        if (gamesGiven && 2 * r.to() > games)
            throw new IllegalArgumentException("--shard " + shard + " lies beyond --games " + games + " (" + games / 2 + " pairs)");
        return r;
    }

    private void closeFiles() {
        if (pgnOut != null) pgnOut.close();
        transcript.close();
    }

    private List<EngineSpec> engineSpecs() {
        if (engines.size() != 2) throw new IllegalArgumentException("give exactly two --engine descriptions, not " + engines.size());
        EngineSpec a = EngineSpec.parse(engines.get(0)), b = EngineSpec.parse(engines.get(1));
        if (a.name().equals(b.name())) { // two builds of one engine: tell them apart
            a = a.withName(a.name() + "-1");
            b = b.withName(b.name() + "-2");
        }
        return List.of(a, b);
    }
}
