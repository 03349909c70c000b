package castellan.session;

import castellan.search.Limits;

/**
 * Clock handling shared by both protocols: what the GUI says about the time is turned into
 * {@link Limits} the same way, with the move overhead (the time between the search's decision
 * and the GUI stopping our clock: the pipe, the GUI, a garbage-collection pause) kept back.
 */
public final class Clock {
    private Clock() {}

    /** A clock reading from the GUI: negative readings (a GUI whose clock ran over) count as no time left. */
    public static long reading(long ms) {
        return Math.max(0, ms);
    }

    /**
     * Keeps {@code overheadMs} off every clock and off a fixed move time, so the search's own
     * time management need not know it. A fixed time keeps at least 1 ms, so it stays a limit.
     */
    public static void reserveOverhead(Limits limits, int overheadMs) {
        for (int side = 0; side < 2; side++)
            if (limits.timeMs[side] >= 0) limits.timeMs[side] = Math.max(0, limits.timeMs[side] - overheadMs);
        if (limits.moveTimeMs > 0) limits.moveTimeMs = Math.max(1, limits.moveTimeMs - overheadMs);
    }
}
