package castellan.search;

import castellan.eval.Score;
import castellan.position.Position;
import castellan.rules.Ruleset;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The search of one variant. {@link #think} runs on the caller's thread (and, with
 * {@link #setThreads} above 1, on helper threads: lazy SMP, all sharing one transposition
 * table) until a limit is met or {@link #stop} is called from another thread, reports each
 * finished iteration through a {@link SearchListener}, and returns the best turn.
 *
 * <p>The parts: {@link SearchThread} (iterative deepening, aspiration, principal variation
 * search, quiescence, pruning), {@link MovePicker} (staged move ordering), {@link History}
 * (butterfly history, killers, counter-moves), {@link StaticExchange}, {@link TranspositionTable},
 * {@link TimeManager}, {@link RootTurns} and {@link Pv}. What the search knows of a variant
 * comes from its {@link Ruleset}: the evaluation, the game ends as scores, and
 * {@link castellan.rules.SearchTraits}.
 *
 * <p>Stopping: {@link #stop} and {@link #ponderHit} may come from any thread at any time. A caller
 * that starts the search on another thread reserves its id first ({@link #request}) so that a
 * stop sent right after is never lost, however late the search thread starts.
 *
 * <p>Setters are for between searches, not during {@link #think}.
 */
public final class Search {
    /** Most helper threads plus one. */
    public static final int MAX_THREADS = 256;
    /** Largest transposition table in MB. */
    public static final int MAX_HASH_MB = TranspositionTable.MAX_MB;
    /** Default transposition table in MB. */
    public static final int DEFAULT_HASH_MB = 64;
    /**
     * The main thread looks at the clock every this many of its nodes. At the slowest variant's
     * speed with a cold JIT on a loaded machine (Kingdom, some 20,000 nodes per second
     * interpreted) that is about 13 ms; warm, well under a millisecond. A stop needs no poll: every
     * thread reads the stop mark at every node.
     */
    static final int POLL_INTERVAL = 256;
    private static final VarHandle STOP_THROUGH, PONDER_HIT_FOR;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            STOP_THROUGH = l.findVarHandle(Search.class, "stopThrough", long.class);
            PONDER_HIT_FOR = l.findVarHandle(Search.class, "ponderHitFor", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Ruleset rules;
    private final TranspositionTable tt;
    /** The searches, one per variant, that share this table ({@link #withRules}). */
    private final Map<Ruleset, Search> family;
    private SearchThread[] threads;
    final TimeManager time = new TimeManager();
    private int multiPv = 1, moveOverheadMs = 30;
    /** Nothing was searched since the table was last cleared (so a new game need not clear it again). */
    private boolean fresh = true;

    // Stops and ponder hits name the search they are for: each search has an id, given when it is
    // requested, so a request that comes before the search has started still reaches it, and one
    // that comes late never reaches the next search.
    /** The id of the latest search requested. */
    private final AtomicLong requested = new AtomicLong();
    /** Every search whose id is at most this is to end: read by every thread at every node. */
    volatile long stopThrough;
    /** The latest search a ponder hit was requested for; when it came, and the clock it brought. */
    private volatile long ponderHitFor, ponderHitNs;
    private volatile Limits ponderHitClock;
    /** The id of the running search. */
    private long id;
    /** The main thread is pondering: no clock limits until the ponder hit. Main thread only. */
    private boolean pondering;
    private Limits limits;
    private SearchListener listener;
    private long startNs;
    private int side;

    public Search(Ruleset rules) {
        this(rules, DEFAULT_HASH_MB);
    }

    /** A search with a transposition table of {@code hashMb} MB (IllegalArgumentException as {@link #setHashMb}). */
    public Search(Ruleset rules, int hashMb) {
        this(rules, new TranspositionTable(hashMb), new HashMap<>());
    }

    private Search(Ruleset rules, TranspositionTable tt, Map<Ruleset, Search> family) {
        this.rules = rules;
        this.tt = tt;
        this.threads = new SearchThread[] {new SearchThread(this, 0, rules)};
        this.family = family;
        family.put(rules, this);
    }

    /**
     * A search of another variant that takes over this one's transposition table (cleared, not
     * allocated again: a GUI switching variants does not wait for a new table) and its settings,
     * as after {@link #newGame}. The searches of one family are made once per variant and handed
     * back when their variant returns: XBoard sends {@code new} (orthodox chess) and then
     * {@code variant} before every game, and a new searcher each time (their stacks and tables
     * are megabytes) only made the heap grow. This search must not be used until it is handed
     * back by a {@code withRules} of its own variant.
     */
    public Search withRules(Ruleset other) {
        if (other == rules) return this;
        if (!fresh) tt.clear();
        Search s = family.get(other);
        if (s == null) s = new Search(other, tt, family);
        s.setThreads(threads.length);
        s.multiPv = multiPv;
        s.moveOverheadMs = moveOverheadMs;
        s.fresh = true;
        for (SearchThread t : s.threads) t.history.clear();
        return s;
    }

    public Ruleset rules() { return rules; }

    /** The shared transposition table (for tests). */
    TranspositionTable table() { return tt; }

    /**
     * Transposition table size in MB (1 to {@link #MAX_HASH_MB}); takes effect at once, clearing
     * the table. IllegalArgumentException (the old table kept) when out of range or when the
     * memory is not there.
     */
    public void setHashMb(int mb) {
        tt.resize(mb);
        fresh = true;
    }

    /** The number of search threads. */
    public int threads() { return threads.length; }

    /** Search threads, 1 to {@link #MAX_THREADS} (lazy SMP). */
    public void setThreads(int n) {
        if (n < 1 || n > MAX_THREADS) throw new IllegalArgumentException("threads must be 1-" + MAX_THREADS + ", got " + n);
        if (n == threads.length) return;
        SearchThread[] t = new SearchThread[n];
        for (int i = 0; i < n; i++) t[i] = i < threads.length ? threads[i] : new SearchThread(this, i, rules);
        threads = t;
    }

    /** How many best lines to search and report (UCI MultiPV), 1 or more; the best move is the first line's. */
    public void setMultiPv(int n) {
        if (n < 1 || n > 500) throw new IllegalArgumentException("MultiPV must be 1-500, got " + n);
        multiPv = n;
    }

    /**
     * Milliseconds kept back from every clock budget for what happens outside the search
     * (protocol, GUI, network): default 30.
     */
    public void setMoveOverheadMs(int ms) {
        if (ms < 0 || ms > 10_000) throw new IllegalArgumentException("move overhead must be 0-10000 ms, got " + ms);
        moveOverheadMs = ms;
    }

    /** Forget everything learnt (transposition table, histories): a new game. */
    public void newGame() {
        if (!fresh) tt.clear();
        fresh = true;
        for (SearchThread t : threads) t.history.clear();
    }

    /**
     * Reserves the id of the next search, for {@link #think(long, Position, Limits, SearchListener)}:
     * from this moment {@link #stop()} and {@link #ponderHit()} reach that search, even before it
     * has started. Safe from any thread.
     */
    public long request() { return requested.incrementAndGet(); }

    /** Asks the running search, and any search requested already, to finish as soon as possible; safe from any thread. */
    public void stop() { stop(requested.get()); }

    /** Asks the search with this id (and any earlier one) to finish as soon as possible; safe from any thread. */
    public void stop(long searchId) { raise(STOP_THROUGH, searchId); }

    /** The opponent played the expected move: the pondering search (running or requested) now obeys its clock. */
    public void ponderHit() { ponderHit(requested.get(), null, System.nanoTime()); }

    /**
     * The ponder hit for the search with this id: its clock started at {@code atNs} ({@link System#nanoTime});
     * {@code clock}, when not null, replaces the clock readings it was started with (XBoard sends
     * fresh ones with the move). Safe from any thread.
     */
    public void ponderHit(long searchId, Limits clock, long atNs) {
        ponderHitClock = clock;
        ponderHitNs = atNs;
        raise(PONDER_HIT_FOR, searchId);
    }

    private void raise(VarHandle mark, long to) {
        long now;
        while ((now = (long) mark.getVolatile(this)) < to && !mark.compareAndSet(this, now, to)) Thread.onSpinWait();
    }

    /** Has the search with this id been asked to stop? */
    boolean stopped(long searchId) { return stopThrough >= searchId; }

    /** Searches with a new id: see {@link #think(long, Position, Limits, SearchListener)}. */
    public long think(Position root, Limits limits, SearchListener listener) {
        return think(request(), root, limits, listener);
    }

    /**
     * Search number {@code searchId} (from {@link #request}): searches {@code root} (left as it was
     * found; its history counts for repetitions) within the limits, reports to the listener, and
     * returns the best turn, or 0 when the side to move has no legal turn or the game is over
     * (then at once, whatever the limits). A stop that came before it started ends it at once,
     * with a legal turn still.
     *
     * <p>The {@code pv} array the listener receives is reused: it is valid only during the call.
     */
    public long think(long searchId, Position root, Limits limits, SearchListener listener) {
        id = searchId;
        fresh = false;
        pondering = limits.ponder;
        this.limits = limits;
        this.listener = listener;
        side = root.sideToMove();
        startNs = limits.startNs != 0 ? limits.startNs : System.nanoTime();
        time.start(limits, side, moveOverheadMs, startNs);
        checkPonderHit(); // it may have come before the search started
        tt.newSearch();
        SearchThread main = threads[0];
        for (SearchThread t : threads) {
            t.tt = tt;
            t.searchId = searchId;
        }
        if (!main.setUp(root, limits.searchTurns, multiPv)) {
            listener.bestMove(0, 0);
            return 0;
        }
        main.pollAt = limits.nodes > 0 ? Math.min(POLL_INTERVAL, limits.nodes) : POLL_INTERVAL;
        int maxDepth = limits.depth > 0 ? Math.min(limits.depth, SearchThread.MAX_DEPTH) : SearchThread.MAX_DEPTH;
        Thread[] helpers = new Thread[threads.length - 1];
        for (int i = 1; i < threads.length; i++) {
            SearchThread t = threads[i];
            t.setUp(root, limits.searchTurns, 1);
            helpers[i - 1] = new Thread(null, () -> runHelper(t, maxDepth), "castellan-search-" + i, 16 << 20);
            helpers[i - 1].setDaemon(true);
            helpers[i - 1].start();
        }
        try {
            main.iterate(maxDepth);
            // Infinite and pondering searches end only by stop (or, pondering, the ponder hit).
            while (!stopped(searchId) && (limits.infinite || (pondering && ponderHitFor < searchId))) LockSupport.parkNanos(1_000_000);
        } finally {
            stop(searchId);
            for (Thread h : helpers) joinQuietly(h);
        }
        RootTurns r = main.root;
        long best = r.turn[0], ponder = r.pvLength[0] > 1 ? r.pv[0][1] : main.expectedReply(best);
        listener.bestMove(best, ponder);
        return best;
    }

    private static void runHelper(SearchThread t, int maxDepth) {
        try {
            t.iterate(maxDepth);
        } catch (RuntimeException | StackOverflowError e) {
            System.err.println("castellan: search thread " + t.id + " failed: " + e);
        }
    }

    private static void joinQuietly(Thread t) {
        boolean interrupted = false;
        while (true) {
            try {
                t.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }

    /** Nodes searched by all threads in the last search (or so far in the running one). */
    public long nodes() { return totalNodes(); }

    /** Nodes searched by all threads in the current search. */
    long totalNodes() {
        long n = 0;
        for (SearchThread t : threads) n += t.nodes;
        return n;
    }

    /** Called by the main thread every {@link #POLL_INTERVAL} nodes (and at the node limit): clock and node limit. */
    void poll(SearchThread main) {
        main.pollAt = main.nodes + POLL_INTERVAL;
        checkPonderHit();
        if (limits.nodes > 0) {
            long total = totalNodes();
            if (total >= limits.nodes) stop(id);
            else main.pollAt = Math.min(main.pollAt, main.nodes + (limits.nodes - total));
        }
        if (!pondering && !limits.infinite && time.pastHard()) stop(id);
    }

    /** After a ponder hit the clock runs from the moment the hit came, with the readings it brought. */
    private void checkPonderHit() {
        if (pondering && ponderHitFor >= id) {
            pondering = false;
            Limits clock = ponderHitClock;
            time.start(clock != null ? clock : limits, side, moveOverheadMs, ponderHitNs);
        }
    }

    /**
     * The main thread finished an iteration: report its lines and say whether to stop (mate
     * found, a single legal turn on the clock, or the time budget mostly used).
     */
    boolean iterationDone(SearchThread main, int depth, int lines) {
        checkPonderHit();
        RootTurns r = main.root;
        long ms = (System.nanoTime() - startNs) / 1_000_000, nodes = totalNodes();
        int hashfull = tt.hashfull();
        for (int k = 0; k < lines; k++)
            listener.iteration(depth, Math.max(depth, main.selDepth), k + 1, r.score[k], SearchListener.EXACT, nodes, ms, hashfull,
                    r.pv[k], r.pvLength[k]);
        int best = r.score[0];
        if (limits.mate > 0 && best >= Score.WIN && Score.pliesToEnd(best) <= 2 * limits.mate - 1) return true;
        if (pondering || limits.infinite) return false;
        if (r.size == 1 && time.timed()) return true;
        return time.pastSoft();
    }
}
