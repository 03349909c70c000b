package castellan.search;

/**
 * What a search reports, as numbers: the caller (a protocol adapter, the command line, the
 * match runner) formats them. Called on the search thread; implementations return quickly.
 * Scores are in {@link castellan.eval.Score} units from the side to move's point of view.
 */
public interface SearchListener {
    /** Bound of an iteration's score: exact, or a fail-high/fail-low at the aspiration window. */
    int EXACT = 0, LOWER_BOUND = 1, UPPER_BOUND = 2;

    /**
     * One finished (or, with a bound, interrupted) iteration of line {@code multiPv} (1 = best).
     * {@code pv} holds {@code pvLength} whole turns ({@link castellan.move.Turn} packed).
     */
    void iteration(int depth, int selectiveDepth, int multiPv, int score, int bound, long nodes, long timeMs,
                   int hashPermill, long[] pv, int pvLength);

    /** The search has ended: its best turn and the reply it expects, {@code 0} when none. */
    void bestMove(long turn, long ponderTurn);

    /** A listener that ignores everything. */
    SearchListener NONE = new SearchListener() {
        @Override public void iteration(int depth, int selectiveDepth, int multiPv, int score, int bound, long nodes,
                                        long timeMs, int hashPermill, long[] pv, int pvLength) {}
        @Override public void bestMove(long turn, long ponderTurn) {}
    };
}
