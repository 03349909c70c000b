package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code castellan search}: one line per iteration, then the best move; errors as for the other commands. */
class SearchCommandTest extends ConsoleCapture {
    private static final String LINE = "depth \\d+ seldepth \\d+ score (cp -?\\d+|mate -?\\d+|(win|loss) \\d+ margin \\d+)"
            + " nodes \\d+ nps \\d+ time \\d+ pv( \\S+)+";

    @Test void printsEveryIterationThenTheBestMove() {
        assertEquals(0, run("search", "--variant", "capablanca", "--depth", "4"));
        String[] lines = out().split("\n");
        assertEquals(5, lines.length, out());
        for (int i = 0; i < 4; i++) {
            assertTrue(lines[i].matches(LINE), lines[i]);
            assertTrue(lines[i].startsWith("depth " + (i + 1) + " "), lines[i]);
        }
        assertTrue(lines[4].matches("bestmove [a-j]\\d+[a-j]\\d+"), lines[4]);
    }

    @Test void findsAMateAndSaysSo() {
        // Back-rank mate: Rd1-d8, the Black King boxed in by its own pawns.
        assertEquals(0, run("search", "--fen", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "--depth", "3"));
        assertTrue(out().contains(" score mate 1 "), out());
        assertTrue(out().endsWith("bestmove d1d8\n"), out());
    }

    @Test void aMaidensHuffTurnIsOneMove() {
        // White is mated by the Queen on e1 but may huff it (it declined to take b2 or h2): a whole turn.
        assertEquals(0, run("search", "--variant", "maidens", "--fen", "k7/8/8/8/8/8/1P4PP/4q2K w - - 1 2 e1", "--depth", "2"));
        assertTrue(out().matches("(?s).*bestmove @e1,\\S+\n"), out());
    }

    @Test void aFinishedGameHasNoBestMove() {
        assertEquals(0, run("search", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "--movetime", "100"));
        assertEquals("bestmove (none)\n", out());
    }

    @Test void nodesAndMovetimeLimits() {
        assertEquals(0, run("search", "--variant", "kingdom", "--nodes", "2000"));
        assertTrue(out().matches("(?s).*bestmove \\S+\n"), out());
        assertEquals(0, run("search", "--variant", "royal", "--movetime", "200", "--threads", "2", "--hash", "8"));
        assertTrue(out().contains("bestmove "), out());
    }

    @Test void badLimitsAreRefused() {
        assertEquals(2, run("search", "--depth", "0"));
        assertTrue(err().contains("depth must be 1-"), err());
        assertEquals(2, run("search", "--depth", "3", "--movetime", "10"));
        assertEquals(2, run("search"));
        assertEquals(2, run("search", "--depth", "3", "--threads", "0"));
        assertTrue(err().contains("threads must be 1-"), err());
        assertEquals(2, run("search", "--depth", "3", "--hash", "0"));
        assertEquals("", out());
    }
}
