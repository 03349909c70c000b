package castellan.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.MoveList;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link MoveGenerator#inCheck} after a move asks, where it may, only whether that move can have
 * given check (the moved piece, a line it opened). Along random games of every variant, after
 * every legal move of every position, its answer must be the attack test's on the royal square,
 * and so must the checkers it keeps for {@link MoveGenerator#prepare}: the legal moves then are
 * those of a generator that did not ask. And before a quiet move, {@link MoveGenerator#mayGiveCheck}
 * (the quiescence search's filter of quiet checks) must never say no to a move that checks.
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

    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void aQuietMoveThatChecksIsNeverFilteredOut(String id) {
        Ruleset r = Variants.get(id);
        MoveGenerator gen = r.newGenerator();
        SplittableRandom random = new SplittableRandom(id.hashCode() + 11L);
        MoveList moves = new MoveList();
        int quiet = 0, checks = 0, filtered = 0;
        for (int game = 0; game < 10; game++) {
            Game g = new Game(r);
            for (int ply = 0; ply < 160; ply++) {
                Position p = g.position();
                gen.generateQuiet(p, moves);
                gen.prepare(p);
                for (int i = 0; i < moves.size(); i++) {
                    int m = moves.get(i);
                    if (!gen.isLegal(p, m)) continue;
                    boolean may = gen.mayGiveCheck(p, m);
                    p.make(m);
                    boolean checked = gen.inCheck(p);
                    p.unmake();
                    if (checked) assertTrue(may, () -> "a check filtered out: " + m + " in " + g.fen());
                    quiet++;
                    if (checked) checks++;
                    if (!may) filtered++;
                }
                TurnList turns = g.legalTurns();
                if (turns.size() == 0) break;
                g.play(turns.get(random.nextInt(turns.size())));
            }
        }
        // The filter must also filter: most quiet moves cannot check (none where nothing is royal).
        assertTrue(quiet > 10_000 && filtered > quiet / 2, quiet + " quiet moves, " + filtered + " filtered, " + checks + " checks");
    }

    /**
     * By hand (a game of Castellan's against Fairy-Stockfish): after 28.Kh1?, Black's Chancellor
     * on j6 mates on j1 along the first rank, a quiet check; a pawn push on the far wing, c7-c6,
     * and the Knight's e5-c4 are on no line to h1 and reach nothing from which they attack it.
     */
    @Test
    void theChancellorsQuietMateIsAQuietCheck() {
        Ruleset r = Variants.get("capablanca");
        Game g = new Game(r, "r6rk1/1pp3pppp/9c/4n1P3/1P1p3nB1/P6P2/1P1P3P2/RN4R1K1 w - - 4 28");
        g.play("i1h1");
        MoveGenerator gen = g.generator();
        assertTrue(gen.mayGiveCheck(g.position(), Turn.move(g.parse("j6j1"))));
        assertFalse(gen.mayGiveCheck(g.position(), Turn.move(g.parse("c7c6"))));
        assertFalse(gen.mayGiveCheck(g.position(), Turn.move(g.parse("e5c4"))));
        g.play("j6j1");
        assertTrue(g.inCheck());
    }
}
