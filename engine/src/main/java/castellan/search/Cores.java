package castellan.search;

import java.util.Arrays;
import java.util.concurrent.locks.LockSupport;

/**
 * The cores the helper threads take turns on when there are more helpers than cores: a helper
 * searches while it holds one, and every {@link Search#POLL_INTERVAL} of its nodes hands it to
 * the helper that has waited longest, first come, first served. So only as many helpers as there
 * are cores are runnable at once, whatever the {@code Threads} setting: runnable threads beyond
 * the cores gain the search nothing and cost every other thread of the engine its turn (the
 * clock, the input, the main search thread, the garbage collector's safepoints). At
 * {@code cc2f071}, with 256 threads on this 2-core machine, a {@code stop} waited 0.7-2.2 s
 * for the input thread to be scheduled.
 *
 * <p>Nothing here allocates: {@link java.util.concurrent.Semaphore} makes a queue node each time
 * a thread waits, and with 255 helpers waiting in every search, each node took a fresh
 * allocation buffer of the young heap; enough of those start a collection, which must then wait
 * for every thread to reach a safepoint (300 ms measured, under load).
 *
 * <p>Helpers are named by their slot, 0 to the number of helpers less one.
 */
final class Cores {
    private final int cores;
    private final Thread[] threads;
    /** The slots waiting for a core, oldest first: a ring from {@link #head}, {@link #count} long. */
    private final int[] queue;
    private final boolean[] waiting;
    private int head, count, free;
    /** The search has ended: nobody waits any more, every helper goes on (it sees the stop and leaves). */
    private boolean open;

    /** Turns on {@code cores} cores for these helper threads (by slot). */
    Cores(int cores, Thread[] threads) {
        this.cores = cores;
        this.threads = threads;
        this.queue = new int[threads.length];
        this.waiting = new boolean[threads.length];
    }

    /** A new search: every core free, nobody waiting (the last search's helpers have all left it). */
    synchronized void reset() {
        free = cores;
        open = false;
        head = count = 0;
        Arrays.fill(waiting, false);
    }

    /** Waits for a core, if none is free. */
    void take(int slot) {
        synchronized (this) {
            if (open) return;
            if (free > 0) {
                free--;
                return;
            }
            enqueue(slot);
        }
        await(slot);
    }

    /** Gives the core to the helper that has waited longest, if any, and waits for the next turn. */
    void pass(int slot) {
        synchronized (this) {
            if (open || count == 0) return;
            grantFirst();
            enqueue(slot);
        }
        await(slot);
    }

    /** Gives the core back (a helper that has left the search). */
    synchronized void give() {
        if (open) return;
        if (count > 0) grantFirst();
        else free++;
    }

    /** The search has ended: every waiting helper goes on at once, and so will any that comes. */
    synchronized void open() {
        open = true;
        while (count > 0) grantFirst();
    }

    private void enqueue(int slot) {
        queue[(head + count++) % queue.length] = slot;
        waiting[slot] = true;
    }

    private void grantFirst() {
        int slot = queue[head];
        head = (head + 1) % queue.length;
        count--;
        waiting[slot] = false;
        LockSupport.unpark(threads[slot]);
    }

    private void await(int slot) {
        while (true) {
            synchronized (this) {
                if (!waiting[slot]) return;
            }
            LockSupport.park(this);
        }
    }
}
