package castellan.web;

import castellan.eval.Score;
import castellan.notation.MoveText;
import castellan.search.SearchReport;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of the engine's thinking as the page shows it, pushed over the WebSocket at every
 * iteration: depth, score (centipawns, or moves to a decided end, as UCI's {@code mate}),
 * nodes, speed and the principal variation in Castellan's move text.
 *
 * @param line  1 for the best line, 2.. for MultiPV's others
 * @param bound {@code exact}, {@code lower} or {@code upper} (an aspiration window failed)
 */
record Thinking(String type, long generation, int line, int depth, int selDepth, Integer cp, Integer mate, String bound,
                long nodes, long nps, long timeMs, List<String> pv) {

    static Thinking of(Variant v, long generation, SearchReport r) {
        int score = r.score;
        List<String> moves = new ArrayList<>(r.pvLength);
        for (int i = 0; i < r.pvLength; i++) moves.add(MoveText.formatTurn(v, r.pv[i]));
        Integer cp = null, mate = null;
        if (Score.isDecided(score)) { // moves (not plies) to the end, negative when the side to move loses
            int plies = Score.pliesToEnd(score);
            mate = score > 0 ? (plies + 1) / 2 : -(plies / 2);
        } else {
            cp = score;
        }
        String b = r.bound == SearchReport.LOWER_BOUND ? "lower"
                : r.bound == SearchReport.UPPER_BOUND ? "upper" : "exact";
        return new Thinking("thinking", generation, r.multiPv, r.depth, r.selectiveDepth, cp, mate, b, r.nodes,
                r.nodes * 1000 / Math.max(1, r.timeMs), r.timeMs, moves);
    }
}
