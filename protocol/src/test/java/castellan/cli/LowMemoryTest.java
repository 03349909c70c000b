package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The engine in a JVM with a small heap ({@code -Xmx64m}, a GUI on a small machine or a user's
 * {@code CASTELLAN_JVM_OPTS}): the Hash default fits the heap, a search answers with a move, and
 * more search threads than the heap holds are refused in the protocol's form instead of ending
 * the engine with an OutOfMemoryError. Runs the real main class in a child JVM.
 */
class LowMemoryTest {
    /** Runs the engine with {@code -Xmx64m} ({@link ChildEngine#run}: the script, every line written). */
    private static List<String> run(String protocol, String... script) throws IOException, InterruptedException {
        return ChildEngine.run(List.of("-Xmx64m"), protocol, 60, script);
    }

    @Test void uciWithSixtyFourMegabytes() throws Exception {
        List<String> out = run("uci", "uci", "?uciok", "isready", "?readyok", "position startpos", "go depth 3", "?bestmove .*",
                "setoption name Threads value 256", "isready", "?readyok", "go depth 2", "?bestmove .*", "isready", "?readyok");
        String all = String.join("\n", out);
        Matcher hash = Pattern.compile("option name Hash type spin default (\\d+) min 1 max (\\d+)").matcher(all);
        assertTrue(hash.find(), all);
        assertTrue(Long.parseLong(hash.group(1)) <= Long.parseLong(hash.group(2)), "the default fits the maximum: " + hash.group());
        assertEquals(2, out.stream().filter(l -> l.startsWith("bestmove ") && !l.equals("bestmove (none)")).count(), all);
        // 256 threads of more than a megabyte each do not fit 64 MB besides the table: refused, one line.
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string not enough memory for 256 search threads")), all);
        assertTrue(out.stream().noneMatch(l -> l.contains("Error") || l.contains("Exception") || l.startsWith("info string error")), all);
    }

    @Test void xboardWithSixtyFourMegabytes() throws Exception {
        List<String> out = run("xboard", "xboard", "protover 2", "?feature done=1", "new", "sd 2", "go", "?move .*", "force",
                "cores 256", "ping 1", "?pong 1", "new", "sd 2", "go", "?move .*", "ping 2", "?pong 2", "quit");
        String all = String.join("\n", out);
        assertTrue(out.stream().anyMatch(l -> l.startsWith("Error (not enough memory for 256 search threads")), all);
        assertTrue(out.stream().noneMatch(l -> l.contains("Exception") || l.startsWith("Error (internal")), all);
    }
}
