package castellan.search;

/**
 * What a search reports, as numbers: the caller (a protocol adapter, the command line, the
 * match runner) formats them. Called on the search thread; implementations return quickly.
 */
public interface SearchListener {
    /**
     * A finished iteration of one line, or (with a {@link SearchReport#bound}) an iteration that
     * failed high or low at its aspiration window and is searched again. The report object is
     * reused: valid only during the call.
     */
    void iteration(SearchReport report);

    /** The search has ended: its best turn and the reply it expects, {@code 0} when none. */
    void bestMove(long turn, long ponderTurn);

    /** A listener that ignores everything. */
    SearchListener NONE = new SearchListener() {
        @Override public void iteration(SearchReport report) {}
        @Override public void bestMove(long turn, long ponderTurn) {}
    };
}
