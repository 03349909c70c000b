package castellan.eval;

import static castellan.eval.Weighted.gain;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * {@link Imbalance}, Stockfish 11's material imbalance: a side gains its count of each type times
 * the sum, over the types up to it, of its own count of each times {@code imbalance.ours.X} and the
 * enemy's count of each type before it times {@code imbalance.theirs.X}; read in sixteenths,
 * untapered, each side's sum truncated once. Worked out by hand from the counts.
 */
class ImbalanceTest {
    /** The orthodox start without Black's a-pawn: White 8 pawns, Black 7, two Knights each, one Queen each. */
    private static final String PAWN_DOWN = "rnbqkbnr/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test void aTypeWithItsOwnSide() {
        // Pawns with pawns: White 8 x (1 x 8) = 64, Black 7 x 7 = 49.
        assertEquals(15, gain("normal", PAWN_DOWN, 256, "imbalance.ours.P", 1));
        assertEquals(-15, gain("normal", PAWN_DOWN.replace(" w ", " b "), 256, "imbalance.ours.P", 1), "Black to move: White's gain is its loss");
        // The Queen with its own pawns: White 1 x 8, Black 1 x 7; the row's later numbers count the
        // Queen with its Knights, Bishops, Rooks and itself, as many on both sides.
        assertEquals(1, gain("normal", PAWN_DOWN, 256, "imbalance.ours.Q", 1, 0, 0, 0, 0));
        assertEquals(0, gain("normal", PAWN_DOWN, 256, "imbalance.ours.Q", 0, 3, 3, 3, 3));
    }

    @Test void aTypeAgainstTheEnemy() {
        // Knights against the enemy's pawns: White 2 x (1 x 7) = 14, Black 2 x 8 = 16.
        assertEquals(-2, gain("normal", PAWN_DOWN, 256, "imbalance.theirs.N", 1));
        // The Queen against the enemy's Knights: as many on both sides.
        assertEquals(0, gain("normal", PAWN_DOWN, 256, "imbalance.theirs.Q", 0, 5, 0, 0));
    }

    @Test void readInSixteenthsAndTruncatedPerSide() {
        // Kings and pawns (phase 0; the term is untapered anyway): White 8 pawns, Black 6. At 1/16 a
        // product: White 64/16 = 4, Black 36/16 = 2.25, truncated to 2.
        String pawns = "4k3/pppppp2/8/8/8/8/PPPPPPPP/4K3 w - - 0 1";
        assertEquals(2, gain("normal", pawns, 0, "imbalance.ours.P", 1.0 / 16));
        assertEquals(28, gain("normal", pawns, 0, "imbalance.ours.P", 1));
    }

    @Test void everyTypeButTheKingInTheFilesOrder() {
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6, 7}, Imbalance.imbalanceTypes(Variants.get("capablanca").variant()));
        // Norochess's King is not royal, and still not counted.
        int[] noro = Imbalance.imbalanceTypes(Variants.get("norochess").variant());
        assertEquals(Variants.get("norochess").variant().typeCount() - 1, noro.length);
    }
}
