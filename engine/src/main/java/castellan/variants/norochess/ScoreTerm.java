package castellan.variants.norochess;

import castellan.eval.EvalState;
import castellan.eval.EvalTerm;
import castellan.eval.EvalTrace;
import castellan.eval.ParamReader;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * The Norochess idea of winning (norochess.md, "Scoring"): the score already won counts in full,
 * {@code norochess.point} centipawns a point, untapered; everything else the evaluation sees (the
 * capture points still on the board as material, placement, mobility) only predicts future
 * captures, so it is weighted down as the move limit nears ({@code norochess.schedule}): in full
 * until its first move number, then less and less, to its second number (of 256) at the first
 * decisive move ({@link NorochessRules#FIRST_DECISIVE_MOVE}). The sign agrees with the decided
 * scores (a larger score difference is better, as tie-breaks want), and the weight depends on
 * the move number only, so mirrored positions evaluate alike. The schedule is not tuned.
 */
final class ScoreTerm implements EvalTerm {
    /** Centipawns per point of score difference, and its index. */
    private final int point, pointIndex;
    /** The weight is full until this move, and this (of 256) at and after the first decisive move. */
    private final int fullUntil, late;

    ScoreTerm(ParamReader r) {
        point = r.linear("norochess.point", 1, ParamReader.Part.FLAT)[0];
        pointIndex = r.index("norochess.point");
        int[] schedule = r.fixed("norochess.schedule", 2);
        fullUntil = schedule[0];
        late = schedule[1];
    }

    @Override public void evaluate(Position p, EvalState s) {
        int difference = NorochessRules.score(p, 0) - NorochessRules.score(p, 1);
        s.addFlat(Piece.WHITE, point * difference);
        s.scale(weight(p.fullmoveNumber()));
        EvalTrace trace = s.trace();
        if (trace != null) trace.add(pointIndex, difference, Piece.WHITE);
    }

    /** Weight of 256 for the board at this full move number. */
    int weight(int fullmove) {
        int last = NorochessRules.FIRST_DECISIVE_MOVE;
        if (fullmove <= fullUntil) return 256;
        if (fullmove >= last) return late;
        return late + (256 - late) * (last - fullmove) / (last - fullUntil);
    }
}
