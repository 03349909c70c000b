package castellan.search;

/**
 * How long one search may think, from its {@link Limits}: a soft budget (do not start another
 * iteration once most of it is used) and a hard one (stop at once), both in milliseconds from
 * the moment the clock started (the search's start, or the ponder hit: while pondering the
 * opponent's clock runs, not ours).
 *
 * <p>With a clock, the budget is the time left less the move overhead, spread over the moves to
 * the time control (35 when the whole game is left), plus most of the increment; the hard limit
 * is a few budgets but never more than a share of the time left, so the clock cannot run out
 * because of the search. A fixed move time is used whole (less the overhead).
 */
final class TimeManager {
    /** Sudden death: plan as if this many moves remained. */
    private static final int MOVES_HORIZON = 35;

    private long originNs;
    private long softMs, hardMs;
    private boolean timed, fixed;

    /** Sets the budgets for a search by {@code side} (0 White, 1 Black) starting now. */
    void start(Limits limits, int side, int overheadMs) {
        originNs = System.nanoTime();
        timed = false;
        fixed = false;
        softMs = hardMs = Long.MAX_VALUE;
        if (limits.moveTimeMs > 0) {
            long t = limits.moveTimeMs;
            hardMs = softMs = t > 2L * overheadMs ? t - overheadMs : Math.max(1, t / 2);
            timed = fixed = true;
        }
        long left = limits.timeMs[side];
        if (left >= 0) {
            long inc = Math.max(0, limits.incrementMs[side]);
            long available = left > 2L * overheadMs ? left - overheadMs : Math.max(1, left / 3);
            int moves = limits.movesToGo > 0 ? Math.min(limits.movesToGo, 50) : MOVES_HORIZON;
            long soft = available / moves + inc * 3 / 4;
            long cap = moves == 1 ? available * 9 / 10 : available / 2;
            soft = Math.min(soft, moves == 1 ? available * 2 / 3 : available / 4);
            long hard = Math.min(5 * soft, cap);
            softMs = Math.min(softMs, Math.max(1, soft));
            hardMs = Math.min(hardMs, Math.max(1, hard));
            timed = true;
            if (fixed) softMs = Math.min(softMs, hardMs);
            fixed = false;
        }
    }

    /** The clock starts again now (a ponder hit). */
    void restart() { originNs = System.nanoTime(); }

    long elapsedMs() { return (System.nanoTime() - originNs) / 1_000_000; }

    /** Is there any time limit at all? */
    boolean timed() { return timed; }

    /** Past the hard limit: stop now. */
    boolean pastHard() { return timed && elapsedMs() >= hardMs; }

    /**
     * Should the search not begin another iteration? With a clock, after 60% of the soft budget
     * (the next iteration would most likely not finish); with a fixed move time, only at its end.
     */
    boolean pastSoft() {
        if (!timed) return false;
        long e = elapsedMs();
        return fixed ? e >= softMs : e * 10 >= softMs * 6;
    }

    long softMs() { return softMs; }
    long hardMs() { return hardMs; }
}
