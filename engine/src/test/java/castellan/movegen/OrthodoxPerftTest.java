package castellan.movegen;

import static castellan.testutil.PerftAssert.perft;
import static castellan.testutil.PerftAssert.perftAt;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Orthodox and Capablanca perft. Every number is published: chess from the chessprogramming
 * wiki "Perft Results" page; Capablanca from the published Capablanca perft table (Sjeng,
 * Fairy-Stockfish's test suite), and checked again by Debian's fairy-stockfish package here.
 */
class OrthodoxPerftTest {
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    static final String POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
    static final String POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
    static final String POSITION_4_MIRRORED = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
    static final String POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
    static final String POSITION_6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
    static final String CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

    @Test void chessStart() { perft("normal", null, 20, 400, 8902, 197281, 4865609); }
    @Test void kiwipete() { perft("normal", KIWIPETE, 48, 2039, 97862, 4085603); }
    @Test void position3() { perft("normal", POSITION_3, 14, 191, 2812, 43238, 674624); }
    @Test void position4() { perft("normal", POSITION_4, 6, 264, 9467, 422333); }
    @Test void position4Mirrored() { perft("normal", POSITION_4_MIRRORED, 6, 264, 9467, 422333); }
    @Test void position5() { perft("normal", POSITION_5, 44, 1486, 62379, 2103487); }
    @Test void position6() { perft("normal", POSITION_6, 46, 2079, 89890, 3894594); }
    @Test void capablancaStart() { perft("capablanca", CAPABLANCA, 28, 784, 25228, 805128); }

    // Capablanca positions with castling, en passant and promotion: counts from Debian's
    // fairy-stockfish 11.1 (UCI_Variant capablanca, "go perft N"), an independent engine.
    @Test void capablancaCastling() { perft("capablanca", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", 31, 961, 29210, 887784); }
    @Test void capablancaCastlingPartial() { perft("capablanca", "r4k3r/1ppppppp1p/10/10/10/10/1PPPPPPPP1/R4K3R b Kq - 0 1", 33, 1225, 37552, 1352448); }
    @Test void capablancaPromotions() { perft("capablanca", "4k5/1P6P1/10/10/10/10/1p6p1/4K5 w - - 0 1", 17, 202, 3075, 47931); }
    @Test void capablancaEnPassantBlack() { perft("capablanca", "rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 2", 39, 1437, 57985, 2277281); }
    @Test void capablancaMiddlegame() { perft("capablanca", "r1abqkbc1r/pppp1ppppp/2n4n2/4p5/3PP5/5A4/PPP2PPPPP/RN1BQKBCNR w KQkq - 0 4", 40, 1633, 69790, 2939832); }
    @Test void capablancaEnPassantWhite() { perft("capablanca", "1r3k3r/10/10/3pP5/10/10/10/R4K3R w KQk d6 0 1", 30, 772, 21282, 563770); }

    @Tag("slow") @Test void chessStartDepth6() { perftAt("normal", null, 6, 119060324L); }
    @Tag("slow") @Test void kiwipeteDepth5() { perftAt("normal", KIWIPETE, 5, 193690690L); }
    @Tag("slow") @Test void position3Depth6() { perftAt("normal", POSITION_3, 6, 11030083L); }
    @Tag("slow") @Test void position4Depth5() { perftAt("normal", POSITION_4, 5, 15833292L); }
    @Tag("slow") @Test void position5Depth5() { perftAt("normal", POSITION_5, 5, 89941194L); }
    @Tag("slow") @Test void position6Depth5() { perftAt("normal", POSITION_6, 5, 164075551L); }
    @Tag("slow") @Test void capablancaDepth5() { perftAt("capablanca", CAPABLANCA, 5, 28741319L); }
    @Tag("slow") @Test void capablancaDepth6() { perftAt("capablanca", CAPABLANCA, 6, 1015802437L); }
}
