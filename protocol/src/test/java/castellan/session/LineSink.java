package castellan.session;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;

/** The engine's output in a test: its bytes collected into lines, each put on a queue as it ends. */
public final class LineSink extends OutputStream {
    private final BlockingQueue<String> lines;
    private final ByteArrayOutputStream current = new ByteArrayOutputStream();

    public LineSink(BlockingQueue<String> lines) { this.lines = lines; }

    @Override public synchronized void write(int b) {
        if (b == '\n') {
            lines.add(current.toString(StandardCharsets.UTF_8));
            current.reset();
        } else {
            current.write(b);
        }
    }
}
