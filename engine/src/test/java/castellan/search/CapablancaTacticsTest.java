package castellan.search;


import castellan.eval.Score;
import castellan.rules.Outcome.Termination;
import org.junit.jupiter.api.Test;

/**
 * Capablanca chess tactics on the 10x8 board, each solved by hand below and confirmed by Debian's
 * fairy-stockfish (variant capablanca, {@code go depth 10}, MultiPV 3-4: the key is the only move
 * that mates this fast).
 */
class CapablancaTacticsTest {
    private static final String V = "capablanca";

    /**
     * The Archbishop mates alone beside its King. Black Kj8, White Kj6 (covering i7 and j7), White
     * Archbishop e4. 1.Ah7# along the diagonal e4-f5-g6-h7: from h7 its Knight leap checks j8 and its
     * Bishop line covers i8, so the King has no square, and nothing of Black's can take h7. No other
     * check mates: Ag5+ (the Bishop line g5-h6-i7-j8) leaves i8 free, and neither a Bishop nor a
     * Knight alone could do both jobs.
     */
    @Test void archbishopMatesInOne() {
        String fen = "9k/10/9K/10/4A5/10/10/10 w - - 0 1";
        Tactic.solve(V, fen, 4).expect("e4h7", Score.mates(1))
                .ends(0, Termination.CHECKMATE, "e4h7")
                .goesOn("e4g5")
                .alone();
    }

    /**
     * Philidor's smothered mate, moved to the tenth file: Black Kj8 walled in by Rh8, i7 and j7.
     * 1.Qi8+ (e4-f5-g6-h7-i8): the Knight on j6 guards i8, so 1...Rxi8 is forced, and 2.Nh7# is
     * smothered. A geometry test too: j6-i8 and j6-h7 are Knight leaps only on a board ten files
     * wide.
     */
    @Test void smotheredMateOnTheTenthFile() {
        String fen = "7r1k/8pp/9N/10/4Q5/10/PP8/K9 w - - 0 1";
        Tactic.solve(V, fen, 5).expect("e4i8", Score.mates(3))
                .ends(0, Termination.CHECKMATE, "e4i8", "h8i8", "j6h7")
                .alone();
    }
}
