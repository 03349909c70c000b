package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.eval.Score;
import castellan.rules.Outcome;
import castellan.rules.Outcome.Termination;
import org.junit.jupiter.api.Test;

/**
 * Norochess (rules/norochess.md): no check, captures score (Queen 9, Rook 5, Bishop 3, Knight 3,
 * King 2, Pawn 1; FEN fields 7 and 8 are White's and Black's scores), each position solved by hand
 * below. "A side that has lost all its pieces loses (whatever the scores)"; otherwise the higher
 * score wins, and "a larger margin is better": the search scores a win by the score difference
 * ({@link Score#win}, a win with the lower score by margin 0).
 */
class NorochessTacticsTest {
    private static final String V = "norochess";

    /**
     * Capturing the last piece wins, whatever the scores. Black has one piece left, the pawn a7 (its
     * King was taken long ago: the King is not royal), and leads 20-10. 1.Bxa7 (e3-d4-c5-b6-a7)
     * leaves Black without pieces and White wins 11-20; nothing else wins, since no other capture
     * is on the board and White could never catch up on score.
     */
    @Test void capturingTheLastPieceWinsWhateverTheScores() {
        String fen = "8/p7/8/8/8/4B3/8/4K3 w - - 0 30 10 20";
        Tactic.solve(V, fen, 4).expect("e3a7", Score.win(0, 1))
                .ends(0, Termination.ALL_PIECES_LOST, "e3a7");
        Outcome o = Tactic.at(V, fen).play("e3a7");
        assertEquals(11, o.whiteScore());
        assertEquals(20, o.blackScore());
    }

    /**
     * The King hunt: Black's last piece is its King, and it must move. Black Kh8 alone, 5-5. 1.Rb8!
     * attacks h8 along the rank; the King's squares g8 (the Rook b8), g7 and h7 (the Rook a7) are
     * all attacked, there is no check to escape and no staying put, so 2.Rx wins 7-5: a margin of 2.
     * 1.Rg1 would not do (White's own King g2 blocks the g-file, g8 stays free), nor 1.Ra8 (the
     * seventh rank is freed).
     */
    @Test void huntingDownTheLastPiece() {
        String fen = "7k/R7/8/8/8/8/6K1/1R6 w - - 0 20 5 5";
        Tactic.solve(V, fen, 5).expect("b1b8", Score.win(2, 3))
                .ends(0, Termination.ALL_PIECES_LOST, "b1b8", "h8g7", "a7g7")
                .ends(0, Termination.ALL_PIECES_LOST, "b1b8", "h8g8", "b8g8")
                .ends(0, Termination.ALL_PIECES_LOST, "b1b8", "h8h7", "a7h7")
                .alone();
    }

    /**
     * The larger margin. Move 60, 10-10: after Black's 60th move the higher score wins. 1.Nxd5 takes
     * a Rook (15-10) but 1...exd5 takes the Knight back: White wins 15-13, by 2. 1.Bxh6 takes only a
     * Knight, but nothing of Black's can take anything back (the Rook d5 sees no White piece on its
     * file or rank, the pawn e6 none on d5 or f5): White wins 13-10, by 3. The greedy capture is
     * the smaller win.
     *
     * <p>Depth {@value Tactic#BETTER_WIN_DEPTH}: see {@link Tactic#BETTER_WIN_DEPTH}.
     */
    @Test void theLargerMarginIsChosen() {
        String fen = "k7/8/4p2n/3r4/8/2N5/8/2B1K3 w - - 0 60 10 10";
        Tactic.solve(V, fen, Tactic.BETTER_WIN_DEPTH).expect("c1h6", Score.win(3, 2))
                .ends(0, Termination.MOVE_LIMIT, "c1h6", "a8b8")
                .ends(0, Termination.MOVE_LIMIT, "c3d5", "e6d5");
        Tactic.without(V, fen, Tactic.BETTER_WIN_DEPTH, "c1h6").expect("c3d5", Score.win(2, 2));
        Outcome greedy = Tactic.at(V, fen).play("c3d5", "e6d5");
        assertEquals(15, greedy.whiteScore());
        assertEquals(13, greedy.blackScore());
    }
}
