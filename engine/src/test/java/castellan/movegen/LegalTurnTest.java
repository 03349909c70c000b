package castellan.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link MoveGenerator#hasLegalTurn} agrees with {@link Turns#any}, the definition by whole turns. */
class LegalTurnTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void agreesWithWholeTurnsAlongRandomGames(String id) {
        SplittableRandom random = new SplittableRandom(id.hashCode() * 31L);
        MoveGenerator gen = Variants.get(id).newGenerator(), reference = Variants.get(id).newGenerator();
        int positions = 0, without = 0;
        for (int game = 0; game < 8; game++) {
            Game g = new Game(Variants.get(id));
            for (int ply = 0; ply < 200; ply++) {
                TurnList turns = g.legalTurns();
                if (turns.size() == 0) break;
                // Every position one turn ahead, so positions near a mate or stalemate are seen too.
                for (int i = 0; i < turns.size(); i++) {
                    Position p = g.position();
                    Turns.play(p, turns.get(i));
                    long hash = p.hash();
                    boolean any = Turns.any(p, reference);
                    assertEquals(any, gen.hasLegalTurn(p), () -> g.fen() + " then " + g.format(0));
                    assertEquals(hash, p.hash(), "the position is untouched");
                    if (!any) without++;
                    positions++;
                    Turns.unplay(p, turns.get(i));
                }
                g.play(turns.get(random.nextInt(turns.size())));
            }
        }
        assertTrue(positions > 1000, positions + " positions, " + without + " without a turn");
    }

    @Test void mateAndStalemateHaveNoTurn() {
        MoveGenerator gen = Variants.get("normal").newGenerator();
        // Black Kh8, White Qg7 guarded by Kg6: mate. White Qf7 instead: every King square is covered, stalemate.
        assertFalse(gen.hasLegalTurn(new Game(Variants.get("normal"), "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").position()));
        assertFalse(gen.hasLegalTurn(new Game(Variants.get("normal"), "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").position()));
    }

    @Test void aHuffOfTheMatingQueenIsATurn() {
        // Maidens: Black's Queen, which could have taken b2 or h2 from e5, mated on e1 instead; so it is
        // huffable there, and White's only turns are that huff followed by a King move.
        Position p = new Game(Variants.get("maidens"), "k7/8/8/8/8/8/1P4PP/4q2K w - - 1 2 e1").position();
        assertTrue(Variants.get("maidens").newGenerator().hasLegalTurn(p));
        Position chess = new Game(Variants.get("normal"), "k7/8/8/8/8/8/1P4PP/4q2K w - - 1 2").position();
        assertFalse(Variants.get("normal").newGenerator().hasLegalTurn(chess), "the same mate in chess");
    }
}
