package castellan.variants.kingdom;

import castellan.board.Geometry;
import castellan.eval.BoardMasks;
import castellan.eval.EvalState;
import castellan.eval.EvalTerm;
import castellan.eval.EvalTrace;
import castellan.eval.ParamReader;
import castellan.position.Position;

/**
 * The Duke carries the King's life (kingdom.md, "Kings and Dukes"). The general terms already
 * know, through the spec's royalty carrier, that a King is royal (King safety counts) only while
 * its side has no Duke and that a King attacks only while the enemy has no Duke; the Duke's
 * value in the parameters carries a premium for both. This term scores what the King then is:
 * <ul>
 *   <li>immune and free to capture (we have our Duke, the enemy lost theirs): an invulnerable
 *       attacker ({@code duke.roaming}), worth more the nearer the centre, above all in the
 *       ending ({@code duke.centre}, per square nearer than the board's edge);</li>
 *   <li>royal and unable to capture (we lost our Duke, the enemy kept theirs): it can be mated
 *       while the enemy King walks up to it unafraid ({@code duke.helpless}).</li>
 * </ul>
 */
final class DukeTerm implements EvalTerm {
    private final int[] centreDistance;
    private final int maxCentreDistance;
    private final int[] roaming, centre, helpless;
    private final int roamingIndex, centreIndex, helplessIndex;

    DukeTerm(Geometry g, ParamReader r) {
        centreDistance = new int[g.squares];
        int max = 0;
        for (int s = 0; s < g.squares; s++) max = Math.max(max, centreDistance[s] = BoardMasks.centreDistance(g, s));
        maxCentreDistance = max;
        roaming = r.pair("duke.roaming");
        centre = r.pair("duke.centre");
        helpless = r.pair("duke.helpless");
        roamingIndex = r.index("duke.roaming");
        centreIndex = r.index("duke.centre");
        helplessIndex = r.index("duke.helpless");
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace();
        for (int c = 0; c < 2; c++) {
            int k = s.king[c];
            if (k < 0) continue;
            boolean immune = !s.royal[c];
            if (immune && s.kingCaptures[c]) {
                int central = maxCentreDistance - centreDistance[k];
                s.add(c, roaming[0] + centre[0] * central, roaming[1] + centre[1] * central);
                if (trace != null) {
                    trace.addPair(roamingIndex, 1, c);
                    trace.addPair(centreIndex, central, c);
                }
            } else if (!immune && !s.kingCaptures[c]) {
                s.add(c, helpless[0], helpless[1]);
                if (trace != null) trace.addPair(helplessIndex, 1, c);
            }
        }
    }
}
