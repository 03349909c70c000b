package castellan.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.search.Limits;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import org.junit.jupiter.api.Test;

/** The engine session shared by both protocols: checked changes, and a search that always ends when told. */
class SessionTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test void badPositionsAndOptionsChangeNothing() {
        Session s = new Session();
        s.setPosition(null, List.of("e2e4"));
        String fen = s.game().fen();
        assertThrows(IllegalArgumentException.class, () -> s.setPosition(null, List.of("e7e5", "e7e5")));
        assertThrows(IllegalArgumentException.class, () -> s.setPosition("8/8 w - - 0 1", List.of()));
        assertThrows(IllegalArgumentException.class, () -> s.setVariant("xiangqi"));
        assertThrows(IllegalArgumentException.class, () -> s.setOption("Hash", "0"));
        assertThrows(IllegalArgumentException.class, () -> s.setOption("Threads", "many"));
        assertThrows(IllegalArgumentException.class, () -> s.setOption("UCI_Variant", "xiangqi"));
        assertThrows(IllegalArgumentException.class, () -> s.setOption("Nonsense", "1"));
        assertEquals(fen, s.game().fen());
        assertEquals("64", s.options.value("Hash"));
        assertEquals("normal", s.variant());
        s.setOption("uci_variant", "CAPABLANCA");
        assertEquals("capablanca", s.variant(), "option names and combo values are matched ignoring case");
        s.setClamped("Hash", 1L << 40);
        assertEquals(String.valueOf(s.options.find("Hash").max()), s.options.value("Hash"));
    }

    /**
     * A stop (or ponder hit) that arrives before the search has even started must not be lost:
     * the job reserves its search's id when it is made, on the session's thread, and the stop
     * names that id (sent once: nothing repeats it).
     */
    @Test void stopRightAfterStartEndsAnInfiniteSearch() {
        Session s = new Session();
        for (int i = 0; i < 30; i++) {
            Limits l = new Limits();
            l.infinite = true;
            AtomicLong best = new AtomicLong(-1);
            SearchJob job = s.think(l, listener(best));
            s.stop();
            job.await();
            assertTrue(best.get() > 0, "a best move was reported");
            Limits p = Limits.depth(1);
            p.ponder = true;
            job = s.think(p, listener(best));
            s.ponderHit();
            job.await();
        }
        assertEquals(START, s.game().fen());
    }

    /**
     * A setting that makes {@link Session#GREW_BYTES} or more of long-lived objects is followed by
     * a full collection, while no clock runs, so that the next searches' young collections do not
     * copy them (with 128 threads: pauses of 80-290 ms, a cold {@code go movetime 100} answered
     * after 310-353 ms in CI, {@code ManyThreadsTest}); a small setting is not (a GUI sends a
     * dozen options before {@code isready}). 16 threads make 15 helpers of 5.8 MB of small arrays
     * each, 87 MB; one more makes 5.8 MB. The surefire JVM's heap (a quarter of the machine's
     * memory) holds both without the memory guard's own collection ({@code Memory.reserve}).
     */
    @Test void aSettingThatMakesMuchOfTheHeapIsCollectedAtOnce() throws Exception {
        Session s = new Session();
        AtomicInteger explicit = new AtomicInteger();
        NotificationListener counter = (n, h) -> {
            if (!n.getType().equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) return;
            var info = GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData());
            if (info.getGcCause().equals("System.gc()")) explicit.incrementAndGet();
        };
        List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
        for (GarbageCollectorMXBean c : collectors) ((NotificationEmitter) c).addNotificationListener(counter, null, null);
        try {
            s.setOption("Threads", "16");
            assertTrue(awaitCount(explicit, 1), "a full collection after the threads were made");
            explicit.set(0);
            s.setOption("Threads", "17");
            s.setOption("MultiPV", "2");
            Thread.sleep(500); // notifications come on their own thread
            assertEquals(0, explicit.get(), "no collection after a small setting");
        } finally {
            for (GarbageCollectorMXBean c : collectors) ((NotificationEmitter) c).removeNotificationListener(counter);
            s.setOption("Threads", "1"); // the helpers are joined
        }
    }

    private static boolean awaitCount(AtomicInteger count, int n) throws InterruptedException {
        for (int i = 0; i < 100 && count.get() < n; i++) Thread.sleep(20);
        return count.get() >= n;
    }

    private static SearchListener listener(AtomicLong best) {
        return new SearchListener() {
            @Override public void iteration(SearchReport report) {}

            @Override public void bestMove(long turn, long ponderTurn) { best.set(turn); }
        };
    }
}
