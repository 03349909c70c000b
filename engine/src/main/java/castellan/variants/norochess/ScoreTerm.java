package castellan.variants.norochess;

import castellan.eval.EvalState;
import castellan.eval.EvalTerm;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * The Norochess idea of winning (norochess.md, "Scoring"): the score already won counts in full,
 * 100 centipawns a point, untapered; everything else the evaluation sees (the capture points
 * still on the board as material, placement, mobility) only predicts future captures, so it is
 * weighted down as the move limit nears: in full until move 8, then less and less, to
 * {@link #LATE} at the first decisive move ({@link NorochessRules#FIRST_DECISIVE_MOVE}). The
 * sign agrees with the decided scores (a larger score difference is better, as tie-breaks want),
 * and the weight depends on the move number only, so mirrored positions evaluate alike.
 */
final class ScoreTerm implements EvalTerm {
    /** Centipawns per point of score difference. */
    static final int POINT = 100;
    /** The weight (of 256) of the board at and after the first decisive move. */
    static final int LATE = 40;
    private static final int FULL_UNTIL = 8;

    @Override public void evaluate(Position p, EvalState s) {
        s.addFlat(Piece.WHITE, POINT * (NorochessRules.score(p, 0) - NorochessRules.score(p, 1)));
        s.scale(weight(p.fullmoveNumber()));
    }

    /** Weight of 256 for the board at this full move number. */
    static int weight(int fullmove) {
        int last = NorochessRules.FIRST_DECISIVE_MOVE;
        if (fullmove <= FULL_UNTIL) return 256;
        if (fullmove >= last) return LATE;
        return LATE + (256 - LATE) * (last - fullmove) / (last - FULL_UNTIL);
    }
}
