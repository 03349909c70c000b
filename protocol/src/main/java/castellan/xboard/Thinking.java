package castellan.xboard;

import castellan.eval.Score;
import castellan.movegen.Turns;
import castellan.notation.XBoardText;
import castellan.position.Position;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import castellan.session.Output;
import java.util.function.BiConsumer;

/**
 * One search's reports in XBoard's form: thinking output {@code ply score time nodes pv} (time
 * in centiseconds, decided games as mate scores, {@code ?}/{@code !} after a fail-low/high PV),
 * with the PV in wire syntax. The best move is handed to the adapter's loop, which plays it.
 */
final class Thinking implements SearchListener {
    /** XBoard's mate score: {@code 100000 + N} for a mate in N moves (spec, section 10). */
    static final int MATE = 100_000;

    private final Output out;
    private final Position root;
    private final boolean post;
    private final BiConsumer<Long, Long> bestMove;
    /** The latest iteration's numbers, for {@code .} (stat01) and {@code hint}. */
    private volatile long lastNodes, lastTimeMs, expectedReply;
    private volatile int lastDepth;

    /** {@code root} is the searched position (the listener keeps its own copy to spell the PV). */
    Thinking(Output out, Position root, boolean post, BiConsumer<Long, Long> bestMove) {
        this.out = out;
        this.root = root.copy();
        this.post = post;
        this.bestMove = bestMove;
    }

    @Override public void iteration(SearchReport r) {
        lastDepth = r.depth;
        lastNodes = r.nodes;
        lastTimeMs = r.timeMs;
        if (r.multiPv == 1 && r.bound == SearchReport.EXACT) expectedReply = r.pvLength > 1 ? r.pv[1] : 0;
        if (!post) return;
        StringBuilder sb = new StringBuilder(128);
        // Only the four fields every XBoard reads: 4.9.1 showed the optional ones as part of the PV.
        sb.append(r.depth).append(' ').append(score(r.score)).append(' ').append(r.timeMs / 10).append(' ').append(r.nodes).append(' ');
        sb.append(pv(r.pv, r.pvLength));
        if (r.bound == SearchReport.UPPER_BOUND) sb.append('?');
        else if (r.bound == SearchReport.LOWER_BOUND) sb.append('!');
        out.line(sb.toString());
    }

    /** The PV in wire syntax, spelled move by move on a copy of the root (an in-place promotion's detour needs the board). */
    private String pv(long[] pv, int length) {
        StringBuilder sb = new StringBuilder();
        int played = 0;
        try {
            for (int i = 0; i < length; i++) {
                if (i > 0) sb.append(' ');
                sb.append(XBoardText.format(root, pv[i]));
                Turns.play(root, pv[i]);
                played++;
            }
        } finally {
            while (played > 0) Turns.unplay(root, pv[--played]);
        }
        return sb.toString();
    }

    /** Centipawns, or for a decided game {@code ±(100000 + moves to the end)}. */
    static int score(int score) {
        if (!Score.isDecided(score)) return score;
        int plies = Score.pliesToEnd(score);
        return score > 0 ? MATE + (plies + 1) / 2 : -(MATE + plies / 2);
    }

    @Override public void bestMove(long turn, long ponderTurn) {
        bestMove.accept(turn, ponderTurn != 0 ? ponderTurn : expectedReply);
    }

    /** {@code stat01: time nodes ply mvleft mvtot}: moves left are not tracked, so 0 of the legal count. */
    String status(int legalTurns) {
        return "stat01: " + lastTimeMs / 10 + " " + lastNodes + " " + lastDepth + " 0 " + legalTurns;
    }

    /** The reply the search expects to the move it found, 0 when unknown. */
    long expectedReply() { return expectedReply; }

}
