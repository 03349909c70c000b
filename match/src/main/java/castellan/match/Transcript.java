package castellan.match;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The log of everything said between the runner and its engines ({@code --log FILE}): one line
 * per message, with the milliseconds since the match started, the engine, and the direction.
 */
public class Transcript implements AutoCloseable {
    /** A transcript that writes nothing. */
    public static final Transcript NONE = new Transcript();

    private final PrintWriter out;
    private final long start = System.nanoTime();

    private Transcript() { out = null; }

    public Transcript(Path file) throws IOException {
        out = new PrintWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), false);
    }

    public void sent(String engine, String line) { write(engine, '<', line); }

    public void received(String engine, String line) { write(engine, '>', line); }

    /** A note from the runner (a forfeit, a mismatching claim, stderr output). */
    public void note(String engine, String text) { write(engine, '#', text); }

    private void write(String engine, char direction, String line) {
        if (out == null) return;
        synchronized (out) {
            out.printf(Locale.ROOT, "%9.3f %s %c %s%n", (System.nanoTime() - start) / 1e9, engine, direction, line);
            out.flush(); // a transcript is read after something went wrong: keep it complete
        }
    }

    @Override public void close() {
        if (out == null) return;
        synchronized (out) {
            out.close();
        }
    }
}
