package castellan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import castellan.game.Game;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.TurnList;
import castellan.movegen.Attacks;
import castellan.movegen.MoveGenerator;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Invariants of the engine core along random games of every variant. In every position:
 * <ul>
 *   <li>every pseudo-legal move made and taken back restores the position exactly (its FEN,
 *       variant state included, and its hash);</li>
 *   <li>after every legal move the incremental hash equals one computed from scratch, and the
 *       FEN printed and parsed again gives the same position (same FEN, same hash);</li>
 *   <li>the legal moves are exactly the pseudo-legal moves that pass a make-and-test: the
 *       mover's royal piece (if it has one after the move) not attacked; for a Maidens huff,
 *       no enemy piece attacks the huffer's King that did not before;</li>
 *   <li>the game is over by "no legal turn" exactly when {@code Game.outcome()} says so by
 *       mate, stalemate or the Norochess/Curtis equivalents.</li>
 * </ul>
 * The fast set runs in CI; the slow set (at least 1,000,000 plies per variant) runs with
 * {@code mvn -Pslow test}.
 */
class InvariantsTest {
    static List<String> variants() {
        List<String> ids = new ArrayList<>();
        Variants.ids().forEach(ids::add);
        return ids;
    }

    @ParameterizedTest
    @MethodSource("variants")
    void fastSet(String id) {
        walk(id, 4_000, 11);
    }

    @Tag("slow")
    @ParameterizedTest
    @MethodSource("variants")
    void millionPlies(String id) {
        long start = System.nanoTime();
        Stats s = walk(id, 1_000_000, 1234);
        System.out.printf("%s: %,d plies, %,d positions with every move made and taken back, %,d moves, %,d games, %d s%n",
                id, s.plies, s.positions, s.moves, s.games, (System.nanoTime() - start) / 1_000_000_000);
    }

    private static final class Stats {
        long plies, positions, moves, games;
    }

    /** Plays random games until {@code plies} moves have been played, checking every position. */
    private static Stats walk(String id, long plies, long seed) {
        Ruleset rules = Variants.get(id);
        MoveGenerator gen = rules.newGenerator();
        Attacks attacks = gen.attacks;
        SplittableRandom random = new SplittableRandom(seed ^ id.hashCode());
        MoveList pseudo = new MoveList(), legal = new MoveList();
        Stats s = new Stats();
        while (s.plies < plies) {
            Game g = new Game(rules);
            s.games++;
            for (int ply = 0; ply < 300 && s.plies < plies; ply++) {
                Position p = g.position();
                checkPosition(rules, gen, attacks, p, pseudo, legal, s);
                TurnList turns = g.legalTurns();
                Outcome o = g.outcome();
                if (turns.size() == 0) {
                    if (o == null) fail("no legal turn but the game goes on in " + g.fen());
                    break;
                }
                if (o != null) break;
                g.play(turns.get(random.nextInt(turns.size())));
                s.plies++;
            }
        }
        return s;
    }

    private static void checkPosition(Ruleset rules, MoveGenerator gen, Attacks attacks, Position p, MoveList pseudo,
                                      MoveList legal, Stats s) {
        String fen = Fen.format(rules, p);
        long hash = p.hash();
        assertEquals(p.computeHash(), hash, fen);
        gen.generate(p, pseudo);
        gen.generateLegal(p, legal);
        Set<Integer> legalSet = new HashSet<>();
        for (int i = 0; i < legal.size(); i++) legalSet.add(legal.get(i));
        int us = p.sideToMove();
        int royalBefore = rules.royalSquare(p, us);
        long beforeLo = 0, beforeHi = 0;
        if (royalBefore >= 0) {
            attacks.attackers(p, royalBefore, us ^ 1, p.occupiedLo(), p.occupiedHi());
            beforeLo = attacks.lo;
            beforeHi = attacks.hi;
        }
        for (int i = 0; i < pseudo.size(); i++) {
            int m = pseudo.get(i);
            p.make(m);
            boolean ok;
            if (Move.kind(m) == Move.HUFF) {
                // maidens.md, "Legality": no enemy piece attacks the huffer's King that did not before.
                attacks.attackers(p, royalBefore, us ^ 1, p.occupiedLo(), p.occupiedHi());
                ok = ((attacks.lo & ~beforeLo) | (attacks.hi & ~beforeHi)) == 0;
            } else {
                int royal = rules.royalSquare(p, us);
                ok = royal < 0 || !attacks.isAttacked(p, royal, us ^ 1, p.occupiedLo(), p.occupiedHi());
            }
            assertEquals(p.computeHash(), p.hash(), "hash after " + m + " in " + fen);
            if (ok && Move.kind(m) != Move.HUFF) { // a position in mid-turn (after a huff) has no FEN of its own
                String after = Fen.format(rules, p);
                Position again = Fen.parse(rules, after);
                assertEquals(after, Fen.format(rules, again), "FEN round trip after " + m + " in " + fen);
                assertEquals(p.hash(), again.hash(), "hash of the parsed FEN after " + m + " in " + fen);
            }
            p.unmake();
            assertEquals(fen, Fen.format(rules, p), "unmake of " + m);
            assertEquals(hash, p.hash(), "hash after unmake of " + m + " in " + fen);
            assertEquals(ok, legalSet.contains(m), "legality of " + m + " in " + fen);
            s.moves++;
        }
        assertTrue(legal.size() <= pseudo.size());
        s.positions++;
    }
}
