package castellan.session;

import castellan.game.Game;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A search of a variant's start position in the background, while the GUI is still handshaking,
 * so that the JIT has compiled the search before the first real one (issue 18, "warm from the
 * first move"). It has a Search of its own (one thread, a 1 MB table): nothing it learns reaches
 * the game's search, whose results it cannot change. It is stopped the moment a real search
 * starts, and a failure (no memory for it, say) only means no warm-up.
 */
final class WarmUp {
    /** The search's stacks: as deep as the session's search thread's. */
    private static final long STACK_BYTES = 16 << 20;

    final Ruleset rules;
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile Search search;
    private volatile boolean stopped;

    /** Starts a warm-up of {@code rules}' variant for at most {@code ms} milliseconds. */
    WarmUp(Ruleset rules, long ms) {
        this.rules = rules;
        Thread t = new Thread(null, () -> run(ms), "castellan-warm-up", STACK_BYTES);
        t.setDaemon(true);
        t.start();
    }

    private void run(long ms) {
        try {
            Position root = new Game(rules).position().copy();
            Search s = new Search(rules, 1);
            long id = s.request(); // before it is published: a stop() that finds it reaches this search
            search = s;
            if (!stopped) s.think(id, root, Limits.moveTime(Math.max(1, ms)), SearchListener.NONE);
        } catch (RuntimeException | Error e) {
            // no warm-up: the real search reports its own failures
        } finally {
            search = null; // its memory goes back
            done.countDown();
        }
    }

    /** Ends the warm-up at once (its thread leaves within milliseconds); returns at once. */
    void stop() {
        stopped = true;
        Search s = search;
        if (s != null) s.stop();
    }

    /** Waits until it has ended, at most {@code ms} milliseconds; true if it has. */
    boolean await(long ms) {
        try {
            return done.await(Math.max(0, ms), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    boolean running() { return done.getCount() > 0; }
}
