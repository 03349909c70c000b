package castellan.piece;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import castellan.board.Bits;
import castellan.board.Geometry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Betza compiler, as a table in the manner of Pulse's tests: how many squares a piece reaches
 * from a square on an empty board. Each count is worked out by hand in its row's comment.
 */
class BetzaTest {
    private static int reach(String betza, int files, int ranks, String square, int color, boolean capture) {
        Geometry g = Geometry.of(files, ranks);
        Movement m = Betza.compile(g, betza)[color][capture ? 1 : 0];
        int s = g.parseSquare(square);
        return Bits.count(m.emptyBoardLo(g, s), m.emptyBoardHi(g, s));
    }

    @ParameterizedTest(name = "{0} on {3} of {1}x{2}: {4}")
    @CsvSource({
            // Knight: all eight leaps fit on d4; two from a corner; four from the middle of an edge (b1: a3 c3 d2 and none below)
            "N, 8, 8, d4, 8",
            "N, 8, 8, a1, 2",
            "N, 8, 8, b1, 3",
            // King (W and F): eight around e4, three in a corner
            "K, 8, 8, e4, 8",
            "WF, 8, 8, a1, 3",
            // Rook: 7 along the rank and 7 along the file anywhere on 8x8; 9 + 7 on 10x8; 9 + 9 on 10x10
            "R, 8, 8, d4, 14",
            "R, 10, 8, a1, 16",
            "R, 10, 10, e5, 18",
            // Bishop on d4 of 8x8: a1-h8 diagonal (3 below, 4 above) and a7-g1 (3 + 3): 13; from a corner 7
            "B, 8, 8, d4, 13",
            "B, 8, 8, a1, 7",
            // Queen: rook plus bishop
            "Q, 8, 8, d4, 27",
            // Archbishop (BN) on d4: 13 + 8
            "BN, 8, 8, d4, 21",
            // Chancellor (RN) on a1 of 10x8: 16 + 2
            "RN, 10, 8, a1, 18",
            // Wells Elephant B2: two steps each diagonal; on d4 all four directions have room: 8; on a1 only one: 2
            "B2, 8, 8, d4, 8",
            "B2, 10, 8, a1, 2",
            // Kingdom Duke Q2: queen lines two steps: 8 directions x 2 on e5 of 10x10
            "Q2, 10, 10, e5, 16",
            // Firzan F: the four diagonal neighbours
            "F, 10, 8, e4, 4",
    })
    void reachOnAnEmptyBoard(String betza, int files, int ranks, String square, int expected) {
        assertEquals(expected, reach(betza, files, ranks, square, 0, false));
        assertEquals(expected, reach(betza, files, ranks, square, 1, true), "symmetric pieces capture as they move, for either colour");
    }

    /** The pawn {@code fmWfcF}: one step forward to move, two diagonals forward to capture, forward meaning up for White and down for Black. */
    @ParameterizedTest(name = "pawn on {0}, colour {1}: moves {2}, captures {3}")
    @CsvSource({
            "e2, 0, 1, 2",
            "a2, 0, 1, 1",
            "e7, 1, 1, 2",
            "h7, 1, 1, 1",
            "e8, 0, 0, 0",
    })
    void pawnMovesAndCapturesApart(String square, int color, int moves, int captures) {
        assertEquals(moves, reach("fmWfcF", 8, 8, square, color, false));
        assertEquals(captures, reach("fmWfcF", 8, 8, square, color, true));
    }

    @ParameterizedTest
    @CsvSource({"NN2", "X", "fmWQ3z"})
    void unsupportedNotationIsRefused(String betza) {
        assertThrows(IllegalArgumentException.class, () -> Betza.compile(Geometry.of(8, 8), betza));
    }
}
