package castellan.search;

import castellan.eval.Score;

/**
 * One line of a search's progress, as numbers, handed to {@link SearchListener#iteration}: the
 * search fills this one object again for every report, so reporting allocates nothing
 * (Stockfish's {@code InfoFull}, Serendipity's {@code SearchReport}). Valid only during the call:
 * a listener that keeps anything copies it.
 *
 * <p>Scores are in {@link Score} units from the side to move's point of view.
 */
public final class SearchReport {
    /** {@link #bound}: the score is exact. */
    public static final int EXACT = 0;
    /** {@link #bound}: the score is a lower bound (the iteration failed high at its aspiration window). */
    public static final int LOWER_BOUND = 1;
    /** {@link #bound}: the score is an upper bound (the iteration failed low). */
    public static final int UPPER_BOUND = 2;

    /** The iteration's depth in plies, and the deepest ply reached (at least the depth). */
    public int depth, selectiveDepth;
    /** The line, 1 = best (UCI MultiPV). */
    public int multiPv;
    /** The line's score, and its {@link #bound}. */
    public int score, bound;
    /** Nodes searched by all threads so far, and milliseconds since the search's clock started. */
    public long nodes, timeMs;
    /** Permill of the transposition table written by this search (UCI {@code hashfull}). */
    public int hashPermill;
    /** The principal variation: {@link #pvLength} whole turns ({@link castellan.move.Turn} packed). */
    public final long[] pv = new long[Score.MAX_PLY + 1];
    public int pvLength;

    /** The principal variation's turns copied out (for a listener that keeps them; allocates). */
    public long[] pvTurns() { return java.util.Arrays.copyOf(pv, pvLength); }
}
