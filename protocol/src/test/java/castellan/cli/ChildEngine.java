package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The real engine, {@code castellan.cli.Main}, in a child JVM: what a GUI sees. Driven by a
 * script ({@link #run}), or line by line with the time each line arrived and the CPU time the
 * child has had ({@link #start}).
 */
final class ChildEngine implements AutoCloseable {
    /** A line the engine wrote, and when it was read ({@link System#nanoTime}). */
    record Line(String text, long ns) {}

    private static final Line END = new Line(null, 0);

    private final Process process;
    private final Writer in;
    private final BlockingQueue<Line> arrived = new LinkedBlockingQueue<>();
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final CountDownLatch readToEnd = new CountDownLatch(1);

    private ChildEngine(List<String> jvmOptions, String protocol) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "castellan.cli.Main", protocol));
        process = new ProcessBuilder(command).redirectErrorStream(true).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::read, "child-engine-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code castellan.cli.Main protocol} with the JVM options. */
    static ChildEngine start(List<String> jvmOptions, String protocol) throws IOException {
        return new ChildEngine(jvmOptions, protocol);
    }

    private void read() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String l;
            while ((l = r.readLine()) != null) {
                lines.add(l);
                arrived.add(new Line(l, System.nanoTime()));
            }
        } catch (IOException e) {
            // the child ended
        }
        arrived.add(END);
        readToEnd.countDown();
    }

    /** Writes a line to the engine; returns when it was written ({@link System#nanoTime}). */
    long send(String command) {
        try {
            long ns = System.nanoTime();
            in.write(command + "\n");
            in.flush();
            return ns;
        } catch (IOException e) {
            throw new UncheckedIOException("the engine no longer reads: " + all(), e);
        }
    }

    /** The next line the engine writes that matches {@code regex} (those before it are passed over); fails after {@code seconds}. */
    Line await(String regex, long seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            Line l = arrived.poll(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
            assertTrue(l != null, "no line matching " + regex + " within " + seconds + " s:\n" + all());
            assertTrue(l != END, "the engine ended before writing " + regex + ":\n" + all());
            if (l.text().matches(regex)) return l;
        }
    }

    /**
     * The CPU time the child has had so far, all its threads: on Linux to the nanosecond (the
     * scheduler's own count per thread, {@code /proc/PID/task/TID/schedstat}), else in clock ticks
     * (10 ms: too coarse for a 20 ms search).
     */
    Duration cpu() {
        Path tasks = Path.of("/proc", String.valueOf(process.pid()), "task");
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            long ns = 0;
            for (Path t : threads) {
                try {
                    ns += Long.parseLong(Files.readString(t.resolve("schedstat")).trim().split("\\s+")[0]);
                } catch (IOException ended) {
                    // a thread that ended meanwhile: its time is lost to the count, a few microseconds
                }
            }
            return Duration.ofNanos(ns);
        } catch (IOException | RuntimeException notLinux) {
            return process.info().totalCpuDuration().orElse(Duration.ZERO);
        }
    }

    /** Every line the engine has written so far. */
    List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    String all() { return String.join("\n", lines()); }

    /** Closes the engine's input and checks that it exits with status 0 within {@code seconds}. */
    void finish(long seconds) throws InterruptedException {
        try {
            in.close();
        } catch (IOException e) {
            // it has ended already: its exit status says how
        }
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) process.destroyForcibly();
        assertTrue(!process.isAlive() && process.waitFor(1, TimeUnit.SECONDS), "the engine exits at end of input or quit:\n" + all());
        readToEnd.await(seconds, TimeUnit.SECONDS); // its last lines
        assertEquals(0, process.exitValue(), all());
    }

    @Override public void close() {
        process.destroyForcibly();
    }

    /**
     * Runs {@code castellan.cli.Main protocol} with the JVM options; {@code script} alternates
     * commands to send and, after {@code "?"}, a regex the engine's next matching line must match
     * before the script goes on (so a search ends before the next command). Closes the input at
     * the end, checks that the engine then exits with status 0 within {@code exitSeconds}, and
     * returns every line it wrote.
     */
    static List<String> run(List<String> jvmOptions, String protocol, long exitSeconds, String... script)
            throws IOException, InterruptedException {
        try (ChildEngine e = start(jvmOptions, protocol)) {
            for (String c : script) {
                if (c.startsWith("?")) e.await(c.substring(1), exitSeconds);
                else e.send(c);
            }
            e.finish(exitSeconds);
            return e.lines();
        }
    }
}
