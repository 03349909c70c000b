package castellan.match;

import castellan.rules.Ruleset;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A match between two engines: game pairs (each opening once with each engine as White) played
 * by {@code concurrency} workers, each with its own two engine processes, which are reused from
 * game to game and restarted after a crash, hang or other failure. Stops after the given number
 * of games, or earlier when the SPRT reaches a verdict, or when {@link #stop} is called.
 */
public final class Match {
    /**
     * Everything a match needs.
     *
     * @param firstTc     the first engine's time control (its own, or the match's)
     * @param secondTc    the second engine's
     * @param games       the games to play, pair by pair in the order {@code pairs} gives
     * @param openings    the openings in the order they are played (pair {@code p} plays {@code openings[p % size]},
     *                    with random plies after it from the second round on: {@link Openings#ofPair})
     * @param sprt        null for none
     * @param pgn         null for no PGN
     * @param pairs       the pairs to play, numbered from 1 as an unsharded run numbers them, in order;
     *                    each keeps the opening, colours and game numbers that run gives it, so a shard
     *                    (one range) and a resumed test (the pairs its result lacks) play what it would
     * @param pairOptions null, or engine options that change from pair to pair (SPSA's θ+cΔ and θ−cΔ)
     */
    public record Config(Ruleset rules, EngineSpec first, EngineSpec second, TimeControl firstTc, TimeControl secondTc, int games,
                         int concurrency, List<Opening> openings, Sprt sprt, MatchGame.Rules limits, PgnWriter pgn, Transcript log,
                         List<PairRange> pairs, PairOptions pairOptions) {
        public Config {
            pairs = List.copyOf(pairs);
            if (2 * PairRange.size(pairs) < games) throw new IllegalArgumentException(games + " games need more pairs than " + PairRange.format(pairs));
        }

        /** Both engines under one time control. */
        public Config(Ruleset rules, EngineSpec first, EngineSpec second, TimeControl tc, int games, int concurrency,
                      List<Opening> openings, Sprt sprt, MatchGame.Rules limits, PgnWriter pgn, Transcript log) {
            this(rules, first, second, tc, tc, games, concurrency, openings, sprt, limits, pgn, log);
        }

        /** From the first pair, options fixed. */
        public Config(Ruleset rules, EngineSpec first, EngineSpec second, TimeControl firstTc, TimeControl secondTc, int games,
                      int concurrency, List<Opening> openings, Sprt sprt, MatchGame.Rules limits, PgnWriter pgn, Transcript log) {
            this(rules, first, second, firstTc, secondTc, games, concurrency, openings, sprt, limits, pgn, log,
                    List.of(new PairRange(1, Math.max(1, (games + 1) / 2))), null);
        }

        /** {@code games} games of {@code pairs} in order, each pair's engines set by {@code options} (null: as described). */
        public Config playing(List<PairRange> pairs, int games, PairOptions options) {
            return new Config(rules, first, second, firstTc, secondTc, games, concurrency, openings, sprt, limits, pgn, log, pairs, options);
        }

        /** The {@code n}-th pair to play (from 0), as {@link Match} counts pairs: from 0. */
        int pairAt(int n) {
            long left = n;
            for (PairRange r : pairs) {
                if (left < r.size()) return Math.toIntExact(r.from() - 1 + left);
                left -= r.size();
            }
            throw new IndexOutOfBoundsException("pair " + n + " of " + PairRange.format(pairs));
        }
    }

    /** Engine options for one pair: set on both engines before each of its games. */
    public interface PairOptions {
        /** The options of engine {@code engine} (0 the first, 1 the second) in pair {@code pair} (from 0). */
        Map<String, String> of(int pair, int engine);
    }

    /** Told about every finished game (on the worker's thread). */
    public interface Listener {
        void gameFinished(GameRecord game, MatchStats stats);
    }

    private final Config config;
    private final Listener listener;
    private final MatchStats stats;
    private final AtomicInteger nextPair = new AtomicInteger();
    private final List<Engine> running = new CopyOnWriteArrayList<>();
    private volatile boolean stopped, shuttingDown;
    private volatile String fatal;
    /** Where the workers take their engines from and give them back to; null: each starts and quits its own. */
    private final EnginePool pool;

    public Match(Config config, Listener listener) {
        this(config, listener, null);
    }

    /** A match whose workers take their engines from {@code pool} and leave them there, still running, at the end. */
    public Match(Config config, Listener listener, EnginePool pool) {
        this(config, listener, pool, new MatchStats());
    }

    /** A match that goes on from {@code played}: the counts of a test's pairs already played (a resumed test). */
    public Match(Config config, Listener listener, EnginePool pool, MatchStats played) {
        this.config = config;
        this.stats = played;
        this.listener = listener;
        this.pool = pool;
    }

    public MatchStats stats() { return stats; }

    /** Why the match stopped early because of a broken set-up (an engine that cannot start), or null. */
    public String fatalError() { return fatal; }

    /** Plays the match; returns when it is over. */
    public MatchStats run() throws InterruptedException {
        int workers = Math.max(1, Math.min(config.concurrency(), (config.games() + 1) / 2));
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < workers; i++) {
            Thread t = new Thread(this::work, "match-worker-" + i);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) t.join();
        return stats;
    }

    /** Ends the match after the games being played (or at once, for a shutdown: engines are killed). */
    public void stop(boolean killEngines) {
        stopped = true;
        shuttingDown |= killEngines;
        if (killEngines) for (Engine e : running) e.close();
    }

    private void work() {
        Engine[] engines = pool == null ? new Engine[2] : pool.take(); // [first, second]
        for (Engine e : engines) if (e != null) running.add(e);
        try {
            while (!stopped) {
                int played = nextPair.getAndIncrement();
                if (2L * played >= config.games()) break;
                int pair = config.pairAt(played);
                Opening opening = Openings.ofPair(config.openings(), pair, config.rules());
                for (int g = 0; g < 2 && !stopped; g++) {
                    if (2L * played + g >= config.games()) break;
                    int index = 2 * pair + g;
                    for (int k = 0; k < 2; k++) if (engines[k] == null || !engines[k].alive()) engines[k] = start(k, engines[k]);
                    if (config.pairOptions() != null) for (int k = 0; k < 2; k++) engines[k].setOptions(config.pairOptions().of(pair, k));
                    boolean firstIsWhite = g == 0;
                    Engine white = engines[firstIsWhite ? 0 : 1], black = engines[firstIsWhite ? 1 : 0];
                    GameRecord rec = MatchGame.play(index + 1, opening, setup(opening, firstIsWhite), white, black, firstIsWhite,
                            config.limits());
                    // Ctrl-C reaches the engines too (one process group): a game they "lost by crashing"
                    // as the runner shuts down is not a result. The JVM starts its shutdown hooks within
                    // milliseconds, so a short wait tells the two apart.
                    if (rec.ending() == GameRecord.Ending.CRASH) Thread.sleep(300);
                    if (shuttingDown) break;
                    if (rec.failedSide >= 0) {
                        int k = (rec.failedSide == 0) == firstIsWhite ? 0 : 1;
                        retire(engines[k]);
                        engines[k] = null;
                    }
                    stats.add(rec, pair);
                    if (config.pgn() != null) config.pgn().write(rec);
                    listener.gameFinished(rec, stats);
                    if (config.sprt() != null && stats.decide(config.sprt()) != Sprt.Verdict.CONTINUE) stopped = true;
                }
            }
        } catch (EngineFailure e) {
            fatal = e.getMessage();
            stopped = true;
        } catch (IOException e) {
            fatal = "cannot write the PGN: " + e.getMessage();
            stopped = true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (pool != null && !shuttingDown && fatal == null) {
                for (int k = 0; k < 2; k++) {
                    if (engines[k] != null && !engines[k].alive()) {
                        retire(engines[k]);
                        engines[k] = null;
                    }
                    running.remove(engines[k]);
                }
                pool.give(engines);
            } else {
                for (Engine e : engines) retire(e);
            }
        }
    }

    /** The game of an opening, each engine under its own time control. */
    private GameSetup setup(Opening o, boolean firstIsWhite) {
        Ruleset r = config.rules();
        boolean standard = o.fen() == null;
        TimeControl white = firstIsWhite ? config.firstTc() : config.secondTc(), black = firstIsWhite ? config.secondTc() : config.firstTc();
        return new GameSetup(r, standard ? r.variant().startFen : o.fen(), standard, o.moves(), white, black);
    }

    /** Starts engine {@code k} (0 the first, 1 the second), closing the old process if any. */
    private Engine start(int k, Engine old) throws EngineFailure {
        retire(old);
        EngineSpec spec = k == 0 ? config.first() : config.second();
        Engine e = spec.protocol() == EngineSpec.Protocol.UCI ? new UciEngine(spec, config.log()) : new XBoardEngine(spec, config.log());
        running.add(e);
        try {
            e.start(config.rules().id());
        } catch (EngineFailure f) {
            retire(e);
            throw new EngineFailure(f.kind, spec.name() + ": " + f.getMessage());
        }
        return e;
    }

    private void retire(Engine e) {
        if (e == null) return;
        running.remove(e);
        e.close();
    }
}
