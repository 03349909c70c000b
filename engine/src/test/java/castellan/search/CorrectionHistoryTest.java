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
 * The correction history keys its three tables by the pawn structure, White's other pieces and
 * Black's, each with the side to move, and its entries together learn the evaluation's misses,
 * each bounded.
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

    /** The three entries that the position of {@code fen} finds. */
    private static int[] entries(CorrectionHistory c, Ruleset r, String fen) {
        c.find(Fen.parse(r, fen), 0);
        return new int[] {c.found(0, 0), c.found(0, 1), c.found(0, 2)};
    }

    @Test void eachTableSeesItsOwnPieces() {
        Ruleset r = Variants.get("capablanca");
        CorrectionHistory c = aimedAt(r);
        int[] start = entries(c, r, "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        int[] knightOut = entries(c, r, "rnabqkbcnr/pppppppppp/10/10/10/7N2/PPPPPPPPPP/RNABQKBC1R w KQkq - 1 1");
        int[] pawnOut = entries(c, r, "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq - 0 1");
        int[] blackToMove = entries(c, r, "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR b KQkq - 0 1");
        assertEquals(start[0], knightOut[0], "a Knight's move leaves the pawns' entry");
        assertNotEquals(start[1], knightOut[1], "... and moves White's");
        assertEquals(start[2], knightOut[2], "... and leaves Black's");
        assertNotEquals(start[0], pawnOut[0], "a pawn's move moves the pawns' entry");
        assertEquals(start[1], pawnOut[1]);
        assertEquals(start[2], pawnOut[2]);
        for (int t = 0; t < CorrectionHistory.TABLES; t++) {
            assertEquals(CorrectionHistory.SIZE, Math.abs(blackToMove[t] - start[t]), "the other side's half of table " + t);
            assertEquals(t, start[t] / (2 * CorrectionHistory.SIZE), "table " + t + " in its own third");
        }
    }

    @Test void piecesOnTheUpperWordOfTheBoardCount() {
        // Capablanca's squares 64-79 (rank 7 from its e-file on, and rank 8) are in the upper word
        // of a bitboard: a piece there must change the key as much as one below
        Ruleset r = Variants.get("capablanca");
        CorrectionHistory c = aimedAt(r);
        int[] all = entries(c, r, "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        int[] noF7 = entries(c, r, "rnabqkbcnr/ppppp1pppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        int[] noJ8 = entries(c, r, "rnabqkbcn1/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQq - 0 1");
        assertNotEquals(all[0], noF7[0]);
        assertNotEquals(all[2], noJ8[2]);
    }

    @Test void theEntriesTogetherLearnWhatIsLeftOfTheMiss() {
        Ruleset r = Variants.get("normal");
        CorrectionHistory c = aimedAt(r);
        Position start = Fen.parse(r, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertEquals(0, c.find(start, 3));
        c.update(3, 100, 32, 32);
        assertEquals(37, c.correction(3), "each of three entries an eighth of the way to a miss of 100: 37.5, truncated");
        for (int i = 0; i < 200; i++) c.update(3, 60, 32, 32);
        assertEquals(59, c.correction(3), "the sum converges to a steady miss (from below, truncated)");
        for (int i = 0; i < 200; i++) c.update(3, 1000, 32, 32);
        assertEquals(96, c.correction(3), "each entry kept within +-32");
        c.clear();
        assertEquals(0, c.correction(3));
    }

    @Test void aVariantWithoutPawnsKeysItsPawnTableBySideAlone() {
        CorrectionHistory c = new CorrectionHistory();
        c.aim(new boolean[] {false, false, false});
        Ruleset r = Variants.get("normal");
        assertEquals(entries(c, r, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")[0],
                entries(c, r, "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1")[0]);
    }
}
