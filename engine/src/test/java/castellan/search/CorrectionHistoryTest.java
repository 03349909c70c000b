package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variant.Variant;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * The correction history keys its entries by the pawn structure and the side to move alone, and
 * each entry is a bounded moving average of the evaluation's misses.
 */
class CorrectionHistoryTest {
    private static CorrectionHistory aimedAt(Ruleset rules) {
        Variant v = rules.variant();
        boolean[] pawnLike = new boolean[v.typeCount() + 1];
        for (int t = 1; t <= v.typeCount(); t++) pawnLike[t] = v.types[t].promotes;
        CorrectionHistory c = new CorrectionHistory();
        c.aim(pawnLike);
        return c;
    }

    @Test void theSamePawnsShareAnEntryWhateverThePieces() {
        Ruleset r = Variants.get("capablanca");
        CorrectionHistory c = aimedAt(r);
        Position start = Fen.parse(r, "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        Position knightOut = Fen.parse(r, "rnabqkbcnr/pppppppppp/10/10/10/7N2/PPPPPPPPPP/RNABQKBC1R w KQkq - 1 1");
        Position pawnOut = Fen.parse(r, "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq - 0 1");
        Position blackToMove = Fen.parse(r, "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR b KQkq - 0 1");
        assertEquals(c.index(start), c.index(knightOut));
        assertNotEquals(c.index(start), c.index(pawnOut));
        assertEquals(CorrectionHistory.SIZE, Math.abs(c.index(blackToMove) - c.index(start)), "the other side's half of the table");
    }

    @Test void pawnsOnTheUpperWordOfTheBoardCount() {
        // Capablanca's squares 64-79 (rank 7 from its e-file on, and rank 8) are in the upper word
        // of a bitboard: a pawn there must change the key as much as one below
        Ruleset r = Variants.get("capablanca");
        CorrectionHistory c = aimedAt(r);
        Position all = Fen.parse(r, "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        Position noF7 = Fen.parse(r, "rnabqkbcnr/ppppp1pppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        assertNotEquals(c.index(all), c.index(noF7));
    }

    @Test void anEntryMovesTowardTheMissByItsWeight() {
        CorrectionHistory c = aimedAt(Variants.get("normal"));
        assertEquals(0, c.correction(5));
        c.update(5, 100, 64, 32);
        assertEquals(25, c.correction(5), "a quarter of the way to a miss of 100, within the bound");
        c.update(5, 100, 64, 32);
        assertEquals(32, c.correction(5), "kept within +-32");
        for (int i = 0; i < 200; i++) c.update(5, -10, 64, 32);
        assertEquals(-9, c.correction(5), "converges to a steady miss (from above, truncated)");
        c.clear();
        assertEquals(0, c.correction(5));
    }

    @Test void aVariantWithoutPawnsKeysBySideAlone() {
        CorrectionHistory c = new CorrectionHistory();
        c.aim(new boolean[] {false, false, false});
        Ruleset r = Variants.get("normal");
        Position a = Fen.parse(r, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        Position b = Fen.parse(r, "4k3/8/8/3R4/8/8/8/4K3 w - - 0 1");
        assertEquals(c.index(a), c.index(b));
    }
}
