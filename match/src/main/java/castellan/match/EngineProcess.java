package castellan.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine as an operating-system process speaking a line protocol: lines are written to its
 * standard input, and a reader thread stamps each line of its standard output with the time it
 * arrived ({@link System#nanoTime}) so that the clock charges the engine for its own thinking,
 * not for the runner's bookkeeping. Standard error is drained into the transcript.
 */
public final class EngineProcess implements AutoCloseable {
    /** A line the engine wrote and when it arrived; {@link #EOF} when its output ended (it exited). */
    public record Line(String text, long nanos) {
        public boolean isEof() { return text == null; }
    }

    private static final Line EOF = new Line(null, 0);
    /** How long {@link #close} waits for the engine to exit after {@code quit} before killing it. */
    private static final long QUIT_GRACE_MS = 1000;

    private final String name;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final Transcript transcript;
    private volatile boolean eof;

    /**
     * Starts the command in {@code dir} (null: the current directory). A relative program path
     * with a slash is taken relative to that directory, as a shell would.
     */
    public EngineProcess(String name, List<String> command, Path dir, Transcript transcript) throws IOException {
        this.name = name;
        this.transcript = transcript == null ? Transcript.NONE : transcript;
        List<String> argv = new ArrayList<>(command);
        Path base = dir == null ? Path.of("").toAbsolutePath() : dir.toAbsolutePath();
        String program = argv.get(0);
        if (program.contains("/") && !Path.of(program).isAbsolute()) argv.set(0, base.resolve(program).normalize().toString());
        ProcessBuilder pb = new ProcessBuilder(argv).directory(base.toFile());
        try {
            process = pb.start();
        } catch (IOException e) {
            throw new IOException("cannot start engine " + name + " (" + String.join(" ", command) + "): " + e.getMessage(), e);
        }
        in = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread out = new Thread(this::readOutput, "engine-out-" + name);
        out.setDaemon(true);
        out.start();
        Thread err = new Thread(this::readErrors, "engine-err-" + name);
        err.setDaemon(true);
        err.start();
    }

    public String name() { return name; }

    private void readOutput() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String s;
            while ((s = r.readLine()) != null) {
                long now = System.nanoTime();
                transcript.received(name, s);
                lines.add(new Line(s, now));
            }
        } catch (IOException e) {
            transcript.note(name, "output closed: " + e.getMessage());
        } finally {
            eof = true;
            lines.add(EOF);
        }
    }

    private void readErrors() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            String s;
            while ((s = r.readLine()) != null) transcript.note(name, "stderr: " + s);
        } catch (IOException ignored) {
            // the engine is gone; its output reader reports that
        }
    }

    /** Sends one line; false when the engine can no longer read (it has exited). */
    public boolean send(String line) {
        transcript.sent(name, line);
        try {
            in.write(line);
            in.write('\n');
            in.flush();
            return true;
        } catch (IOException e) {
            transcript.note(name, "cannot write: " + e.getMessage());
            return false;
        }
    }

    /**
     * The next line, waiting until {@code deadlineNanos} ({@link System#nanoTime} scale); null
     * when the deadline passed first; a line with {@link Line#isEof} once the engine has exited
     * (and for every call after that).
     */
    public Line read(long deadlineNanos) {
        try {
            long wait = deadlineNanos - System.nanoTime();
            Line l = wait <= 0 ? lines.poll() : lines.poll(wait, TimeUnit.NANOSECONDS);
            if (l == EOF) lines.add(EOF); // stays readable
            return l;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** The lines that have arrived and not been read, without waiting. */
    public List<Line> drain() {
        List<Line> out = new ArrayList<>();
        Line l;
        while ((l = lines.peek()) != null && l != EOF) out.add(lines.poll());
        return out;
    }

    /** Has the engine's output ended (it exited or closed it)? */
    public boolean exited() { return eof || !process.isAlive() && lines.isEmpty(); }

    /** The exit code, if it has exited. */
    public String exitStatus() {
        try {
            return process.waitFor(50, TimeUnit.MILLISECONDS) ? "exit code " + process.exitValue() : "still running";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    /** Sends {@code quitCommand} (if not null), waits a moment, then kills the process if needed. */
    public void quit(String quitCommand) {
        if (quitCommand != null && process.isAlive()) send(quitCommand);
        try {
            closeQuietly(process.getOutputStream());
            if (!process.waitFor(QUIT_GRACE_MS, TimeUnit.MILLISECONDS)) {
                process.destroy();
                if (!process.waitFor(QUIT_GRACE_MS, TimeUnit.MILLISECONDS)) process.destroyForcibly().waitFor(QUIT_GRACE_MS, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Kills the engine at once (a shutdown hook, a hung engine). */
    public void kill() {
        process.destroyForcibly();
    }

    @Override public void close() { quit(null); }

    private static void closeQuietly(OutputStream s) {
        try {
            s.close();
        } catch (IOException ignored) {
            // already closed by the engine's exit
        }
    }
}
