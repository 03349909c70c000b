package castellan.search;

import castellan.eval.Score;
import castellan.position.Position;
import castellan.rules.Ruleset;
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
 * <p>Setters are for between searches, not during {@link #think}.
 */
public final class Search {
    /** Most helper threads plus one. */
    public static final int MAX_THREADS = 256;
    /** Largest transposition table in MB. */
    public static final int MAX_HASH_MB = TranspositionTable.MAX_MB;
    private static final int POLL_INTERVAL = 1024;

    private final Ruleset rules;
    private final TranspositionTable tt;
    private SearchThread[] threads;
    private final TimeManager time = new TimeManager();
    private int multiPv = 1, moveOverheadMs = 30;

    /** Set to end the search: read by every thread at every node. */
    volatile boolean stopped;
    private volatile boolean ponderHitRequested;
    /** The main thread is pondering: no clock limits until the ponder hit. Main thread only. */
    private boolean pondering;
    /** The main thread polls clock and node limit when its node count reaches this. */
    long pollAt;
    private Limits limits;
    private SearchListener listener;
    private long startNs;

    public Search(Ruleset rules) {
        this.rules = rules;
        this.tt = new TranspositionTable(64);
        this.threads = new SearchThread[] {new SearchThread(this, 0, rules)};
    }

    public Ruleset rules() { return rules; }

    /** The shared transposition table (for tests). */
    TranspositionTable table() { return tt; }

    /**
     * Transposition table size in MB (1 to {@link #MAX_HASH_MB}); takes effect at once, clearing
     * the table. IllegalArgumentException (the old table kept) when out of range or when the
     * memory is not there.
     */
    public void setHashMb(int mb) { tt.resize(mb); }

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
        tt.clear();
        for (SearchThread t : threads) t.history.clear();
    }

    /** Asks a running {@link #think} to finish as soon as possible; safe from any thread. */
    public void stop() { stopped = true; }

    /** The opponent played the expected move: a pondering search now obeys its clock limits. */
    public void ponderHit() { ponderHitRequested = true; }

    /**
     * Searches {@code root} (left as it was found; its history counts for repetitions) within
     * the limits, reports to the listener, and returns the best turn, or 0 when the side to move
     * has no legal turn or the game is over (then at once, whatever the limits).
     *
     * <p>The {@code pv} array the listener receives is reused: it is valid only during the call.
     */
    public long think(Position root, Limits limits, SearchListener listener) {
        stopped = false;
        ponderHitRequested = false;
        pondering = limits.ponder;
        this.limits = limits;
        this.listener = listener;
        startNs = System.nanoTime();
        time.start(limits, root.sideToMove(), moveOverheadMs);
        tt.newSearch();
        pollAt = POLL_INTERVAL;
        if (limits.nodes > 0) pollAt = Math.min(pollAt, limits.nodes);
        SearchThread main = threads[0];
        for (SearchThread t : threads) t.tt = tt;
        if (!main.setUp(root, limits.searchTurns, multiPv)) {
            listener.bestMove(0, 0);
            return 0;
        }
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
            while (!stopped && (limits.infinite || (pondering && !ponderHitRequested))) LockSupport.parkNanos(1_000_000);
        } finally {
            stopped = true;
            for (Thread h : helpers) joinQuietly(h);
        }
        RootTurns r = main.root;
        long best = r.turn[0], ponder = r.pvLength[0] > 1 ? r.pv[0][1] : 0;
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

    /** Nodes searched by all threads in the current search. */
    long totalNodes() {
        long n = 0;
        for (SearchThread t : threads) n += t.nodes;
        return n;
    }

    /** Called by the main thread every {@link #POLL_INTERVAL} nodes (and at the node limit): clock and node limit. */
    void poll(SearchThread main) {
        pollAt = main.nodes + POLL_INTERVAL;
        checkPonderHit();
        if (limits.nodes > 0) {
            long total = totalNodes();
            if (total >= limits.nodes) stopped = true;
            else pollAt = Math.min(pollAt, main.nodes + (limits.nodes - total));
        }
        if (!pondering && !limits.infinite && time.pastHard()) stopped = true;
    }

    private void checkPonderHit() {
        if (pondering && ponderHitRequested) {
            pondering = false;
            time.restart();
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
