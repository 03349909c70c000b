package castellan.cli;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code castellan search}: searches a position and prints each iteration, then the best move. */
@Command(name = "search", mixinStandardHelpOptions = true,
        description = "Search a position to a depth, for a time or a number of nodes; print one line per iteration "
                + "(depth, score, nodes, nps, time, principal variation), then 'bestmove MOVE'.")
final class SearchCommand implements Callable<Integer> {
    static final int MAX_DEPTH = 100;

    @Mixin PositionOptions position;

    @ArgGroup(exclusive = true, multiplicity = "1") Limit limit;

    static final class Limit {
        @Option(names = {"-d", "--depth"}, paramLabel = "D", description = "Depth in plies, 1-" + MAX_DEPTH + ".") Integer depth;
        @Option(names = "--movetime", paramLabel = "MS", description = "Search this many milliseconds.") Long moveTime;
        @Option(names = "--nodes", paramLabel = "N", description = "Search this many nodes.") Long nodes;
    }

    @Option(names = "--threads", defaultValue = "1", paramLabel = "T", description = "Search threads, 1-" + Search.MAX_THREADS + ". Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--hash", defaultValue = "64", paramLabel = "MB", description = "Transposition table in MB. Default: ${DEFAULT-VALUE}.")
    int hashMb;

    @Option(names = "--multipv", defaultValue = "1", paramLabel = "K", description = "Lines to search and print. Default: ${DEFAULT-VALUE}.")
    int multiPv;

    @Override public Integer call() {
        Limits limits = new Limits();
        if (limit.depth != null) {
            if (limit.depth < 1 || limit.depth > MAX_DEPTH) throw new IllegalArgumentException("depth must be 1-" + MAX_DEPTH + ", got " + limit.depth);
            limits.depth = limit.depth;
        } else if (limit.moveTime != null) {
            if (limit.moveTime < 1 || limit.moveTime > 86_400_000L) throw new IllegalArgumentException("movetime must be 1-86400000 ms, got " + limit.moveTime);
            limits.moveTimeMs = limit.moveTime;
        } else {
            if (limit.nodes < 1) throw new IllegalArgumentException("nodes must be at least 1, got " + limit.nodes);
            limits.nodes = limit.nodes;
        }
        Game game = position.game();
        Search search = new Search(game.rules);
        search.setThreads(threads);
        search.setHashMb(hashMb);
        search.setMultiPv(multiPv);
        search.setMoveOverheadMs(0);
        StringBuilder out = new StringBuilder();
        long best = search.think(game.position(), limits, new SearchListener() {
            @Override public void iteration(SearchReport r) {
                out.setLength(0);
                out.append("depth ").append(r.depth).append(" seldepth ").append(r.selectiveDepth);
                if (multiPv > 1) out.append(" multipv ").append(r.multiPv);
                out.append(" score ").append(scoreText(r.score));
                if (r.bound == SearchReport.LOWER_BOUND) out.append(" lowerbound");
                else if (r.bound == SearchReport.UPPER_BOUND) out.append(" upperbound");
                out.append(" nodes ").append(r.nodes).append(" nps ").append(r.timeMs == 0 ? r.nodes * 1000 : r.nodes * 1000 / r.timeMs);
                out.append(" time ").append(r.timeMs).append(" pv");
                for (int i = 0; i < r.pvLength; i++) out.append(' ').append(game.format(r.pv[i]));
                System.out.println(out);
            }

            @Override public void bestMove(long turn, long ponderTurn) {}
        });
        System.out.println("bestmove " + (best == 0 ? "(none)" : game.format(best)));
        return 0;
    }

    /**
     * A score as text: {@code cp 23}; a checkmate {@code mate 3} (moves, negative when mated); any
     * other decided game {@code win 3 margin 25} or {@code loss 2 margin 25} (Curtis's stalemate
     * and bare-King wins, Norochess score wins), the margin in {@link Score} units.
     */
    static String scoreText(int score) {
        if (!Score.isDecided(score)) return "cp " + score;
        int moves = (Score.pliesToEnd(score) + 1) / 2;
        int margin = (Math.abs(score) - Score.WIN) / Score.MAX_PLY;
        if (margin == Score.MAX_MARGIN) return "mate " + (score > 0 ? moves : -moves);
        return (score > 0 ? "win " : "loss ") + moves + " margin " + margin;
    }
}
