package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import castellan.search.Search;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 21 §2: every time limit is kept at the most search threads the engine offers
 * ({@link Search#MAX_THREADS}), however few cores the machine has. The real engine in a child
 * JVM, as a GUI drives it: {@code Threads} at the maximum, then searches timed from writing
 * {@code go} to reading {@code bestmove}, the first of each kind with a cold JIT:
 *
 * <ul>
 *   <li>{@code go movetime 100}: at the median within 100 ms, the search's 70 and the move
 *       overhead's 30 for stopping, joining the helpers and the pipe; each within 250 ms, the
 *       bound of a {@code stop} (the same work). A fixed move time forfeits nothing, and a
 *       single search now and then takes longer: on 2026-11-25 at {@code 76346a1} one of 20 took
 *       182 ms in a clean-clone CI run on a quiet machine (the others 73-93 ms; three runs of the
 *       test alone after it: 72-78 ms), which the clock kinds below, which do forfeit, never did.
 *       The cold one took 310-353 ms in three CI runs on 2026-12-02: a young collection copying
 *       the helpers' 700 MB, which a full collection after the setting now prevents (docs/search.md,
 *       "Many threads on few cores"; {@code SessionTest});
 *   <li>{@code go wtime 1000 btime 1000} and {@code go wtime 200 btime 200}: within the clock
 *       (beyond it a GUI forfeits the game);
 *   <li>{@code stop} during {@code go infinite}: within 250 ms each, 50 ms at the median (the
 *       bounds of {@code StopLatencyTest}).
 * </ul>
 *
 * At {@code cc2f071} with 256 threads on this 2-core machine, {@code go movetime 100} answered
 * after 0.3 s cold and up to 0.15 s warm, {@code go wtime 1000} after 0.84 s cold, and a
 * {@code stop} after 0.7-2.2 s; at {@code ee9b300} 24.8 s and never.
 *
 * <p>A search whose process got less than half of the cores it could use (all of them: the main
 * thread and the helpers that take turns on the others) was starved by other work of higher
 * priority on a busy machine and says nothing about the engine: past its bound it is reported,
 * not judged, and when most searches were starved the test is skipped rather than passed. (With
 * 64 threads under a load of 9, one search got 61% of a core of the two, and took 196 ms.)
 */
class ManyThreadsTest {
    /**
     * The heap a child needs for the most threads: 24 MB a thread, above what the search's
     * memory guard counts for one (2.2 MB at {@code cc2f071}, 19.3 MB with continuation
     * histories), and a table of 1 MB. If a thread ever needs more, the engine refuses the
     * threads and this test says so.
     */
    private static final List<String> HEAP = List.of("-Xmx" + (256 + 24L * Search.MAX_THREADS) + "m");
    private static final int ROUNDS = 5;
    /** Half the cores the engine can use with this many threads: below it a search was starved. */
    private static final double ENOUGH_CPU = 0.5 * Math.min(Search.MAX_THREADS, Runtime.getRuntime().availableProcessors());

    /** One kind of search: the command (and {@code stop} after a pause), and its bound in milliseconds. */
    private record Kind(String name, String go, long stopAfterMs, long boundMs, long medianMs) {}

    private static final Kind[] KINDS = {
        new Kind("movetime 100", "go movetime 100", 0, 250, 100),
        new Kind("wtime 1000", "go wtime 1000 btime 1000", 0, 1000, 1000),
        new Kind("wtime 200", "go wtime 200 btime 200", 0, 200, 200),
        new Kind("stop", "go infinite", 200, 250, 50),
    };

    @Test void everyLimitIsKeptWithTheMostThreads() throws Exception {
        try (ChildEngine e = ChildEngine.start(HEAP, "uci")) {
            e.send("uci");
            e.await("uciok", 60);
            assertTrue(e.lines().contains("option name Threads type spin default 1 min 1 max " + Search.MAX_THREADS), e.all());
            e.send("setoption name Hash value 1");
            e.send("setoption name Threads value " + Search.MAX_THREADS);
            e.send("isready");
            e.await("readyok", 300);
            assertTrue(e.lines().stream().noneMatch(l -> l.startsWith("info string")), "the threads fit the child's heap: " + e.all());
            e.send("position startpos");

            List<String> over = new ArrayList<>();
            int starved = 0, samples = 0;
            StringBuilder report = new StringBuilder(String.format("searches with %d threads, ms from the command to bestmove "
                    + "(share of a core; * less than %.1f: starved, not judged past the bound):%n", Search.MAX_THREADS, ENOUGH_CPU));
            report.append("       ");
            for (Kind k : KINDS) report.append(String.format("%-15s", k.name()));
            report.append('\n');
            long[][] judged = new long[KINDS.length][ROUNDS];
            int[] counts = new int[KINDS.length];
            for (int round = 0; round < ROUNDS; round++) {
                report.append(round == 0 ? "  cold " : "  warm ");
                for (int i = 0; i < KINDS.length; i++) {
                    Kind k = KINDS[i];
                    Duration cpu0 = e.cpu();
                    long wall0 = System.nanoTime(), sent = e.send(k.go());
                    if (k.stopAfterMs() > 0) {
                        Thread.sleep(k.stopAfterMs());
                        sent = e.send("stop");
                    }
                    ChildEngine.Line best = e.await("bestmove .*", 60);
                    assertTrue(!best.text().equals("bestmove (none)"), e.all());
                    long ms = (best.ns() - sent) / 1_000_000;
                    double share = (e.cpu().toNanos() - cpu0.toNanos()) / (double) Math.max(1, best.ns() - wall0);
                    boolean starve = share < ENOUGH_CPU;
                    report.append(String.format("%5d (%3.0f%%)%s", ms, 100 * share, starve ? "*" : " "));
                    samples++;
                    if (starve) starved++;
                    if (starve && ms > k.boundMs()) continue; // past its bound for want of a core: not the engine's doing
                    judged[i][counts[i]++] = ms;
                    if (ms > k.boundMs()) over.add(k.name() + (round == 0 ? " (cold)" : "") + ": " + ms + " ms, bound " + k.boundMs());
                }
                report.append('\n');
            }
            e.send("quit");
            e.finish(60);
            report.append(String.format("  (%d of %d searches were starved of CPU)%n", starved, samples));
            System.out.print(report);
            assertEquals(ROUNDS * KINDS.length, e.lines().stream().filter(l -> l.startsWith("bestmove ")).count(), "one bestmove a go");
            assertTrue(e.lines().stream().noneMatch(l -> l.contains("Error") || l.contains("Exception")), e.all());
            assumeTrue(2 * starved <= samples, "the machine starved most searches of CPU: time limits not measurable now");
            assertTrue(over.isEmpty(), "limits not kept with " + Search.MAX_THREADS + " threads: " + over + "\n" + report);
            for (int i = 0; i < KINDS.length; i++) {
                if (counts[i] == 0) continue;
                long[] ms = Arrays.copyOf(judged[i], counts[i]);
                Arrays.sort(ms);
                long median = ms[ms.length / 2];
                assertTrue(median <= KINDS[i].medianMs(), KINDS[i].name() + ": median " + median + " ms, bound " + KINDS[i].medianMs() + "\n" + report);
            }
        }
    }
}
