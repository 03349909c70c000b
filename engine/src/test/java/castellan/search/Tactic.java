package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.move.TurnList;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * One tactics position and what a fixed-depth, one-thread search makes of it: the best turn, the
 * score of the last finished iteration and its principal variation. The tactics tests compare
 * these with the solution worked out by hand (in each test's comment), and play the solution on a
 * {@link Game} so that the rules, not the search, say how it ends.
 */
final class Tactic {
    final String variant, fen;
    final int depth;
    final Ruleset rules;
    /** The best turn as move text, its score (side to move's view), and the principal variation as text. */
    final String best;
    final int score;
    final List<String> pv;

    /**
     * The depth at which the search finds a better decided result (a faster mate, a win by a larger
     * margin) once it has found one. It was 9 while reverse futility pruning also fired when beta
     * was a decided loss (the defender then "held" below remaining depth 8); see
     * {@link PruningTacticsTest}.
     */
    static final int BETTER_WIN_DEPTH = 6;

    private Tactic(String variant, String fen, int depth, String best, int score, List<String> pv) {
        this.variant = variant;
        this.fen = fen;
        this.depth = depth;
        this.rules = Variants.get(variant);
        this.best = best;
        this.score = score;
        this.pv = pv;
    }

    /** A position to play lines on, without a search. */
    static Tactic at(String variant, String fen) {
        new Game(Variants.get(variant), fen);
        return new Tactic(variant, fen, 0, null, Score.NONE, List.of());
    }

    /** Searches {@code fen} to {@code depth} plies. */
    static Tactic solve(String variant, String fen, int depth) {
        return search(variant, fen, depth, null);
    }

    /**
     * Searches {@code fen} to {@code depth} plies with every legal root turn but the ones named:
     * what the side to move gets from its best alternative.
     */
    static Tactic without(String variant, String fen, int depth, String... excluded) {
        List<String> names = List.of(excluded);
        for (String e : excluded) new Game(Variants.get(variant), fen).parse(e); // each one is legal
        return among(variant, fen, depth, move -> !names.contains(move));
    }

    /** Searches {@code fen} to {@code depth} plies with only the legal root turns whose text passes {@code keep}. */
    static Tactic among(String variant, String fen, int depth, Predicate<String> keep) {
        Game g = new Game(Variants.get(variant), fen);
        TurnList legal = g.legalTurns();
        long[] kept = new long[legal.size()];
        int n = 0;
        for (int i = 0; i < legal.size(); i++) if (keep.test(g.format(legal.get(i)))) kept[n++] = legal.get(i);
        assertTrue(n > 0 && n < legal.size(), n + " of " + legal.size() + " turns kept");
        return search(variant, fen, depth, Arrays.copyOf(kept, n));
    }

    private static Tactic search(String variant, String fen, int depth, long[] only) {
        Ruleset r = Variants.get(variant);
        Game g = new Game(r, fen);
        int[] score = {Score.NONE};
        List<String> pv = new ArrayList<>();
        Limits limits = Limits.depth(depth);
        limits.searchTurns = only;
        long best = new Search(r).think(g.position(), limits, new SearchListener() {
            @Override public void iteration(SearchReport r) {
                if (r.multiPv != 1 || r.bound != SearchReport.EXACT) return;
                score[0] = r.score;
                pv.clear();
                for (int i = 0; i < r.pvLength; i++) pv.add(g.format(r.pv[i]));
            }

            @Override public void bestMove(long turn, long ponder) {}
        });
        assertNotEquals(0L, best, "a best move in " + fen);
        return new Tactic(variant, fen, depth, g.format(best), score[0], List.copyOf(pv));
    }

    /** Asserts the best turn and the score. */
    Tactic expect(String move, int expectedScore) {
        assertEquals(move, best, "best move; pv " + pv + " in " + fen);
        assertEquals(expectedScore, score, "score " + describe(score) + ", expected " + describe(expectedScore) + "; pv " + pv);
        return this;
    }

    /** Asserts that every other root turn, searched to the same depth, scores less than the best one. */
    Tactic alone() {
        int others = without(variant, fen, depth, best).score;
        assertTrue(others < score, "another turn scores " + describe(others) + ", the best " + describe(score));
        return this;
    }

    /** Asserts the best turn and that the side to move is not lost, as far as the search sees. */
    Tactic holds(String move) {
        assertEquals(move, best, "best move; pv " + pv + " in " + fen);
        assertTrue(score > -Score.WIN, "lost: " + describe(score) + "; pv " + pv);
        return this;
    }

    /** Plays {@code line} from the position (each turn must be legal) and returns how the game then stands, or null. */
    Outcome play(String... line) {
        Game g = new Game(rules, fen);
        g.playAll(List.of(line));
        return g.outcome();
    }

    /** Plays {@code line} and asserts the game ends there with this winner (0 White, 1 Black) and termination. */
    Tactic ends(int winner, Outcome.Termination how, String... line) {
        Outcome o = play(line);
        assertNotNull(o, String.join(" ", line) + " ends the game");
        assertEquals(winner, o.winner(), o.toString());
        assertEquals(how, o.termination(), o.toString());
        return this;
    }

    /** Plays {@code line} and asserts the game goes on. */
    Tactic goesOn(String... line) {
        Outcome o = play(line);
        assertEquals(null, o, String.join(" ", line) + " does not end the game");
        return this;
    }

    /** A score as text for failure messages: "win margin M in P plies" or centipawns. */
    static String describe(int score) {
        if (score == Score.NONE) return "none";
        if (!Score.isDecided(score)) return score + " cp";
        int plies = Score.pliesToEnd(score), margin = (Math.abs(score) - Score.WIN) / Score.MAX_PLY;
        return (score > 0 ? "win" : "loss") + " by margin " + margin + " in " + plies + " plies";
    }
}
