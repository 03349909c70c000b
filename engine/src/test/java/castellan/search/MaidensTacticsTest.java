package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.Score;
import castellan.rules.Outcome.Termination;
import org.junit.jupiter.api.Test;

/**
 * Maidens Chess (rules/maidens.md): chess with huffing, each position solved by hand below. A
 * piece that could capture and did not may be removed by the opponent on its next turn, before
 * its move, and "a huff turn" (huff and move, written {@code @d8,e1e8}) is one turn: mate and
 * stalemate "are judged on turns", so a huff can deliver a mate and a huff can escape one. The
 * seventh FEN field lists the huffable squares.
 */
class MaidensTacticsTest {
    private static final String V = "maidens";

    /**
     * A huff delivers mate. Black's Rook d8, which guards the back rank, could have taken the Bishop
     * d4 on Black's last move and did not, so it is huffable (FEN field {@code d8}). The huff turn
     * {@code @d8,e1e8}: remove the Rook, then Re8 mates (f7, g7, h7 wall the King in, nothing is
     * left to take e8 or step between). Without the huff, 1.Re8+ Rxe8; no other White move checks
     * the King.
     */
    @Test void aHuffDeliversMate() {
        String fen = "3r2k1/5ppp/8/8/3B4/8/5PPP/4R1K1 w - - 0 1 d8";
        Tactic.solve(V, fen, 4).expect("@d8,e1e8", Score.mates(1))
                .ends(0, Termination.CHECKMATE, "@d8,e1e8")
                .goesOn("e1e8")
                .alone();
    }

    /**
     * Only a huff saves. Black Kh8 is in check from the Rook a8, which could have taken the Bishop
     * d1 from a1 and went to a8 instead, so it is huffable. Moving without a huff, Black can only
     * put the Knight between (Nd8 or Nf8), and 2.Rxd8# or 2.Rxf8# follows (g8 is still on the
     * Rook's rank, g7 and h7 are Black's own, and that capture leaves Black nothing to huff). A
     * huff turn, {@code @a8} and any move, removes the checking Rook and leaves Black a Knight and
     * a Bishop up.
     */
    @Test void onlyAHuffSaves() {
        String fen = "R6k/6pp/4n3/8/8/8/5PPP/3b2K1 b - - 1 1 a8";
        Tactic best = Tactic.solve(V, fen, 6);
        assertTrue(best.best.startsWith("@a8,"), "best " + best.best + ", pv " + best.pv);
        assertTrue(best.score > 200, "a piece or more up after the huff: " + Tactic.describe(best.score));
        assertEquals(Score.mated(2), Tactic.among(V, fen, 6, move -> !move.startsWith("@")).score,
                "without a huff Black is mated next move");
        best.ends(0, Termination.CHECKMATE, "e6f8", "a8f8").ends(0, Termination.CHECKMATE, "e6d8", "a8d8")
                .goesOn("@a8,h8g8");
    }

    /**
     * Philidor's smothered mate fails. Chess's mate in 2 (ChessTacticsTest#smotheredMateInTwo)
     * 1.Qg8+ Rxg8 2.Nf7+ is no mate here: on move 2 the Knight on h6 could take the Rook on g8 and
     * moved to f7 instead, so it is huffable there, and Black, "judged on turns", escapes by the huff
     * turn that removes it ("a huff may remove a piece that is giving check"). The search must not
     * report the chess mate.
     */
    @Test void smotheredMateFailsBecauseTheKnightDeclinedACapture() {
        String fen = "5r1k/6pp/7N/3Q4/8/8/6PP/6K1 w - - 0 1 -";
        assertTrue(Tactic.solve(V, fen, 6).score < Score.mates(3), "no mate in 2 in Maidens"); // chess's depth
        Tactic.at(V, fen).goesOn("d5g8", "f8g8", "h6f7");
        Tactic.at("normal", "5r1k/6pp/7N/3Q4/8/8/6PP/6K1 w - - 0 1").ends(0, Termination.CHECKMATE, "d5g8", "f8g8", "h6f7");
    }

    /**
     * A mate in 3 that no huff can stop: chess's back-rank mate (ChessTacticsTest#backRankMateInThree)
     * also holds here. White's first move 1.Re8+ declines no capture (no White piece has one), and
     * every later White move captures, so Black never has a piece to huff; Black, in check at each
     * turn, never declines a capture either. 1.Re8+ Rxe8 2.Rxe8+ Qxe8 3.Qxe8#.
     */
    @Test void backRankMateInThreeWithNothingToHuff() {
        String fen = "2r3k1/3q1ppp/8/8/4R3/4R3/4QPPP/6K1 w - - 0 1 -";
        Tactic.solve(V, fen, 6).expect("e4e8", Score.mates(5))
                .ends(0, Termination.CHECKMATE, "e4e8", "c8e8", "e3e8", "d7e8", "e2e8");
    }
}
