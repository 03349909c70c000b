package castellan.uci;

import castellan.eval.Score;
import castellan.notation.MoveText;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import castellan.session.Output;
import castellan.variant.Variant;

/**
 * The search's reports as UCI lines: {@code info depth ... score cp|mate ... pv ...} per
 * iteration, then {@code bestmove X [ponder Y]}. Moves are Castellan's own move text (ranks
 * 1-10, compound turns comma-separated).
 */
final class UciInfo implements SearchListener {
    private final Output out;
    private final Variant variant;

    UciInfo(Output out, Variant variant) {
        this.out = out;
        this.variant = variant;
    }

    @Override public void iteration(SearchReport r) {
        StringBuilder sb = new StringBuilder(128);
        sb.append("info depth ").append(r.depth).append(" seldepth ").append(r.selectiveDepth).append(" multipv ").append(r.multiPv)
                .append(" score ").append(score(r.score));
        if (r.bound == SearchReport.LOWER_BOUND) sb.append(" lowerbound");
        else if (r.bound == SearchReport.UPPER_BOUND) sb.append(" upperbound");
        sb.append(" nodes ").append(r.nodes).append(" nps ").append(r.nodes * 1000 / Math.max(1, r.timeMs))
                .append(" hashfull ").append(r.hashPermill).append(" time ").append(r.timeMs);
        if (r.pvLength > 0) {
            sb.append(" pv");
            for (int i = 0; i < r.pvLength; i++) sb.append(' ').append(MoveText.formatTurn(variant, r.pv[i]));
        }
        out.line(sb.toString());
    }

    /**
     * {@code cp N}, or for a decided game {@code mate N}: moves (not plies) to the end, negative
     * when the side to move loses, as Stockfish counts them. Decided games that are not mates
     * (a Curtis stalemate win, a Norochess score) are reported the same way.
     */
    static String score(int score) {
        if (!Score.isDecided(score)) return "cp " + score;
        int plies = Score.pliesToEnd(score);
        return "mate " + (score > 0 ? (plies + 1) / 2 : -(plies / 2));
    }

    @Override public void bestMove(long turn, long ponderTurn) {
        if (turn == 0) {
            out.line("bestmove (none)");
            return;
        }
        String text = "bestmove " + MoveText.formatTurn(variant, turn);
        if (ponderTurn != 0) text += " ponder " + MoveText.formatTurn(variant, ponderTurn);
        out.line(text);
    }
}
