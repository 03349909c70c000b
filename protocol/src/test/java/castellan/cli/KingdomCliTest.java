package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Kingdom Chess on the command line: the 10x10 diagram, its extra lines, perft and move text. */
class KingdomCliTest extends ConsoleCapture {
    /** Ranks 10 and 1-9 line up: every board row has its bars in the same columns. */
    @Test void diagramAlignsTwoDigitRanks() {
        assertEquals(0, Main.execute("show", "-v", "kingdom", "--ascii"));
        String[] lines = out().split("\n");
        assertEquals("10 | r  n  b  e  k  q  i  b  n  r |", lines[1]);
        assertEquals(" 9 | p  p  p  p  d  w  p  p  p  p |", lines[2]);
        assertEquals(" 1 | R  N  B  E  K  Q  I  B  N  R |", lines[10]);
        assertEquals("   +------------------------------+", lines[11]);
        assertEquals("     a  b  c  d  e  f  g  h  i  j ", lines[12]);
        assertTrue(out().contains("White King: immune (has a Duke), cannot capture; Wizard cannot capture\n"), out());
        assertTrue(out().contains("Legal moves (72): "), out());
    }

    /** Perft 2 of the start position: 5148, counted by hand in KingdomPerftTest. */
    @Test void perftFromStart() {
        assertEquals(0, Main.execute("perft", "-v", "kingdom", "-d", "2"));
        assertTrue(out().startsWith("Nodes searched: 5148\n"), out());
    }

    /** A White Subject on i9: "i9h10" makes it a Pawn, "h10h10q" on White's next turn a Queen in place. */
    @Test void promotionTexts() {
        assertEquals(0, Main.execute("show", "-v", "kingdom", "--ascii", "--fen", "4k4d/8S1/10/10/10/10/10/10/10/KD8 w - - 0 1",
                "--moves", "i9h10", "j10j9", "h10h10q"));
        assertTrue(out().contains("FEN: 4k2Q2/9d/10/10/10/10/10/10/10/KD8 b - - 0 2\n"), out());
    }
}
