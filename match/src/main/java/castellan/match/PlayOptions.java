package castellan.match;

import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * How the games are played, for every command that plays them ({@code castellan match} and
 * {@code castellan match spsa}): variant, limits, openings and seed, concurrency, the runner's
 * own rules and the transcript. A picocli mixin; its getters check the values and throw
 * IllegalArgumentException naming the first bad one.
 */
public final class PlayOptions {
    @Option(names = {"-v", "--variant"}, defaultValue = "normal", description = "the variant id (default: ${DEFAULT-VALUE})")
    String variant;

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

    public Ruleset rules() { return Variants.get(variant); }

    /** The match's time control; null when none is given (then each engine must have its own). */
    public TimeControl timeControl() {
        boolean fixed = depth > 0 || nodes > 0 || moveTime > 0;
        if (depth < 0 || nodes < 0 || moveTime < 0) throw new IllegalArgumentException("--depth, --nodes and --movetime must be positive");
        if (hangSeconds < 1) throw new IllegalArgumentException("--hang-timeout must be at least 1 second");
        if (tc != null && fixed) throw new IllegalArgumentException("give either --tc or --depth/--nodes/--movetime, not both");
        if (tc != null) return TimeControl.parse(tc);
        return fixed ? TimeControl.fixed(depth, nodes, moveTime, hangSeconds * 1000) : null;
    }

    /** An engine's time control: its own, or the match's. */
    public TimeControl timeControl(EngineSpec engine) { return engine.timeControl(timeControl(), hangSeconds * 1000); }

    public int concurrency() {
        int cores = Runtime.getRuntime().availableProcessors();
        if (concurrency < 1 || concurrency > cores)
            throw new IllegalArgumentException("--concurrency must be between 1 and " + cores + " (the cores of this machine)");
        return concurrency;
    }

    public MatchGame.Rules limits() {
        if (maxPlies < 1) throw new IllegalArgumentException("--max-plies must be positive");
        if (timeMargin < 0) throw new IllegalArgumentException("--time-margin must not be negative");
        return new MatchGame.Rules(maxPlies, timeMargin);
    }

    /** The openings in the order the seed gives. */
    public List<Opening> openings(Ruleset rules) throws IOException {
        return Openings.order(openings == null ? Openings.builtIn(rules) : Openings.load(rules, openings), seed);
    }

    /** {@code 40 openings (built-in), seed 1}: for the line a run starts with. */
    public String describeOpenings(List<Opening> set) {
        return set.size() + " openings (" + (openings == null ? "built-in" : openings) + "), seed " + seed;
    }

    /** The transcript (--log), opened; {@link Transcript#NONE} without it. */
    public Transcript transcript() throws IOException { return log == null ? Transcript.NONE : new Transcript(log); }
}
