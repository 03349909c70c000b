package castellan.match;

import castellan.game.Game;
import castellan.rules.Ruleset;
import java.util.List;

/**
 * One speed measurement by a fresh UCI engine process (so every run starts alike: empty table,
 * and for a JVM engine a cold JIT unless a warm-up is asked for): a perft count, or a search to
 * a fixed time or depth. {@link Unsupported} when the engine does not play the variant.
 */
final class SpeedProbe {
    /** How long a single measurement may take before the engine is called hung. */
    private static final long LIMIT_NANOS = 600_000_000_000L;
    /** The searches here have fixed limits: the clock they are given is never read. */
    private static final Clock NO_CLOCK = new Clock(TimeControl.fixed(1, 0, 0, 60_000));

    /**
     * What one run measured: the nodes, the milliseconds, and the depth reached (0 for perft).
     * Perft and time to depth: the wall time from the request to the answer; a timed search: the
     * engine's own last {@code info ... nodes ... time} (so a JVM's start-up is not counted).
     */
    record Sample(long nodes, double ms, int depth) {
        double nodesPerSecond() { return nodes * 1000.0 / ms; }
    }

    /** Thrown when the engine does not play the variant (it stands as "—" in the tables). */
    static final class Unsupported extends Exception {
        Unsupported(String message) { super(message); }
    }

    private SpeedProbe() {}

    /** {@code go perft depth} from the variant's start position. */
    static Sample perft(EngineSpec spec, Ruleset rules, int depth) throws EngineFailure, Unsupported {
        try (UciEngine e = start(spec, rules)) {
            e.newGame(setup(rules, null, TimeControl.fixed(depth, 0, 0, 60_000)), 0);
            long[] r = e.perft(depth, System.nanoTime() + LIMIT_NANOS);
            return new Sample(r[0], r[1] / 1e6, 0);
        }
    }

    /**
     * A search of {@code fen} (null: the start position) with the fixed limit {@code tc}, after a
     * warm-up search of the start position for {@code warmupMs} (0: none) and {@code ucinewgame}.
     */
    static Sample search(EngineSpec spec, Ruleset rules, String fen, TimeControl tc, long warmupMs)
            throws EngineFailure, Unsupported {
        long[] last = new long[3]; // nodes, time, depth of the last info line that has them
        try (UciEngine e = start(spec, rules)) {
            if (warmupMs > 0) {
                e.newGame(setup(rules, null, TimeControl.fixed(0, 0, warmupMs, 60_000)), 0);
                think(e, rules);
            }
            e.onInfo(line -> {
                long n = field(line, "nodes"), t = field(line, "time"), d = field(line, "depth");
                if (n > 0 && t > 0) { last[0] = n; last[1] = t; }
                if (d > 0) last[2] = d;
            });
            e.newGame(setup(rules, fen, tc), 0);
            Reply reply = think(e, rules, fen);
            if (last[0] == 0) throw new EngineFailure(EngineFailure.Kind.PROTOCOL, spec.name() + " reported no nodes");
            double ms = tc.depth() > 0 ? reply.nanos() / 1e6 : Math.max(1, last[1]);
            return new Sample(last[0], ms, (int) last[2]);
        }
    }

    private static UciEngine start(EngineSpec spec, Ruleset rules) throws EngineFailure, Unsupported {
        UciEngine e = new UciEngine(spec, Transcript.NONE);
        try {
            e.start(rules.id());
        } catch (EngineFailure f) {
            e.close();
            if (f.kind == EngineFailure.Kind.UNSUPPORTED) throw new Unsupported(f.getMessage());
            throw f;
        }
        return e;
    }

    private static GameSetup setup(Ruleset rules, String fen, TimeControl tc) {
        return fen == null ? new GameSetup(rules, rules.variant().startFen, true, List.of(), tc)
                : new GameSetup(rules, fen, false, List.of(), tc);
    }

    private static Reply think(UciEngine e, Ruleset rules) throws EngineFailure { return think(e, rules, null); }

    private static Reply think(UciEngine e, Ruleset rules, String fen) throws EngineFailure {
        Game game = fen == null ? new Game(rules) : new Game(rules, fen);
        return e.think(game, List.of(), NO_CLOCK, System.nanoTime() + LIMIT_NANOS);
    }

    /** The number after {@code name} in an info line (before its {@code pv}), or -1. */
    static long field(String line, String name) {
        String[] t = line.split("\\s+");
        for (int i = 0; i + 1 < t.length; i++) {
            if (t[i].equals("pv")) break;
            if (t[i].equals(name)) {
                try {
                    return Long.parseLong(t[i + 1]);
                } catch (NumberFormatException ex) {
                    return -1;
                }
            }
        }
        return -1;
    }
}
