package castellan.match;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Engine processes kept from one match for the next, as SPSA plays a match per step: a worker
 * takes a pair ([first, second]) when it starts and gives it back when it ends, so the engines
 * start once for the whole run instead of once a step. The owner closes the pool at the end.
 */
public final class EnginePool implements AutoCloseable {
    private final Deque<Engine[]> idle = new ArrayDeque<>();

    /** A pair of running engines, or two nulls when none is left (the worker starts its own). */
    synchronized Engine[] take() { return idle.isEmpty() ? new Engine[2] : idle.pop(); }

    synchronized void give(Engine[] pair) { idle.push(pair); }

    /** Quits every engine in the pool. */
    @Override public synchronized void close() {
        for (Engine[] pair : idle) for (Engine e : pair) if (e != null) e.close();
        idle.clear();
    }
}
