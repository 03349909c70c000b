package castellan.match;

/**
 * The runner's chess clock for both sides, each with its own {@link TimeControl}. An engine is
 * charged the wall time from the moment the request to move was sent until its move arrived; it
 * loses when that exceeds its time left plus the documented margin ({@code --time-margin},
 * default 0). After each move in time the increment is added, and with {@code moves/base} a new
 * period's base when one ends.
 *
 * <p>A side whose clock is counted in nodes ({@link TimeControl#countsNodes}, UCI
 * {@code nodestime N}) is kept the way Stockfish's {@code npmsec} keeps it inside the engine: it
 * starts with {@code N * base} nodes, each move costs the nodes the engine reported for it (its
 * last {@code info ... nodes}; the wall time times N when it reported none), and each move adds
 * {@code N * increment}. Its readings are that account divided by N, in milliseconds: what the
 * engine turns back into nodes. Such a side never loses on time: the engine keeps its own budget
 * (Stockfish decides from its own account after the first move, and checks it only every 1024
 * nodes, so at a few nodes a millisecond it overspends as a matter of course), and an overdraft
 * carries over to the next moves as in the engine, never below a reading of 0. Wall time does not
 * count either (only a hang does), so such a game gives the same result whatever else the
 * machine runs.
 */
public final class Clock {
    private final TimeControl[] tc;
    /** Time left per side: milliseconds, or nodes for a clock counted in nodes. */
    private final long[] left = new long[2];
    private final int[] moves = new int[2];

    public Clock(TimeControl white, TimeControl black) {
        tc = new TimeControl[] {white, black};
        for (int side = 0; side < 2; side++) left[side] = units(side, tc[side].baseMs());
    }

    /** The clocks of a game: each side's own control. */
    public Clock(GameSetup setup) {
        this(setup.tc(0), setup.tc(1));
    }

    /** The same control for both sides. */
    public Clock(TimeControl both) {
        this(both, both);
    }

    /** A side's control (0 White, 1 Black). */
    public TimeControl tc(int side) { return tc[side]; }

    /** Milliseconds left for a side (a node clock in milliseconds at its rate, at least 0); 0 without a clock. */
    public long left(int side) {
        return tc[side].countsNodes() ? Math.max(0, left[side] / tc[side].nodesPerMs()) : left[side];
    }

    /** Nodes left for a side whose clock is counted in nodes (negative after an overdraft). */
    public long nodesLeft(int side) { return left[side]; }

    /** The increment of a side's clock in milliseconds. */
    public long incrementMs(int side) { return tc[side].incrementMs(); }

    /** Moves a side still has to make in its period, 0 when the period is the whole game. */
    public int movesToGo(int side) {
        int m = tc[side].movesPerPeriod();
        return m == 0 ? 0 : m - moves[side] % m;
    }

    /**
     * Charges a move (thinking time {@code nanos}, the engine's reported {@code nodes}, -1 when
     * none); false (the clock then shows the overdraft) when the side overstepped its time by more
     * than {@code marginMs}, which a clock counted in nodes never does.
     */
    public boolean charge(int side, long nanos, long nodes, long marginMs) {
        TimeControl c = tc[side];
        long used = c.countsNodes() && nodes >= 0 ? nodes : units(side, nanos / 1_000_000);
        left[side] -= used;
        if (!c.countsNodes()) {
            if (left[side] < -marginMs) return false;
            left[side] = Math.max(0, left[side]);
        }
        moves[side]++;
        left[side] += units(side, c.incrementMs());
        if (c.movesPerPeriod() > 0 && moves[side] % c.movesPerPeriod() == 0) left[side] += units(side, c.baseMs());
        return true;
    }

    /** Milliseconds in the side's clock units: as they are, or in nodes. */
    private long units(int side, long ms) {
        return tc[side].countsNodes() ? ms * tc[side].nodesPerMs() : ms;
    }
}
