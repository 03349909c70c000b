package castellan.web;

import java.util.concurrent.Semaphore;

/**
 * How many searches may run at once, over every board the server holds: one per core. Each
 * search runs one thread; a board whose turn to search comes when every core is busy waits for
 * one (its page says so) instead of slowing every other board down.
 */
final class SearchSlots {
    private final Semaphore free;
    private final int total;

    SearchSlots(int total) {
        this.total = total;
        this.free = new Semaphore(total);
    }

    /** A slot for the machine's cores. */
    static SearchSlots ofCores() { return new SearchSlots(Runtime.getRuntime().availableProcessors()); }

    boolean tryAcquire() { return free.tryAcquire(); }

    void release() { free.release(); }

    /** Searches running now. */
    int busy() { return total - free.availablePermits(); }

    int total() { return total; }
}
