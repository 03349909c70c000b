package castellan.xboard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/** XBoard's FEN into Castellan's. */
class XBoardFenTest {
    private static String fen(String variant, String xboard) {
        return XBoardFen.toCastellan(Variants.get(variant).variant(), xboard);
    }

    @Test void orthodoxFenPassesUnchanged() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertEquals(start, fen("normal", start));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                fen("normal", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        assertEquals(start, fen("normal", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"), "clocks default to 0 1");
    }

    @Test void shredderCastlingBecomesKQ() {
        assertEquals("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", fen("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w JAja - 0 1"));
        assertEquals("r4k3r/10/10/10/10/10/10/R4K3R w Kq - 0 1", fen("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w Ja - 0 1"));
    }

    @Test void castlingWithoutItsPiecesIsDropped() {
        assertEquals("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", fen("normal", "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1"));
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", fen("norochess", "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"));
    }

    @Test void tenRanksEnPassantCountsFromZeroOnTheWire() {
        // Kingdom (10 ranks): XBoard's d7 is our d8.
        assertEquals("k9/10/10/10/10/10/10/10/10/K9 w - d8 0 1", fen("kingdom", "k9/10/10/10/10/10/10/10/10/K9 w - d7 0 1"));
    }

    @Test void promotedMarksDroppedAndOurExtraFieldsKept() {
        assertEquals("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", fen("normal", "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1"));
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 b - - 0 60 38 33", fen("norochess", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 60 38 33"));
    }
}
