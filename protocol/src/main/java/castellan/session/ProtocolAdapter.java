package castellan.session;

import castellan.eval.Score;
import castellan.game.Game;
import java.io.BufferedReader;

/**
 * What the UCI and XBoard adapters have in common: a {@link Session}, the pipe to the GUI and
 * the {@link EngineLoop} that hands them the GUI's lines one at a time; when a line arrived (a
 * GUI's clock starts then); and the deepest search a GUI may ask for. Each adapter adds its wire
 * format: commands, answers and errors in its protocol's own form.
 */
public abstract class ProtocolAdapter implements EngineLoop.Handler {
    /** The deepest search obeyed ({@code go depth}, {@code sd}); deeper requests are cut to it, with a note. */
    public static final int MAX_DEPTH = Score.MAX_PLY - 1;

    protected final Session session;
    protected final Output out;
    private final EngineLoop loop;

    protected ProtocolAdapter(BufferedReader in, Output out) {
        this(in, out, new Session());
    }

    protected ProtocolAdapter(BufferedReader in, Output out, Session session) {
        this.session = session;
        this.out = out;
        this.loop = new EngineLoop(in);
    }

    /**
     * Speaks the protocol until {@code quit} or end of input; {@code firstLine} (null if none) was
     * read already by the caller, usually {@code uci} or {@code xboard}.
     */
    public final void run(String firstLine) {
        loop.run(this, firstLine);
    }

    /** The session's game, for tests: read it on the loop's thread ({@link #onLoop}). */
    public final Game game() { return session.game(); }

    /**
     * Runs a task on the loop's thread after the commands already received: a search thread
     * hands its result over so, and tests read the game so.
     */
    public final void onLoop(Runnable task) { loop.post(task); }

    /** When the line being handled arrived (now, for one that did not come through the loop). */
    protected final long receivedNs() {
        long ns = loop.receivedNs();
        return ns != 0 ? ns : System.nanoTime();
    }

    /**
     * The depth to search for a request of {@code plies}: at most {@link #MAX_DEPTH}, and a
     * {@link #note} saying so when the request was deeper ({@code what} names it: {@code depth},
     * {@code sd}).
     */
    protected final int depthWithin(String what, long plies) {
        if (plies > MAX_DEPTH) note(what + " " + plies + " is beyond the deepest search; searching to depth " + MAX_DEPTH);
        return (int) Math.min(plies, MAX_DEPTH);
    }

    /**
     * What went wrong, in words for the GUI's user: an OutOfMemoryError says so with the JVM's
     * heap limit (the setting to change), anything else is named as it is.
     */
    public static String describe(Throwable e) {
        if (e instanceof OutOfMemoryError)
            return "out of memory (the JVM's -Xmx is " + (Runtime.getRuntime().maxMemory() >> 20) + " MB): " + e.getMessage();
        return e.toString();
    }

    /** A line of information the GUI shows or logs and otherwise ignores, in the protocol's form. */
    protected abstract void note(String text);
}
