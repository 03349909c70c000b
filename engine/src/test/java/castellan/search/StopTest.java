package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A stop is never lost: whenever it comes after the search was requested (before its thread
 * started, at its first node, during set-up), the search ends promptly with a legal turn; and a
 * stop meant for one search never reaches the next.
 */
class StopTest {
    /** More than any search here needs to end after a stop, even on a loaded machine; a lost stop never ends. */
    private static final long PATIENCE_MS = 5_000;

    /** Positions of this variant: its start and the bench's others. */
    static List<Position> positions(String id) {
        Ruleset r = Variants.get(id);
        List<Position> out = new ArrayList<>();
        for (BenchPositions.Entry e : BenchPositions.ALL)
            if (e.variant().equals(id)) out.add((e.fen() == null ? new Game(r) : new Game(r, e.fen())).position());
        return out;
    }

    /** A search running on its own thread: what it returned, when, and how much of a core it was given. */
    static final class Running {
        private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
        final Thread thread;
        final AtomicLong best = new AtomicLong(-1), returnedNs = new AtomicLong();
        private volatile long startedNs, cpuNs;
        final SearchTest.Record record = new SearchTest.Record();

        Running(Search s, long id, Position root, Limits limits) {
            thread = new Thread(null, () -> {
                startedNs = System.nanoTime();
                long cpu0 = CPU.getCurrentThreadCpuTime();
                best.set(s.think(id, root, limits, record));
                cpuNs = CPU.getCurrentThreadCpuTime() - cpu0;
                returnedNs.set(System.nanoTime());
            }, "stop-test", 16 << 20);
        }

        /**
         * The share of a core the search thread had from its start to its return (after
         * {@link #await}). A machine loaded with higher-priority work may give it a few percent:
         * then wall-clock times say nothing about the search.
         */
        double cpuShare() { return cpuNs / (double) Math.max(1, returnedNs.get() - startedNs); }

        Running start() {
            thread.start();
            return this;
        }

        /** When {@link #stopAfter} called stop, to measure the latency from. */
        private long stopNs;

        /**
         * Starts an infinite search of {@code root}, stops it after {@code delayMs} and waits for
         * it (failing if it does not end).
         */
        static Running stopAfter(Search s, Position root, int delayMs) throws InterruptedException {
            Limits l = new Limits();
            l.infinite = true;
            Running run = new Running(s, s.request(), root, l).start();
            Thread.sleep(delayMs);
            run.stopNs = System.nanoTime();
            s.stop();
            run.await();
            return run;
        }

        /** Milliseconds from the stop to the search's return (after {@link #stopAfter}). */
        double stopLatencyMs() { return (returnedNs.get() - stopNs) / 1e6; }

        /** Waits for the search; fails if it does not end. */
        long await() throws InterruptedException {
            thread.join(PATIENCE_MS);
            assertFalse(thread.isAlive(), "the search ended after its stop");
            return best.get();
        }
    }

    /** The kinds of search a GUI starts: each would run until stopped or for long. */
    static Limits kind(int i) {
        Limits l = new Limits();
        switch (i % 4) {
            case 0 -> l.infinite = true;
            case 1 -> l.ponder = true; // pondering without a clock: until the ponder hit or the stop
            case 2 -> { // pondering with a long clock
                l.ponder = true;
                l.timeMs[0] = l.timeMs[1] = 600_000;
            }
            default -> l.depth = SearchThread.MAX_DEPTH;
        }
        return l;
    }

    static boolean legal(Ruleset r, Position p, long turn) {
        TurnList turns = new TurnList();
        castellan.movegen.Turns.legal(p, r.newGenerator(), turns);
        for (int i = 0; i < turns.size(); i++) if (turns.get(i) == turn) return true;
        return false;
    }

    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void aStopRightAfterTheRequestIsNeverLost(String id) throws InterruptedException {
        Ruleset r = Variants.get(id);
        Search s = new Search(r, 4);
        int n = 0;
        for (Position root : positions(id)) {
            for (int i = 0; i < 24; i++, n++) {
                s.setThreads(1 + i % 3 / 2); // a third of them with a helper thread
                Limits l = kind(i);
                long sid = s.request();
                Running run = new Running(s, sid, root, l);
                switch (i % 3) {
                    case 0 -> { // before the search's thread has even started
                        s.stop();
                        run.start();
                    }
                    case 1 -> { // at once after the start: usually during set-up or the first nodes
                        run.start();
                        s.stop();
                    }
                    default -> { // from yet another thread, racing the start
                        Thread stopper = new Thread(s::stop);
                        run.start();
                        stopper.start();
                        stopper.join();
                    }
                }
                long best = run.await();
                assertTrue(legal(r, root, best), id + ": search " + n + " (" + (i % 4) + "/" + (i % 3) + ") returned a legal turn, " + best);
                assertEquals(best, run.record.best, "reported as returned");
            }
        }
    }

    @Test void aStopForAnEarlierSearchNeverReachesTheNext() {
        Ruleset r = Variants.get("capablanca");
        Search s = new Search(r, 4);
        Position root = new Game(r).position();
        long old = s.request();
        s.stop(old); // a late stop for a search that is over
        SearchTest.Record rec = new SearchTest.Record();
        s.think(s.request(), root, Limits.depth(4), rec);
        assertEquals(4, rec.lastDepth, "the new search ran to its depth");
        s.stop(); // nothing running: the next search is not concerned
        rec = new SearchTest.Record();
        s.think(root, Limits.depth(3), rec);
        assertEquals(3, rec.lastDepth);
    }

    @Test void aPonderHitBeforeTheStartStartsTheClock() throws InterruptedException {
        // A ponder search on a 20 ms budget: once the hit is in, it ends by itself; without it, not.
        Ruleset r = Variants.get("normal");
        Search s = new Search(r, 4);
        Position root = new Game(r).position();
        for (int i = 0; i < 10; i++) {
            Limits l = new Limits();
            l.ponder = true;
            l.moveTimeMs = 20;
            long sid = s.request();
            s.ponderHit(sid, null, System.nanoTime());
            Running run = new Running(s, sid, root, l).start();
            assertTrue(legal(r, root, run.await()), "ended by its clock with a legal turn");
        }
        Limits l = new Limits();
        l.ponder = true;
        l.moveTimeMs = 20;
        long sid = s.request();
        Running run = new Running(s, sid, root, l).start();
        Thread.sleep(200);
        assertTrue(run.thread.isAlive(), "without the hit a ponder search waits, whatever its clock");
        s.ponderHit();
        assertTrue(legal(r, root, run.await()));
    }

    @Test void aStoppedSearchOfAFinishedGameReturnsNoTurn() throws InterruptedException {
        // Black is checkmated (Qg7 guarded by Kg6): no turn, at once, stopped or not.
        Ruleset r = Variants.get("normal");
        Search s = new Search(r, 4);
        Position root = new Game(r, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").position();
        for (int i = 0; i < 4; i++) {
            long sid = s.request();
            Running run = new Running(s, sid, root, kind(i));
            if (i % 2 == 0) s.stop();
            run.start();
            assertEquals(0, run.await());
            assertEquals(0, run.record.best);
        }
    }
}
