package castellan.search;


import castellan.eval.Score;
import castellan.rules.Outcome.Termination;
import org.junit.jupiter.api.Test;

/**
 * Royal Chess by R. D. Wells (rules/wells.md): mates with its short-range pieces, the Firzan (one
 * square diagonally) and the Elephant (one or two, "cannot jump"), and its rule that "the
 * stalemated side loses", each solved by hand below. A stalemate is scored exactly as a mate (the
 * side without a move has lost), so the search must steer into it as it steers into mates, and
 * out of it when it is the one to be stalemated.
 */
class WellsTacticsTest {
    private static final String V = "wells";

    /**
     * Firzan mate. Black Kj8, pawn a5 (so Black is not short of moves); White Kh8 (covering i8 and
     * i7), Firzan h6, pawn i6 (covering j7). 1.Fi7#: the Firzan checks j8 diagonally, stands guarded
     * by the King, and every flight is covered. The pawn check 1.i7+ is no mate: the pawn no longer
     * guards j7 and the King walks there.
     */
    @Test void firzanMatesInOne() {
        String fen = "7K1k/10/7FP1/p9/10/10/10/10 w - - 0 1";
        Tactic.solve(V, fen, 4).expect("h6i7", Score.mates(1))
                .ends(0, Termination.CHECKMATE, "h6i7")
                .goesOn("i6i7")
                .alone();
    }

    /**
     * Elephant mate in 2 with a quiet key. Black Kj8 is boxed (Kh7 covers i8 and i7, the pawn j7 is
     * blocked by j6), but Black's Firzan b2 always has a move, so no stalemate is near. 1.Ef4!
     * (d2-e3-f4) and 2.Eh6# follows whatever Black does: from h6 the Elephant reaches j8 across the
     * empty i7 (two squares, no jump needed), and i7 is guarded by the King. The Firzan cannot reach
     * g5, h6 or i7 in one move to stop it, and no other first move brings the Elephant to h6 or i7
     * in time. (1.Ee1 wins too, a move later: 1...Fc1 2.Ec3 and the Firzan is lost, Black stalemated.)
     *
     * <p>Depth {@value Tactic#BETTER_WIN_DEPTH}: the shallow iterations find the slower win 1.Ee1
     * first (see {@link PruningTacticsTest}).
     */
    @Test void elephantMatesInTwo() {
        String fen = "9k/7K1p/9P/10/10/10/1f1E6/10 w - - 0 1";
        Tactic.solve(V, fen, Tactic.BETTER_WIN_DEPTH).expect("d2f4", Score.mates(3))
                .ends(0, Termination.CHECKMATE, "d2f4", "b2c3", "f4h6")
                .alone();
    }

    /**
     * The stalemate that draws in chess wins here. Black Kj8 alone; White Ra7, Kh6. 1.Ri7 takes
     * i8 (the file) and j7 (the rank), stands guarded by the King, and Black has no move: Black is
     * stalemated and loses, at once, as surely as by mate. No other move wins now: Ra8+ releases j7.
     */
    @Test void rookStalematesAndWins() {
        String fen = "9k/R9/7K2/10/10/10/10/10 w - - 0 1";
        Tactic.solve(V, fen, 4).expect("a7i7", Score.mates(1))
                .ends(0, Termination.STALEMATE, "a7i7")
                .goesOn("a7a8")
                .alone();
    }

    /**
     * A stalemate trap: the Elephant hunts the last free pawn. Black Ka8 is boxed (Kc7 covers b8
     * and b7, a7 is blocked by a6); Black's only free man is the pawn j7. 1.Ei5! (g3-h4-i5): if
     * 1...j6, 2.Exj6; if 1...j5, 2.Ej4 blocks it; either way Black has no move and loses. Only i5
     * serves: the dark-squared Elephant must be able both to take on j6 and to step to j4 (it can
     * never take the pawn on the light j5), and i5 is the one square next to both. There is no mate
     * to play for instead: a8 is a light square, so the Elephant never checks it.
     */
    @Test void elephantForcesStalemateInTwo() {
        String fen = "k9/p1K6p/P9/10/10/6E3/10/10 w - - 0 1";
        Tactic.solve(V, fen, 5).expect("g3i5", Score.mates(3))
                .ends(0, Termination.STALEMATE, "g3i5", "j7j6", "i5j6")
                .ends(0, Termination.STALEMATE, "g3i5", "j7j5", "i5j4")
                .alone();
    }

    /**
     * The side in danger steps out of the box. Black Ki8, pawn j7 blocked by j6; White Kg6. Black
     * has two moves: 1...Kj8?? 2.Kh7 covers i8 and i7 and Black, without a move, loses; 1...Kh8!
     * keeps a square free whatever White does (to box h8 White's King would have to cover g8, g7,
     * h7 and i8 at once), so no stalemate is in sight.
     */
    @Test void defenderAvoidsBeingStalemated() {
        String fen = "8k1/9p/6K2P/10/10/10/10/10 b - - 0 1";
        Tactic.solve(V, fen, 8).holds("i8h8");
        Tactic.without(V, fen, 8, "i8h8").expect("i8j8", Score.mated(2))
                .ends(0, Termination.STALEMATE, "i8j8", "g6h7");
    }
}
