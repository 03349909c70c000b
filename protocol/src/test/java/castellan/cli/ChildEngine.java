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

/** The real engine, {@code castellan.cli.Main}, in a child JVM, driven by a script: what a GUI sees. */
final class ChildEngine {
    private ChildEngine() {}

    /**
     * Runs {@code castellan.cli.Main protocol} with the JVM options; {@code script} alternates
     * commands to send and, after {@code "?"}, a regex the engine's next matching line must match
     * before the script goes on (so a search ends before the next command). Closes the input at
     * the end, checks that the engine then exits with status 0 within {@code exitSeconds}, and
     * returns every line it wrote.
     */
    static List<String> run(List<String> jvmOptions, String protocol, long exitSeconds, String... script)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "castellan.cli.Main", protocol));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
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
        } finally {
            if (!p.waitFor(exitSeconds, TimeUnit.SECONDS)) p.destroyForcibly();
        }
        assertTrue(!p.isAlive() && p.waitFor(1, TimeUnit.SECONDS), "the engine exits at end of input or quit");
        assertEquals(0, p.exitValue(), String.join("\n", lines));
        return lines;
    }
}
