package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * The safety of a royal King (only while it can be mated: never in Norochess, and in Kingdom
 * only while its side has no Duke). Two parts, middlegame mostly:
 * <ul>
 *   <li>attack: the enemy pieces that reach the King's zone ({@link Mobility} counts them and
 *       sums their {@code kingAttack.X} weights, each times the zone squares it hits, at most 3);
 *       two attackers or more cost {@code min(max, w * w * quadratic / 1024)} in the middlegame,
 *       as the danger of an attack grows faster than its pieces, and {@code w * endgame / 1024}
 *       in the ending ({@code kingDanger.*}). Not linear in the weights: the trace keeps them
 *       apart ({@link EvalTrace#dangerWeight});</li>
 *   <li>shelter: friendly pawn-like pieces in front of a King on its first two ranks, by their
 *       number up to 3 ({@code kingShelter}).</li>
 * </ul>
 */
final class KingSafety implements EvalTerm {
    private final EvalSpec spec;
    private final Geometry g;
    private final int[] pawnTypes;
    private final int quadratic, max, endgame, quadraticIndex, maxIndex, endgameIndex;
    private final int[] shelter;
    private final int shelterIndex;

    KingSafety(EvalSpec spec, ParamReader r) {
        this.spec = spec;
        this.g = spec.variant.geometry;
        int n = 0;
        int[] types = new int[spec.variant.types.length];
        for (int t = 1; t <= spec.variant.typeCount(); t++) if (spec.pawnLike[t]) types[n++] = t;
        pawnTypes = java.util.Arrays.copyOf(types, n);
        if (spec.kingRoyal) {
            quadratic = r.nonLinear("kingDanger.quadratic", 1)[0];
            max = r.nonLinear("kingDanger.max", 1)[0];
            endgame = r.nonLinear("kingDanger.endgame", 1)[0];
            quadraticIndex = r.index("kingDanger.quadratic");
            maxIndex = r.index("kingDanger.max");
            endgameIndex = r.index("kingDanger.endgame");
            shelter = r.linear("kingShelter", 4, ParamReader.Part.MG);
            shelterIndex = r.index("kingShelter");
        } else {
            quadratic = max = endgame = 0;
            quadraticIndex = maxIndex = endgameIndex = shelterIndex = -1;
            shelter = null;
        }
    }

    /** Tells a trace where King danger's own numbers are. */
    void describe(EvalTrace t) {
        t.dangerQuadratic = quadraticIndex;
        t.dangerMax = maxIndex;
        t.dangerEndgame = endgameIndex;
    }

    @Override public void evaluate(Position p, EvalState s) {
        if (!spec.kingRoyal) return;
        EvalTrace trace = s.trace;
        for (int c = 0; c < 2; c++) {
            int k = s.king[c];
            if (!s.royal[c] || k < 0) continue;
            int them = c ^ 1, mg = 0, eg = 0;
            if (s.kingAttackers[them] >= 2) {
                int w = s.kingAttackWeight[them];
                mg -= Math.min(max, w * w * quadratic / 1024);
                eg -= w * endgame / 1024;
                if (trace != null) {
                    trace.dangerActive(c);
                    trace.rounded();
                }
            }
            if (g.relativeRank(c, k) <= 1) {
                long zoneLo = spec.masks.kingZone[c][k * 2] & spec.masks.frontSpan[c][k * 2];
                long zoneHi = spec.masks.kingZone[c][k * 2 + 1] & spec.masks.frontSpan[c][k * 2 + 1];
                int pawns = 0;
                for (int t : pawnTypes) {
                    int pc = Piece.of(t, c);
                    pawns += Long.bitCount(p.piecesLo(pc) & zoneLo) + Long.bitCount(p.piecesHi(pc) & zoneHi);
                }
                int count = Math.min(pawns, 3);
                mg += shelter[count];
                if (trace != null) trace.add(shelterIndex + count, 1, c);
            }
            s.add(c, mg, eg);
        }
    }
}
