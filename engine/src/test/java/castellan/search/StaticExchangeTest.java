package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.game.Game;
import castellan.notation.MoveText;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * Static exchange values worked out by hand: each side captures on the square with its least
 * valuable piece while that pays, so the result is a sum of piece values (read from the
 * exchange's own table, not pasted numbers).
 */
class StaticExchangeTest {
    private static int see(String variant, String fen, String move) {
        Ruleset r = Variants.get(variant);
        Game g = new Game(r, fen);
        StaticExchange x = new StaticExchange(r.variant(), r.evalSpec(), g.generator());
        return x.see(g.position(), MoveText.parse(g.position(), g.generator(), move));
    }

    private static int value(String variant, char letter) {
        Ruleset r = Variants.get(variant);
        return new StaticExchange(r.variant(), r.evalSpec(), r.newGenerator()).value(r.variant().typeOf(letter));
    }

    @Test void anUndefendedPawnIsWon() {
        assertEquals(value("normal", 'P'), see("normal", "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5"));
    }

    @Test void aKnightTakingAPawnThatAPawnDefendsLosesTheKnightForIt() {
        // Nxe5 dxe5: White wins a pawn and loses the Knight.
        assertEquals(value("normal", 'P') - value("normal", 'N'), see("normal", "4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5"));
    }

    @Test void aPawnTakingADefendedKnightWinsTheKnightForThePawn() {
        // dxe5 dxe5: White wins the Knight and loses the pawn.
        assertEquals(value("normal", 'N') - value("normal", 'P'), see("normal", "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1", "d4e5"));
    }

    @Test void theLastRecaptureCounts() {
        // Rxe5 Rxe5 Rxe5: White's second Rook has the last word, so White keeps the pawn won
        // (Black gains nothing by recapturing, and loses nothing by it either).
        assertEquals(value("normal", 'P'), see("normal", "4r1k1/8/8/4p3/8/8/4R3/4R1K1 w - - 0 1", "e2e5"));
    }

    @Test void aKingDoesNotRecaptureOnADefendedSquare() {
        // Capablanca after 1.Cg3 c5 2.d3 Nh6 3.Qc3 Ba5: Qxg7 is defended by the Chancellor on g3
        // along the g-file, so Kxg7 would be answered by Cxg7 (the King is worth more than any
        // exchange): the Queen wins the pawn. (It is mate, too; a SEE that dropped the last
        // capture called it -Q+P, and non-PV pruning threw the mate away.)
        assertEquals(value("capablanca", 'P'),
                see("capablanca", "rna1qkbc1r/pp1ppppppp/7n2/b1p7/10/2QP2C3/PPP1PPPPPP/RNAB1KB1NR w KQkq - 3 4", "c3g7"));
    }
}
