package castellan.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the search needs from the generator, checked against full generation along random games
 * of every variant: the tactical and quiet stages split {@link MoveGenerator#generate} exactly,
 * and {@link MoveGenerator#isPseudoLegal} accepts exactly the generated moves, also when asked
 * about moves from other positions (as a hash-table or killer move would be).
 */
class StagedGenerationTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void stagesSplitGenerationAndPseudoLegalityMatchesIt(String id) {
        SplittableRandom random = new SplittableRandom(id.hashCode());
        MoveGenerator gen = Variants.get(id).newGenerator();
        MoveList all = new MoveList(), tactical = new MoveList(), quiet = new MoveList();
        int[] pool = new int[4096];
        int poolSize = 0, positions = 0, foreign = 0;
        for (int game = 0; game < 12; game++) {
            Game g = new Game(Variants.get(id));
            for (int ply = 0; ply < 160; ply++) {
                Position p = g.position();
                long hash = p.hash();
                gen.generate(p, all);
                gen.generateTactical(p, tactical);
                gen.generateQuiet(p, quiet);
                assertEquals(sorted(all), sorted(concat(tactical, quiet)), "stages of " + g.fen());
                for (int i = 0; i < tactical.size(); i++) assertTrue(MoveGenerator.isTactical(p, tactical.get(i)));
                for (int i = 0; i < all.size(); i++) {
                    assertTrue(gen.isPseudoLegal(p, all.get(i)), Move.from(all.get(i)) + "-" + Move.to(all.get(i)) + " in " + g.fen());
                    if (poolSize < pool.length) pool[poolSize++] = all.get(i);
                    else pool[random.nextInt(pool.length)] = all.get(i);
                }
                for (int k = 0; k < 40 && poolSize > 0; k++) {
                    int m = pool[random.nextInt(poolSize)];
                    assertEquals(all.contains(m), gen.isPseudoLegal(p, m), "pool move " + m + " in " + g.fen());
                    foreign++;
                }
                assertEquals(hash, p.hash(), "the position is untouched");
                positions++;
                TurnList turns = g.legalTurns();
                if (turns.size() == 0) break;
                g.play(turns.get(random.nextInt(turns.size())));
            }
        }
        assertTrue(positions > 500 && foreign > 20_000, positions + " positions");
    }

    private static MoveList concat(MoveList a, MoveList b) {
        MoveList c = new MoveList();
        for (int i = 0; i < a.size(); i++) c.add(a.get(i));
        for (int i = 0; i < b.size(); i++) c.add(b.get(i));
        return c;
    }

    private static List<Integer> sorted(MoveList l) {
        int[] m = Arrays.copyOf(l.moves, l.size());
        Arrays.sort(m);
        List<Integer> out = new ArrayList<>();
        for (int x : m) out.add(x);
        return out;
    }
}
