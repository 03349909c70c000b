package castellan.search;

/**
 * What bounds one search: depth, nodes, a fixed time, or the clock (time left and increment per
 * side, moves to the next time control), and whether it runs until stopped (infinite, ponder).
 * Plain mutable data, filled by a protocol adapter and read once when the search starts.
 */
public final class Limits {
    /** Depth in plies; 0 means no depth limit. */
    public int depth;
    /** Nodes; 0 means no node limit. */
    public long nodes;
    /** Fixed time for this move in milliseconds; 0 means none. */
    public long moveTimeMs;
    /** Time left on each side's clock in milliseconds ([0] White, [1] Black); negative when no clock. */
    public final long[] timeMs = {-1, -1};
    /** Increment per move in milliseconds, per side. */
    public final long[] incrementMs = {0, 0};
    /** Moves until the next time control; 0 when the whole game (sudden death) is left. */
    public int movesToGo;
    /** Search until stopped, whatever else is set. */
    public boolean infinite;
    /** Pondering: search until stopped or until {@link Search#ponderHit} turns the clock limits on. */
    public boolean ponder;
    /** Search for a mate in this many moves; 0 for none. */
    public int mate;
    /**
     * When our clock started for this move ({@link System#nanoTime}): the moment the GUI's request
     * was read, so that what happens before the search starts (a search to stop, a thread to start)
     * is counted. 0: when the search starts.
     */
    public long startNs;
    /** Only these root turns ({@link castellan.move.Turn} packed); null or empty for all. */
    public long[] searchTurns;

    public static Limits depth(int plies) {
        Limits l = new Limits();
        l.depth = plies;
        return l;
    }

    public static Limits moveTime(long ms) {
        Limits l = new Limits();
        l.moveTimeMs = ms;
        return l;
    }

    public static Limits nodes(long n) {
        Limits l = new Limits();
        l.nodes = n;
        return l;
    }

    /** Is there any clock or fixed time that ends the search by itself? */
    public boolean timed() {
        return moveTimeMs > 0 || timeMs[0] >= 0 || timeMs[1] >= 0;
    }
}
