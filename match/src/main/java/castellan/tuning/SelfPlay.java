package castellan.tuning;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.match.Opening;
import castellan.match.Openings;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Self-play at a fixed number of nodes per move, in process: two searches (one per side, each
 * with its own table, as two engines would have), and the {@link Game} as referee, whose
 * {@link Game#outcome} is the rules' verdict. Every position where the side to move is not in
 * check and the search's score is not a decided game gives a sample: the end of the position's
 * quiescence line ({@link Search#quiescenceLine}), labelled with that search's score and, once
 * the game is over, its result. One per worker thread.
 */
final class SelfPlay {
    /** One played game: its labelled positions, and how it ended. */
    record Played(List<Sample> samples, Outcome outcome, int plies) {}

    private final Ruleset rules;
    private final Search[] search = new Search[2];
    private final long nodes;
    private final int maxPlies;
    private final long[] line = new long[Score.MAX_PLY + 1];
    /** The last exact score of the main line reported by the running search. */
    private int score;
    private boolean scored;
    private final SearchListener listener = new SearchListener() {
        @Override public void iteration(SearchReport r) {
            if (r.multiPv == 1 && r.bound == SearchReport.EXACT) {
                score = r.score;
                scored = true;
            }
        }

        @Override public void bestMove(long turn, long ponderTurn) {}
    };

    SelfPlay(Ruleset rules, long nodes, int hashMb, int maxPlies) {
        this.rules = rules;
        this.nodes = nodes;
        this.maxPlies = maxPlies;
        for (int c = 0; c < 2; c++) search[c] = new Search(rules, hashMb);
    }

    /**
     * Plays a game from the opening and {@code randomPlies} random plies after it; null when the
     * random plies end the game or it reaches {@code maxPlies} plies undecided (no result to
     * label it with).
     */
    Played play(Opening opening, int randomPlies, SplittableRandom random) {
        Game g = opening.fen() == null ? new Game(rules) : new Game(rules, opening.fen());
        g.playAll(opening.moves());
        Openings.playRandomPlies(g, randomPlies, random);
        for (Search s : search) s.newGame();
        List<Sample> samples = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Outcome end;
        int plies = 0;
        while ((end = g.outcome()) == null) {
            if (plies++ >= maxPlies) return null;
            int side = g.position().sideToMove();
            boolean inCheck = g.inCheck();
            scored = false;
            long best = search[side].think(g.position(), Limits.nodes(nodes), listener);
            if (!inCheck && scored && !Score.isDecided(score)) {
                String leaf = quietLeaf(search[side], g);
                if (leaf != null && seen.add(leaf)) samples.add(new Sample(leaf, side == 0 ? score : -score, 0, -1));
            }
            g.play(best);
        }
        if (plies == 0) return null;
        double result = end.isDraw() ? 0.5 : end.winner() == 0 ? 1 : 0;
        List<Sample> labelled = new ArrayList<>(samples.size());
        for (Sample s : samples) labelled.add(new Sample(s.fen(), s.score(), result, -1));
        return new Played(labelled, end, plies);
    }

    /** The FEN at the end of the position's quiescence line, or null when that is a check or a finished game. */
    private String quietLeaf(Search s, Game g) {
        int n = s.quiescenceLine(g.position(), line);
        if (n == 0) return g.fen();
        Game leaf = new Game(rules, g.fen());
        for (int i = 0; i < n; i++) leaf.play(line[i]);
        return leaf.inCheck() || leaf.outcome() != null ? null : leaf.fen();
    }
}
