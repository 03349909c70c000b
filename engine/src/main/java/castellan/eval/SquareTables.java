package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.PieceType;
import castellan.variant.Variant;

/**
 * The default placement and mobility tables ({@link DefaultParams}), generated from the board's
 * shape and the pieces' compiled movement, so that 8x8, 10x8 and 10x10 boards and new pieces
 * need no hand-made table. All from White's side; Black's are the same mirrored rank for rank.
 *
 * <ul>
 *   <li>A piece is worth more where it has more moves: its bonus on a square is proportional to
 *       its expected mobility there ({@link PieceValues#expectedMobility}) less its average,
 *       divided by the square root of the average. So a Knight is drawn to the centre, a Rook
 *       hardly at all, and a piece that cannot move backward loses value near the far side.</li>
 *   <li>Pawn-like pieces gain by advancing, and in the middlegame by standing on central files;
 *       one standing on its last rank (a Kingdom Pawn that arrived as a Subject and may promote
 *       in place) is worth nearly its best promotion.</li>
 *   <li>A royal King shelters in the middlegame (its own first rank, one or two files from the
 *       edge, as after castling) and centralises in the endgame, by its mobility like a piece
 *       worth {@code kingStrength}. While it cannot be mated (a Kingdom King with its Duke) it
 *       uses a second table that centralises in both phases; a King that is never royal
 *       (Norochess) is a piece like the others.</li>
 *   <li>Mobility, by the number of safe squares a piece reaches: a weight per square falling
 *       with the piece's average mobility ({@code 20 / avg^0.75} middlegame, {@code 28 / avg^0.75}
 *       endgame: about 6.5 and 9 for a Knight, 3 and 4.5 for a Queen), centred on the average.
 *       The weight is a whole number of 1/16 centipawn and the centre of 1/16 square, so a table
 *       entry is a whole number of 1/256 centipawn.</li>
 * </ul>
 */
final class SquareTables {
    private static final double CENTRE_MG = 10, CENTRE_EG = 10;

    /** [type][square]: placement without the value, White's side. */
    final int[][] mg, eg;
    /** [square]: a King that cannot be mated now (the Kingdom King while its Duke lives), placed as a fighter. */
    final int[] freeKingMg, freeKingEg;
    /** [type][safe squares]: mobility in 1/256 centipawn; null for a type without mobility (pawns, a royal King, a piece with no table). */
    final int[][] mobilityMg, mobilityEg;

    /**
     * @param valueMg  per type, the middlegame value (a pawn on its last rank is worth the best
     *                 promotion's less 50, which the table adds to the pawn's value)
     * @param valueEg  per type, the endgame value
     */
    SquareTables(Variant v, boolean kingRoyal, int[] valueMg, int[] valueEg, int kingStrength) {
        Geometry g = v.geometry;
        int n = v.types.length;
        mg = new int[n][g.squares];
        eg = new int[n][g.squares];
        mobilityMg = new int[n][];
        mobilityEg = new int[n][];
        freeKingMg = new int[g.squares];
        freeKingEg = new int[g.squares];
        int bestPromotion = 0;
        for (int t = 1; t < n; t++) if (!v.types[t].promotes && t != v.kingType) bestPromotion = Math.max(bestPromotion, valueMg[t]);
        for (int t = 1; t < n; t++) {
            PieceType pt = v.types[t];
            double[] mob = new double[g.squares];
            double avg = 0;
            for (int s = 0; s < g.squares; s++) avg += mob[s] = PieceValues.expectedMobility(g, pt, s, PieceValues.DENSITY);
            avg /= g.squares;
            boolean royalKing = t == v.kingType && kingRoyal;
            for (int s = 0; s < g.squares; s++) {
                int m, e;
                if (pt.promotes) {
                    int rel = g.relativeRank(castellan.piece.Piece.WHITE, s);
                    if (rel == g.ranks - 1) {
                        int promoted = Math.max(valueMg[t], bestPromotion - 50);
                        m = promoted - valueMg[t];
                        e = promoted - valueEg[t];
                    } else {
                        double f = Math.max(0, (rel - 1) / (double) (g.ranks - 2));
                        int fileFromCentre = fileDistanceFromCentre(g, g.file(s));
                        int central = f > 0 && f <= 0.5 ? Math.max(0, 2 - fileFromCentre) * 5 : 0;
                        m = (int) Math.round(12 * f) + central;
                        e = (int) Math.round(30 * f);
                    }
                } else if (royalKing) {
                    int rel = g.relativeRank(castellan.piece.Piece.WHITE, s);
                    int edge = Math.min(g.file(s), g.files - 1 - g.file(s));
                    int fileBonus = edge == 0 ? -5 : edge == 1 ? 10 : edge == 2 ? 5 : -10 * (edge - 2);
                    m = -20 * Math.min(rel, 3) + fileBonus;
                    e = (int) Math.round(kingStrength / 10.0 * (mob[s] - avg) / Math.sqrt(avg));
                    freeKingMg[s] = (int) Math.round(CENTRE_MG * (mob[s] - avg) / Math.sqrt(avg));
                    freeKingEg[s] = e;
                } else {
                    double c = avg > 0 ? (mob[s] - avg) / Math.sqrt(avg) : 0;
                    m = (int) Math.round(CENTRE_MG * c);
                    e = (int) Math.round(CENTRE_EG * c);
                }
                mg[t][s] = m;
                eg[t][s] = e;
            }
            if (!pt.promotes && !royalKing && avg > 0.5) {
                double scale = Math.pow(avg, 0.75);
                int wMg = (int) Math.round(16 * 20 / scale), wEg = (int) Math.round(16 * 28 / scale);
                int centre = (int) Math.round(16 * avg);
                int most = mostSquares(g, pt);
                mobilityMg[t] = new int[most + 1];
                mobilityEg[t] = new int[most + 1];
                for (int k = 0; k <= most; k++) {
                    mobilityMg[t][k] = wMg * (16 * k - centre);
                    mobilityEg[t][k] = wEg * (16 * k - centre);
                }
            }
        }
    }

    /** The most squares a white piece of this type reaches from any square of the empty board (its quiet and capture moves together). */
    static int mostSquares(Geometry g, PieceType t) {
        int most = 0;
        for (int s = 0; s < g.squares; s++) {
            long lo = PieceValues.quietLo(g, t, s) | t.capture[0].emptyBoardLo(g, s);
            long hi = PieceValues.quietHi(g, t, s) | t.capture[0].emptyBoardHi(g, s);
            most = Math.max(most, Bits.count(lo, hi));
        }
        return most;
    }

    /** 0 on the central file(s), 1 next to them, ... */
    private static int fileDistanceFromCentre(Geometry g, int file) {
        return Math.max(0, Math.max((g.files - 1) / 2 - file, file - g.files / 2));
    }
}
