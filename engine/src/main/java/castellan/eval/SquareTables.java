package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.piece.PieceType;
import castellan.variant.Variant;

/**
 * Piece-square tables and mobility weights generated from the board's shape and the pieces'
 * compiled movement, so that 8x8, 10x8 and 10x10 boards and new pieces need no hand-made table.
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
 *   <li>Mobility: per square of mobility, a weight falling with the piece's average mobility
 *       ({@code 20 / avg^0.75} middlegame, {@code 28 / avg^0.75} endgame: about 6.5 and 9 for a
 *       Knight, 3 and 4.5 for a Queen), centred on the average.</li>
 * </ul>
 * Black's tables are White's mirrored rank for rank (files unchanged, as Black's pieces stand on
 * White's files in every variant here), so mirrored positions evaluate exactly alike.
 */
final class SquareTables {
    private static final double CENTRE_MG = 10, CENTRE_EG = 10;

    final int[][] mg, eg;
    /** [color][square]: a King that cannot be mated now (the Kingdom King while its Duke lives), placed as a fighter. */
    final int[][] freeKingMg, freeKingEg;
    final int[] mobilityMg, mobilityEg, mobilityCentre;

    SquareTables(EvalSpec spec, int kingStrength) {
        Variant v = spec.variant;
        Geometry g = v.geometry;
        int n = v.types.length;
        mg = new int[2 * n][g.squares];
        eg = new int[2 * n][g.squares];
        mobilityMg = new int[n];
        mobilityEg = new int[n];
        mobilityCentre = new int[n];
        freeKingMg = new int[2][g.squares];
        freeKingEg = new int[2][g.squares];
        int bestPromotion = 0;
        for (int t = 1; t < n; t++) if (!v.types[t].promotes && t != v.kingType) bestPromotion = Math.max(bestPromotion, spec.pieceValue[t]);
        for (int t = 1; t < n; t++) {
            PieceType pt = v.types[t];
            double[] mob = new double[g.squares];
            double avg = 0;
            for (int s = 0; s < g.squares; s++) avg += mob[s] = PieceValues.expectedMobility(g, pt, s, PieceValues.DENSITY);
            avg /= g.squares;
            int[] wm = mg[Piece.of(t, Piece.WHITE)], we = eg[Piece.of(t, Piece.WHITE)];
            boolean royalKing = t == v.kingType && spec.kingRoyal;
            for (int s = 0; s < g.squares; s++) {
                int m, e;
                if (pt.promotes) {
                    int rel = g.relativeRank(Piece.WHITE, s);
                    if (rel == g.ranks - 1) {
                        m = e = Math.max(spec.pieceValue[t], bestPromotion - 50);
                    } else {
                        double f = Math.max(0, (rel - 1) / (double) (g.ranks - 2));
                        int fileFromCentre = fileDistanceFromCentre(g, g.file(s));
                        int central = f > 0 && f <= 0.5 ? Math.max(0, 2 - fileFromCentre) * 5 : 0;
                        m = spec.pieceValue[t] + (int) Math.round(12 * f) + central;
                        e = spec.pieceValueEg[t] + (int) Math.round(30 * f);
                    }
                } else if (royalKing) {
                    int rel = g.relativeRank(Piece.WHITE, s);
                    int edge = Math.min(g.file(s), g.files - 1 - g.file(s));
                    int fileBonus = edge == 0 ? -5 : edge == 1 ? 10 : edge == 2 ? 5 : -10 * (edge - 2);
                    m = -20 * Math.min(rel, 3) + fileBonus;
                    e = (int) Math.round(kingStrength / 10.0 * (mob[s] - avg) / Math.sqrt(avg));
                    freeKingMg[Piece.WHITE][s] = (int) Math.round(CENTRE_MG * (mob[s] - avg) / Math.sqrt(avg));
                    freeKingEg[Piece.WHITE][s] = e;
                } else {
                    double c = avg > 0 ? (mob[s] - avg) / Math.sqrt(avg) : 0;
                    m = spec.pieceValue[t] + (int) Math.round(CENTRE_MG * c);
                    e = spec.pieceValueEg[t] + (int) Math.round(CENTRE_EG * c);
                }
                wm[s] = m;
                we[s] = e;
            }
            int[] bm = mg[Piece.of(t, Piece.BLACK)], be = eg[Piece.of(t, Piece.BLACK)];
            for (int s = 0; s < g.squares; s++) {
                bm[s] = wm[spec.masks.mirror[s]];
                be[s] = we[spec.masks.mirror[s]];
                if (royalKing) {
                    freeKingMg[Piece.BLACK][s] = freeKingMg[Piece.WHITE][spec.masks.mirror[s]];
                    freeKingEg[Piece.BLACK][s] = freeKingEg[Piece.WHITE][spec.masks.mirror[s]];
                }
            }
            if (!pt.promotes && !royalKing && avg > 0.5) {
                double scale = Math.pow(avg, 0.75);
                mobilityMg[t] = (int) Math.round(16 * 20 / scale);
                mobilityEg[t] = (int) Math.round(16 * 28 / scale);
                mobilityCentre[t] = (int) Math.round(16 * avg);
            }
        }
    }

    /** 0 on the central file(s), 1 next to them, ... */
    private static int fileDistanceFromCentre(Geometry g, int file) {
        return Math.max(0, Math.max((g.files - 1) / 2 - file, file - g.files / 2));
    }
}
