package castellan.search;

import castellan.position.Position;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The helper threads of a lazy SMP search: one Java thread per helper {@link SearchThread},
 * started once and parked between searches, woken for each search and waited for at its end
 * (Stockfish's {@code idle_loop}). Starting threads for every search cost too much: with 256
 * threads on this 2-core machine, starting them took 225-907 ms of a 100 ms search, while the
 * ones started first already competed for the cores.
 *
 * <p>Used by the search's main thread only, except for the helpers' own loop.
 */
final class Helpers {
    /** The helpers' stacks: the search recurses once per ply (the same as the session's search thread). */
    static final long STACK_BYTES = 16 << 20;

    private final SearchThread[] searchers;
    private final Thread[] threads;
    /**
     * With more helpers than cores besides the main thread's (at least one), the cores they take
     * turns on; null when every helper has one.
     */
    private final Cores cores;
    /** Helpers still searching the current search; the last one to finish wakes {@link #waiter}. */
    private final AtomicInteger busy = new AtomicInteger();
    /** Bumped for each search: a helper searches when it sees a number it has not searched yet. */
    private volatile int generation;
    private volatile boolean retired;
    private volatile Thread waiter;
    // The current search, written before {@link #generation} is bumped and read after it is seen.
    private Position root;
    private long[] only;
    private int maxDepth;

    /** Starts a parked thread for each of these searchers. */
    Helpers(SearchThread[] searchers) {
        this.searchers = searchers.clone();
        this.threads = new Thread[searchers.length];
        for (int i = 0; i < searchers.length; i++) {
            SearchThread t = searchers[i];
            int slot = i;
            threads[i] = new Thread(null, () -> loop(t, slot), "castellan-search-" + t.id, STACK_BYTES);
            threads[i].setDaemon(true);
        }
        int free = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
        this.cores = searchers.length > free ? new Cores(free, threads) : null;
        try {
            for (Thread t : threads) t.start();
        } catch (OutOfMemoryError e) { // no more native threads: end those already started
            retire();
            throw e;
        }
    }

    int size() { return searchers.length; }

    /** Wakes every helper to search {@code root} (only read: each sets up its own copy) to at most {@code maxDepth}. */
    void start(Position root, long[] only, int maxDepth) {
        this.root = root;
        this.only = only;
        this.maxDepth = maxDepth;
        if (cores != null) cores.reset();
        waiter = Thread.currentThread();
        busy.set(searchers.length);
        generation++;
        for (Thread t : threads) LockSupport.unpark(t);
    }

    /**
     * Waits until every helper has left the current search (the caller has raised its stop). The
     * helpers still waiting for a core are let through at once: they see the stop and leave
     * without searching.
     */
    void await() {
        if (cores != null) cores.open();
        boolean interrupted = false;
        while (busy.get() > 0) {
            LockSupport.park(this);
            if (Thread.interrupted()) interrupted = true;
        }
        if (interrupted) Thread.currentThread().interrupt();
    }

    /**
     * Called by a searching helper every {@link Search#POLL_INTERVAL} of its nodes: with more
     * helpers than cores, it gives its core to the helper that has waited longest, if any, and
     * waits for its next turn. The search does not notice: each thread's tree is its own.
     */
    void takeTurns(SearchThread t) {
        if (cores != null) cores.pass(t.id - 1);
    }

    /**
     * Ends the helpers' threads (they are parked: no search is running) and waits until they have
     * ended, so that their memory is free when this returns: the memory guard counts on it when
     * the next setting asks for room (and a test measuring a thread's memory did not see it free
     * under load before).
     */
    void retire() {
        retired = true;
        for (Thread t : threads) LockSupport.unpark(t);
        boolean interrupted = false;
        for (Thread t : threads)
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        if (interrupted) Thread.currentThread().interrupt();
    }

    private void loop(SearchThread t, int slot) {
        int searched = 0; // the generation at construction: a search started before this line runs is not missed
        while (!retired) {
            int g = generation;
            if (g == searched) {
                LockSupport.park(this);
                continue;
            }
            searched = g;
            boolean onCore = false;
            try {
                if (cores != null) cores.take(slot);
                onCore = true;
                if (t.stopped()) t.sitOut();
                else if (t.setUp(root, only, 1)) t.iterate(maxDepth);
            } catch (Throwable e) { // the thread must live on: the next search counts on it
                System.err.println("castellan: search thread " + t.id + " failed: " + e);
            } finally {
                if (onCore && cores != null) cores.give();
                if (busy.decrementAndGet() == 0) LockSupport.unpark(waiter);
            }
        }
    }
}
