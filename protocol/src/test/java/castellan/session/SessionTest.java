package castellan.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.search.Limits;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
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

    private static SearchListener listener(AtomicLong best) {
        return new SearchListener() {
            @Override public void iteration(SearchReport report) {}

            @Override public void bestMove(long turn, long ponderTurn) { best.set(turn); }
        };
    }
}
