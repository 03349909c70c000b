package castellan.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.Score;
import castellan.rules.Outcome.Termination;
import org.junit.jupiter.api.Test;

/**
 * Kingdom Chess (rules/kingdom.md): mates that turn on the Dukes, each solved by hand below. "The
 * Duke carries the King's royalty": a King is royal (can be checked and mated) only while its side
 * has no Duke, and a King may capture only while the enemy has no Duke, both judged "by what is on
 * the board now" (Ruling).
 */
class KingdomTacticsTest {
    private static final String V = "kingdom";

    /**
     * Taking the Duke mates. Black Kj10 is walled in by its Bishop i10 and pawn j9; its Duke f6
     * stands on the long diagonal a1-j10. While the Duke lives the King is immune, so nothing
     * White does can mate, except 1.Bxf6#: the capture makes the King royal (Ruling: judged by what
     * is on the board now) and the Bishop on f6 checks it along g7-h8-i9; i9 is on that line,
     * nothing of Black's can take f6 or step between (the Bishop i10 runs on the other colour's
     * lines, the pawn moves down its file), and no pawn stands on Black's last rank to promote to a
     * new Duke.
     */
    @Test void takingTheDukeMates() {
        String fen = "8bk/9p/10/10/5d4/10/10/2B7/10/K9 w - - 0 1";
        Tactic.solve(V, fen, 4).expect("c3f6", Score.mates(1))
                .ends(0, Termination.CHECKMATE, "c3f6")
                .alone();
    }

    /**
     * An unguarded Queen mates next to the King, because White has a Duke: "my King may capture:
     * no, when the enemy has a Duke". Black Kj10 (no Duke, so royal). 1.Qj9# (e4-f5-g6-h7-i8-j9):
     * from j9 the Queen covers i10 and i9, and the King may not take it. From e4 the Queen reaches
     * no other square next to the King, and her other checks (Qe5+, Qe10+, Qj4+) leave a flight.
     * Without White's Duke the same move is answered by Kxj9 (and bare Kings draw).
     */
    @Test void queenMatesUnguardedWhileHerSideHasADuke() {
        String fen = "9k/10/10/10/10/10/4Q5/10/10/KD8 w - - 0 1";
        Tactic.solve(V, fen, 4).expect("e4j9", Score.mates(1))
                .ends(0, Termination.CHECKMATE, "e4j9")
                .alone();
        Tactic.at(V, "9k/10/10/10/10/10/4Q5/10/10/K9 w - - 0 1")
                .ends(-1, Termination.INSUFFICIENT_MATERIAL, "e4j9", "j10j9");
    }

    /**
     * Mate in 2 through the Duke. White's Queen on e5 already aims at j10 along e5-j10, harmless
     * while Black's Duke c9 lives. 1.Rxc9+: the King is royal now and in check from the Queen; the
     * Rook on the ninth rank covers i9 and j9, so 1...Ki10 is forced, and 2.Qi9# (the King may not
     * take her: White has a Duke) or 2.Qe10# ends it. No other first move mates in 2: the King
     * stays immune until the Duke falls, and only the Rook can take it.
     */
    @Test void mateInTwoAfterTakingTheDuke() {
        String fen = "9k/2d7/10/10/10/4Q5/10/10/10/KDR7 w - - 0 1";
        Tactic.solve(V, fen, 6).expect("c1c9", Score.mates(3))
                .ends(0, Termination.CHECKMATE, "c1c9", "j10i10", "e5i9")
                .ends(0, Termination.CHECKMATE, "c1c9", "j10i10", "e5e10")
                .alone();
    }

    /**
     * Only a new Duke saves. Black Kj10 (no Duke) is boxed: i9 holds its own pawn, blocked by
     * White's i8, which also covers j9; the Bishop e6 covers i10; the Queen e4 threatens 2.Qj4#
     * down the open j-file. Black's only moves are the in-place promotions of the pawn that reached
     * c1. Promoting to a Duke makes the King immune ("my side has a Duke: it is immune, nothing may
     * capture it"), and no White piece can reach c1 at once. Every other piece loses: a Rook,
     * Knight, Prince, Princess or Dragon on c1 cannot meet 2.Qj4# at all, a Bishop or Queen blocks
     * on j8 only for a move, and the Wizard, which may drop in front of each check, a move longer.
     * The losses are proven at depth 12: late-move reductions leave the Wizard's longest defence
     * unproven at depth 6, and how deep they need to look moves with every change of the
     * search's selectivity (8 or 9 plies in the searches of this session). The best move is asked
     * at depth 12 too: with Kingdom's second tuned file (2026-11-25) depth 6 preferred the Queen,
     * whose loss lies past that horizon.
     */
    @Test void onlyAPromotionToADukeSavesTheKing() {
        String fen = "9k/8p1/8P1/10/4B5/D9/4Q5/10/10/K1p7 b - - 0 1";
        Tactic best = Tactic.solve(V, fen, 12).holds("c1c1d");
        int others = Tactic.without(V, fen, 12, "c1c1d").score;
        assertTrue(others <= -Score.WIN, "every other promotion loses: " + Tactic.describe(others));
        best.ends(0, Termination.CHECKMATE, "c1c1r", "e4j4").goesOn("c1c1d", "e4j4");
    }
}
