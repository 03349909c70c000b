package castellan.session;

import castellan.game.Game;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.search.SearchParameters;
import castellan.variants.Variants;
import castellan.session.EngineOptions.Option;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
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
        this(false);
    }

    /**
     * A session whose options also set the search's named constants when {@code searchConstants}
     * ({@link SearchParameters#options}: for tuning, not for players, so only on request).
     */
    public Session(boolean searchConstants) {
        List<String> ids = new ArrayList<>();
        for (String id : Variants.ids()) ids.add(id);
        options = new EngineOptions(ids, DEFAULT_VARIANT, searchConstants ? SearchParameters.options() : List.of());
    }

    /**
     * How long the search is warmed up after the handshake ({@link WarmUp}), at most; UCI's
     * {@code isready} waits for it. docs/benchmarks.md ("A fresh process's first search") has
     * what it gains.
     */
    static final long WARM_UP_MS = 1500;
    /** Below this much free heap there is no warm-up (its Search takes about 20 MB): the memory is the game's. */
    private static final long WARM_UP_ROOM = 128L << 20;

    /**
     * This session's warm-up time: {@link #WARM_UP_MS} unless the system property
     * {@code castellan.warmUpMs} says otherwise (0: none; the in-process tests run without).
     */
    private final long warmUpMs = Long.getLong("castellan.warmUpMs", WARM_UP_MS);
    /** The warm-up, once started (running, paused or over), or null. */
    private WarmUp warmUp;

    /**
     * Starts warming the search of the current variant up in the background ({@link WarmUp}),
     * once a session, after the protocol handshake has been answered (which must not wait for
     * it), so that the first real search runs compiled code.
     */
    public void warmUp() {
        if (warmUp != null || searching() || warmUpMs <= 0) return;
        Runtime r = Runtime.getRuntime();
        if (r.maxMemory() - (r.totalMemory() - r.freeMemory()) < WARM_UP_ROOM) return;
        warmUp = new WarmUp(warmUpMs);
        warmUp.start(rules());
    }

    /** Is the warm-up running (for tests)? */
    boolean warmingUp() { return warmUp != null && warmUp.running(); }

    /** Waits until the warm-up has ended by its time, if it is running (UCI's {@code isready}). */
    public void awaitWarmUp() {
        if (warmUp != null) warmUp.awaitTime();
    }

    /** A change that made this much or more of the heap is followed by a full collection ({@link #changingMemory}). */
    static final long GREW_BYTES = 64L << 20;

    /**
     * Runs a change that asks the heap for room or retires what it held (a search setting, a
     * variant switch) with the warm-up paused (its memory free), then, if the heap is more than
     * three quarters full, collects the garbage now, while no clock runs, and lets the warm-up go
     * on, on the variant then played. What a change retires (a table; with 140 threads, each
     * thread's objects for the old variant) is garbage in the old generation, which only a full
     * collection frees: left there, the next search paid for it. In the soak with -Xmx3g
     * (docs/reliability.md), 140 threads and a switch to Kingdom, then {@code go movetime 148}
     * answered after 2,226 ms, a full collection of 2.1 s in the middle.
     *
     * <p>It also collects when the change made {@link #GREW_BYTES} or more: what a change makes
     * lives as long as the setting, and a young collection copies every live object still in
     * the young generation. With 128 threads the helpers' 5.8 MB each of small arrays (about
     * 700 MB) sat there after {@code isready}, and the first young collections of the next
     * searches copied them: pauses of 80-290 ms, so a cold {@code go movetime 100} answered
     * after 310-353 ms in three CI runs (2026-12-02, {@code ManyThreadsTest}). A full
     * collection moves them to the old generation once, while no clock runs.
     */
    private void changingMemory(Runnable change) {
        boolean paused = warmUp != null && warmUp.pause();
        long before = allocatedHere();
        try {
            change.run();
        } finally {
            Runtime r = Runtime.getRuntime();
            if (r.totalMemory() - r.freeMemory() > r.maxMemory() / 4 * 3 || allocatedHere() - before >= GREW_BYTES) System.gc();
            if (paused) warmUp.start(rules());
        }
    }

    /**
     * Bytes this thread has allocated so far (HotSpot counts them for each thread), which a
     * collection in the middle does not blur as it does the heap's use; 0 where the JVM does not.
     */
    private static long allocatedHere() {
        return ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t && t.isThreadAllocatedMemoryEnabled()
                ? t.getCurrentThreadAllocatedBytes() : 0;
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
     * The options that set the search, each applied by one call, the same when the search is made
     * and when the option changes: a new search setting is one line here (and its declaration in
     * {@link EngineOptions}). In this order: the table first, the largest allocation.
     */
    private static final Map<String, BiConsumer<Search, Integer>> SEARCH_SETTINGS = new LinkedHashMap<>();

    static {
        SEARCH_SETTINGS.put(EngineOptions.HASH, Search::setHashMb);
        SEARCH_SETTINGS.put(EngineOptions.THREADS, Session::setThreads);
        SEARCH_SETTINGS.put(EngineOptions.MULTI_PV, Search::setMultiPv);
        SEARCH_SETTINGS.put(EngineOptions.MOVE_OVERHEAD, Search::setMoveOverheadMs);
        SEARCH_SETTINGS.put(EngineOptions.NODES_TIME, Search::setNodesPerMs);
    }

    /**
     * The session's one search, aimed at the current variant, with the options applied. A variant
     * switch re-aims its threads and keeps its table: nothing is allocated or kept per variant.
     */
    private Search search() {
        if (search == null) {
            search = new Search(rules(), 1);
            for (Map.Entry<String, BiConsumer<Search, Integer>> e : SEARCH_SETTINGS.entrySet()) {
                try {
                    e.getValue().accept(search, options.intValue(e.getKey()));
                } catch (IllegalArgumentException refused) { // the memory went to something else: the smallest setting
                    Option o = options.find(e.getKey());
                    e.getValue().accept(search, (int) o.min());
                    options.store(e.getKey(), String.valueOf(o.min()));
                }
            }
        } else {
            search.setRules(rules());
        }
        return search;
    }

    /**
     * Switches to a variant at its start position (the same one too: a fresh game);
     * IllegalArgumentException, nothing changed, naming the known ids for an unknown one, or
     * when the memory cannot hold the search threads' objects for it.
     */
    public void setVariant(String id) {
        Ruleset r = Variants.get(id.trim());
        Game g = new Game(r);
        stopAndWait();
        changingMemory(() -> {
            search().setRules(r); // now, not when the clock runs; refused here if it does not fit
            options.store(EngineOptions.VARIANT, r.id());
            rules = r;
            game = g;
        });
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
     * value, a size the memory cannot hold), nothing changed. A running search is stopped first
     * when the option needs it.
     */
    public void setOption(String name, String value) {
        String v = options.check(name, value);
        String key = options.find(name).name();
        BiConsumer<Search, Integer> setting = SEARCH_SETTINGS.get(key);
        if (setting != null) {
            stopAndWait();
            changingMemory(() -> {
                setting.accept(search(), Integer.parseInt(v)); // now: a size the memory cannot hold is refused here
                options.store(key, v);
            });
            return;
        }
        if (options.isSearchConstant(key)) {
            stopAndWait();
            search().setParameter(key, Integer.parseInt(v));
            options.store(key, v);
            return;
        }
        switch (key) {
            case EngineOptions.VARIANT -> setVariant(v);
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

    /**
     * Sets a numeric option to the nearest allowed value (XBoard's {@code memory}, {@code cores}:
     * limits the engine is to stay within) and returns the value set; IllegalArgumentException as
     * {@link #setOption}.
     */
    public long setClamped(String name, long value) {
        EngineOptions.Option o = options.find(name);
        long v = Math.max(o.min(), Math.min(o.max(), value));
        setOption(name, String.valueOf(v));
        return v;
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
        if (warmUp != null) warmUp.end(); // the real search has the cores to itself
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
