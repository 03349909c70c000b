package castellan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.move.TurnList;
import castellan.movegen.MoveGenerator;
import castellan.position.Position;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search's game ends ({@link Ruleset#noMovesScore}, {@link Ruleset#endScore}) agree with
 * {@link Game#outcome} in every position of long random games of every variant: the same
 * verdict (game over or not) and the same winner, seen from the side to move.
 */
class GameEndScoreTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void scoresAgreeWithTheGamesVerdict(String id) {
        Ruleset rules = Variants.get(id);
        MoveGenerator gen = rules.newGenerator();
        SplittableRandom random = new SplittableRandom(id.hashCode() * 31L);
        TreeMap<String, Integer> ends = new TreeMap<>();
        int positions = 0;
        for (int game = 0; game < 60; game++) {
            Game g = new Game(rules);
            for (int ply = 0; ply < 400; ply++) {
                Position p = g.position();
                long hash = p.hash();
                Outcome o = g.outcome();
                TurnList turns = g.legalTurns();
                int score = turns.size() == 0 ? rules.noMovesScore(p, g.inCheck(), ply) : rules.endScore(p, gen, ply);
                assertEquals(hash, p.hash(), "the position is untouched");
                String where = g.fen() + " " + o;
                if (o == null) {
                    assertEquals(Score.NONE, score, where);
                } else {
                    int expected = o.winner() < 0 ? 0 : o.winner() == p.sideToMove() ? 1 : -1;
                    assertEquals(expected, Integer.signum(score), where);
                    assertEquals(o.winner() >= 0, Score.isDecided(score), where);
                    ends.merge(o.termination().toString(), 1, Integer::sum);
                    break;
                }
                positions++;
                // Random play, with a taste for retreats that repeat positions.
                long turn = turns.get(random.nextInt(turns.size()));
                g.play(turn);
            }
        }
        System.out.println(id + ": " + positions + " positions, game ends " + ends);
        assertTrue(positions > 2000);
    }
}
