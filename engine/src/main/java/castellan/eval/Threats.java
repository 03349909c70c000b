package castellan.eval;

import castellan.board.Bits;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Pieces in danger: a piece (not a pawn, not a King that cannot be taken) attacked by an enemy
 * pawn-like piece, and any piece attacked and not defended. Both sides are scored alike; the side
 * to move can usually save one, which the search sees.
 */
final class Threats implements EvalTerm {
    private final EvalSpec spec;
    private final int kingType;

    Threats(EvalSpec spec) {
        this.spec = spec;
        this.kingType = spec.variant.kingType;
    }

    @Override public void evaluate(Position p, EvalState s) {
        for (int c = 0; c < 2; c++) {
            int them = c ^ 1;
            long ownLo = p.colorLo(c), ownHi = p.colorHi(c);
            if (spec.kingRoyal) {
                int k = s.king[c];
                if (k >= 0) {
                    ownLo &= ~Bits.loBit(k);
                    ownHi &= ~Bits.hiBit(k);
                }
            }
            long byPawnLo = ownLo & s.pawnAttackLo[them], byPawnHi = ownHi & s.pawnAttackHi[them];
            long hangingLo = ownLo & s.attackLo[them] & ~s.attackLo[c], hangingHi = ownHi & s.attackHi[them] & ~s.attackHi[c];
            long lo = byPawnLo | hangingLo, hi = byPawnHi | hangingHi;
            int mg = 0, eg = 0;
            while ((lo | hi) != 0) {
                int sq = Bits.first(lo, hi);
                if (lo != 0) lo &= lo - 1; else hi &= hi - 1;
                int t = Piece.type(p.pieceAt(sq));
                int v = spec.pieceValue[t];
                if (!spec.pawnLike[t] && Bits.has(byPawnLo, byPawnHi, sq)) {
                    mg -= 20 + v / 8;
                    eg -= 15 + v / 10;
                }
                if (Bits.has(hangingLo, hangingHi, sq)) {
                    mg -= v / 10;
                    eg -= v / 10;
                }
            }
            s.add(c, mg, eg);
        }
    }
}
