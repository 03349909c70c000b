package castellan.search;

import java.util.List;

/**
 * The positions of {@code castellan bench}, and of the tests that want every variant at more
 * than its start: for each variant its start position, a middlegame and a late middlegame. The
 * later two were reached from the first of the variant's match openings by Castellan playing
 * itself at depth 6 (after 20 and 50 plies); they are fixed here, whatever the search plays now.
 */
public final class BenchPositions {
    private BenchPositions() {}

    /** A position of the bench: its variant id and FEN ({@code null}: the variant's start position). */
    public record Entry(String variant, String fen) {}

    public static final List<Entry> ALL = List.of(
            new Entry("normal", null),
            new Entry("normal", "r1b1k2r/pp1n1ppp/5n2/2b1p3/4P3/2NB1N1P/PPP3P1/R1BK3R w kq - 2 11"),
            new Entry("normal", "1r2k1r1/1b1n1p2/p4p2/3N4/pP1KP1P1/8/2P1B3/R6R w - - 0 26"),
            new Entry("capablanca", null),
            new Entry("capablanca", "r1ab1kb2r/1pp1q2pp1/p1n1pppnp1/3p6/2PPP5/3ABP1N2/PP4PPPP/RN1BQ2RK1 w kq - 2 11"),
            new Entry("capablanca", "r4k3r/2Q1bq1pp1/p4p1np1/1p1p2p3/3P6/P3BPP3/1P5P2/RN3BNRK1 w q - 0 26"),
            new Entry("royal", null),
            new Entry("royal", "rgnbqk3r/pp1p2php1/2p1bp2n1/4p2p1p/P2PP2P1P/1P3P2PR/R1P3P3/1GNBQKBNH1 w kq - 20 11"),
            new Entry("royal", "rg1b1rk3/1p4nhp1/3pq5/p2n1b1pBp/P1N1N4P/1P3P2PR/3R2PH2/1G1BQK4 w - - 7 26"),
            new Entry("wells", null),
            new Entry("wells", "rnbefk3r/p2ep1bpp1/2pp1ppn1p/1p1P6/5PP3/P1N1PE1P1N/1PP5PP/R1B1FKEB1R w KQkq - 1 11"),
            new Entry("wells", "rr5k2/p1eb1fbppn/3p2p2p/1P1n1pP3/2p1pP2P1/2P1P2P1N/1PEBKFBE1P/R8R w - - 2 26"),
            new Entry("kingdom", null),
            new Entry("kingdom", "rnbekq2nr/pppp1i1ppp/sss1s1psss/w3bsd3/10/s9/W1DP1NG1S1/SSS1S1S1SS/PPP3PPPP/RNBEKQIB1R w KQkq - 0 11"),
            new Entry("kingdom", "rnb1k4r/pppp1i1ppp/s1sqs1pns1/4bs1s2/3s4w1/s2P6/5NQSS1/SSS1S1P1SS/PPPN3PPP/R1BEK1I2R w KQkq - 4 26"),
            new Entry("maidens", null),
            new Entry("maidens", "3q1bnr/1p1kpppp/2pp4/8/2P2P2/P2P1N1P/4P3/2BQKB1R w K - 1 11 -"),
            new Entry("maidens", "7r/5p1p/Pk3b2/2p2p2/8/3P3P/4K3/3Q4 w - - 0 26 -"),
            new Entry("norochess", null),
            new Entry("norochess", "r1q1kb1r/pp3ppp/2n1pn2/8/3p1P2/2PB1Q1P/PP1P1KP1/RNB4R w - - 2 11 4 4"),
            new Entry("norochess", "r6r/p2qnp2/2p1p1p1/6Pp/2P4P/6Q1/PP6/R5BR w - - 1 26 13 14"));
}
