package castellan.session;

import castellan.game.Game;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;

/**
 * The search's warm-up after the protocol handshake: a search of the variant's start position on
 * a background thread, so that the JIT has compiled the search before the first real one (issue
 * 18, "warm from the first move"; the figures are in docs/benchmarks.md, "A fresh process's first
 * search"). It has a Search of its own (one thread, a 1 MB table), so nothing it learns reaches
 * the game's search: no move or node count of a real search depends on it.
 *
 * <p>A warm-up has a fixed time, counted from its making. The session {@link #pause pauses} it
 * (stops it and waits for its thread) whenever it needs the engine: for a setting that asks the
 * heap for room or a variant switch, after which it {@link #start starts} it again on the variant
 * then played for what is left of the time (a UCI GUI sends its options between {@code uciok} and
 * {@code isready}); for the first real search, after which it is {@link #end over}. A failure (no
 * memory for its Search, say) only means no warm-up.
 *
 * <p>Not thread-safe: the session's thread calls it; only its own thread runs the search.
 */
final class WarmUp {
    /** The search's stacks: as deep as the session's search thread's. */
    private static final long STACK_BYTES = 16 << 20;
    /**
     * How long {@link #pause} waits for the thread at most. A stopped search leaves within
     * milliseconds, but building the Search first (a 19 MB thread, the variant's tables) cannot
     * be interrupted: beyond this the session goes on, and the thread ends by itself.
     */
    static final long JOIN_MS = 1_000;

    private final long endsNs;
    private Thread thread;
    private boolean over;
    /** The warm-up's search once it is made, for {@link #pause} to stop it. */
    private volatile Search search;
    private volatile boolean stopped;

    /** A warm-up of at most {@code ms} milliseconds from now; {@link #start} starts it. */
    WarmUp(long ms) {
        endsNs = System.nanoTime() + ms * 1_000_000;
    }

    private long msLeft() { return (endsNs - System.nanoTime()) / 1_000_000; }

    /** Warms the search of {@code rules}' variant up for what is left of the time: none left, or {@link #end over}, nothing. */
    void start(Ruleset rules) {
        long ms = msLeft();
        if (over || ms <= 0 || running()) return;
        stopped = false;
        thread = new Thread(null, () -> run(rules, ms), "castellan-warm-up", STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
    }

    private void run(Ruleset rules, long ms) {
        try {
            Position root = new Game(rules).position().copy();
            Search s = new Search(rules, 1);
            long id = s.request(); // before it is published: a stop that finds it reaches this search
            search = s;
            if (!stopped) s.think(id, root, Limits.moveTime(ms), SearchListener.NONE);
        } catch (RuntimeException | Error e) {
            // no warm-up: a real search reports its own failures
        } finally {
            search = null; // its memory goes back
        }
    }

    /** Is its thread searching (or making its search)? */
    boolean running() { return thread != null && thread.isAlive(); }

    /** Stops it and waits for its thread (at most {@link #JOIN_MS}); true if it was running (to {@link #start} again after). */
    boolean pause() {
        if (!running()) return false;
        stopped = true;
        Search s = search;
        if (s != null) s.stop();
        join(JOIN_MS);
        return true;
    }

    /** Stops it for good: the first real search has come. */
    void end() {
        pause();
        over = true;
    }

    /**
     * Waits until it has ended by its time ({@code isready}), at most {@link #JOIN_MS} beyond it:
     * the search stops at its time, but on a loaded machine its thread may need a few hundred
     * milliseconds more to leave (the in-process test saw it still running 50 ms after).
     */
    void awaitTime() {
        if (running()) join(Math.max(0, msLeft()) + JOIN_MS);
    }

    private void join(long ms) {
        try {
            thread.join(Math.max(1, ms));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
