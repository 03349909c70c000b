package castellan.web;

import io.javalin.websocket.WsContext;
import java.util.ArrayList;
import java.util.List;

/**
 * The pages watching one board, each by its WebSocket. A send to one page at a time (Jetty's
 * blocking send refuses a second message while one is under way); a page whose socket fails is
 * dropped, as if it had closed.
 */
final class Watchers {
    private final List<WsContext> sockets = new ArrayList<>();

    synchronized void add(WsContext ws) { sockets.add(ws); }

    /** Removes a page; true when no page is left. */
    synchronized boolean remove(WsContext ws) {
        sockets.remove(ws);
        return sockets.isEmpty();
    }

    synchronized boolean isEmpty() { return sockets.isEmpty(); }

    /** Sends a JSON text to every page. */
    void send(String json) {
        List<WsContext> now;
        synchronized (this) {
            now = new ArrayList<>(sockets);
        }
        for (WsContext ws : now) {
            try {
                synchronized (ws) {
                    if (ws.session.isOpen()) ws.send(json);
                }
            } catch (RuntimeException e) { // the page went away in the middle: it closes on its own
                remove(ws);
            }
        }
    }

    /** Closes every page's socket (the board is gone). */
    void closeAll() {
        List<WsContext> now;
        synchronized (this) {
            now = new ArrayList<>(sockets);
            sockets.clear();
        }
        for (WsContext ws : now) {
            try {
                ws.closeSession(1001, "board closed");
            } catch (RuntimeException e) {
                // already closed
            }
        }
    }
}
