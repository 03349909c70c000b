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

        /** A command failed unexpectedly; report it in the protocol's form (the loop goes on). */
        void failed(String line, RuntimeException e);
    }

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

    /** Reads and handles events until {@code quit} or end of input; returns on the caller's thread. */
    public void run(Handler handler) {
        Thread reader = new Thread(this::read, "castellan-input");
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
                task.run();
                continue;
            }
            Line l = (Line) e;
            String line = l.text();
            receivedNs = l.receivedNs();
            try {
                if (!handler.command(line)) return;
            } catch (RuntimeException ex) {
                handler.failed(line, ex);
            }
        }
    }

    private void read() {
        try {
            String line;
            while ((line = in.readLine()) != null) events.add(new Line(line, System.nanoTime()));
        } catch (IOException e) {
            // a broken pipe ends the input like end of file
        }
        events.add(END);
    }
}
