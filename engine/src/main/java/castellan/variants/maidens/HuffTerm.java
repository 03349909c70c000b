package castellan.variants.maidens;

import castellan.board.Bits;
import castellan.eval.EvalState;
import castellan.eval.EvalTerm;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Huffing as material (maidens.md, "Huffing"), for the side to move:
 * <ul>
 *   <li>gain: it may huff one of the opponent's huffable pieces this turn (they are in the
 *       position's state), and takes the most valuable;</li>
 *   <li>risk: its own capture candidates (pieces with a legal capture now) all become huffable if
 *       its move is not a capture, and the opponent will take the most valuable. The static
 *       score stands for "a quiet move", as quiescence stands pat on it while it tries the
 *       captures itself, so the risk is counted in full. This is what makes an undefended piece
 *       with a capture a liability, and a piece offered where taking it loses a weapon: the side
 *       that must answer it pays here unless a capture saves it.</li>
 * </ul>
 * The candidates come from the position's own cache ({@link CaptureCandidates}), which the move
 * made from this node would compute anyway.
 */
final class HuffTerm implements EvalTerm {
    /** Percent of the value counted: the huff may be illegal (it may not uncover the huffer's King), rarely. */
    static final int GAIN = 95, RISK = 95;

    private final int[] value;

    HuffTerm(int[] pieceValue) {
        this.value = pieceValue.clone();
    }

    @Override public void evaluate(Position p, EvalState s) {
        int us = p.sideToMove();
        int gain = best(p, MaidensRules.huffableLo(p), MaidensRules.huffableHi(p));
        CaptureCandidates c = p.hookScratch(CaptureCandidates.class);
        c.ensure(p);
        int risk = best(p, c.lo(p.ply()), c.hi(p.ply()));
        s.addFlat(us, (gain * GAIN - risk * RISK) / 100);
    }

    /** The most valuable piece on the squares. */
    private int best(Position p, long lo, long hi) {
        int best = 0;
        while ((lo | hi) != 0) {
            int sq = Bits.first(lo, hi);
            if (lo != 0) lo &= lo - 1; else hi &= hi - 1;
            best = Math.max(best, value[Piece.type(p.pieceAt(sq))]);
        }
        return best;
    }
}
