package castellan.tuning;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Positions for the tuner's tests: seeded random games, each position labelled at random (game g, a result drawn per game). */
final class Samples {
    private Samples() {}

    static List<Sample> randomGames(Ruleset r, int games, int plies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Sample> out = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Game g = new Game(r);
            double result = random.nextInt(3) / 2.0;
            for (int ply = 0; ply < plies && g.outcome() == null; ply++) {
                TurnList turns = g.legalTurns();
                g.play(turns.get(random.nextInt(turns.size())));
                if (g.outcome() == null && !g.inCheck()) out.add(new Sample(g.fen(), random.nextInt(-300, 301), result, game));
            }
        }
        return out;
    }
}
