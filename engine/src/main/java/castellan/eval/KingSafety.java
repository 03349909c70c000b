package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * The safety of a royal King (only while it can be mated: never in Norochess, and in Kingdom
 * only while its side has no Duke). Two parts, middlegame mostly:
 * <ul>
 *   <li>attack: the enemy pieces that reach the King's zone ({@link Mobility} counts them and
 *       weighs each by its value and the zone squares it hits); two attackers or more cost the
 *       square of the weight, as the danger of an attack grows faster than its pieces;</li>
 *   <li>shelter: friendly pawn-like pieces in front of a King on its first two ranks.</li>
 * </ul>
 */
final class KingSafety implements EvalTerm {
    private static final int MAX_DANGER = 600, SHELTER = 12;

    private final EvalSpec spec;
    private final Geometry g;
    private final int[] pawnTypes;

    KingSafety(EvalSpec spec) {
        this.spec = spec;
        this.g = spec.variant.geometry;
        int n = 0;
        int[] types = new int[spec.variant.types.length];
        for (int t = 1; t <= spec.variant.typeCount(); t++) if (spec.pawnLike[t]) types[n++] = t;
        pawnTypes = java.util.Arrays.copyOf(types, n);
    }

    @Override public void evaluate(Position p, EvalState s) {
        if (!spec.kingRoyal) return;
        for (int c = 0; c < 2; c++) {
            int k = s.king[c];
            if (!s.royal[c] || k < 0) continue;
            int them = c ^ 1, mg = 0, eg = 0;
            if (s.kingAttackers[them] >= 2) {
                int w = s.kingAttackWeight[them];
                mg -= Math.min(MAX_DANGER, w * w / 32);
                eg -= w / 2;
            }
            if (g.relativeRank(c, k) <= 1) {
                long zoneLo = spec.masks.kingZone[c][k * 2] & spec.masks.frontSpan[c][k * 2];
                long zoneHi = spec.masks.kingZone[c][k * 2 + 1] & spec.masks.frontSpan[c][k * 2 + 1];
                int shelter = 0;
                for (int t : pawnTypes) {
                    int pc = Piece.of(t, c);
                    shelter += Long.bitCount(p.piecesLo(pc) & zoneLo) + Long.bitCount(p.piecesHi(pc) & zoneHi);
                }
                mg += SHELTER * (Math.min(shelter, 3) * 2 - 3) / 2;
            }
            s.add(c, mg, eg);
        }
    }
}
