package castellan.variants.kingdom;

import castellan.board.Geometry;
import castellan.eval.BoardMasks;
import castellan.eval.EvalState;
import castellan.eval.EvalTerm;
import castellan.position.Position;

/**
 * The Duke carries the King's life (kingdom.md, "Kings and Dukes"). The general terms already
 * know, through the spec's royalty carrier, that a King is royal (King safety counts) only while
 * its side has no Duke and that a King attacks only while the enemy has no Duke; the Duke's
 * value carries a premium for both ({@link KingdomRules#buildEvalSpec}). This term scores what
 * the King then is:
 * <ul>
 *   <li>immune and free to capture (we have our Duke, the enemy lost theirs): an invulnerable
 *       attacker, worth more the nearer the centre, above all in the ending;</li>
 *   <li>royal and unable to capture (we lost our Duke, the enemy kept theirs): it can be mated
 *       while the enemy King walks up to it unafraid.</li>
 * </ul>
 */
final class DukeTerm implements EvalTerm {
    static final int ROAMING_MG = 30, ROAMING_EG = 80, CENTRE_MG = 5, CENTRE_EG = 12;
    static final int HELPLESS_MG = 60, HELPLESS_EG = 40;

    private final int[] centreDistance;
    private final int maxCentreDistance;

    DukeTerm(Geometry g) {
        centreDistance = new int[g.squares];
        int max = 0;
        for (int s = 0; s < g.squares; s++) max = Math.max(max, centreDistance[s] = BoardMasks.centreDistance(g, s));
        maxCentreDistance = max;
    }

    @Override public void evaluate(Position p, EvalState s) {
        for (int c = 0; c < 2; c++) {
            int k = s.king[c];
            if (k < 0) continue;
            boolean immune = !s.royal[c];
            if (immune && s.kingCaptures[c]) {
                int central = maxCentreDistance - centreDistance[k];
                s.add(c, ROAMING_MG + CENTRE_MG * central, ROAMING_EG + CENTRE_EG * central);
            } else if (!immune && !s.kingCaptures[c]) {
                s.add(c, -HELPLESS_MG, -HELPLESS_EG);
            }
        }
    }
}
