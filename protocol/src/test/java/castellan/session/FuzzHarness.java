package castellan.session;

import java.io.BufferedReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs fuzzed command streams through a protocol adapter in-process (in-memory pipes, as the
 * transcript tests do) and checks after every step: no exception escaped (the adapter's
 * internal-error line, a search failure on stderr, the adapter thread dying), the engine answers
 * {@code isready}/{@code ping} (a watchdog: a step not answered in time is a hang), and a
 * rejected command, or one that never changes the position, left the game's FEN and history as
 * they were. Each session ends with {@code quit} or end of input, and the adapter must return.
 */
public final class FuzzHarness {
    /** What differs between the protocols. */
    public interface Protocol {
        /** Starts the adapter on the current thread (returns when it ends). */
        void run(BufferedReader in, Output out, Consumer<Engine> started);

        String sync(int n);

        String syncReply(int n);

        /** A command that makes a thinking engine move now, or null (UCI's isready never waits). */
        String moveNow();

        /** A line saying that an exception escaped a command. */
        boolean escaped(String line);

        /** A line rejecting the command (error in the protocol's form). */
        boolean rejection(String line);

        /** A line by which the engine plays a move in its own game (XBoard's {@code move}). */
        boolean enginePlays(String line);

        /** Is this command one that never changes the game (whatever its arguments)? */
        boolean keepsPosition(String line);

        /** Does this command start a search? */
        boolean startsSearch(String line);

        /** Is this command answered like the sync command (UCI: another {@code isready})? */
        default boolean answersLikeSync(String line) { return false; }

        /** The command with its sizes kept within what a test run affords (perft depth, table size, threads). */
        default String bounded(String line) { return line; }
    }

    /** The adapter's view for the checks: its game's state, read on the adapter's own thread. */
    public interface Engine {
        /** Posts {@code reader} to run on the engine loop's thread; it gets the game's state (FEN, history). */
        void state(Consumer<String> reader);
    }

    /** What a fuzzing run found. */
    public static final class Report {
        public long sessions, steps, lines, singles, bursts, rejected, positionChecks, hangsNudged;
        public final List<String> failures = new ArrayList<>();

        @Override public String toString() {
            return String.format("%,d sessions, %,d steps, %,d lines sent (%,d alone, %,d in mid-search bursts), %,d rejected, "
                    + "%,d position checks, %,d searches told to move now, %d failures", sessions, steps, lines, singles, bursts,
                    rejected, positionChecks, hangsNudged, failures.size());
        }
    }

    private final Protocol protocol;
    private final long waitMs, hangMs;
    private final Report report;
    private final StringBuilder stderr;

    /**
     * @param waitMs how long to wait for the answer before telling a thinking engine to move now
     * @param hangMs how long after that before the step counts as a hang
     */
    public FuzzHarness(Protocol protocol, long waitMs, long hangMs, Report report, StringBuilder stderr) {
        this.protocol = protocol;
        this.waitMs = waitMs;
        this.hangMs = hangMs;
        this.report = report;
        this.stderr = stderr;
    }

    /** Captures {@code System.err} (where the search reports failures) while {@code body} runs. */
    public static void capturingStderr(StringBuilder into, Runnable body) {
        PrintStream old = System.err;
        OutputStream sink = new OutputStream() {
            @Override public void write(int b) {
                synchronized (into) {
                    into.append((char) b);
                }
                old.write(b);
            }
        };
        System.setErr(new PrintStream(sink, true, StandardCharsets.UTF_8));
        try {
            body.run();
        } finally {
            System.setErr(old);
        }
    }

    /** Runs one fuzzed session; findings go to the report. {@code eof}: end with end of input instead of quit. */
    public void session(String name, List<Mutator.Step> steps, boolean eof) {
        report.sessions++;
        LinePipe pipe = new LinePipe();
        BlockingQueue<String> output = new LinkedBlockingQueue<>();
        CompletableFuture<Engine> engine = new CompletableFuture<>();
        Throwable[] crash = new Throwable[1];
        Thread t = new Thread(() -> {
            try {
                protocol.run(new BufferedReader(pipe), new Output(new LineSink(output)), engine::complete);
            } catch (Throwable e) {
                crash[0] = e;
            }
        }, "fuzz-engine");
        t.setDaemon(true);
        t.start();
        List<String> recent = new ArrayList<>();
        int n = 0;
        try {
            Engine e = engine.get(hangMs, TimeUnit.MILLISECONDS);
            String before = state(e);
            for (Mutator.Step step : steps) {
                report.steps++;
                recent.addAll(step.lines());
                if (recent.size() > 40) recent.subList(0, recent.size() - 40).clear();
                int replies = 1;
                for (String l : step.lines()) {
                    pipe.add(l + "\n");
                    if (protocol.answersLikeSync(l)) replies++;
                }
                report.lines += step.lines().size();
                if (step.single()) report.singles++;
                else report.bursts += step.lines().size();
                n++;
                List<String> answer = sync(pipe, output, n, replies);
                String where = name + " step " + report.steps + " '" + String.join("' / '", step.lines()) + "'";
                if (answer == null) {
                    fail("HANG (no answer to " + protocol.sync(n) + ") at " + where, recent);
                    return;
                }
                for (String a : answer) if (protocol.escaped(a)) fail("ESCAPED: " + a + " at " + where, recent);
                String err = takeStderr();
                if (!err.isEmpty()) fail("STDERR: " + err.trim() + " at " + where, recent);
                if (!t.isAlive()) {
                    fail("the adapter ended (" + crash[0] + ") at " + where, recent);
                    return;
                }
                boolean rejected = answer.stream().anyMatch(protocol::rejection);
                if (rejected) report.rejected++;
                String after = state(e);
                if (after == null) {
                    fail("HANG (the engine loop did not run a task) at " + where, recent);
                    return;
                }
                boolean moved = answer.stream().anyMatch(protocol::enginePlays);
                if (step.single() && !moved && (rejected || protocol.keepsPosition(step.lines().get(0)))) {
                    report.positionChecks++;
                    if (!after.equals(before))
                        fail("POSITION CHANGED by " + (rejected ? "a rejected" : "a read-only") + " command at " + where + ":\n  before "
                                + before + "\n  after  " + after + "\n  answer " + answer, recent);
                }
                before = after;
            }
            if (eof) pipe.close();
            else pipe.add((protocol.moveNow() != null ? protocol.moveNow() + "\n" : "stop\n") + "quit\n");
            t.join(hangMs);
            if (t.isAlive()) fail("HANG: the adapter did not return after " + (eof ? "end of input" : "quit") + " in " + name, recent);
            else if (crash[0] != null) fail("the adapter crashed: " + crash[0] + " in " + name, recent);
        } catch (Exception ex) {
            fail("harness: " + ex + " in " + name, recent);
        } finally {
            pipe.close();
        }
    }

    /** Sends the sync command and returns the lines before its reply; null on a hang. */
    private List<String> sync(LinePipe pipe, BlockingQueue<String> output, int n, int replies) throws InterruptedException {
        pipe.add(protocol.sync(n) + "\n");
        String reply = protocol.syncReply(n);
        List<String> lines = new ArrayList<>();
        long deadline = System.currentTimeMillis() + waitMs;
        boolean nudged = false;
        while (true) {
            long left = deadline - System.currentTimeMillis();
            String l = left > 0 ? output.poll(left, TimeUnit.MILLISECONDS) : null;
            if (l == null) {
                if (nudged || protocol.moveNow() == null) return null;
                // A thinking XBoard engine answers ping after its move: tell it to move now.
                pipe.add(protocol.moveNow() + "\n");
                report.hangsNudged++;
                nudged = true;
                deadline = System.currentTimeMillis() + hangMs;
                continue;
            }
            if (l.equals(reply) && --replies == 0) return lines;
            lines.add(l);
        }
    }

    private String state(Engine e) throws Exception {
        CompletableFuture<String> f = new CompletableFuture<>();
        e.state(s -> f.complete(s));
        try {
            return f.get(hangMs, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException te) {
            return null;
        }
    }

    private String takeStderr() {
        synchronized (stderr) {
            String s = stderr.toString();
            stderr.setLength(0);
            return s;
        }
    }

    private void fail(String what, List<String> recent) {
        report.failures.add(what + "\n  recent input: " + recent);
    }
}
