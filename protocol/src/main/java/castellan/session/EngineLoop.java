package castellan.session;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The one thread that owns a session's state: it handles the GUI's lines in order and the tasks
 * other threads post (the search thread's "I have finished"), one at a time, so the game is
 * never touched by two threads. A reader thread only reads: input is read all the time, also
 * while the engine thinks, so {@code stop}, {@code ?}, {@code ping} and {@code isready} are
 * answered at once.
 */
public final class EngineLoop {
    /** What a protocol adapter does with the events. */
    public interface Handler {
        /** Handles one line from the GUI; false ends the loop ({@code quit}). */
        boolean command(String line);

        /** The GUI closed its end of the pipe: stop searching; the loop then ends. */
        void endOfInput();

        /**
         * A command (or a task posted to the loop: {@code line} is {@link #TASK} then) failed
         * unexpectedly, by an exception or an Error ({@code OutOfMemoryError},
         * {@code StackOverflowError} ...); report it in the protocol's form (the loop goes on).
         */
        void failed(String line, Throwable e);
    }

    /** What {@link Handler#failed} is given for a task posted to the loop rather than a line. */
    public static final String TASK = "(the engine's own task)";

    private static final Object END = new Object();

    /** A line from the GUI and when it was read ({@link System#nanoTime}): a clock may have started then. */
    private record Line(String text, long receivedNs) {}

    private long receivedNs;
    private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
    private final BufferedReader in;

    public EngineLoop(BufferedReader in) {
        this.in = in;
    }

    /** Runs {@code task} on the loop's thread after the events already queued; safe from any thread. */
    public void post(Runnable task) {
        events.add(task);
    }

    /**
     * When the line being handled was read ({@link System#nanoTime}), 0 for one that did not come
     * through the loop; for the loop's thread. A GUI's clock runs from about then, not from when
     * the line's turn in the queue came.
     */
    public long receivedNs() { return receivedNs; }

    /**
     * Handles {@code firstLine} (null: none), then reads and handles events until {@code quit} or
     * end of input; returns on the caller's thread. Nothing a command throws ends the loop, an
     * Error neither: a GUI that asks for more than the memory holds gets an answer, and the engine
     * goes on with what it had (at {@code ee9b300} an OutOfMemoryError on a variant switch ended
     * it, with {@code isready} unanswered).
     */
    public void run(Handler handler, String firstLine) {
        if (firstLine != null && !handle(handler, firstLine)) return;
        Thread reader = new Thread(() -> read(handler), "castellan-input");
        reader.setDaemon(true);
        reader.start();
        while (true) {
            Object e;
            try {
                e = events.take();
            } catch (InterruptedException ie) {
                handler.endOfInput();
                return;
            }
            if (e == END) {
                handler.endOfInput();
                return;
            }
            if (e instanceof Runnable task) {
                receivedNs = 0;
                try {
                    task.run();
                } catch (RuntimeException | Error ex) {
                    report(handler, TASK, ex);
                }
                continue;
            }
            Line l = (Line) e;
            receivedNs = l.receivedNs();
            if (!handle(handler, l.text())) return;
        }
    }

    /** Handles one line; false for {@code quit}. A failure is reported, and the loop goes on. */
    private static boolean handle(Handler handler, String line) {
        try {
            return handler.command(line);
        } catch (RuntimeException | Error ex) {
            report(handler, line, ex);
            return true;
        }
    }

    private static void report(Handler handler, String line, Throwable failure) {
        try {
            handler.failed(line, failure);
        } catch (RuntimeException | Error again) {
            // no memory even for the message: the GUI's next command is answered all the same
        }
    }

    private void read(Handler handler) {
        while (true) {
            try {
                String line;
                while ((line = in.readLine()) != null) events.add(new Line(line, System.nanoTime()));
                break;
            } catch (IOException e) {
                break; // a broken pipe ends the input like end of file
            } catch (OutOfMemoryError e) {
                // A line longer than the heap holds: what was read of it is dropped, the rest read as lines of their own.
                post(() -> report(handler, "(a line too long for the memory)", e));
            }
        }
        events.add(END);
    }
}
