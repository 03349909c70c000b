package castellan.tuning;

import castellan.game.Game;
import castellan.notation.Pgn;
import castellan.rules.Ruleset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The positions of a game played elsewhere (a PGN of the match runner, say against another
 * engine), labelled as self-play labels its own ({@link PositionLabeller}): each position is
 * searched at the fixed nodes, its quiet end is the sample, the search's score and the game's
 * result its labels; the game's own moves are played, not the search's. Self-play only ever sees
 * the positions its own evaluation steers into; an opponent's games show it others. One per
 * worker thread.
 */
final class Replay {
    private final Ruleset rules;
    private final PositionLabeller labeller;

    Replay(Ruleset rules, long nodes, int hashMb) {
        this.rules = rules;
        this.labeller = new PositionLabeller(rules, nodes, hashMb);
    }

    /**
     * The game's labelled positions; null for a game without a result ({@code *}).
     * IllegalArgumentException for a game of another variant or a move the rules refuse.
     */
    PlayedGame replay(Pgn.Game game) {
        String variant = game.tag("Variant");
        if (variant != null && !variant.equalsIgnoreCase(rules.id()))
            throw new IllegalArgumentException("a game of " + variant + ", not " + rules.id());
        double result = Pgn.whitePoints(game.result());
        if (Double.isNaN(result)) return null;
        Game g = game.tag("FEN") == null ? new Game(rules) : new Game(rules, game.tag("FEN"));
        labeller.newGame();
        List<Sample> samples = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int plies = 0;
        for (String move : game.moves()) {
            if (g.outcome() != null) break;
            labeller.search(g);
            Sample s = labeller.sample();
            if (s != null && seen.add(s.fen())) samples.add(s);
            try {
                g.play(move);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + (plies + 1) + " '" + move + "': " + e.getMessage(), e);
            }
            plies++;
        }
        return PlayedGame.of(samples, result, game.result() + " (the PGN's result)", plies);
    }
}
