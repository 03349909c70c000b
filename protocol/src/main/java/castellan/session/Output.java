package castellan.session;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The engine's side of the pipe to the GUI: whole lines, each flushed at once, from any thread
 * (the input thread answers {@code ping}/{@code isready} while the search thread reports), so
 * that lines never interleave. A closed pipe is ignored: the GUI has gone, and the input side
 * ends the session when it sees end of file.
 */
public final class Output {
    private final Writer out;
    private volatile boolean broken;

    public Output(OutputStream stream) {
        this.out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 14);
    }

    /** Writes one line and flushes it. */
    public synchronized void line(String text) {
        if (broken) return;
        try {
            out.write(text);
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            broken = true;
        }
    }

    /** Writes several lines as one block (no other thread's line comes between them). */
    public synchronized void lines(CharSequence block) {
        if (broken) return;
        try {
            out.append(block);
            if (block.length() > 0 && block.charAt(block.length() - 1) != '\n') out.write('\n');
            out.flush();
        } catch (IOException e) {
            broken = true;
        }
    }
}
