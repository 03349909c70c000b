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

    @Test void budgetsNeverOverstepTheClock() {
        TimeManager tm = new TimeManager();
        for (long left : LEFT)
            for (long inc : INC)
                for (int mtg : MOVES_TO_GO)
                    for (int oh : OVERHEAD) {
                        tm.start(clock(left, inc, mtg), 1, oh, System.nanoTime());
                        String c = "left " + left + " inc " + inc + " mtg " + mtg + " overhead " + oh + ": soft " + tm.softMs() + " hard " + tm.hardMs();
                        assertTrue(tm.timed(), c);
                        assertTrue(1 <= tm.softMs() && tm.softMs() <= tm.hardMs(), c);
                        // The increment comes after the move: it never pays for this one.
                        if (2 * left > 3L * oh) {
                            // The overhead fits: the search and the overhead together stay inside the clock.
                            assertTrue(tm.hardMs() + oh <= left, c);
                            // And unless this is the last move before the control, half is kept for the moves after it.
                            if (mtg != 1) assertTrue(tm.hardMs() <= (left - oh) / 2 + 1, c);
                        } else if (left > 0) {
                            // Emergency: the overhead itself hardly fits, so spend a third at most.
                            assertTrue(tm.hardMs() <= Math.max(1, left / 3), c);
                        } else {
                            assertEquals(1, tm.hardMs(), c);
                        }
                    }
    }

    @Test void budgetsFollowTheTimeControl() {
        TimeManager tm = new TimeManager();
        // 1 s + 10 ms with the default 30 ms overhead: 970 ms usable over 35 moves (27) plus 3/4 of
        // the increment (7): 34 ms; the hard limit five times that.
        tm.start(clock(1_000, 10, 0), 0, 30, System.nanoTime());
        assertEquals(34, tm.softMs());
        assertEquals(170, tm.hardMs());
        // 100 ms left: 70 usable, 70/35 + 7 = 9 soft, hard 45 capped at half of the 70: 35.
        tm.start(clock(100, 10, 0), 0, 30, System.nanoTime());
        assertEquals(9, tm.softMs());
        assertEquals(35, tm.hardMs());
        // 40 ms left, under one and a half overheads: a third, 13 ms, is usable; soft 13/4 = 3, hard 6.
        tm.start(clock(40, 10, 0), 0, 30, System.nanoTime());
        assertEquals(3, tm.softMs());
        assertEquals(6, tm.hardMs());
        // 40 moves in 5 minutes, 10 moves to go, 60 s left: 59,970 / 10 = 5,997 soft, hard capped at half.
        tm.start(clock(60_000, 0, 10), 0, 30, System.nanoTime());
        assertEquals(5_997, tm.softMs());
        assertEquals(29_985, tm.hardMs());
        // The last move before the control may use up to nine tenths.
        tm.start(clock(1_000, 0, 1), 0, 30, System.nanoTime());
        assertEquals(646, tm.softMs());
        assertEquals(873, tm.hardMs());
        // A fixed move time is used whole, less the overhead.
        Limits l = Limits.moveTime(500);
        tm.start(l, 0, 30, System.nanoTime());
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
