package castellan.session;

import castellan.move.TurnList;
import castellan.movegen.Turns;
import castellan.position.Position;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
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
    private volatile boolean stopRequested, ponderHitRequested;
    private Thread nudger;

    SearchJob(Search search, Position root, Limits limits, SearchListener listener) {
        this.search = search;
        this.root = root;
        this.limits = limits;
        this.listener = listener;
    }

    /** The position searched (the session's copy). */
    public Position root() { return root; }

    public Limits limits() { return limits; }

    @Override public void run() {
        try {
            search.think(root, limits, new SearchListener() {
                @Override public void iteration(int depth, int selDepth, int multiPv, int score, int bound, long nodes,
                                                long timeMs, int hashPermill, long[] pv, int pvLength) {
                    listener.iteration(depth, selDepth, multiPv, score, bound, nodes, timeMs, hashPermill, pv, pvLength);
                }

                @Override public void bestMove(long turn, long ponderTurn) {
                    answered = true;
                    listener.bestMove(turn, ponderTurn);
                }
            });
        } catch (RuntimeException | StackOverflowError e) {
            System.err.println("castellan: search failed: " + e);
        } finally {
            try {
                if (!answered) listener.bestMove(fallback(), 0);
            } finally {
                synchronized (this) {
                    done.countDown();
                }
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

    /** Asks the search to stop; returns at once. */
    public void requestStop() {
        stopRequested = true;
        nudge();
    }

    /** The pondering search may now obey its clock; returns at once. */
    public void requestPonderHit() {
        ponderHitRequested = true;
        nudge();
    }

    /**
     * Delivers the requests to the search now and, until the job ends, again every few
     * milliseconds: {@link Search#think} clears its flags when it starts, so a request that
     * arrives just before would otherwise be lost. Never after the job has ended, so a stale
     * request cannot reach the next search.
     */
    private void nudge() {
        if (!deliver()) return;
        synchronized (this) {
            if (nudger != null) return;
            nudger = new Thread(() -> {
                try {
                    while (deliver()) Thread.sleep(5);
                } catch (InterruptedException e) {
                    // the job is ending anyway
                }
            }, "castellan-stop");
            nudger.setDaemon(true);
            nudger.start();
        }
    }

    private synchronized boolean deliver() {
        if (isDone()) return false;
        if (stopRequested) search.stop();
        if (ponderHitRequested) search.ponderHit();
        return true;
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
