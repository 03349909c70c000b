package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The speed tool end to end, with {@link FakeEngine}s that report fixed counts. */
class SearchSpeedTest {
    private static String engine(String name) {
        return "name=" + name + " cmd=" + String.join(" ", Fakes.uci(name, "speed").command());
    }

    @Test void perftNodesPerSecondAndTimeToDepthTables() {
        SearchSpeed s = new SearchSpeed();
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        s.out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        int code = new CommandLine(s).execute("--runs", "1", "--movetime", "100", "--variants", "normal", "--perft", "normal=1",
                "--depth", "3", "--position", "normal|start|start", "--engine", engine("a"), "--engine", engine("b"));
        String out = buf.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, out);
        // Chess has 20 legal first moves; the fake answers 'go perft 1' with its legal turn count.
        assertTrue(out.contains("| normal | 1 | 20 | "), out);
        // The fakes report 5000 nodes in 50 ms: 100,000 nodes per second each, ratio 1.
        assertTrue(out.contains("| normal | 100,000 | 100,000 | 1.00 |"), out);
        assertTrue(out.contains("| normal | 1 (20) | "), out);
        assertTrue(out.contains(" 100,000 | 100,000 | 1.00 |\n"), out);
        assertTrue(out.contains("|---|---|---:|---:|---:|---:|---:|---:|\n"), "the combined table's rule: " + out);
        // Time to depth: wall times vary, the nodes are the fakes' 5000.
        assertTrue(out.lines().anyMatch(l -> l.startsWith("| normal start | 3 |") && l.split("5,000").length == 3), out);
        assertTrue(out.startsWith("Reproduce: java -cp match/target/match.jar castellan.match.SearchSpeed --runs 1 "), out);
    }

    @Test void argumentsAreQuotedForTheShell() {
        assertEquals("--runs 5 'name=a cmd=x y' 'it'\\''s'", SearchSpeed.quoted(List.of("--runs", "5", "name=a cmd=x y", "it's")));
    }

    @Test void medianOfOddAndEvenCounts() {
        assertEquals(3.0, SearchSpeed.median(new double[] {5, 1, 3}));
        assertEquals(2.5, SearchSpeed.median(new double[] {4, 1, 3, 2}));
    }

    @Test void infoFieldsBeforeThePrincipalVariation() {
        String line = "info depth 12 seldepth 20 score cp 31 nodes 123456 nps 1000 time 987 pv e2e4 e7e5";
        assertEquals(123456, SpeedProbe.field(line, "nodes"));
        assertEquals(987, SpeedProbe.field(line, "time"));
        assertEquals(-1, SpeedProbe.field("info depth 1 pv nodes 5", "nodes"), "what follows pv is moves");
    }
}
