package castellan.tuning;

import castellan.game.Game;
import castellan.match.Opening;
import castellan.match.Openings;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Self-play at a fixed number of nodes per move, in process: two searches (one per side, each
 * with its own table, as two engines would have), and the {@link Game} as referee, whose
 * {@link Game#outcome} is the rules' verdict. Every position where the side to move is not in
 * check and the search's score is not a decided game gives a sample ({@link PositionLabeller}):
 * the end of the position's quiescence line, labelled with that search's score and, once the
 * game is over, its result. One per worker thread.
 */
final class SelfPlay {
    private final Ruleset rules;
    private final PositionLabeller labeller;
    private final int maxPlies;

    SelfPlay(Ruleset rules, long nodes, int hashMb, int maxPlies) {
        this.rules = rules;
        this.maxPlies = maxPlies;
        this.labeller = new PositionLabeller(rules, nodes, hashMb);
    }

    /**
     * Plays a game from the opening and {@code randomPlies} random plies after it; null when the
     * random plies end the game or it reaches {@code maxPlies} plies undecided (no result to
     * label it with).
     */
    PlayedGame play(Opening opening, int randomPlies, SplittableRandom random) {
        Game g = opening.fen() == null ? new Game(rules) : new Game(rules, opening.fen());
        g.playAll(opening.moves());
        Openings.playRandomPlies(g, randomPlies, random);
        labeller.newGame();
        List<Sample> samples = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Outcome end;
        int plies = 0;
        while ((end = g.outcome()) == null) {
            if (plies++ >= maxPlies) return null;
            labeller.search(g);
            Sample s = labeller.sample();
            if (s != null && seen.add(s.fen())) samples.add(s);
            g.play(labeller.best());
        }
        if (plies == 0) return null;
        return PlayedGame.of(samples, end.isDraw() ? 0.5 : end.winner() == 0 ? 1 : 0, end.toString(), plies);
    }
}
