package castellan.variants.kingdom;

import static castellan.testutil.PerftAssert.perft;
import static castellan.testutil.PerftAssert.perftAt;
import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.reference.KingdomReference;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Kingdom perft. Sources: depth 1 and 2 of the start position counted by hand (below); every
 * other number from {@link castellan.reference.KingdomReference}, the independent mailbox
 * generator in the test tree (which also agrees with both hand counts).
 */
class KingdomPerftTest {
    static final String START = "rnbekqibnr/ppppdwpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq - 0 1";
    /** Only White has a Duke: immune King against a royal, capturing one. */
    static final String ONE_DUKE = "rnbekqibnr/pppp1wpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq - 0 1";
    /** No Dukes, no Dragons: royal Kings, castling, capturing Wizards, Pawns and Subjects about to promote. */
    static final String PROMOTIONS = "r3k4r/2P3S3/1s6p1/3S2s3/5w4/4W5/3s2S3/1S6P1/2p3s3/R3K4R w KQkq - 0 1";
    /** Pawns standing on their last ranks (in-place promotion), Dukes on the board. */
    static final String IN_PLACE = "1P2k4r/2P3S3/1s2d3p1/3S2s3/5w4/4W5/3s2S3/1S1D4P1/6s3/r3K2p2 b - - 0 1";
    /** Subject en passant with the victim named in the FEN (two Subjects could have passed d7). */
    static final String SUBJECT_EP = "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7e6 0 2";

    /**
     * Depth 1, by hand, per piece type (White; nothing can capture yet, Kings and Dukes are boxed in):
     * <ul>
     *   <li>Subjects: one step diagonally forward, or two from rank 3 over an empty square.
     *       a3: b4 c5 (2); b3: a4 c4 d5 (3); c3 d3 e3 g3 h3: two singles and two doubles each
     *       (4 x 5 = 20); i3: h4 j4 g5 (3); j3: i4 h5 (2). 30.</li>
     *   <li>Dragon f3: diagonally to e4 g4 (e2 and g2 are occupied). 2.</li>
     *   <li>Wizard f2: any empty square, ranks 4-7. 40.</li>
     *   <li>Pawns (blocked by the Subjects), Knights (a3 c3 d2 h3 j3 g2 occupied), King, Duke,
     *       Queen, Rooks, Bishops, Prince, Princess: boxed in. 0.</li>
     * </ul>
     * 72.
     *
     * <p>Depth 2, by hand: a White move never captures and leaves 40 empty squares, so Black
     * always has its 30 Subject moves, 2 Dragon moves and 40 Wizard moves (72) unless White's
     * move lands on rank 6 or 7:
     * <ul>
     *   <li>30 Subject moves, 2 Dragon moves, 20 Wizard moves to ranks 4-5: 52 x 72 = 3744.</li>
     *   <li>Wizard to x6 (10 moves): it blocks the Black double steps landing on x6, 14 in all
     *       (files a..j: 1 1 2 1 2 2 2 1 1 1): 720 - 14 = 706.</li>
     *   <li>Wizard to x7 (10 moves): it blocks the single step onto x7 and the double step over
     *       it of each neighbouring Subject, and the Dragon's step onto e7/g7; it can be taken
     *       by x8 straight down (the Dragon takes it on f7). Per file a..j: 72 -1+1, -4+1, -4+1,
     *       -4+1, -3+1, -4+1, -3+1, -4+1, -4+1, -1+1 = 72 69 69 69 70 69 70 69 69 72 = 698.</li>
     * </ul>
     * 3744 + 706 + 698 = 5148.
     */
    @Test void start() { perft("kingdom", START, 72, 5148, 375_600); }

    /** Provenance: the independent reference recomputes the counts here (depth 2-3, for time). */
    @Test void countsAreTheReferences() {
        assertEquals(375_600, KingdomReference.fromFen(START).perft(3));
        assertEquals(5583, KingdomReference.fromFen(ONE_DUKE).perft(2));
        assertEquals(15_882, KingdomReference.fromFen(PROMOTIONS).perft(2));
        assertEquals(18_027, KingdomReference.fromFen(IN_PLACE).perft(2));
        assertEquals(2214, KingdomReference.fromFen(SUBJECT_EP).perft(3));
    }

    @Tag("slow") @Test void startDepth4() { perftAt("kingdom", START, 4, 27_319_913); }

    @Test void oneDuke() { perft("kingdom", ONE_DUKE, 73, 5583, 413_266); }

    @Tag("slow") @Test void oneDukeDepth4() { perftAt("kingdom", ONE_DUKE, 4, 31_780_661); }

    @Test void promotionsAndCastling() { perft("kingdom", PROMOTIONS, 130, 15_882, 1_946_340); }

    @Tag("slow") @Test void promotionsAndCastlingDepth4() { perftAt("kingdom", PROMOTIONS, 4, 237_289_686); }

    @Test void inPlacePromotion() { perft("kingdom", IN_PLACE, 143, 18_027, 2_546_894); }

    @Tag("slow") @Test void inPlacePromotionDepth4() { perftAt("kingdom", IN_PLACE, 4, 320_640_356); }

    @Test void subjectEnPassant() { perft("kingdom", SUBJECT_EP, 12, 154, 2214); }
}
