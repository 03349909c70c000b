package castellan.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.MoveList;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link MoveGenerator#inCheck} after a move asks, where it may, only whether that move can have
 * given check (the moved piece, a line it opened). Along random games of every variant, after
 * every legal move of every position, its answer must be the attack test's on the royal square,
 * and so must the checkers it keeps for {@link MoveGenerator#prepare}: the legal moves then are
 * those of a generator that did not ask.
 */
class InCheckTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void theLastMoveShortcutAgreesWithTheAttackTest(String id) {
        Ruleset r = Variants.get(id);
        MoveGenerator gen = r.newGenerator(), plain = r.newGenerator();
        SplittableRandom random = new SplittableRandom(id.hashCode() + 7L);
        MoveList moves = new MoveList(), after = new MoveList(), afterPlain = new MoveList();
        int made = 0, checks = 0, royals = 0;
        for (int game = 0; game < 10; game++) {
            Game g = new Game(r);
            for (int ply = 0; ply < 160; ply++) {
                Position p = g.position();
                gen.generate(p, moves);
                gen.prepare(p);
                for (int i = 0; i < moves.size(); i++) {
                    int m = moves.get(i);
                    if (!gen.isLegal(p, m)) continue;
                    p.make(m);
                    int us = p.sideToMove(), royal = gen.hooks().royalSquare(p, us);
                    if (royal >= 0) royals++;
                    boolean attacked = royal >= 0 && plain.attacks.isAttacked(p, royal, us ^ 1, p.occupiedLo(), p.occupiedHi());
                    assertEquals(attacked, gen.inCheck(p), () -> "after " + m + " in " + g.fen());
                    if (attacked) {
                        // The checkers kept by inCheck serve prepare: the legal replies must be the same.
                        gen.generate(p, after);
                        gen.prepare(p);
                        plain.generate(p, afterPlain);
                        plain.prepare(p);
                        for (int k = 0; k < after.size(); k++)
                            assertEquals(plain.isLegal(p, afterPlain.get(k)), gen.isLegal(p, after.get(k)), "reply " + k + " after " + m);
                        checks++;
                    }
                    p.unmake();
                    made++;
                }
                TurnList turns = g.legalTurns();
                if (turns.size() == 0) break;
                g.play(turns.get(random.nextInt(turns.size())));
            }
        }
        // Norochess has no royal piece: nothing is ever in check there.
        assertTrue(made > 15_000 && (checks > 100 || royals == 0), made + " moves, " + checks + " checks");
    }
}
