package castellan.match;

import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
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
                "movetime=MS; nodestime=N counts its clock in nodes (UCI option nodestime, N per millisecond).",
                "Exit status: 0 done, 1 an engine failed to start, 2 bad arguments. Details: docs/matches.md."})
public final class MatchCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "DESCRIPTION",
            description = "an engine, twice: the first is the one whose score, Elo and SPRT are reported")
    List<String> engines = new ArrayList<>();

    @Option(names = {"-v", "--variant"}, defaultValue = "normal", description = "the variant id (default: ${DEFAULT-VALUE})")
    String variant;

    @Option(names = {"-n", "--games"}, defaultValue = "20", description = "games to play, in pairs (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--tc", paramLabel = "[MOVES/]SECONDS[+INC]", description = "time control, e.g. 10+0.1, 60+1, 40/60")
    String tc;

    @Option(names = "--depth", description = "fixed depth per move (no clock)")
    int depth;

    @Option(names = "--nodes", description = "fixed nodes per move (no clock; UCI engines only)")
    long nodes;

    @Option(names = "--movetime", paramLabel = "MS", description = "fixed time per move in milliseconds (no clock)")
    long moveTime;

    @Option(names = "--concurrency", defaultValue = "1", description = "games played at once (default: ${DEFAULT-VALUE}; at most the number of cores)")
    int concurrency;

    @Option(names = "--openings", paramLabel = "FILE", description = "opening file (default: the variant's built-in set)")
    Path openings;

    @Option(names = "--pgn", paramLabel = "FILE", description = "write the games as PGN")
    Path pgn;

    @Option(names = "--sprt", arity = "1..4", paramLabel = "KEY=VALUE",
            description = "SPRT: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05]; the match stops at a verdict")
    List<String> sprt;

    @Option(names = "--seed", defaultValue = "1", description = "shuffles the openings (0 keeps the file's order; default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--max-plies", defaultValue = "1000",
            description = "safety limit: a game this long is adjudicated a draw (default: ${DEFAULT-VALUE})")
    int maxPlies;

    @Option(names = "--time-margin", paramLabel = "MS", defaultValue = "0",
            description = "overstepping the clock by at most this much is forgiven (default: ${DEFAULT-VALUE})")
    long timeMargin;

    @Option(names = "--hang-timeout", paramLabel = "SECONDS", defaultValue = "60",
            description = "without a clock: a move not made within this time forfeits (default: ${DEFAULT-VALUE})")
    long hangSeconds;

    @Option(names = "--log", paramLabel = "FILE", description = "write everything said to and by the engines")
    Path log;

    @Option(names = "--every-game", description = "print each game's result on a line of its own")
    boolean everyGame;

    private Transcript transcript = Transcript.NONE;
    private PrintWriter pgnOut;

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
        Progress progress = new Progress(out, System.console() != null, everyGame, first, second, games, config.sprt());
        Match match = new Match(config, progress);
        AtomicBoolean interrupted = new AtomicBoolean();
        Thread hook = new Thread(() -> { // Ctrl-C, kill: stop the engines, still print what was played
            interrupted.set(true);
            match.stop(true);
            progress.finish();
            out.print(Report.summary(first, second, match.stats(), config.sprt()));
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
        out.print(Report.summary(first, second, match.stats(), config.sprt()));
        out.flush();
        if (match.fatalError() != null) {
            err.println("castellan match: " + match.fatalError());
            err.flush();
            return 1;
        }
        return 0;
    }

    /** Checks every argument and opens the output files; IllegalArgumentException naming the first bad one. */
    private Match.Config configure(PrintStream out) throws IOException {
        List<EngineSpec> specs = engineSpecs();
        Ruleset rules = Variants.get(variant);
        TimeControl timeControl = timeControl();
        TimeControl first = specs.get(0).timeControl(timeControl, hangSeconds * 1000);
        TimeControl second = specs.get(1).timeControl(timeControl, hangSeconds * 1000);
        if (games < 1) throw new IllegalArgumentException("--games must be at least 1");
        int cores = Runtime.getRuntime().availableProcessors();
        if (concurrency < 1 || concurrency > cores)
            throw new IllegalArgumentException("--concurrency must be between 1 and " + cores + " (the cores of this machine)");
        if (maxPlies < 1) throw new IllegalArgumentException("--max-plies must be positive");
        if (timeMargin < 0) throw new IllegalArgumentException("--time-margin must not be negative");
        Sprt test = sprt == null ? null : Sprt.parse(String.join(" ", sprt));
        List<Opening> set = openings == null ? Openings.builtIn(rules) : Openings.load(rules, openings);
        if (log != null) transcript = new Transcript(log);
        PgnWriter writer = null;
        if (pgn != null) {
            pgnOut = new PrintWriter(Files.newBufferedWriter(pgn, StandardCharsets.UTF_8));
            writer = new PgnWriter(pgnOut, "Castellan match: " + specs.get(0).name() + " vs " + specs.get(1).name());
        }
        out.printf("%s vs %s, %s, %d games, %s, %d openings (%s), seed %d, concurrency %d%n", specs.get(0).name(),
                specs.get(1).name(), variant, games, first.equals(second) ? first : first + " against " + second, set.size(),
                openings == null ? "built-in" : openings, seed,
                concurrency);
        return new Match.Config(rules, specs.get(0), specs.get(1), first, second, games, concurrency, Openings.order(set, seed), test,
                new MatchGame.Rules(maxPlies, timeMargin), writer, transcript);
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

    /** The match's time control; null when none is given (then each engine must have its own). */
    private TimeControl timeControl() {
        boolean fixed = depth > 0 || nodes > 0 || moveTime > 0;
        if (depth < 0 || nodes < 0 || moveTime < 0) throw new IllegalArgumentException("--depth, --nodes and --movetime must be positive");
        if (hangSeconds < 1) throw new IllegalArgumentException("--hang-timeout must be at least 1 second");
        if (tc != null && fixed) throw new IllegalArgumentException("give either --tc or --depth/--nodes/--movetime, not both");
        if (tc != null) return TimeControl.parse(tc);
        return fixed ? TimeControl.fixed(depth, nodes, moveTime, hangSeconds * 1000) : null;
    }
}
