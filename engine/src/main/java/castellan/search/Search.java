package castellan.search;

import static castellan.search.SearchParameters.*;

import castellan.eval.Score;
import castellan.position.Position;
import castellan.rules.Ruleset;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
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
    /**
     * Most helper threads plus one: the most at which every time limit was measured to hold on a
     * 2-core machine (issue 21, ManyThreadsTest). With the search of Stockfish 11 (`ec23756`), 256
     * threads failed it in 3 of 5 runs (a `go movetime 100` answered after 172-323 ms with the
     * process on both cores); 128 passed 3 of 3 (72-93 ms). docs/search.md, "Many threads".
     */
    public static final int MAX_THREADS = 128;
    /** Largest transposition table in MB. */
    public static final int MAX_HASH_MB = TranspositionTable.MAX_MB;
    /** Largest {@code nodestime} (Fairy-Stockfish's maximum). */
    public static final int MAX_NODES_PER_MS = 10_000;
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

    /**
     * One daemon thread that raises every search's stop at its hard time limit. The main search
     * thread polls the clock too, but with many helpers on few cores it gets a small share of the
     * CPU and polls late: at {@code ee9b300}, with 64 threads on this 2-core machine, {@code go
     * movetime 100} answered after 2.4-3.0 s and with 256 after 50-100 s. A thread that sleeps
     * until the deadline is woken on time by the scheduler, whatever the others do.
     */
    private static final ScheduledThreadPoolExecutor CLOCK = new ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "castellan-clock");
        t.setDaemon(true);
        return t;
    });

    static {
        CLOCK.setRemoveOnCancelPolicy(true);
    }

    private Ruleset rules;
    private final TranspositionTable tt;
    /** The running search's alarm on {@link #CLOCK}, or null. Main thread only. */
    private ScheduledFuture<?> alarm;
    /**
     * The alarm's moment ({@link System#nanoTime}), {@link #NO_DEADLINE} without one: the helpers
     * look at it every {@link #POLL_INTERVAL} of their nodes. The clock thread, woken by the
     * scheduler, was late when many helpers shared the cores: at 256 threads on this 2-core
     * machine under a load of 35, a 70 ms alarm rang after 825 ms. A helper that runs reads the
     * clock itself.
     */
    private volatile long deadlineNs = NO_DEADLINE;
    private static final long NO_DEADLINE = Long.MAX_VALUE;
    private SearchThread[] threads;
    /** The helper threads (lazy SMP): {@code threads[1..]}; null with one thread. */
    private Helpers helpers;
    final TimeManager time = new TimeManager();
    /** The search's named constants, read by every thread; changed only between searches ({@link #setParameter}). */
    final SearchParameters parameters = new SearchParameters();
    private int multiPv = 1, moveOverheadMs = 30;
    /**
     * The clock counts nodes, this many per millisecond (UCI {@code nodestime}, Stockfish's
     * {@code npmsec}); 0: it counts time. Each side's node allowance for the game starts from its
     * first clock reading and is kept here from move to move, as in Stockfish: what a search uses
     * comes off it, the increment is added.
     */
    private int nodesPerMs;
    private final long[] availableNodes = new long[2];

    // Time use as Stockfish 11's, from iteration to iteration and from search to search (main thread only).
    /** The best score of the last search, or {@link #NO_SCORE} after a new game. */
    private int previousScore = NO_SCORE;
    private static final int NO_SCORE = Integer.MIN_VALUE;
    /** The last search's time reduction (see {@link #iterationDone}). */
    private double previousTimeReduction = 1.0, timeReduction = 1.0;
    /** The best score of the last four iterations, and where the next goes. */
    private final int[] iterValue = new int[4];
    private int iterIdx;
    /** The depth at which the best move last changed, and that move. */
    private int lastBestMoveDepth;
    private long lastBestMove;
    /** Best-move changes of all threads, halved at each iteration. */
    private double bestMoveChanges;
    private final boolean[] nodeClockStarted = new boolean[2];
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
    /** Filled again for every report: reporting allocates nothing. */
    private final SearchReport report = new SearchReport();
    private long startNs;
    private int side, gamePly;

    public Search(Ruleset rules) {
        this(rules, DEFAULT_HASH_MB);
    }

    /** A search with a transposition table of {@code hashMb} MB (IllegalArgumentException as {@link #setHashMb}). */
    public Search(Ruleset rules, int hashMb) {
        this.rules = rules;
        this.tt = new TranspositionTable(hashMb);
        this.threads = new SearchThread[] {new SearchThread(this, 0, rules)};
    }

    /**
     * Searches another variant from now on, as after {@link #newGame}: the table is cleared (not
     * allocated again: a GUI switching variants does not wait for a new table) and every thread
     * is re-aimed at the variant, keeping its stacks. Nothing is kept per variant, so memory
     * does not grow with the variants visited (XBoard sends {@code new}, orthodox chess, and then
     * {@code variant} before every game). The settings stay as they are.
     *
     * <p>Each thread's old variant objects are garbage once it is re-aimed, so a switch needs
     * room for one thread's at a time. If even that is not there, IllegalArgumentException, and
     * every thread is aimed back at the old variant (whose room the new objects just freed):
     * never half the threads on one variant and half on the other.
     */
    public void setRules(Ruleset other) {
        if (other == rules) return;
        int aimed = 0;
        try {
            for (; aimed < threads.length; aimed++) threads[aimed].aim(other);
        } catch (OutOfMemoryError e) {
            for (int i = 0; i <= aimed && i < threads.length; i++) threads[i].aim(rules);
            throw new IllegalArgumentException("not enough memory to switch " + threads.length + " search threads to " + other.id(), e);
        }
        if (!fresh) tt.clear();
        fresh = true;
        rules = other;
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

    /**
     * Search threads, 1 to {@link #MAX_THREADS} (lazy SMP): the helpers' threads are started here
     * and parked between searches. IllegalArgumentException, the threads kept as they were, when
     * the memory or the system cannot hold them.
     */
    public void setThreads(int n) {
        if (n < 1 || n > MAX_THREADS) throw new IllegalArgumentException("threads must be 1-" + MAX_THREADS + ", got " + n);
        if (n == threads.length) return;
        if (n > threads.length) Memory.reserve((long) (n - threads.length) * SearchThread.HEAP_BYTES, n + " search threads");
        SearchThread[] t = new SearchThread[n];
        Helpers h;
        try {
            for (int i = 0; i < n; i++) t[i] = i < threads.length ? threads[i] : new SearchThread(this, i, rules);
            h = n > 1 ? new Helpers(Arrays.copyOfRange(t, 1, n)) : null;
        } catch (OutOfMemoryError e) { // the heap, or the system's threads
            throw new IllegalArgumentException("not enough memory for " + n + " search threads", e);
        }
        if (helpers != null) helpers.retire();
        helpers = h;
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

    /**
     * Counts the clock in nodes, {@code n} per millisecond, from the next game on (0: in time),
     * so that a timed game gives the same result whatever else the machine runs. The speed must be
     * well below the engine's real one, or it loses on the GUI's real clock.
     */
    public void setNodesPerMs(int n) {
        if (n < 0 || n > MAX_NODES_PER_MS) throw new IllegalArgumentException("nodestime must be 0-" + MAX_NODES_PER_MS + ", got " + n);
        nodesPerMs = n;
        nodeClockStarted[0] = nodeClockStarted[1] = false;
    }

    /**
     * Sets one of the search's named constants ({@link SearchParameters#options}, for tuning);
     * IllegalArgumentException, nothing changed, for an unknown name or a value out of range.
     * Not while a search runs.
     */
    public void setParameter(String name, int value) {
        parameters.set(name, value);
    }

    /** The value of one of the search's named constants; IllegalArgumentException for an unknown name. */
    public int parameter(String name) { return parameters.get(name); }

    /** Forget everything learnt (transposition table, histories): a new game. */
    public void newGame() {
        nodeClockStarted[0] = nodeClockStarted[1] = false;
        previousScore = NO_SCORE;
        previousTimeReduction = 1.0;
        if (!fresh) tt.clear();
        fresh = true;
        for (SearchThread t : threads) t.clearHistories();
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
     * returns the best turn, or 0 when the side to move has no legal turn (then at once, whatever
     * the limits). A game over by a rule while turns remain is searched like any other: the caller
     * decides whether to claim it. A stop that came before it started ends it at once, with a
     * legal turn still.
     *
     * <p>The {@link SearchReport} the listener receives is reused: it is valid only during the call.
     */
    public long think(long searchId, Position root, Limits limits, SearchListener listener) {
        id = searchId;
        fresh = false;
        pondering = limits.ponder;
        this.limits = limits;
        this.listener = listener;
        side = root.sideToMove();
        startNs = limits.startNs != 0 ? limits.startNs : System.nanoTime();
        gamePly = 2 * (root.fullmoveNumber() - 1) + side;
        startClock(limits, 0, startNs);
        if (!pondering) setAlarm();
        java.util.Arrays.fill(iterValue, previousScore == NO_SCORE ? 0 : previousScore);
        iterIdx = 0;
        lastBestMoveDepth = 0;
        lastBestMove = 0;
        bestMoveChanges = 0;
        timeReduction = 1.0;
        checkPonderHit(); // it may have come before the search started
        tt.newSearch();
        SearchThread main = threads[0];
        for (SearchThread t : threads) {
            t.tt = tt;
            t.searchId = searchId;
        }
        if (!main.setUp(root, limits.searchTurns, multiPv)) {
            clearAlarm();
            listener.bestMove(0, 0);
            return 0;
        }
        main.pollAt = limits.nodes > 0 ? Math.min(POLL_INTERVAL, limits.nodes) : POLL_INTERVAL;
        int maxDepth = limits.depth > 0 ? Math.min(limits.depth, SearchThread.MAX_DEPTH) : SearchThread.MAX_DEPTH;
        // Each helper sets itself up on its own thread (the root is only read), so the main thread
        // starts searching at once however many helpers there are.
        if (helpers != null) helpers.start(root, limits.searchTurns, maxDepth);
        try {
            main.iterate(maxDepth);
            // Infinite and pondering searches end only by stop (or, pondering, the ponder hit).
            while (!stopped(searchId) && (limits.infinite || (pondering && ponderHitFor < searchId))) LockSupport.parkNanos(1_000_000);
        } finally {
            clearAlarm();
            stop(searchId);
            if (helpers != null) helpers.await();
            chargeNodeClock();
        }
        RootTurns r = main.root;
        previousScore = r.score[0] == RootTurns.UNSEARCHED ? previousScore : r.score[0];
        previousTimeReduction = timeReduction;
        long best = r.turn[0], ponder = r.pvLength[0] > 1 ? r.pv[0][1] : main.expectedReply(best);
        listener.bestMove(best, ponder);
        return best;
    }

    /**
     * The principal variation of a full-window quiescence search of {@code position}, as whole
     * turns into {@code line}; returns how many (none when the position itself is where the
     * quiescence search stands pat). For tuning, whose data replaces a position by the end of
     * this line (Texel's method), so that the evaluation is fitted on the positions it is asked
     * about in a search. Runs on the caller's thread with the main thread's stacks and the shared
     * table; not during {@link #think}.
     */
    public int quiescenceLine(Position position, long[] line) {
        SearchThread main = threads[0];
        main.tt = tt;
        main.searchId = request();
        return main.quiescenceLine(position, line);
    }

    /** Nodes searched by all threads in the last search (or so far in the running one). */
    public long nodes() { return totalNodes(); }

    /** Nodes searched by all threads in the current search. */
    long totalNodes() {
        long n = 0;
        for (SearchThread t : threads) n += t.nodes;
        return n;
    }

    /**
     * Called by the main thread every {@link #POLL_INTERVAL} nodes (and at the node limit): clock
     * and node limit; by a helper every {@link #POLL_INTERVAL} of its nodes: the alarm's moment.
     */
    void poll(SearchThread t) {
        t.pollAt = t.nodes + POLL_INTERVAL;
        if (t.id == 0) pollLimits(t);
        else if (pastDeadline()) stop(t.searchId);
        else helpers.takeTurns(t);
    }

    private void pollLimits(SearchThread main) {
        checkPonderHit();
        if (limits.nodes > 0) {
            long total = totalNodes();
            if (total >= limits.nodes) stop(id);
            else main.pollAt = Math.min(main.pollAt, main.nodes + (limits.nodes - total));
        }
        if (!pondering && !limits.infinite && time.pastHard(totalNodes())) stop(id);
    }

    private boolean pastDeadline() {
        long deadline = deadlineNs;
        return deadline != NO_DEADLINE && System.nanoTime() - deadline >= 0;
    }

    /** After a ponder hit the clock runs from the moment the hit came, with the readings it brought. */
    private void checkPonderHit() {
        if (pondering && ponderHitFor >= id) {
            pondering = false;
            Limits clock = ponderHitClock;
            startClock(clock != null ? clock : limits, totalNodes(), ponderHitNs);
            setAlarm();
        }
    }

    /** Starts this search's clock, in time or, with {@link #setNodesPerMs}, in nodes from {@code nodesSoFar}. */
    private void startClock(Limits clock, long nodesSoFar, long originNs) {
        if (nodesPerMs == 0) {
            time.start(clock, side, moveOverheadMs, originNs, gamePly, rules.variant().geometry.squares);
            return;
        }
        if (!nodeClockStarted[side] && clock.timeMs[side] >= 0) {
            availableNodes[side] = nodesPerMs * clock.timeMs[side];
            nodeClockStarted[side] = true;
        }
        time.startCountingNodes(clock, side, nodesPerMs, availableNodes[side], nodesSoFar, gamePly, rules.variant().geometry.squares);
    }

    /** A search on a node clock has ended: what it used comes off the side's allowance, the increment goes on. */
    private void chargeNodeClock() {
        if (!time.countsNodes() || limits.timeMs[side] < 0 || pondering) return; // a ponder search without its hit used no clock
        availableNodes[side] += limits.incrementMs[side] * nodesPerMs - time.nodesUsed(totalNodes());
    }

    /** Sets the alarm of the running search at its hard time limit (none for an infinite or untimed search, or a node clock). */
    private void setAlarm() {
        clearAlarm();
        if (limits.infinite || !time.timed() || time.countsNodes()) return;
        long searchId = id, deadline = time.hardDeadlineNs(), delayNs = deadline - System.nanoTime();
        deadlineNs = deadline == NO_DEADLINE ? deadline - 1 : deadline;
        alarm = CLOCK.schedule(() -> stop(searchId), Math.max(0, delayNs), TimeUnit.NANOSECONDS);
    }

    private void clearAlarm() {
        deadlineNs = NO_DEADLINE;
        if (alarm != null) alarm.cancel(false);
        alarm = null;
    }

    /**
     * The main thread finished an iteration: report its lines and say whether to stop (mate
     * found, a single legal turn on the clock, or the time budget mostly used).
     */
    boolean iterationDone(SearchThread main, int depth, int lines) {
        checkPonderHit();
        for (int k = 0; k < lines; k++) report(main, depth, k, SearchReport.EXACT);
        int best = main.root.score[0];
        if (main.root.turn[0] != lastBestMove) {
            lastBestMove = main.root.turn[0];
            lastBestMoveDepth = depth;
        }
        bestMoveChanges /= 2; // the older changes count less (Stockfish 11's "age out PV variability")
        boolean stop = false;
        if (limits.mate > 0 && best >= Score.WIN && Score.pliesToEnd(best) <= 2 * limits.mate - 1) stop = true;
        else if (!pondering && !limits.infinite && time.timed()) {
            if (time.fixed()) {
                stop = main.root.size == 1 || time.pastFixed(totalNodes());
            } else {
                // Stockfish 11: more time when the score falls or the best move keeps changing, less
                // when the best move has been the same for many iterations.
                // (The first search of a game, with no previous score, gets the most: Stockfish's previousScore starts infinite.)
                double fallingEval = previousScore == NO_SCORE ? 1.5 : Math.max(0.5, Math.min(1.5,
                        (parameters.fallingEvalBase + parameters.fallingEvalWeight * (previousScore - best)
                                + parameters.fallingEvalWeight * (iterValue[iterIdx] - best)) / (double) parameters.fallingEvalDivisor));
                timeReduction = lastBestMoveDepth + parameters.stableDepths < depth ? STABLE_REDUCTION : UNSTABLE_REDUCTION;
                double reduction = (1.41 + previousTimeReduction) / (2.27 * timeReduction);
                for (SearchThread t : threads) {
                    bestMoveChanges += t.bestMoveChanges;
                    t.bestMoveChanges = 0;
                }
                double instability = 1 + bestMoveChanges / threads.length;
                stop = main.root.size == 1 || time.used(totalNodes()) > time.softMs() * fallingEval * reduction * instability;
            }
        }
        iterValue[iterIdx] = best;
        iterIdx = (iterIdx + 1) & 3;
        return stop;
    }

    /**
     * The main thread's only line failed high or low at its aspiration window and is searched
     * again: after the first seconds of a search, say so (Stockfish reports such lines after 3 s,
     * so that a GUI sees a long re-search coming without a flood of lines in fast games).
     */
    void aspirationFailed(SearchThread main, int depth, int bound) {
        if ((System.nanoTime() - startNs) / 1_000_000 >= SearchParameters.BOUND_REPORT_AFTER_MS) report(main, depth, 0, bound);
    }

    /** Reports line {@code k} of the main thread's root through the reused {@link SearchReport}. */
    private void report(SearchThread main, int depth, int k, int bound) {
        RootTurns r = main.root;
        SearchReport out = report;
        out.depth = depth;
        out.selectiveDepth = Math.max(depth, main.selDepth);
        out.multiPv = k + 1;
        out.score = r.score[k];
        out.bound = bound;
        out.nodes = totalNodes();
        out.timeMs = (System.nanoTime() - startNs) / 1_000_000;
        out.hashPermill = tt.hashfull();
        out.pvLength = Math.min(r.pvLength[k], out.pv.length);
        System.arraycopy(r.pv[k], 0, out.pv, 0, out.pvLength);
        listener.iteration(out);
    }
}
