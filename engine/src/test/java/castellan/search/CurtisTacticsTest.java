package castellan.search;


import castellan.eval.Score;
import castellan.rules.Outcome.Termination;
import org.junit.jupiter.api.Test;

/**
 * Royal Chess by W. A. Curtis (rules/royal.md): mates that only its rules allow, and its other
 * ways to win, each solved by hand below. The search scores a win by Curtis's points, winner's
 * less loser's, on the scale of {@link Score#MAX_MARGIN} (80): checkmate 1-0 is the full 80, the
 * bare King's 0.75-0.2 is (75 - 20) * 80 / 100 = 44, stalemate's 0.7-0.25 is (70 - 25) * 80 / 100
 * = 36; so a mate beats a bare King, which beats a stalemate, as the Ruling orders them.
 */
class CurtisTacticsTest {
    private static final String V = "royal";
    private static final int BARE_KING = (75 - 20) * Score.MAX_MARGIN / 100, STALEMATE = (70 - 25) * Score.MAX_MARGIN / 100;

    /**
     * A Rook checks along its first rank over its own Guard (rules 1 of "Rooks jumping over their
     * own Guards", Ruling: "such a move may also capture", so it attacks; "A Rook's capturing jumps
     * count as attacks (they can give check)"). Black Kj1, pawn b5; White Ra5, Queen's Guard e1,
     * Ki3 (covering i2 and j2). 1.Ra1# : the Rook sees j1 through Ge1, i1 lies on the same line, and
     * nothing of Black's reaches the first rank. Any other Rook move, Ra1 included if the Guard
     * blocked, is no mate. The tempting 1.Rxb5 leaves Black a bare King, also a win at once (Ruling,
     * bare king: "decided at once") but worth 0.75, not 1: the search must prefer the mate.
     *
     * <p>Without 1.Ra1 the mate is one turn away: after a quiet Rook move along the a-file, say
     * 1.Ra2, Black has only 1...Ki1 (i2 and j2 are the White King's) and 1...b4, and 2.Ra1 mates
     * either way (the Rook sees i1, and j1 behind it, through the Guard). A mate in two still beats
     * the bare King at once (margin 80 against 44), so a search that sees two turns ahead plays
     * for it; one that sees one turn takes the bare King.
     */
    @Test void rookMatesOverItsGuardRatherThanBaringTheKing() {
        String fen = "10/10/10/Rp8/10/8K1/10/4G4k w - - 0 1";
        Tactic.solve(V, fen, 4).expect("a5a1", Score.mates(1))
                .ends(0, Termination.CHECKMATE, "a5a1")
                .ends(0, Termination.BARE_KING, "a5b5");
        Tactic.without(V, fen, 2, "a5a1").expect("a5b5", Score.win(BARE_KING, 1));
        Tactic.without(V, fen, 4, "a5a1").expect("a5a2", Score.mates(3))
                .ends(0, Termination.CHECKMATE, "a5a2", "j1i1", "a2a1")
                .ends(0, Termination.CHECKMATE, "a5a2", "b5b4", "a2a1");
    }

    /**
     * Castling mates. Black Kf8 between its Rooks e8 and g8, pawns e7 and g7, so only f7 is open,
     * and no black piece can reach the f-file. White Kf1, Rj1 unmoved (FEN K). Castling with the
     * King to g1 puts the Rook on "the first empty square on the far side of the King ... nearest
     * the King": f1, checking up the open file: 1.f1g1,j1f1#. The other two castlings (King to h1,
     * Rook g1; King to i1, Rook h1) and Rj8 (stopped by Rg8) give no check.
     */
    @Test void castlingPutsTheRookOnTheMatingFile() {
        String fen = "4rkr3/4p1p3/10/10/10/10/10/5K3R w K - 0 1";
        Tactic.solve(V, fen, 4).expect("f1g1,j1f1", Score.mates(1))
                .ends(0, Termination.CHECKMATE, "f1g1,j1f1")
                .goesOn("f1h1,j1g1")
                .alone();
    }

    /**
     * Stalemate wins for the side that stalemated. Black Kj8 and a pawn j7 blocked by White's j6;
     * White Kg6. 1.Kh7 covers i8 and i7, the only squares the black King had, and the pawn cannot
     * move: Black is stalemated and White wins 0.7-0.25. No other King move covers both (Kh6
     * leaves i8, Kg7 both), White has no mating material here, and the pawn j7 cannot be won
     * (Black's King guards it from j8 or i8), so the stalemate now is the best result there is.
     */
    @Test void stalemateWins() {
        String fen = "9k/9p/6K2P/10/10/10/10/10 w - - 0 1";
        Tactic.solve(V, fen, 6).expect("g6h7", Score.win(STALEMATE, 1))
                .ends(0, Termination.STALEMATE, "g6h7")
                .goesOn("g6h6")
                .alone();
    }

    /**
     * A bare King beats a stalemate. The position above with a light-squared Bishop on e2 that can
     * take Black's last piece: 1.Bxj7 leaves Black a bare King (0.75-0.2) at once, Black's King
     * cannot recapture since the game is over (Ruling, bare king), and 1.Kh7 would still
     * stalemate (0.7-0.25): the search must take the pawn.
     */
    @Test void bareKingRatherThanStalemate() {
        String fen = "9k/9p/6K2P/10/10/10/4B5/10 w - - 0 1";
        Tactic.solve(V, fen, 6).expect("e2j7", Score.win(BARE_KING, 1))
                .ends(0, Termination.BARE_KING, "e2j7")
                .ends(0, Termination.STALEMATE, "g6h7");
    }
}
