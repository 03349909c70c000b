package castellan.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.search.Limits;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The search's warm-up after the handshake ({@link WarmUp}): it runs in the background for at
 * most its time, a variant switch or a setting pauses it and lets it go on, a real search ends it
 * at once, and it changes no search's result (its Search, table and histories are its own). The in-process tests run without
 * it (the build sets {@code castellan.warmUpMs} to 0); these sessions are made with it.
 */
class WarmUpTest {
    @AfterEach void noWarmUp() {
        System.setProperty("castellan.warmUpMs", "0");
    }

    private static Session session(long warmUpMs) {
        System.setProperty("castellan.warmUpMs", String.valueOf(warmUpMs));
        return new Session();
    }

    /** Searches the game to a fixed depth: {bestmove, nodes of the last iteration}. */
    private static long[] search(Session s, int depth) {
        AtomicLong best = new AtomicLong(), nodes = new AtomicLong();
        s.think(Limits.depth(depth), new SearchListener() {
            @Override public void iteration(SearchReport r) { nodes.set(r.nodes); }

            @Override public void bestMove(long turn, long ponderTurn) { best.set(turn); }
        }).await();
        return new long[] {best.get(), nodes.get()};
    }

    @Test void itRunsForAtMostItsTimeAndSurvivesAVariantSwitch() {
        // 4 s: the switch and the setting wait for the warm-up's thread, which may take a second on
        // a loaded machine (a shorter warm-up was over before the switch came back, under a load of 9).
        long warmUpMs = 4_000;
        Session s = session(warmUpMs);
        long start = System.nanoTime();
        s.warmUp();
        assertTrue(s.warmingUp());
        s.setVariant("capablanca"); // paused, then on again, for what is left of its time
        assertTrue(s.warmingUp(), "a variant switch goes on warming up, on the new variant");
        s.setOption("Threads", "2"); // a setting that asks the heap for room: the same
        assertTrue(s.warmingUp(), "a setting goes on warming up");
        s.awaitWarmUp();
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertFalse(s.warmingUp());
        assertTrue(ms < warmUpMs + WarmUp.JOIN_MS + 500, "isready waits at most the warm-up's time and a join: " + ms + " ms");
        s.warmUp();
        assertFalse(s.warmingUp(), "once a session");
    }

    @Test void aRealSearchEndsItAtOnce() {
        Session s = session(60_000);
        s.warmUp();
        assertTrue(s.warmingUp());
        long start = System.nanoTime();
        long[] r = search(s, 1);
        assertTrue(r[0] != 0);
        s.awaitWarmUp();
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertFalse(s.warmingUp());
        assertTrue(ms < 5_000, "a minute's warm-up ended by the first search: " + ms + " ms");
    }

    /** The same depth-limited searches, with a warm-up running before them and without: the same moves and node counts. */
    @Test void itChangesNoSearchsResult() {
        for (String variant : new String[] {"normal", "capablanca"}) {
            Session warmed = session(60_000), plain = session(0);
            warmed.setVariant(variant);
            plain.setVariant(variant);
            warmed.warmUp();
            assertTrue(warmed.warmingUp());
            for (int i = 0; i < 2; i++) {
                long[] a = search(warmed, 7), b = search(plain, 7);
                assertEquals(b[0], a[0], variant + ": the same move");
                assertEquals(b[1], a[1], variant + ": the same nodes");
                warmed.setPosition(null, java.util.List.of());
                plain.setPosition(null, java.util.List.of());
            }
        }
    }
}
