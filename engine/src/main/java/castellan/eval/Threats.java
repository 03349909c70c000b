package castellan.eval;

import castellan.board.Bits;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Pieces in danger, by the victim's type: a piece (not a pawn, not a King that cannot be taken)
 * attacked by an enemy pawn-like piece ({@code threat.byPawn.X}), and any piece attacked and not
 * defended ({@code threat.hanging.X}). Both sides are scored alike; the side to move can usually
 * save one, which the search sees.
 */
final class Threats implements EvalTerm {
    private final EvalSpec spec;
    /** [type]: the pairs, middlegame and endgame, and their indices (-1 where a type has none). */
    private final int[] byPawnMg, byPawnEg, hangingMg, hangingEg, byPawnIndex, hangingIndex;

    Threats(EvalSpec spec, ParamReader r) {
        this.spec = spec;
        int n = spec.variant.types.length;
        byPawnMg = new int[n];
        byPawnEg = new int[n];
        hangingMg = new int[n];
        hangingEg = new int[n];
        byPawnIndex = new int[n];
        hangingIndex = new int[n];
        for (int t = 1; t < n; t++) {
            byPawnIndex[t] = hangingIndex[t] = -1;
            if (t == spec.variant.kingType && spec.kingRoyal) continue; // never taken
            String l = String.valueOf(spec.variant.types[t].letter);
            if (!spec.pawnLike[t]) {
                int[] v = r.pair("threat.byPawn." + l);
                byPawnMg[t] = v[0];
                byPawnEg[t] = v[1];
                byPawnIndex[t] = r.index("threat.byPawn." + l);
            }
            int[] v = r.pair("threat.hanging." + l);
            hangingMg[t] = v[0];
            hangingEg[t] = v[1];
            hangingIndex[t] = r.index("threat.hanging." + l);
        }
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
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
                if (!spec.pawnLike[t] && Bits.has(byPawnLo, byPawnHi, sq)) {
                    mg += byPawnMg[t];
                    eg += byPawnEg[t];
                    if (trace != null) trace.addPair(byPawnIndex[t], 1, c);
                }
                if (Bits.has(hangingLo, hangingHi, sq)) {
                    mg += hangingMg[t];
                    eg += hangingEg[t];
                    if (trace != null) trace.addPair(hangingIndex[t], 1, c);
                }
            }
            s.add(c, mg, eg);
        }
    }
}
