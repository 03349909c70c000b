package castellan.session;

import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.search.BenchPositions;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.variants.Variants;
import java.util.function.Consumer;

/**
 * The bench: every {@link BenchPositions} position searched to a fixed depth with one thread
 * and a fresh 16 MB table. The total node count depends on nothing but the search and the
 * evaluation: it is their signature ({@code castellan bench}, and a test that pins it).
 */
public final class Bench {
    private Bench() {}

    /** The default depth: the whole bench takes some seconds on a quiet machine. */
    public static final int DEFAULT_DEPTH = 10;
    static final int HASH_MB = 16;

    /** One position's search: its variant, FEN (null for the start), nodes, time and best turn (as text). */
    public record Result(String variant, String fen, long nodes, long nanos, String best) {}

    /** Searches every position to {@code depth} with one thread, reporting each; returns the total nodes (the signature). */
    public static long run(int depth, Consumer<Result> each) {
        return run(depth, 1, each);
    }

    /**
     * Searches every position to {@code depth} with {@code threads} threads (lazy SMP: then the
     * node count varies from run to run, and the times are times to depth), reporting each;
     * returns the total nodes.
     */
    public static long run(int depth, int threads, Consumer<Result> each) {
        long total = 0;
        for (BenchPositions.Entry e : BenchPositions.ALL) {
            Ruleset r = Variants.get(e.variant());
            Game g = e.fen() == null ? new Game(r) : new Game(r, e.fen());
            Search s = new Search(r, HASH_MB);
            s.setMoveOverheadMs(0);
            s.setThreads(threads);
            long t0 = System.nanoTime();
            long best = s.think(g.position(), Limits.depth(depth), SearchListener.NONE);
            long nanos = System.nanoTime() - t0;
            total += s.nodes();
            each.accept(new Result(e.variant(), e.fen(), s.nodes(), nanos, best == 0 ? "(none)" : g.format(best)));
        }
        return total;
    }
}
