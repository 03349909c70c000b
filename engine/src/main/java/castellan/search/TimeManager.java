package castellan.search;

/**
 * How long one search may think, from its {@link Limits}: a soft budget (do not start another
 * iteration once most of it is used) and a hard one (stop at once, checked every
 * {@link Search#POLL_INTERVAL} nodes), both in milliseconds from the moment our clock started:
 * when the GUI's request arrived ({@link Limits#startNs}), or the ponder hit (while pondering
 * the opponent's clock runs, not ours).
 *
 * <p>With a clock, what this move may use is the time left less the move overhead (when even
 * that is not there, a third of the time left: an emergency, move almost at once); the soft
 * budget is that spread over the moves to the time control (35 when the whole game is left) plus
 * most of the increment, and never more than a quarter of it (two thirds on the last move before
 * the control); the hard limit is five soft budgets but never more than half of it (nine tenths
 * on the last move before the control), so one search can neither overstep the clock nor leave
 * the next moves without time. A fixed move time is used whole (less the overhead).
 */
final class TimeManager {
    /** Sudden death: plan as if this many moves remained. */
    static final int MOVES_HORIZON = 35;
    /** Moves to the control are counted up to this many. */
    private static final int MAX_MOVES_TO_GO = 50;

    private long originNs;
    /** The budgets, in milliseconds, or in nodes when {@link #countsNodes}. */
    private long softMs, hardMs;
    /** Nodes counting toward the clock start after this many (a ponder hit's), when it counts nodes. */
    private long nodeOrigin;
    private boolean timed, fixed;
    /** The clock counts nodes, this many per millisecond ({@code nodestime}); 0: it counts milliseconds. */
    private int nodesPerMs;

    /** Sets the budgets for a search by {@code side} (0 White, 1 Black) whose clock started at {@code originNs}. */
    void start(Limits limits, int side, int overheadMs, long originNs) {
        this.originNs = originNs;
        nodesPerMs = 0;
        plan(limits.moveTimeMs, limits.timeMs[side], limits.incrementMs[side], limits.movesToGo, overheadMs);
    }

    /**
     * Sets the budgets in nodes instead of milliseconds (Stockfish's {@code npmsec}, the UCI option
     * {@code nodestime}): the clock is {@code availableNodes}, what this side has left of its
     * node allowance for the game, and the increment and a fixed move time count
     * {@code nodesPerMs} nodes a millisecond. Whatever else runs on the machine, the same search
     * then makes the same decisions. No move overhead: nothing outside the search is counted.
     */
    void startCountingNodes(Limits limits, int side, int nodesPerMs, long availableNodes, long nodesSoFar) {
        this.nodesPerMs = nodesPerMs;
        this.nodeOrigin = nodesSoFar;
        long left = limits.timeMs[side] >= 0 ? Math.max(0, availableNodes) : -1;
        plan(limits.moveTimeMs * nodesPerMs, left, limits.incrementMs[side] * nodesPerMs, limits.movesToGo, 0);
    }

    /** The budgets, in the clock's unit (milliseconds or nodes): see the class comment. */
    private void plan(long moveTime, long left, long increment, int movesToGo, int overhead) {
        timed = false;
        fixed = false;
        softMs = hardMs = Long.MAX_VALUE;
        if (moveTime > 0) {
            hardMs = softMs = usable(moveTime, overhead);
            timed = fixed = true;
        }
        if (left >= 0) {
            long inc = Math.max(0, increment);
            long available = usable(left, overhead);
            int moves = movesToGo > 0 ? Math.min(movesToGo, MAX_MOVES_TO_GO) : MOVES_HORIZON;
            boolean last = moves == 1;
            long soft = Math.min(available / moves + inc * 3 / 4, last ? available * 2 / 3 : available / 4);
            long hard = Math.min(5 * soft, last ? available * 9 / 10 : available / 2);
            softMs = Math.min(softMs, Math.max(1, soft));
            hardMs = Math.min(hardMs, Math.max(1, hard));
            softMs = Math.min(softMs, hardMs);
            timed = true;
            fixed = false;
        }
    }

    /** Does the clock count nodes ({@link #startCountingNodes})? */
    boolean countsNodes() { return nodesPerMs > 0; }

    /**
     * What a move may use of {@code ms} on the clock: all but the overhead, or where even the
     * overhead is hardly there a third (continuous at one and a half overheads); at least 1.
     */
    static long usable(long ms, int overheadMs) {
        long u = 2 * ms > 3L * overheadMs ? ms - overheadMs : ms / 3;
        return Math.max(1, u);
    }

    long elapsedMs() { return (System.nanoTime() - originNs) / 1_000_000; }

    /** What the clock shows used: milliseconds since the start, or {@code nodes} when it counts nodes. */
    private long elapsed(long nodes) { return nodesPerMs > 0 ? nodes - nodeOrigin : elapsedMs(); }

    /** Nodes counted by the clock of this search so far, when it counts nodes. */
    long nodesUsed(long nodes) { return nodes - nodeOrigin; }

    /** Is there any time limit at all? */
    boolean timed() { return timed; }

    /** Past the hard limit, with {@code nodes} searched so far: stop now. */
    boolean pastHard(long nodes) { return timed && elapsed(nodes) >= hardMs; }

    /**
     * Should the search not begin another iteration? With a clock, after 60% of the soft budget
     * (the next iteration would most likely not finish); with a fixed move time, only at its end.
     */
    boolean pastSoft(long nodes) {
        if (!timed) return false;
        long e = elapsed(nodes);
        return fixed ? e >= softMs : e * 10 >= softMs * 6;
    }

    /** When the hard limit is reached ({@link System#nanoTime}); meaningful only when {@link #timed} and not counting nodes. */
    long hardDeadlineNs() { return originNs + hardMs * 1_000_000; }

    long softMs() { return softMs; }
    long hardMs() { return hardMs; }
}
