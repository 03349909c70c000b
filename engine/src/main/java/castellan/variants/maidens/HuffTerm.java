package castellan.variants.maidens;

import castellan.board.Bits;
import castellan.eval.EvalState;
import castellan.eval.EvalTerm;
import castellan.eval.EvalTrace;
import castellan.eval.ParamReader;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * Huffing as material (maidens.md, "Huffing"), for the side to move, untapered:
 * <ul>
 *   <li>gain: it may huff one of the opponent's huffable pieces this turn (they are in the
 *       position's state), and takes the one worth most to it ({@code huff.gain.X});</li>
 *   <li>risk: its own capture candidates (pieces with a legal capture now) all become huffable if
 *       its move is not a capture, and the opponent will take the one worth most
 *       ({@code huff.risk.X}). The static score stands for "a quiet move", as quiescence stands
 *       pat on it while it tries the captures itself, so the risk is counted in full. This is
 *       what makes an undefended piece with a capture a liability, and a piece offered where
 *       taking it loses a weapon: the side that must answer it pays here unless a capture saves
 *       it.</li>
 * </ul>
 * The numbers are read in 1/100 centipawn and their difference divided once. The candidates come
 * from the position's own cache ({@link CaptureCandidates}), which the move made from this node
 * would compute anyway. A King is never huffed.
 */
final class HuffTerm implements EvalTerm {
    /** [type]: in 1/100 centipawn (0 for the King); the entries' indices (-1 for the King). */
    private final int[] gain, risk, gainIndex, riskIndex;

    HuffTerm(Variant v, ParamReader r) {
        int n = v.types.length;
        gain = new int[n];
        risk = new int[n];
        gainIndex = new int[n];
        riskIndex = new int[n];
        for (int t = 1; t < n; t++) {
            gainIndex[t] = riskIndex[t] = -1;
            if (t == v.kingType) continue;
            String l = String.valueOf(v.types[t].letter);
            gain[t] = r.fixedPoint("huff.gain." + l, 1, ParamReader.Part.FLAT, 100)[0];
            risk[t] = r.fixedPoint("huff.risk." + l, 1, ParamReader.Part.FLAT, 100)[0];
            gainIndex[t] = r.index("huff.gain." + l);
            riskIndex[t] = r.index("huff.risk." + l);
        }
    }

    @Override public void evaluate(Position p, EvalState s) {
        int us = p.sideToMove();
        int gained = best(p, MaidensRules.huffableLo(p), MaidensRules.huffableHi(p), gain);
        CaptureCandidates c = p.hookScratch(CaptureCandidates.class);
        c.ensure(p);
        int risked = best(p, c.lo(p.ply()), c.hi(p.ply()), risk);
        int g = gained == 0 ? 0 : gain[gained], r = risked == 0 ? 0 : risk[risked];
        s.addFlat(us, (g - r) / 100);
        EvalTrace trace = s.trace();
        if (trace != null) {
            if (gained != 0 && gainIndex[gained] >= 0) trace.add(gainIndex[gained], 1, us);
            if (risked != 0 && riskIndex[risked] >= 0) trace.add(riskIndex[risked], -1, us);
            trace.rounded();
        }
    }

    /** The type on the squares worth most by {@code worth}, or 0 when there is none. */
    private static int best(Position p, long lo, long hi, int[] worth) {
        int best = 0;
        while ((lo | hi) != 0) {
            int sq = Bits.first(lo, hi);
            if (lo != 0) lo &= lo - 1; else hi &= hi - 1;
            int t = Piece.type(p.pieceAt(sq));
            if (best == 0 || worth[t] > worth[best]) best = t;
        }
        return best;
    }
}
