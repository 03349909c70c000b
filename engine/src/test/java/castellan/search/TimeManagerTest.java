package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * The time manager's budgets never overstep the clock, and a search on a clock returns within
 * its hard limit in every variant, also with very little time (1 s + 0.01 s and its last
 * hundred milliseconds).
 */
class TimeManagerTest {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final long[] LEFT = {0, 1, 5, 10, 20, 30, 45, 50, 60, 100, 150, 200, 500, 1_000, 5_000, 20_000, 600_000};
    private static final long[] INC = {0, 10, 100, 200, 1_000, 5_000};
    private static final int[] MOVES_TO_GO = {0, 1, 2, 5, 40};
    private static final int[] OVERHEAD = {0, 10, 30, 100};

    static Limits clock(long left, long inc, int movesToGo) {
        Limits l = new Limits();
        l.timeMs[0] = l.timeMs[1] = left;
        l.incrementMs[0] = l.incrementMs[1] = inc;
        l.movesToGo = movesToGo;
        return l;
    }

    private static final int[] PLIES = {0, 30, 80, 200};
    private static final int[] SQUARES = {64, 80, 100};

    @Test void budgetsNeverOverstepTheClock() {
        TimeManager tm = new TimeManager();
        for (long left : LEFT)
            for (long inc : INC)
                for (int mtg : MOVES_TO_GO)
                    for (int oh : OVERHEAD)
                        for (int ply : PLIES) {
                            tm.start(clock(left, inc, mtg), 1, oh, System.nanoTime(), ply, 80);
                            String c = "left " + left + " inc " + inc + " mtg " + mtg + " overhead " + oh + " ply " + ply
                                    + ": soft " + tm.softMs() + " hard " + tm.hardMs();
                            assertTrue(tm.timed(), c);
                            assertTrue(1 <= tm.softMs() && tm.softMs() <= tm.hardMs(), c);
                            // The increment comes after the move: it never pays for this one.
                            if (2 * left > 3L * oh) {
                                // The overhead fits: the search and the overhead together stay inside the clock.
                                assertTrue(tm.hardMs() + oh <= left, c);
                                // In sudden death without increment, about a third of the clock at most goes into one move (the steal
                                // ratio), plus the minimum thinking time.
                                if (mtg == 0 && inc == 0) assertTrue(tm.hardMs() <= (left - oh) / 2 + TimeManager.MIN_THINKING_MS, c);
                            } else if (left > 0) {
                                // Emergency: the overhead itself hardly fits, so spend a third at most.
                                assertTrue(tm.hardMs() <= Math.max(1, left / 3), c);
                            } else {
                                assertEquals(1, tm.hardMs(), c);
                            }
                        }
    }

    /**
     * Stockfish 11's time plan, written out here from its timeman.cpp (with Fairy-Stockfish's
     * midpoint at the board's number of squares), as the reference the time manager must equal
     * wherever the clock's own caps do not cut it.
     */
    private static long[] stockfish11(long myTimeLeft, long inc, int movesToGo, int overhead, int ply, int squares) {
        int minThinking = 20, slowMover = 84, horizon = 50;
        double maxRatio = 7.3, stealRatio = 0.34;
        long optimum = Math.max(myTimeLeft, minThinking), maximum = optimum;
        int maxMtg = movesToGo > 0 ? Math.min(movesToGo, horizon) : horizon;
        for (int h = 1; h <= maxMtg; h++) {
            long hyp = Math.max(0, myTimeLeft + inc * (h - 1) - (long) overhead * (2 + Math.min(h, 40)));
            double[] r = new double[2];
            for (int t = 0; t < 2; t++) {
                double tMax = t == 0 ? 1.0 : maxRatio, tSteal = t == 0 ? 0.0 : stealRatio;
                double imp = Math.pow(1 + Math.exp((ply - (squares + 0.5)) / 6.85), -0.171) * slowMover / 100.0, others = 0;
                for (int i = 1; i < h; i++) others += Math.pow(1 + Math.exp((ply + 2 * i - (squares + 0.5)) / 6.85), -0.171);
                r[t] = Math.min(tMax * imp / (tMax * imp + others), (imp + tSteal * others) / (imp + others));
            }
            optimum = Math.min(optimum, minThinking + (long) (hyp * r[0]));
            maximum = Math.min(maximum, minThinking + (long) (hyp * r[1]));
        }
        return new long[] {optimum, maximum - 10};
    }

    @Test void budgetsAreStockfish11sPlanScaledByTheBoard() {
        TimeManager tm = new TimeManager();
        for (long[] c : new long[][] {{10_000, 100, 0}, {60_000, 0, 0}, {300_000, 0, 40}, {5_000, 50, 0}, {60_000, 0, 10}})
            for (int ply : PLIES)
                for (int squares : SQUARES) {
                    tm.start(clock(c[0], c[1], (int) c[2]), 0, 30, System.nanoTime(), ply, squares);
                    long[] sf = stockfish11(c[0], c[1], (int) c[2], 30, ply, squares);
                    String where = Arrays.toString(c) + " ply " + ply + " squares " + squares;
                    assertEquals(sf[0], tm.softMs(), "optimum, " + where);
                    assertEquals(sf[1], tm.hardMs(), "maximum, " + where);
                }
        // A larger board plans for a longer game: the same clock gives less to an early move.
        tm.start(clock(60_000, 0, 0), 0, 30, System.nanoTime(), 20, 64);
        long chess = tm.softMs();
        tm.start(clock(60_000, 0, 0), 0, 30, System.nanoTime(), 20, 100);
        assertTrue(tm.softMs() < chess, tm.softMs() + " on 10x10 against " + chess + " on 8x8");
        // A fixed move time is used whole, less the overhead.
        tm.start(Limits.moveTime(500), 0, 30, System.nanoTime(), 0, 64);
        assertEquals(470, tm.softMs());
        assertEquals(470, tm.hardMs());
    }

    /**
     * In every variant, from its start and a middlegame, on clocks of 1 s + 10 ms and of its last
     * 200 and 60 ms: {@link Search#think} returns within the hard limit (measured from the
     * request, {@link Limits#startNs}), give or take a scheduling margin. A search that was given
     * less than half a core (higher-priority work on a busy machine) is reported, not judged; when
     * most were, the test is skipped rather than passed.
     */
    @Test void aSearchOnAClockReturnsWithinItsHardLimitInEveryVariant() {
        final long margin = 40;
        List<String> over = new ArrayList<>();
        int starved = 0, samples = 0;
        StringBuilder report = new StringBuilder("search on a clock, overhead 30 ms: used ms (hard limit) share of a core:\n");
        long[][] clocks = {{1_000, 10}, {200, 10}, {60, 10}};
        for (String id : Variants.ids()) {
            Ruleset r = Variants.get(id);
            Search s = new Search(r, 16);
            report.append(String.format("  %-10s", id));
            for (Position root : StopTest.positions(id).subList(0, 2))
                for (long[] c : clocks) {
                    Limits l = clock(c[0], c[1], 0);
                    long cpu0 = CPU.getCurrentThreadCpuTime();
                    l.startNs = System.nanoTime();
                    long best = s.think(root, l, SearchListener.NONE);
                    long usedNs = System.nanoTime() - l.startNs, used = usedNs / 1_000_000;
                    double share = (CPU.getCurrentThreadCpuTime() - cpu0) / (double) Math.max(1, usedNs);
                    long hard = s.time.hardMs();
                    report.append(String.format(" %4d (%3d) %3.0f%%", used, hard, 100 * share));
                    assertTrue(StopTest.legal(r, root, best), id + ": a legal turn");
                    samples++;
                    if (share < StopLatencyTest.MIN_CPU_SHARE) starved++;
                    else if (used > hard + margin) over.add(id + " " + c[0] + "+" + c[1] + ": " + used + " ms, hard limit " + hard);
                }
            report.append('\n');
        }
        report.append(String.format("  (%d of %d searches had less than half a core and are not judged)%n", starved, samples));
        System.out.print(report);
        assumeTrue(2 * starved <= samples, "the machine starved most searches of CPU: time use not measurable now");
        assertTrue(over.isEmpty(), "searches past their hard limit by more than " + margin + " ms: " + over);
    }

    /** After a ponder hit the clock runs from the hit: the search ends within its hard limit of it. */
    @Test void aPonderHitSearchEndsWithinItsHardLimitFromTheHit() throws InterruptedException {
        Ruleset r = Variants.get("kingdom");
        Search s = new Search(r, 16);
        Position root = StopTest.positions("kingdom").get(1);
        int judged = 0;
        for (int i = 0; i < 3; i++) {
            Limits l = clock(600_000, 0, 0); // the clock it started with: ten minutes
            l.ponder = true;
            long sid = s.request();
            StopTest.Running run = new StopTest.Running(s, sid, root, l).start();
            Thread.sleep(100 + 100 * i);
            long hitNs = System.nanoTime();
            s.ponderHit(sid, clock(200, 10, 0), hitNs); // the fresh reading: 200 ms left
            run.await();
            assertTrue(s.time.hardMs() < 100, "planned with the fresh reading: " + s.time.hardMs());
            long used = (run.returnedNs.get() - hitNs) / 1_000_000;
            System.out.printf("ponder hit: ended %d ms after the hit, hard limit %d, %.0f%% of a core%n", used, s.time.hardMs(),
                    100 * run.cpuShare());
            if (run.cpuShare() < StopLatencyTest.MIN_CPU_SHARE) continue;
            judged++;
            assertTrue(used <= s.time.hardMs() + 40, used + " ms after the hit, hard limit " + s.time.hardMs());
        }
        assumeTrue(judged > 0, "the machine starved the searches of CPU: not measurable now");
    }
}
