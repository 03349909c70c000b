package castellan.search;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A stop is answered within 50 ms at any depth (issue 9): in every variant, from its start and a
 * middlegame, an infinite search is stopped after a few milliseconds (shallow), tens (middle
 * depths) and hundreds (deep), and the time from {@link Search#stop} to {@link Search#think}
 * returning is measured. Every thread reads the stop mark at every node, so the latency is that
 * of unwinding the stack; the clock, read only every {@link Search#POLL_INTERVAL} nodes, is
 * checked separately against the slowest variant's speed.
 *
 * <p>The assertion is generous (250 ms: a loaded two-core machine may not schedule the search
 * thread for a while) but still catches a hang or a missing check; the medians are printed for
 * the report. A search that was given less than half a core (work of higher priority on a busy
 * machine) says nothing about the search: it is reported, not judged, and when most were, the
 * test is skipped rather than passed.
 */
class StopLatencyTest {
    private static final long BOUND_MS = 250;
    private static final int[] DELAYS_MS = {2, 30, 300};
    private static final int REPEATS = 2;
    /** Below this share of a core the search thread was starved by other work. */
    static final double MIN_CPU_SHARE = 0.5;
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    @Test void stopIsAnsweredPromptlyAtAnyDepthInEveryVariant() throws InterruptedException {
        List<String> failures = new ArrayList<>();
        List<Double> allMedians = new ArrayList<>();
        int starved = 0, samples = 0;
        StringBuilder report = new StringBuilder("stop latency (ms from stop() to think() returning), 1 thread:\n");
        for (String id : Variants.ids()) {
            Ruleset r = Variants.get(id);
            Search s = new Search(r, 16);
            List<Position> positions = StopTest.positions(id).subList(0, 2);
            report.append(String.format("  %-10s", id));
            for (int delay : DELAYS_MS) {
                double[] ms = new double[positions.size() * REPEATS];
                int[] depths = new int[ms.length];
                int fed = 0;
                for (Position root : positions)
                    for (int rep = 0; rep < REPEATS; rep++) {
                        StopTest.Running run = StopTest.Running.stopAfter(s, root, delay);
                        samples++;
                        if (run.cpuShare() < MIN_CPU_SHARE) {
                            starved++;
                            continue;
                        }
                        ms[fed] = run.stopLatencyMs();
                        depths[fed] = run.record.lastDepth;
                        if (ms[fed] >= BOUND_MS) failures.add(id + " after " + delay + " ms (depth " + depths[fed] + "): " + ms[fed] + " ms");
                        fed++;
                    }
                if (fed == 0) {
                    report.append(String.format("  after %3d ms: starved%26s", delay, ""));
                    continue;
                }
                ms = Arrays.copyOf(ms, fed);
                depths = Arrays.copyOf(depths, fed);
                double median = median(ms);
                allMedians.add(median);
                report.append(String.format("  after %3d ms: depth %2d-%2d median %6.2f max %6.2f", delay,
                        Arrays.stream(depths).min().getAsInt(), Arrays.stream(depths).max().getAsInt(), median,
                        Arrays.stream(ms).max().getAsDouble()));
            }
            report.append('\n');
        }
        report.append(String.format("  (%d of %d searches had less than half a core and are not counted)%n", starved, samples));
        System.out.print(report);
        assumeTrue(2 * starved <= samples, "the machine starved most searches of CPU: stop latency not measurable now");
        assertTrue(failures.isEmpty(), "stops answered later than " + BOUND_MS + " ms: " + failures);
        assertTrue(median(allMedians.stream().mapToDouble(Double::doubleValue).toArray()) < 50, "median stop latency under 50 ms");
    }

    /**
     * The clock (hard time limit, ponder hit) is read every {@link Search#POLL_INTERVAL} nodes of
     * the main thread: at the slowest variant's speed measured here (a short search of each
     * variant's middlegame, with whatever load the machine has) that must be well under 50 ms (asserted: under 25 ms, whatever the load).
     */
    @Test void theClockIsReadOftenEnoughInTheSlowestVariant() {
        StringBuilder report = new StringBuilder("poll period (ms between clock readings at the speed measured in CPU time, 1 thread):\n");
        double worst = 0;
        String slowest = "";
        for (String id : Variants.ids()) {
            Ruleset r = Variants.get(id);
            Search s = new Search(r, 16);
            Position root = StopTest.positions(id).get(1);
            s.think(root, Limits.nodes(20_000), SearchListener.NONE); // the JIT's first look
            long t0 = CPU.getCurrentThreadCpuTime();
            s.think(root, Limits.nodes(200_000), SearchListener.NONE); // one thread stops at exactly the limit
            double seconds = (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
            double nps = 200_000 / seconds;
            double period = Search.POLL_INTERVAL / nps * 1000;
            report.append(String.format("  %-10s %9.0f nodes/s  poll every %.3f ms%n", id, nps, period));
            if (period > worst) {
                worst = period;
                slowest = id;
            }
        }
        System.out.print(report);
        assertTrue(worst < 25, "the clock is read every " + worst + " ms in " + slowest);
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
