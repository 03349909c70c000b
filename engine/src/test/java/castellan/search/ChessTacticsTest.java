package castellan.search;


import castellan.eval.Score;
import castellan.rules.Outcome.Termination;
import org.junit.jupiter.api.Test;

/**
 * Orthodox chess tactics the search must find at a modest depth, each solved by hand below and
 * confirmed by Debian's fairy-stockfish ({@code go depth 12}, MultiPV 4: the key is the only move
 * that mates this fast).
 */
class ChessTacticsTest {
    private static final String V = "normal";

    /**
     * Philidor's smothered mate in 2. Black Kh8 is walled in by Rf8, g7 and h7. 1.Qg8+ (the Queen
     * from d5 along d5-e6-f7-g8): the King cannot take (the Knight on h6 guards g8) and cannot move,
     * so 1...Rxg8 is forced, and 2.Nf7# is smothered (g8, g7, h7 hold Black's own men, nothing
     * reaches f7). The natural 1.Nf7+ fails: 1...Rxf7. Depth 6, not 5: since the pawn and
     * evaluation-difference histories (issue 18) reorder the quiets, 2.Nf7# sits past the late-move
     * pruning count at depth 5; depth 6 finds it in 1,205 nodes.
     */
    @Test void smotheredMateInTwo() {
        String fen = "5r1k/6pp/7N/3Q4/8/8/6PP/6K1 w - - 0 1";
        Tactic.solve(V, fen, 6).expect("d5g8", Score.mates(3))
                .ends(0, Termination.CHECKMATE, "d5g8", "f8g8", "h6f7")
                .alone();
    }

    /**
     * Back-rank mate in 3 through two defenders. e8 is guarded twice (Rc8 along the rank, Qd7 on
     * the diagonal) and attacked three times (Re4, Re3, Qe2 on the e-file); Black's King has no
     * luft (f7, g7, h7) and f8 is covered by whatever stands on e8. 1.Re8+ must be taken (nothing
     * can come between e8 and g8), 1...Rxe8 2.Rxe8+ Qxe8 3.Qxe8# (or 1...Qxe8 2.Rxe8+ Rxe8
     * 3.Qxe8#): the third attacker wins.
     */
    @Test void backRankMateInThree() {
        String fen = "2r3k1/3q1ppp/8/8/4R3/4R3/4QPPP/6K1 w - - 0 1";
        Tactic.solve(V, fen, 6).expect("e4e8", Score.mates(5))
                .ends(0, Termination.CHECKMATE, "e4e8", "c8e8", "e3e8", "d7e8", "e2e8");
    }

    /**
     * A quiet key, and a stalemate beside it. White Kf6, Ra7 against Kh8: 1.Kg6! leaves Black only
     * 1...Kg8 (g7 and h7 are covered twice) and 2.Ra8# follows. 1.Rg7?? takes g8 and h7 as well,
     * the Rook guarded by Kf6: stalemate, a draw; 1.Kf7 blocks the seventh rank and lets Kh7 out.
     *
     * <p>Depth {@value Tactic#BETTER_WIN_DEPTH}: the shallow iterations find the mate in 3 1.Kf7
     * first (see {@link PruningTacticsTest}).
     */
    @Test void quietKingMoveMatesInTwo() {
        String fen = "7k/R7/5K2/8/8/8/8/8 w - - 0 1";
        Tactic.solve(V, fen, Tactic.BETTER_WIN_DEPTH).expect("f6g6", Score.mates(3))
                .ends(0, Termination.CHECKMATE, "f6g6", "h8g8", "a7a8")
                .ends(-1, Termination.STALEMATE, "a7g7");
    }
}
