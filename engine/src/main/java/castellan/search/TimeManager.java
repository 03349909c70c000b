package castellan.search;

/**
 * How long one search may think, from its {@link Limits}: an optimum (the search stops after an
 * iteration once it has used this much, scaled by how the search went: {@link Search}) and a
 * maximum (it stops at once, checked every {@link Search#POLL_INTERVAL} nodes and by the clock
 * thread), both counted from the moment our clock started: when the GUI's request arrived
 * ({@link Limits#startNs}), or the ponder hit.
 *
 * <p>With a clock, Stockfish 11's plan as Fairy-Stockfish 11.1 has it: for every hypothetical
 * number of moves to go up to the control (at most 50), the time left plus the increments to
 * come less the move overhead for each move is shared out by the importance of this move against
 * the moves after it, a skew-logistic curve of the game ply whose midpoint is the board's number
 * of squares (64.5 plies in chess, 80.5 on 10x8, 100.5 on 10x10: games on larger boards last
 * longer); the optimum takes this move's share, the maximum may take up to 7.3 times it but
 * leaves at least a third of the rest's (Stockfish's MaxRatio and StealRatio). Both are the least
 * over the hypotheses, plus a minimum thinking time. A fixed move time is used whole (less the
 * overhead).
 */
final class TimeManager {
    /** Plan at most this many moves ahead (Stockfish 11's MoveHorizon). */
    static final int MOVE_HORIZON = 50;
    /** The maximum may be this many times this move's share (Stockfish 11) ... */
    private static final double MAX_RATIO = 7.3;
    /** ... but never takes more than this much of the other moves' (Stockfish 11). */
    private static final double STEAL_RATIO = 0.34;
    /** Every timed search may think this long at least, in milliseconds (Stockfish 11's "Minimum Thinking Time"). */
    static final int MIN_THINKING_MS = 20;
    /** Stockfish 11's "Slow Mover": this move's importance, in percent. */
    private static final int SLOW_MOVER = 84;
    /** The maximum is kept this far from the end, in the clock's unit (Stockfish's check_time: 10 ms). */
    private static final int MAXIMUM_MARGIN = 10;

    private long originNs;
    /** The budgets, in milliseconds, or in nodes when {@link #countsNodes}. */
    private long softMs, hardMs;
    /** Nodes counting toward the clock start after this many (a ponder hit's), when it counts nodes. */
    private long nodeOrigin;
    private boolean timed, fixed;
    /** The clock counts nodes, this many per millisecond ({@code nodestime}); 0: it counts milliseconds. */
    private int nodesPerMs;

    /**
     * Sets the budgets for a search by {@code side} (0 White, 1 Black) whose clock started at
     * {@code originNs}, at game ply {@code gamePly} on a board of {@code squares} squares.
     */
    void start(Limits limits, int side, int overheadMs, long originNs, int gamePly, int squares) {
        this.originNs = originNs;
        nodesPerMs = 0;
        plan(limits.moveTimeMs, limits.timeMs[side], limits.incrementMs[side], limits.movesToGo, overheadMs, MIN_THINKING_MS, gamePly, squares);
    }

    /**
     * Sets the budgets in nodes instead of milliseconds (Stockfish's {@code npmsec}, the UCI option
     * {@code nodestime}): the clock is {@code availableNodes}, what this side has left of its
     * node allowance for the game, and the increment and a fixed move time count
     * {@code nodesPerMs} nodes a millisecond. Whatever else runs on the machine, the same search
     * then makes the same decisions. No move overhead: nothing outside the search is counted.
     */
    void startCountingNodes(Limits limits, int side, int nodesPerMs, long availableNodes, long nodesSoFar, int gamePly, int squares) {
        this.nodesPerMs = nodesPerMs;
        this.nodeOrigin = nodesSoFar;
        long left = limits.timeMs[side] >= 0 ? Math.max(0, availableNodes) : -1;
        plan(limits.moveTimeMs * nodesPerMs, left, limits.incrementMs[side] * nodesPerMs, limits.movesToGo, 0,
                MIN_THINKING_MS * nodesPerMs, gamePly, squares);
    }

    /** The budgets, in the clock's unit (milliseconds or nodes): see the class comment. */
    private void plan(long moveTime, long left, long increment, int movesToGo, int overhead, long minThinking, int gamePly, int squares) {
        timed = false;
        fixed = false;
        softMs = hardMs = Long.MAX_VALUE;
        if (moveTime > 0) {
            hardMs = softMs = usable(moveTime, overhead);
            timed = fixed = true;
        }
        if (left >= 0) {
            long inc = Math.max(0, increment);
            long optimum = Math.max(left, minThinking), maximum = optimum;
            int maxMovesToGo = movesToGo > 0 ? Math.min(movesToGo, MOVE_HORIZON) : MOVE_HORIZON;
            for (int mtg = 1; mtg <= maxMovesToGo; mtg++) {
                long myTime = Math.max(0, left + inc * (mtg - 1) - (long) overhead * (2 + Math.min(mtg, 40)));
                optimum = Math.min(optimum, minThinking + share(myTime, mtg, gamePly, squares, 1.0, 0.0));
                maximum = Math.min(maximum, minThinking + share(myTime, mtg, gamePly, squares, MAX_RATIO, STEAL_RATIO));
            }
            // Never more than the clock less the overhead, whatever the minimum thinking time says.
            long cap = Math.max(1, usable(left, overhead) - MAXIMUM_MARGIN);
            softMs = Math.min(softMs, Math.max(1, Math.min(optimum, cap)));
            hardMs = Math.min(hardMs, Math.max(1, Math.min(maximum - MAXIMUM_MARGIN, cap)));
            softMs = Math.min(softMs, hardMs);
            timed = true;
            fixed = false;
        }
    }

    /** Stockfish 11's {@code remaining}: this move's share of {@code myTime} with {@code movesToGo} moves to share it. */
    private static long share(long myTime, int movesToGo, int gamePly, int squares, double maxRatio, double stealRatio) {
        double importance = importance(gamePly, squares) * SLOW_MOVER / 100.0, others = 0;
        for (int i = 1; i < movesToGo; i++) others += importance(gamePly + 2 * i, squares);
        double ratio1 = maxRatio * importance / (maxRatio * importance + others);
        double ratio2 = (importance + stealRatio * others) / (importance + others);
        return (long) (myTime * Math.min(ratio1, ratio2));
    }

    /**
     * How much a move at this game ply matters: Stockfish's skew-logistic fit of how many games
     * are still undecided after so many plies, its midpoint at the board's number of squares
     * (Fairy-Stockfish's scaling: 64.5 plies for chess, as Stockfish).
     */
    static double importance(int gamePly, int squares) {
        return Math.pow(1 + Math.exp((gamePly - (squares + 0.5)) / 6.85), -0.171) + Double.MIN_VALUE;
    }

    /** Does the clock count nodes ({@link #startCountingNodes})? */
    boolean countsNodes() { return nodesPerMs > 0; }

    /** Is this a fixed time for the move (no clock)? */
    boolean fixed() { return fixed; }

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

    /** What the clock shows used, in its unit, with {@code nodes} searched so far. */
    long used(long nodes) { return elapsed(nodes); }

    /** With a fixed move time, should the search not begin another iteration? Only at its end. */
    boolean pastFixed(long nodes) { return fixed && elapsed(nodes) >= softMs; }

    /** When the hard limit is reached ({@link System#nanoTime}); meaningful only when {@link #timed} and not counting nodes. */
    long hardDeadlineNs() { return originNs + hardMs * 1_000_000; }

    long softMs() { return softMs; }
    long hardMs() { return hardMs; }
}
