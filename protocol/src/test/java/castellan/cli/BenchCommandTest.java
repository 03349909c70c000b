package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.search.BenchPositions;
import org.junit.jupiter.api.Test;

/** {@code castellan bench}: a line per position, then the total nodes and the speed; errors as for the other commands. */
class BenchCommandTest extends ConsoleCapture {
    @Test void printsEveryPositionThenTheTotals() {
        assertEquals(0, run("bench", "--depth", "2"));
        String[] lines = out().split("\n");
        int n = BenchPositions.ALL.size();
        assertEquals(n + 3, lines.length, out());
        long sum = 0;
        for (int i = 0; i < n; i++) {
            BenchPositions.Entry e = BenchPositions.ALL.get(i);
            String line = lines[i].trim();
            assertTrue(line.matches((i + 1) + " +" + e.variant() + " +(start|fen) +nodes +\\d+ +time +\\d+ ms +bestmove \\S+"), line);
            sum += Long.parseLong(line.replaceAll(".* nodes +(\\d+) .*", "$1"));
        }
        assertEquals("", lines[n]);
        assertEquals("Nodes searched: " + sum, lines[n + 1], "the total is the sum of the positions' nodes");
        assertTrue(lines[n + 2].matches("Nodes/second: \\d+"), lines[n + 2]);
    }

    @Test void badDepthIsRefused() {
        assertEquals(2, run("bench", "--depth", "0"));
        assertTrue(err().contains("depth must be 1-"), err());
        assertEquals(2, run("bench", "--depth", "x"));
        assertEquals(2, run("bench", "--threads", "0"));
        assertTrue(err().contains("threads must be 1-"), err());
        assertEquals("", out());
    }
}
