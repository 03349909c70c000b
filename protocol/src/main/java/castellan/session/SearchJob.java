package castellan.session;

import castellan.move.TurnList;
import castellan.movegen.Turns;
import castellan.position.Position;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import java.util.concurrent.CountDownLatch;

/**
 * One call of {@link Search#think} on the search thread: its root (a copy, so the session may
 * change its game meanwhile), limits and listener. If the search fails, the listener still gets
 * a legal move (the first root turn), so a GUI never waits for a move that does not come.
 */
public final class SearchJob implements Runnable {
    private final Search search;
    private final Position root;
    private final Limits limits;
    private final SearchListener listener;
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile boolean answered;
    /** The search's id, reserved on the requesting thread ({@link Search#request}). */
    private final long id;

    SearchJob(Search search, Position root, Limits limits, SearchListener listener) {
        this.search = search;
        this.root = root;
        this.limits = limits;
        this.listener = listener;
        this.id = search.request();
    }

    /** The position searched (the session's copy). */
    public Position root() { return root; }

    public Limits limits() { return limits; }

    @Override public void run() {
        try {
            search.think(id, root, limits, new SearchListener() {
                @Override public void iteration(SearchReport report) {
                    listener.iteration(report);
                }

                @Override public void bestMove(long turn, long ponderTurn) {
                    answered = true;
                    listener.bestMove(turn, ponderTurn);
                }
            });
        } catch (RuntimeException | Error e) { // OutOfMemoryError, StackOverflowError ...: the move below still comes
            System.err.println("castellan: search failed: " + e);
        } finally {
            try {
                if (!answered) listener.bestMove(fallback(), 0);
            } finally {
                done.countDown();
            }
        }
    }

    private long fallback() {
        TurnList turns = new TurnList();
        Turns.legal(root, search.rules().newGenerator(), turns);
        for (int i = 0; i < turns.size(); i++)
            if (limits.searchTurns == null || limits.searchTurns.length == 0 || contains(limits.searchTurns, turns.get(i)))
                return turns.get(i);
        return turns.size() > 0 ? turns.get(0) : 0;
    }

    private static boolean contains(long[] turns, long t) {
        for (long x : turns) if (x == t) return true;
        return false;
    }

    public boolean isDone() { return done.getCount() == 0; }

    /** Stops the search and waits until it has returned (its best move reported). */
    public void stopAndWait() {
        requestStop();
        await();
    }

    /**
     * Asks the search to stop; returns at once. The search's id was reserved when this job was
     * made, so the request reaches it even if its thread has not started yet, and never reaches
     * a later search.
     */
    public void requestStop() {
        search.stop(id);
    }

    /** The pondering search may now obey its clock, which started at {@code atNs}, with these readings (null: those it has). */
    public void requestPonderHit(Limits clock, long atNs) {
        search.ponderHit(id, clock, atNs);
    }

    /** Waits until the search has returned by itself. */
    public void await() {
        try {
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
