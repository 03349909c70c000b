package castellan.eval;

import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Material and placement, read from the piece-square tables (which include the values), and the
 * facts every later term needs: piece counts, the phase, the Kings' squares, and which Kings are
 * royal or may capture now. A King that cannot be mated now is placed by the free King's table.
 * A searched position keeps the tables' sums as pieces move ({@link Evaluator#track}); any
 * other is summed here.
 */
final class PieceSquares implements EvalTerm {
    private final EvalSpec spec;
    private final int codes, kingType, carrier;

    PieceSquares(EvalSpec spec) {
        this.spec = spec;
        this.codes = 2 * spec.variant.types.length;
        this.kingType = spec.variant.kingType;
        this.carrier = spec.royaltyCarrier;
    }

    @Override public void evaluate(Position p, EvalState s) {
        for (int c = 0; c < 2; c++) {
            s.king[c] = p.kingSquare(c);
            boolean immune = carrier != 0 && p.count(carrier, c) > 0;
            boolean enemyCarrier = carrier != 0 && p.count(carrier, c ^ 1) > 0;
            s.royal[c] = spec.kingRoyal && s.king[c] >= 0 && !immune;
            s.kingCaptures[c] = s.king[c] >= 0 && !enemyCarrier;
        }
        int mg, eg;
        if (p.keptWeights() == spec.placementMg) {
            // The position keeps the tables' sums (Evaluator#track): only a King that cannot be
            // mated now moves from the King's table to the free King's.
            mg = p.weightSumMg();
            eg = p.weightSumEg();
            if (spec.kingRoyal) {
                for (int c = 0; c < 2; c++) {
                    int k = s.king[c];
                    if (k < 0 || s.royal[c]) continue;
                    int pc = Piece.of(kingType, c);
                    int dm = spec.freeKingMg[c][k] - spec.pstMg[pc][k], de = spec.freeKingEg[c][k] - spec.pstEg[pc][k];
                    if (c == Piece.WHITE) { mg += dm; eg += de; } else { mg -= dm; eg -= de; }
                }
            }
        } else {
            mg = eg = 0;
            for (int pc = 2; pc < codes; pc++) {
                long lo = p.piecesLo(pc), hi = p.piecesHi(pc);
                if ((lo | hi) == 0) continue;
                int color = pc & 1, type = pc >>> 1;
                int[] tm = spec.pstMg[pc], te = spec.pstEg[pc];
                if (type == kingType && spec.kingRoyal && !s.royal[color]) {
                    tm = spec.freeKingMg[color];
                    te = spec.freeKingEg[color];
                }
                int sm = 0, se = 0;
                for (; lo != 0; lo &= lo - 1) {
                    int sq = Long.numberOfTrailingZeros(lo);
                    sm += tm[sq];
                    se += te[sq];
                }
                for (; hi != 0; hi &= hi - 1) {
                    int sq = 64 + Long.numberOfTrailingZeros(hi);
                    sm += tm[sq];
                    se += te[sq];
                }
                if (color == Piece.WHITE) { mg += sm; eg += se; } else { mg -= sm; eg -= se; }
            }
        }
        for (int pc = 2; pc < codes; pc++) {
            long lo = p.piecesLo(pc), hi = p.piecesHi(pc);
            if ((lo | hi) == 0) continue;
            int color = pc & 1, type = pc >>> 1;
            int count = Long.bitCount(lo) + Long.bitCount(hi);
            if (type == kingType) {
                if (!spec.kingRoyal) s.pieceCount[color] += count; // a plain piece (Norochess)
                continue;
            }
            s.pieceCount[color] += count;
            if (spec.pawnLike[type]) s.pawnCount[color] += count;
            else s.pieceMaterial[color] += count * spec.pieceValue[type];
        }
        s.mg += mg;
        s.eg += eg;
        int material = s.pieceMaterial[0] + s.pieceMaterial[1];
        s.phase = material >= spec.phaseMgLimit ? 256 : material <= spec.phaseEgLimit ? 0
                : (material - spec.phaseEgLimit) * 256 / (spec.phaseMgLimit - spec.phaseEgLimit);
    }
}
