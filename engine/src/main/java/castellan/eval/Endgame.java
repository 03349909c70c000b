package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Endings, where the variants' ideas of winning part ways:
 * <ul>
 *   <li>Few pieces: what a side pays for having only a few pieces besides its King
 *       ({@link EvalSpec.Builder#fewPiecesPenalty}): Curtis's bare King and Norochess's "all
 *       pieces lost" end the game, and a Wells lone King is stalemated;</li>
 *   <li>Lone King (royal Kings only): the side with pieces against a lone King is paid for
 *       driving it to the edge and bringing its own King near, and where stalemate loses, for
 *       taking away its moves;</li>
 *   <li>Stalemate danger, where stalemate loses: a side with almost no moves (pieces, pawn
 *       steps and safe King steps counted) pays for it.</li>
 * </ul>
 */
final class Endgame implements EvalTerm {
    /** Per count of moves 0..3 where stalemate loses (0 with moves left means only the King's are counted out). */
    private static final int[] STALEMATE_DANGER = {250, 150, 60, 20};

    private final EvalSpec spec;
    private final Geometry g;
    private final int kingType;
    private final int[] pawnTypes;
    /** [color]: the King's steps. */
    private final long[][] kingLeap = new long[2][];
    /** [type][color]: a pawn-like type's quiet steps. */
    private final long[][][] pawnStep;

    Endgame(EvalSpec spec) {
        this.spec = spec;
        this.g = spec.variant.geometry;
        this.kingType = spec.variant.kingType;
        int n = 0;
        int[] types = new int[spec.variant.types.length];
        for (int t = 1; t <= spec.variant.typeCount(); t++) if (spec.pawnLike[t]) types[n++] = t;
        pawnTypes = java.util.Arrays.copyOf(types, n);
        pawnStep = new long[spec.variant.types.length][2][];
        for (int c = 0; c < 2; c++) {
            kingLeap[c] = spec.variant.types[kingType].capture[c].leap;
            for (int t : pawnTypes) {
                Movement m = spec.variant.types[t].move[c];
                pawnStep[t][c] = m.leap != null ? m.leap : new long[g.squares * 2];
            }
        }
    }

    @Override public void evaluate(Position p, EvalState s) {
        int[] few = spec.fewPiecesPenalty;
        for (int c = 0; c < 2; c++) if (s.pieceCount[c] < few.length) s.addFlat(c, -few[s.pieceCount[c]]);
        if (spec.kingRoyal && kingLeap[0] != null) {
            for (int weak = 0; weak < 2; weak++) {
                int strong = weak ^ 1;
                if (s.pieceCount[weak] == 0 && s.pieceCount[strong] > 0 && s.king[weak] >= 0) loneKing(s, weak, strong);
            }
        }
        if (spec.stalemateLoses) {
            for (int c = 0; c < 2; c++) {
                if (s.moves[c] >= STALEMATE_DANGER.length) continue;
                int n = s.moves[c] + pawnSteps(p, c) + kingSteps(p, s, c);
                if (n < STALEMATE_DANGER.length) s.addFlat(c, -STALEMATE_DANGER[n]);
            }
        }
    }

    private void loneKing(EvalState s, int weak, int strong) {
        int wk = s.king[weak], sk = s.king[strong];
        int bonus = 10 * spec.masks.centreDistance[wk];
        if (sk >= 0) bonus += 4 * (g.files + g.ranks - g.distance(wk, sk));
        if (spec.stalemateLoses) {
            long free = Long.bitCount(kingLeap[weak][wk * 2] & ~s.attackLo[strong])
                    + Long.bitCount(kingLeap[weak][wk * 2 + 1] & ~s.attackHi[strong]);
            bonus += 15 * (8 - (int) Math.min(8, free));
        }
        s.addFlat(strong, bonus);
    }

    /** Pawn-like pieces of {@code c} with a free square to step to (captures are in the attacks, not counted). */
    private int pawnSteps(Position p, int c) {
        long emptyLo = ~p.occupiedLo() & g.allLo, emptyHi = ~p.occupiedHi() & g.allHi;
        int n = 0;
        for (int t : pawnTypes) {
            long[] step = pawnStep[t][c];
            int pc = Piece.of(t, c);
            for (long lo = p.piecesLo(pc); lo != 0; lo &= lo - 1) {
                int sq = Long.numberOfTrailingZeros(lo);
                if (((step[sq * 2] & emptyLo) | (step[sq * 2 + 1] & emptyHi)) != 0) n++;
            }
            for (long hi = p.piecesHi(pc); hi != 0; hi &= hi - 1) {
                int sq = 64 + Long.numberOfTrailingZeros(hi);
                if (((step[sq * 2] & emptyLo) | (step[sq * 2 + 1] & emptyHi)) != 0) n++;
            }
        }
        return n;
    }

    /** King steps of {@code c} to squares neither its own nor attacked. */
    private int kingSteps(Position p, EvalState s, int c) {
        int k = s.king[c];
        if (k < 0 || kingLeap[c] == null) return 0;
        long lo = kingLeap[c][k * 2] & ~p.colorLo(c) & ~s.attackLo[c ^ 1];
        long hi = kingLeap[c][k * 2 + 1] & ~p.colorHi(c) & ~s.attackHi[c ^ 1];
        return Long.bitCount(lo) + Long.bitCount(hi);
    }
}
