package castellan.position;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.game.Game;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/** {@link Position#repetitions} counts back over reversible plies, but never across a null move. */
class RepetitionTest {
    @Test void knightsOutAndBackRepeatTheStart() {
        Game g = new Game(Variants.get("normal"));
        g.playAll(java.util.List.of("g1f3", "g8f6", "f3g1", "f6g8"));
        assertEquals(2, g.position().repetitions());
        g.playAll(java.util.List.of("g1f3", "g8f6", "f3g1", "f6g8"));
        assertEquals(3, g.position().repetitions());
    }

    @Test void aNullMoveEndsTheCount() {
        // Pass, Ng8-f6, pass, Nf6-g8: the start position again, White to move, four plies later.
        // The passes are a search device, not moves: no repetition may span them.
        Position p = new Game(Variants.get("normal")).position();
        p.makeNull();
        p.make(castellan.move.Move.of(62, 45));
        p.makeNull();
        p.make(castellan.move.Move.of(45, 62));
        assertEquals(p.hash(), p.hash[p.ply() - 4], "the start position again");
        assertEquals(1, p.repetitions());
    }
}
