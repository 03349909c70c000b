package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Endings, where the variants' ideas of winning part ways, all untapered:
 * <ul>
 *   <li>Few pieces: what a side pays for having only a few pieces besides its King, by their
 *       number ({@code fewPieces}, where the variant has it): Curtis's bare King and Norochess's
 *       "all pieces lost" end the game, and a Wells lone King is stalemated;</li>
 *   <li>Lone King (royal Kings only): the side with pieces against a lone King is paid for
 *       driving it to the edge and bringing its own King near, and where stalemate loses, for
 *       taking away its moves ({@code loneKing.*});</li>
 *   <li>Stalemate danger, where stalemate loses: a side with almost no moves (pieces, pawn
 *       steps and safe King steps counted) pays for it, by their number 0-3 ({@code stalemate}).</li>
 * </ul>
 */
final class Endgame implements EvalTerm {

    private final EvalSpec spec;
    private final Geometry g;
    private final int kingType;
    private final int[] pawnTypes;
    /** [color]: the King's steps. */
    private final long[][] kingLeap = new long[2][];
    /** [type][color]: a pawn-like type's quiet steps. */
    private final long[][][] pawnStep;
    /** By count: the few pieces' and the stalemate danger's bonuses (negative), and their indices. */
    private final int[] fewPieces, stalemate;
    private final int fewPiecesIndex, stalemateIndex;
    /** Against a lone King, per square: from the centre, Kings' closeness, escape squares taken; and their indices. */
    private final int centre, closeness, noEscape, centreIndex, closenessIndex, noEscapeIndex;

    Endgame(EvalSpec spec, ParamReader r) {
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
        boolean few = r.has("fewPieces");
        fewPieces = few ? r.linear("fewPieces", -1, ParamReader.Part.FLAT) : new int[0];
        fewPiecesIndex = few ? r.index("fewPieces") : -1;
        boolean lone = spec.kingRoyal && kingLeap[0] != null;
        centre = lone ? r.linear("loneKing.centre", 1, ParamReader.Part.FLAT)[0] : 0;
        closeness = lone ? r.linear("loneKing.kingDistance", 1, ParamReader.Part.FLAT)[0] : 0;
        centreIndex = lone ? r.index("loneKing.centre") : -1;
        closenessIndex = lone ? r.index("loneKing.kingDistance") : -1;
        boolean escape = lone && spec.stalemateLoses;
        noEscape = escape ? r.linear("loneKing.noEscape", 1, ParamReader.Part.FLAT)[0] : 0;
        noEscapeIndex = escape ? r.index("loneKing.noEscape") : -1;
        stalemate = spec.stalemateLoses ? r.linear("stalemate", 4, ParamReader.Part.FLAT) : new int[0];
        stalemateIndex = spec.stalemateLoses ? r.index("stalemate") : -1;
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
        for (int c = 0; c < 2; c++) {
            int n = s.pieceCount[c];
            if (n >= fewPieces.length) continue;
            s.addFlat(c, fewPieces[n]);
            if (trace != null) trace.add(fewPiecesIndex + n, 1, c);
        }
        if (spec.kingRoyal && kingLeap[0] != null) {
            for (int weak = 0; weak < 2; weak++) {
                int strong = weak ^ 1;
                if (s.pieceCount[weak] == 0 && s.pieceCount[strong] > 0 && s.king[weak] >= 0) loneKing(s, weak, strong);
            }
        }
        if (spec.stalemateLoses) {
            for (int c = 0; c < 2; c++) {
                if (s.moves[c] >= stalemate.length) continue;
                int n = s.moves[c] + pawnSteps(p, c) + kingSteps(p, s, c);
                if (n >= stalemate.length) continue;
                s.addFlat(c, stalemate[n]);
                if (trace != null) trace.add(stalemateIndex + n, 1, c);
            }
        }
    }

    private void loneKing(EvalState s, int weak, int strong) {
        int wk = s.king[weak], sk = s.king[strong];
        int fromCentre = spec.masks.centreDistance[wk];
        int bonus = centre * fromCentre;
        int closer = sk >= 0 ? g.files + g.ranks - g.distance(wk, sk) : 0;
        bonus += closeness * closer;
        int taken = 0;
        if (spec.stalemateLoses) {
            long free = Long.bitCount(kingLeap[weak][wk * 2] & ~s.attackLo[strong])
                    + Long.bitCount(kingLeap[weak][wk * 2 + 1] & ~s.attackHi[strong]);
            taken = 8 - (int) Math.min(8, free);
            bonus += noEscape * taken;
        }
        s.addFlat(strong, bonus);
        EvalTrace trace = s.trace;
        if (trace != null) {
            trace.add(centreIndex, fromCentre, strong);
            trace.add(closenessIndex, closer, strong);
            if (spec.stalemateLoses) trace.add(noEscapeIndex, taken, strong);
        }
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
