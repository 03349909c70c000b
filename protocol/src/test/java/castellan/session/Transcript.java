package castellan.session;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;

/**
 * Drives a protocol adapter through in-memory streams, as a GUI would through pipes: lines are
 * sent one by one and the engine's lines awaited by pattern, so tests depend on the order of
 * events, never on how long anything takes (the waits are only safety nets against a hang).
 */
public final class Transcript implements AutoCloseable {
    private static final long WAIT_SECONDS = 20;
    private final LinePipe input = new LinePipe();
    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    /** Every line the engine wrote, in order. */
    private final List<String> all = new ArrayList<>();
    private final Thread engine;
    private volatile Throwable crash;

    /** Starts {@code adapter} (given the engine's input and output) on its own thread. */
    public Transcript(BiConsumer<BufferedReader, Output> adapter) {
        Output out = new Output(new LineSink(output));
        engine = new Thread(() -> {
            try {
                adapter.accept(new BufferedReader(input), out);
            } catch (Throwable t) {
                crash = t;
            }
        }, "transcript-engine");
        engine.setDaemon(true);
        engine.start();
    }

    /** Sends lines to the engine. */
    public Transcript send(String... lines) {
        for (String l : lines) input.add(l + "\n");
        return this;
    }

    /** Waits for the next line matching {@code regex} (whole line) and returns it; the lines before it are skipped. */
    public String expect(String regex) {
        List<String> lines = until(regex);
        return lines.get(lines.size() - 1);
    }

    /** The engine's lines up to and including the next one matching {@code regex}. */
    public List<String> until(String regex) {
        Pattern p = Pattern.compile(regex);
        List<String> got = new ArrayList<>();
        while (true) {
            String line = next();
            got.add(line);
            if (p.matcher(line).matches()) return got;
        }
    }

    /** The next line the engine writes (fails the test if none comes). */
    public String next() {
        try {
            String line = output.poll(WAIT_SECONDS, TimeUnit.SECONDS);
            if (line == null) fail("the engine wrote nothing more; so far: " + all + (crash == null ? "" : ", crash: " + crash));
            all.add(line);
            return line;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Sends {@code ping N} (XBoard) or {@code isready} (UCI) and returns every line before the
     * answer: all that the commands sent before it produced.
     */
    public List<String> sync(String ping, String pong) {
        send(ping);
        List<String> lines = until(Pattern.quote(pong));
        return new ArrayList<>(lines.subList(0, lines.size() - 1));
    }

    /** Every line written so far. */
    public List<String> all() { return all; }

    /** Ends the input (end of file) and checks that the adapter returns. */
    public void endInput() {
        input.close();
        assertFinishes();
    }

    /** Checks that the adapter has returned (after quit or end of input) without an exception. */
    public void assertFinishes() {
        try {
            engine.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        assertTrue(!engine.isAlive(), "the adapter did not return");
        if (crash != null) throw new AssertionError("the adapter crashed", crash);
    }

    /** Lines written but not yet read by {@link #next}. */
    public List<String> drain() {
        List<String> rest = new ArrayList<>();
        output.drainTo(rest);
        all.addAll(rest);
        return rest;
    }

    @Override public void close() {
        input.close();
    }
}
