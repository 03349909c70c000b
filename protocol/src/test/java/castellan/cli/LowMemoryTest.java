package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
    /**
     * Runs the engine with {@code -Xmx64m}; {@code script} alternates commands to send and, after
     * {@code "?"}, a regex the engine's next matching line must match before the script goes on
     * (so a search ends before the next command). Returns every line the engine wrote.
     */
    private static List<String> run(String protocol, String... script) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"), "castellan.cli.Main", protocol)
                .redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        try (Writer w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
             BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String c : script) {
                if (!c.startsWith("?")) {
                    w.write(c + "\n");
                    w.flush();
                    continue;
                }
                String l;
                while ((l = r.readLine()) != null) {
                    lines.add(l);
                    if (l.matches(c.substring(1))) break;
                }
                assertTrue(l != null, "the engine ended before writing " + c.substring(1) + ":\n" + String.join("\n", lines));
            }
            w.close();
            String l;
            while ((l = r.readLine()) != null) lines.add(l);
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the engine exits at end of input");
        assertEquals(0, p.exitValue(), String.join("\n", lines));
        return lines;
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
