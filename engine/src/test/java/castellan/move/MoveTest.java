package castellan.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every field of a packed move comes back as it was put in, at the edges of its range too. */
class MoveTest {
    @ParameterizedTest(name = "from {0} to {1} kind {2} promotion {3} extra {4}")
    @CsvSource({
            "0, 0, 0, 0, 0",
            "12, 28, 1, 0, 0",      // a double step, e2e4 on 8x8
            "99, 89, 0, 31, 127",   // the largest square of 10x10 and every other field full
            "127, 127, 15, 31, 127",
            "52, 62, 6, 5, 0",      // a Kingdom in-place promotion
            "5, 7, 3, 0, 9",        // a castling: King f1-h1, Rook on j1 (square 9 of 10x8)
    })
    void fieldsRoundTrip(int from, int to, int kind, int promotion, int extra) {
        int m = Move.of(from, to, kind, promotion, extra);
        assertEquals(from, Move.from(m));
        assertEquals(to, Move.to(m));
        assertEquals(kind, Move.kind(m));
        assertEquals(promotion, Move.promotion(m));
        assertEquals(extra, Move.extra(m));
        assertTrue(m >= 0, "a move is never negative (the table keeps 30 bits)");
    }

    @Test void theShortFormsFillTheRightFields() {
        int plain = Move.of(12, 28);
        assertEquals(Move.NORMAL, Move.kind(plain));
        assertEquals(0, Move.promotion(plain));
        int promo = Move.promotion(52, 60, 5);
        assertEquals(5, Move.promotion(promo));
        assertFalse(Move.withPower(promo));
        int powered = Move.poweredPromotion(52, 60, 7);
        assertEquals(7, Move.promotion(powered));
        assertTrue(Move.withPower(powered));
        // A Curtis castling: the Guard's leg in from/to, the King's destination and the Rook's file apart.
        int castle = Move.guardCastling(1, 3, 2, 4);
        assertEquals(Move.GUARD_CASTLING, Move.kind(castle));
        assertEquals(1, Move.from(castle));
        assertEquals(3, Move.to(castle));
        assertEquals(2, Move.kingTo(castle));
        assertEquals(4, Move.rookFile(castle));
        assertNotEquals(Move.NONE, Move.of(0, 1));
    }
}
