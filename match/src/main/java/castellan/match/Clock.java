package castellan.match;

/**
 * The runner's chess clock for both sides. An engine is charged the wall time from the moment
 * the request to move was sent until its move arrived; it loses when that exceeds its time left
 * plus the documented margin ({@code --time-margin}, default 0). After each move in time the
 * increment is added, and with {@code moves/base} a new period's base when one ends.
 */
public final class Clock {
    private final TimeControl tc;
    private final long[] left = new long[2];
    private final int[] moves = new int[2];

    public Clock(TimeControl tc) {
        this.tc = tc;
        left[0] = left[1] = tc.baseMs();
    }

    /** Milliseconds left for a side (0 White, 1 Black). */
    public long left(int side) { return left[side]; }

    /** Moves a side still has to make in its period, 0 when the period is the whole game. */
    public int movesToGo(int side) {
        return tc.movesPerPeriod() == 0 ? 0 : tc.movesPerPeriod() - moves[side] % tc.movesPerPeriod();
    }

    /**
     * Charges a move's thinking time; false (the clock then shows the overdraft) when the side
     * overstepped its time by more than {@code marginMs}.
     */
    public boolean charge(int side, long nanos, long marginMs) {
        long ms = nanos / 1_000_000;
        left[side] -= ms;
        if (left[side] < -marginMs) return false;
        left[side] = Math.max(0, left[side]);
        moves[side]++;
        left[side] += tc.incrementMs();
        if (tc.movesPerPeriod() > 0 && moves[side] % tc.movesPerPeriod() == 0) left[side] += tc.baseMs();
        return true;
    }
}
