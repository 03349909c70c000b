package castellan.tuning;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.search.SearchReport;

/**
 * What makes a game's position a training sample: a search of it at a fixed number of nodes
 * (one search and table per side, as two engines would have), whose score is the label, and the
 * end of its quiescence line, the quiet position that is written. Self-play ({@link SelfPlay})
 * plays the search's move; a replay ({@link Replay}) plays the game's.
 */
final class PositionLabeller {
    private final Ruleset rules;
    private final Search[] search = new Search[2];
    private final long nodes;
    private final long[] line = new long[Score.MAX_PLY + 1];
    /** The last exact score of the main line reported by the running search. */
    private int score;
    private boolean scored;
    /** The last search's best move, and the sample it gave (null if none). */
    private long best;
    private Sample sample;
    private final SearchListener listener = new SearchListener() {
        @Override public void iteration(SearchReport r) {
            if (r.multiPv == 1 && r.bound == SearchReport.EXACT) {
                score = r.score;
                scored = true;
            }
        }

        @Override public void bestMove(long turn, long ponderTurn) {}
    };

    PositionLabeller(Ruleset rules, long nodes, int hashMb) {
        this.rules = rules;
        this.nodes = nodes;
        for (int c = 0; c < 2; c++) search[c] = new Search(rules, hashMb);
    }

    /** Before each game: fresh tables. */
    void newGame() {
        for (Search s : search) s.newGame();
    }

    /**
     * Searches the game's position with the side to move's search; {@link #best()} is its move,
     * and {@link #sample()} the quiet position it gives with the score as White's (result 0 for
     * now), or null when the side is in check, the score is a decided game, or the quiet end is a
     * check or a finished game.
     */
    void search(Game g) {
        int side = g.position().sideToMove();
        boolean inCheck = g.inCheck();
        scored = false;
        sample = null;
        best = search[side].think(g.position(), Limits.nodes(nodes), listener);
        if (inCheck || !scored || Score.isDecided(score)) return;
        String leaf = quietLeaf(search[side], g);
        if (leaf != null) sample = new Sample(leaf, side == 0 ? score : -score, 0, -1);
    }

    long best() { return best; }

    Sample sample() { return sample; }

    /** The FEN at the end of the position's quiescence line, or null when that is a check or a finished game. */
    private String quietLeaf(Search s, Game g) {
        int n = s.quiescenceLine(g.position(), line);
        if (n == 0) return g.fen();
        Game leaf = new Game(rules, g.fen());
        for (int i = 0; i < n; i++) leaf.play(line[i]);
        return leaf.inCheck() || leaf.outcome() != null ? null : leaf.fen();
    }
}
