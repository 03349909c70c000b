package castellan.web;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The boards the server holds, one per open page, at most {@link #max}: each holds a search
 * table of {@link Table#HASH_MB} MB, so the cap bounds the memory. A board is closed when its
 * last page leaves ({@link WebServer}); one that no page watches and no request reaches for
 * {@link #IDLE_SECONDS} seconds (a client of the API alone that went away) by a sweep.
 */
final class Tables {
    static final int IDLE_SECONDS = 30;

    private final Map<String, Table> tables = new ConcurrentHashMap<>();
    private final SearchSlots slots;
    private final int max;
    private final SecureRandom random = new SecureRandom();
    /** Where searches' moves are played, waiting boards retry, and idle boards are swept. */
    final ScheduledExecutorService callbacks = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "castellan-web-boards");
        t.setDaemon(true);
        return t;
    });

    Tables(SearchSlots slots, int max) {
        this.slots = slots;
        this.max = max;
        callbacks.scheduleWithFixedDelay(this::sweep, 5, 5, TimeUnit.SECONDS);
    }

    /** A new board; {@link TooMany} when the server holds as many as it may. */
    Table open() {
        if (tables.size() >= max) sweep();
        synchronized (this) {
            if (tables.size() >= max)
                throw new TooMany("the server holds " + max + " boards, its most: close a tab (a board with no page is"
                        + " closed after " + IDLE_SECONDS + " s)");
            String id;
            do {
                id = Long.toString(random.nextLong() & Long.MAX_VALUE, 36);
            } while (tables.containsKey(id));
            Table t = new Table(id, slots, callbacks);
            tables.put(id, t);
            return t;
        }
    }

    /** The board with this id, or null. */
    Table get(String id) { return id == null ? null : tables.get(id); }

    int size() { return tables.size(); }

    /** Closes and forgets a board. */
    void close(String id) {
        Table t = tables.remove(id);
        if (t != null) t.close();
    }

    /** Closes the boards no page has watched for a while. */
    void sweep() {
        List<String> idle = new ArrayList<>();
        for (Map.Entry<String, Table> e : tables.entrySet())
            if (e.getValue().unwatchedFor(TimeUnit.SECONDS.toNanos(IDLE_SECONDS))) idle.add(e.getKey());
        for (String id : idle) {
            Table t = tables.remove(id);
            if (t != null) t.close();
        }
    }

    /** Closes every board (the server stops). */
    void closeAll() {
        for (Table t : tables.values()) t.close();
        tables.clear();
        callbacks.shutdownNow();
    }

    /** The server holds as many boards as it may. */
    static final class TooMany extends RuntimeException {
        TooMany(String message) { super(message); }
    }
}
