package castellan.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Checks the reference generator against published perft numbers
 * (chessprogramming wiki, "Perft Results"; Capablanca start position as
 * published for 10x8 engines, e.g. by Sjeng), plus a few direct rule checks.
 * Depths are kept small enough for this naive generator: the whole class runs
 * in about 6 s on a 2-core machine (Kiwipete depth 4 is the largest part).
 */
class ReferenceBoardTest {

    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    // Positions 5 and 6 exactly as published: a black Knight on f2 (not a white Bishop) in
    // position 5, and a black Bishop on g4 in position 6. Without them the published counts
    // do not hold (perft(1) is 51 and 47 instead of 44 and 46).
    static final String POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    static final String POSITION_6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    static final String CAPABLANCA_START = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

    private static void assertPerft(String variant, String fen, long... expected) {
        ReferenceBoard board = ReferenceBoard.fromFen(variant, fen);
        for (int depth = 1; depth <= expected.length; depth++) {
            assertEquals(expected[depth - 1], board.perft(depth), variant + " perft(" + depth + ") of " + fen);
        }
    }

    // ---------------------------------------------------------------- perft

    @Test
    void perftNormalStart() {
        assertPerft("normal", START, 20, 400, 8902, 197281);
    }

    @Test
    void perftKiwipete() {
        assertPerft("normal", KIWIPETE, 48, 2039, 97862, 4085603);
    }

    @Test
    void perftPosition3() {
        assertPerft("normal", POSITION_3, 14, 191, 2812, 43238, 674624);
    }

    @Test
    void perftPosition4() {
        assertPerft("normal", POSITION_4, 6, 264, 9467, 422333);
    }

    @Test
    void perftPosition5() {
        assertPerft("normal", POSITION_5, 44, 1486, 62379);
    }

    @Test
    void perftPosition6() {
        assertPerft("normal", POSITION_6, 46, 2079, 89890);
    }

    @Test
    void perftCapablancaStart() {
        assertPerft("capablanca", CAPABLANCA_START, 28, 784, 25228, 805128);
    }

    // ---------------------------------------------------------------- rules

    @Test
    void fenRoundTrips() {
        for (String fen : List.of(START, KIWIPETE, POSITION_3, POSITION_4, POSITION_5, POSITION_6)) {
            assertEquals(fen, ReferenceBoard.fromFen("normal", fen).toFen());
        }
        assertEquals(CAPABLANCA_START, ReferenceBoard.fromFen("capablanca", CAPABLANCA_START).toFen());
    }

    @Test
    void playUpdatesFenFields() {
        ReferenceBoard b = ReferenceBoard.fromFen("normal", START).play("e2e4");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", b.toFen());
        b = b.play("g8f6");
        assertEquals("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2", b.toFen());
        b = b.play("e1e2");
        assertEquals("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 2 2", b.toFen());
    }

    @Test
    void illegalMovesAreRejected() {
        ReferenceBoard b = ReferenceBoard.fromFen("normal", START);
        assertThrows(IllegalArgumentException.class, () -> b.play("e2e5"));
        assertThrows(IllegalArgumentException.class, () -> b.play("e1g1"));
        assertThrows(IllegalArgumentException.class, () -> b.play("zz"));
    }

    @Test
    void castlingNormal() {
        ReferenceBoard b = ReferenceBoard.fromFen("normal", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertTrue(b.legalMoves().containsAll(List.of("e1g1", "e1c1")));
        assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", b.play("e1g1").toFen());
        assertEquals("2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2", b.play("e1g1").play("e8c8").toFen());
        // a rook leaving its corner, or captured on it, loses that right
        assertEquals("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1",
                ReferenceBoard.fromFen("normal", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").play("a1a8").toFen());
        ReferenceBoard c = ReferenceBoard.fromFen("normal", "r3k2r/8/8/8/8/8/8/R3K1BR w KQkq - 0 1");
        assertFalse(c.legalMoves().contains("e1g1"), "g1 occupied");
        // attacked crossing square forbids castling; b1 may be attacked on the queen side
        ReferenceBoard d = ReferenceBoard.fromFen("normal", "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertTrue(d.legalMoves().contains("e1c1"));
        ReferenceBoard e = ReferenceBoard.fromFen("normal", "3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertFalse(e.legalMoves().contains("e1c1"));
        assertTrue(e.legalMoves().contains("e1g1"));
    }

    @Test
    void castlingCapablanca() {
        ReferenceBoard b = ReferenceBoard.fromFen("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
        assertTrue(b.legalMoves().containsAll(List.of("f1i1", "f1c1")));
        assertEquals("r4k3r/10/10/10/10/10/10/R6RK1 b kq - 1 1", b.play("f1i1").toFen());
        assertEquals("r4k3r/10/10/10/10/10/10/2KR5R b kq - 1 1", b.play("f1c1").toFen());
        // g1 attacked: no kingside castling
        ReferenceBoard c = ReferenceBoard.fromFen("capablanca", "r4kr3/10/10/10/10/10/10/R4K3R w KQ - 0 1");
        assertFalse(c.legalMoves().contains("f1i1"));
        assertTrue(c.legalMoves().contains("f1c1"));
    }

    @Test
    void enPassantAndPromotion() {
        ReferenceBoard b = ReferenceBoard.fromFen("normal", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assertTrue(b.legalMoves().contains("e5d6"));
        assertEquals("4k3/8/3P4/8/8/8/8/4K3 b - - 0 1", b.play("e5d6").toFen());
        // en passant that would expose the own king along the rank is illegal
        ReferenceBoard pinned = ReferenceBoard.fromFen("normal", "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
        assertFalse(pinned.legalMoves().contains("e5d6"));
        ReferenceBoard p = ReferenceBoard.fromFen("capablanca", "5k4/1P8/10/10/10/10/10/5K4 w - - 0 1");
        assertTrue(p.legalMoves().containsAll(List.of("b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7b8a", "b7b8c")));
        assertEquals("1C3k4/10/10/10/10/10/10/5K4 b - - 0 1", p.play("b7b8C").toFen());
    }

    @Test
    void checkAndFairyAttacks() {
        assertTrue(ReferenceBoard.fromFen("capablanca", "5k4/10/4A5/10/10/10/10/5K4 b - - 0 1").inCheck());
        assertTrue(ReferenceBoard.fromFen("capablanca", "5k4/10/10/10/10/10/10/5C3K b - - 0 1").inCheck());
        assertFalse(ReferenceBoard.fromFen("capablanca", "5k4/10/10/10/10/10/10/4C4K b - - 0 1").inCheck());
        ReferenceBoard mate = ReferenceBoard.fromFen("normal", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertTrue(mate.inCheck());
        assertTrue(mate.legalMoves().isEmpty());
        assertEquals(0, mate.perft(1));
    }

    @Test
    void malformedFensAreRejected() {
        List<String> bad = List.of(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",             // 7 ranks
                "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",    // 9 files
                "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",    // 7 files
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",    // unknown letter
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",    // side
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",    // castling letter
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",      // no white king
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",    // K right without rook
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",   // ep without double step
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",    // counter
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",               // too few fields
                "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",                              // pawn on last rank
                "4k3/8/8/8/8/8/8/4K2R w - - 0 1x",                             // junk in fullmove number
                "4k2R/8/8/8/8/8/8/4K3 w - - 0 1");                             // side not to move in check
        for (String fen : bad) {
            assertThrows(IllegalArgumentException.class, () -> ReferenceBoard.fromFen("normal", fen), fen);
        }
        assertThrows(IllegalArgumentException.class, () -> ReferenceBoard.fromFen("normal", CAPABLANCA_START));
        assertThrows(IllegalArgumentException.class, () -> ReferenceBoard.fromFen("capablanca", START));
        assertThrows(IllegalArgumentException.class, () -> ReferenceBoard.fromFen("nosuch", START));
    }
}
