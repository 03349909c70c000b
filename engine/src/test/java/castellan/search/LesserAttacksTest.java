package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.game.Game;
import castellan.notation.XBoardText;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * Which quiet moves {@link LesserAttacks} moves up or down, worked out by hand on small boards:
 * a piece attacked by a lesser one gains by leaving for a square no lesser piece attacks, an
 * unattacked one loses by going to such a square, and equals do not threaten each other.
 */
class LesserAttacksTest {
    private static final int SCALE = 35;

    /** The threat score of moving the piece on {@code from} to {@code to}, White to move. */
    private static int score(String variant, String fen, String from, String to) {
        Ruleset r = Variants.get(variant);
        Game g = new Game(r, fen);
        LesserAttacks threats = new LesserAttacks(r.variant(), r.evalSpec());
        threats.find(g.position(), 1);
        var geometry = r.variant().geometry;
        int f = XBoardText.parseSquare(geometry, from), t = XBoardText.parseSquare(geometry, to);
        return threats.score(castellan.piece.Piece.type(g.position().pieceAt(f)), f, t, SCALE);
    }

    private static int bonus(String variant, char letter) {
        Ruleset r = Variants.get(variant);
        return SCALE * r.evalSpec().pieceValue[r.variant().typeOf(letter)];
    }

    @Test void aKnightLeavesAPawnsAttack() {
        // The pawn on d4 attacks c3 and e3.
        String fen = "4k3/8/8/8/3p4/2N5/8/4K1N1 w - - 0 1";
        assertEquals(bonus("normal", 'N'), score("normal", fen, "c3", "e4"), "to a square no pawn attacks");
        assertEquals(0, score("normal", fen, "c3", "e2") - bonus("normal", 'N'), "e2 is safe too");
        assertEquals(-bonus("normal", 'N'), score("normal", fen, "g1", "e3"), "an unattacked Knight offered to the pawn");
        assertEquals(0, score("normal", fen, "g1", "f3"), "safe to safe");
    }

    @Test void aRookLeavesTheMinorPiecesButNotTheQueen() {
        // The Bishop on b6 (b6-c5-d4-e3-f2) and the Knight on d3 attack the Rook on f2; the Queen
        // on h3 attacks f1 (h3-g2-f1), but a Queen is worth more than a Rook.
        String fen = "4k3/8/1b6/8/8/3n3q/5R2/6K1 w - - 0 1";
        assertEquals(bonus("normal", 'R'), score("normal", fen, "f2", "f1"), "only the Queen attacks f1");
        assertEquals(0, score("normal", fen, "f2", "f4"), "the Knight attacks f4: still threatened");
    }

    @Test void equalsDoNotThreatenEachOther() {
        // The Bishop on b5 attacks the Knight on e2; a Knight is not worth enough more than a Bishop.
        String fen = "4k3/8/8/1b6/8/8/4N3/6K1 w - - 0 1";
        assertEquals(0, score("normal", fen, "e2", "c3"));
        assertEquals(0, score("normal", fen, "g1", "f1"), "and the King is never threatened here");
    }
}
