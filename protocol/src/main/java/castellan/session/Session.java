package castellan.session;

import castellan.game.Game;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * One engine session, shared by the XBoard and UCI adapters: the variant and the game, the
 * options, and the search running on its own thread. The adapters own only their wire format;
 * everything that changes the engine's state goes through here and is checked before anything
 * changes, so a bad command leaves the session as it was.
 *
 * <p>Not thread-safe: one thread (the adapter's {@link EngineLoop}) calls it. Only
 * {@link #stop} and {@link #ponderHit} reach into the running search.
 */
public final class Session {
    public static final String DEFAULT_VARIANT = "normal";

    public final EngineOptions options;
    private Ruleset rules;
    private Game game;
    private Search search;
    private SearchJob job;
    private Thread worker;
    /** The random part of a limited strength's pick (Strength). */
    private final Random random = new Random();

    public Session() {
        List<String> ids = new ArrayList<>();
        for (String id : Variants.ids()) ids.add(id);
        options = new EngineOptions(ids, DEFAULT_VARIANT);
    }

    /**
     * Builds the default variant's tables on a background thread, so that the first real
     * command finds them ready; called after the protocol handshake has been answered, which
     * must not wait for them.
     */
    public static void warmUp() {
        Thread t = new Thread(() -> {
            try {
                new Game(Variants.get(DEFAULT_VARIANT)).legalTurns();
            } catch (RuntimeException e) {
                // the real use reports it
            }
        }, "castellan-warm-up");
        t.setDaemon(true);
        t.start();
    }

    // ---------------------------------------------------------------- variant and game

    public String variant() { return rules().id(); }

    public Ruleset rules() {
        if (rules == null) rules = Variants.get(options.value(EngineOptions.VARIANT));
        return rules;
    }

    /** The game (built on first use at the variant's start position). */
    public Game game() {
        if (game == null) game = new Game(rules());
        return game;
    }

    /**
     * The search of the current variant, with the options applied. A new variant's search takes
     * over the old one's table, so switching allocates nothing.
     */
    private Search search() {
        if (search == null) {
            try {
                search = new Search(rules(), options.intValue(EngineOptions.HASH));
            } catch (IllegalArgumentException e) { // the heap is used by something else: the smallest table
                search = new Search(rules(), 1);
                options.store(EngineOptions.HASH, "1");
            }
            try {
                setThreads(search, options.intValue(EngineOptions.THREADS));
            } catch (IllegalArgumentException e) { // the memory went to something else since: one thread
                options.store(EngineOptions.THREADS, "1");
            }
            search.setMultiPv(options.intValue(EngineOptions.MULTI_PV));
            search.setMoveOverheadMs(options.intValue(EngineOptions.MOVE_OVERHEAD));
        } else if (search.rules() != rules()) {
            search = search.withRules(rules());
        }
        return search;
    }

    /**
     * Switches to a variant at its start position (the same one too: a fresh game);
     * IllegalArgumentException naming the known ids for an unknown one, nothing changed.
     */
    public void setVariant(String id) {
        Ruleset r = Variants.get(id.trim());
        Game g = new Game(r);
        stopAndWait();
        options.store(EngineOptions.VARIANT, r.id());
        rules = r;
        game = g;
        search(); // now, not when the clock runs
    }

    /** Back to the start position of the variant; the search forgets what it learnt. */
    public void newGame() {
        stopAndWait();
        game = new Game(rules());
        search().newGame();
    }

    /**
     * Sets the game to a FEN (null: the start position) and plays the moves; on a bad FEN or
     * move IllegalArgumentException naming it, and the game is unchanged.
     */
    public void setPosition(String fen, List<String> moves) {
        Game g;
        try {
            g = fen == null ? new Game(rules()) : new Game(rules(), fen);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad FEN: " + e.getMessage(), e);
        }
        g.playAll(moves);
        stopAndWait();
        game = g;
    }

    // ---------------------------------------------------------------- options

    /**
     * Sets an option by name; IllegalArgumentException naming the problem (unknown option, bad
     * value), nothing changed. A running search is stopped first when the option needs it.
     */
    public void setOption(String name, String value) {
        String v = options.check(name, value);
        String key = options.find(name).name();
        switch (key) {
            case EngineOptions.VARIANT -> setVariant(v);
            // The search refuses a size it cannot have (no memory): then the option keeps its value.
            case EngineOptions.HASH -> {
                stopAndWait();
                if (search != null) search.setHashMb(Integer.parseInt(v));
                options.store(key, v);
            }
            case EngineOptions.THREADS -> {
                stopAndWait();
                setThreads(search(), Integer.parseInt(v)); // now: a number the memory cannot hold is refused here
                options.store(key, v);
            }
            case EngineOptions.MULTI_PV -> {
                stopAndWait();
                if (search != null) search.setMultiPv(Integer.parseInt(v));
                options.store(key, v);
            }
            case EngineOptions.MOVE_OVERHEAD -> {
                stopAndWait();
                if (search != null) search.setMoveOverheadMs(Integer.parseInt(v));
                options.store(key, v);
            }
            case EngineOptions.CLEAR_HASH -> {
                stopAndWait();
                if (search != null) search.newGame();
            }
            default -> options.store(key, v);
        }
    }

    /**
     * Every search thread has its own stacks and tables (more than a megabyte): refused with an
     * IllegalArgumentException, the threads kept as they were, when the heap cannot hold them,
     * rather than an OutOfMemoryError that would end the engine.
     */
    private static void setThreads(Search s, int n) {
        try {
            s.setThreads(n);
        } catch (OutOfMemoryError e) {
            throw new IllegalArgumentException("not enough memory for " + n + " search threads (the JVM's -Xmx)", e);
        }
    }

    /** Sets a numeric option to the nearest allowed value (XBoard's {@code memory}, {@code cores}). */
    public void setClamped(String name, long value) {
        EngineOptions.Option o = options.find(name);
        setOption(name, String.valueOf(Math.max(o.min(), Math.min(o.max(), value))));
    }

    // ---------------------------------------------------------------- search

    /** Is a search running (thinking, pondering or analysing)? */
    public boolean searching() { return job != null && !job.isDone(); }

    /** Starts a search of the current game position on the search thread; a running one is stopped first. */
    public SearchJob think(Limits limits, SearchListener listener) {
        return think(game().position().copy(), limits, listener);
    }

    /**
     * Starts a search of {@code root} (the session keeps no reference to it) on the search
     * thread; a running search is stopped first. The search keeps the Move Overhead option off
     * every clock budget itself, counted from {@link Limits#startNs} (now, if not set).
     */
    public SearchJob think(Position root, Limits limits, SearchListener listener) {
        if (limits.startNs == 0) limits.startNs = System.nanoTime();
        stopAndWait();
        // A limited strength (Skill Level, UCI_Elo): fewer nodes, at least four lines, and the
        // level's pick among them; the caller sees the lines it asked for.
        int shown = options.intValue(EngineOptions.MULTI_PV), level = Strength.level(options);
        if (Strength.applies(limits, level)) {
            Strength.limit(limits, level);
            listener = Strength.picker(listener, level, shown, random);
            search().setMultiPv(Math.max(shown, Strength.LINES));
        } else {
            search().setMultiPv(shown);
        }
        job = new SearchJob(search(), root, limits, listener);
        // The search recurses once per ply: the same deep stack as the search's helper threads.
        worker = new Thread(null, job, "castellan-search", 16 << 20);
        worker.setDaemon(true);
        worker.start();
        return job;
    }

    /** Asks the running search to finish now; it reports its best move as usual. Returns at once. */
    public void stop() {
        if (job != null) job.requestStop();
    }

    /** Stops the running search, if any, and waits until it has reported its best move. */
    public void stopAndWait() {
        if (job != null) job.stopAndWait();
    }

    /** The expected move was played: the pondering search now obeys its clock, from now. */
    public void ponderHit() {
        ponderHit(null, System.nanoTime());
    }

    /**
     * The expected move was played: the pondering search now obeys its clock, which started at
     * {@code atNs} ({@link System#nanoTime}), with these fresh readings (null: those it started with).
     */
    public void ponderHit(Limits clock, long atNs) {
        if (job != null) job.requestPonderHit(clock, atNs);
    }
}
