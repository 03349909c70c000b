package castellan.web;

import castellan.notation.Pgn;
import castellan.session.Strength;
import castellan.variant.Variant;
import castellan.variants.Variants;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code castellan serve}: the web board's server, Javalin on Jetty. The page and its pieces
 * are static files from the jar; the games are JSON requests under {@code /api}; the engine's
 * thinking and its moves are pushed over one WebSocket per page.
 *
 * <pre>
 * GET  /api/variants                 the variants: id, board size, start FEN, description
 * POST /api/boards                   a new board {variant, fen, moves, pgn, engine, level, analysis, multiPv, thinkMs}
 * GET  /api/boards/{id}              its state (BoardState)
 * POST /api/boards/{id}/move         {move: "e2e4"}
 * POST /api/boards/{id}/takeback     {}
 * POST /api/boards/{id}/settings     {engine, level, analysis, multiPv, thinkMs}
 * POST /api/boards/{id}/game         a new game on the board, as for a new board
 * GET  /api/boards/{id}/pgn          the game as PGN
 * WS   /api/boards/{id}/ws           pushes {type: "state", ...} and {type: "thinking", ...}
 * </pre>
 *
 * Every error is a JSON {@code {error}} with a status (400 a bad request, with the board's
 * unchanged state; 404 no such board; 413 a body over {@link #MAX_BODY} bytes; 415 a POST that
 * is not JSON, which a page of another site cannot send without asking first; 503 too many
 * boards); nothing escapes as a stack trace.
 */
public final class WebServer {
    /** A request body's limit: a PGN of a long game is a few kilobytes. */
    static final long MAX_BODY = 64 * 1024;
    /** Boards at once (each holds a {@link Table#HASH_MB} MB search table). */
    static final int MAX_BOARDS = 32;
    /** A page sends a ping every 15 s; one silent for this long is gone (its tab killed, its network cut). */
    static final Duration SOCKET_IDLE = Duration.ofSeconds(60);

    private final Tables tables;
    private final Javalin app;

    public WebServer() {
        this(SearchSlots.ofCores(), MAX_BOARDS);
    }

    WebServer(SearchSlots slots, int maxBoards) {
        // Jetty logs through slf4j: warnings only, on stderr (set before Javalin loads a logger).
        // Javalin's own lines are off: a refused body is answered with 413 already, and a port
        // that cannot be had is said once, by the caller.
        defaultProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        defaultProperty("org.slf4j.simpleLogger.log.io.javalin.Javalin", "off");
        tables = new Tables(slots, maxBoards);
        app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.http.maxRequestSize = MAX_BODY;
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/castellan/web/page"; // not a package directory: test classes share castellan/web
                files.location = Location.CLASSPATH;
            });
            config.jetty.modifyServer(server -> server.setErrorHandler(new BadMessages()));
            config.jetty.modifyWebSocketServletFactory(factory -> {
                factory.setIdleTimeout(SOCKET_IDLE);
                factory.setMaxTextMessageSize(1024);
            });
        });
        routes();
    }

    private static void defaultProperty(String key, String value) {
        if (System.getProperty(key) == null) System.setProperty(key, value);
    }

    /** Starts serving; returns the port (useful with port 0: any free port). */
    public int start(String host, int port) {
        app.start(host, port);
        return app.port();
    }

    public void stop() {
        tables.closeAll();
        app.stop();
    }

    Tables tables() { return tables; }

    private void routes() {
        app.before("/api/*", ctx -> {
            if (ctx.method().name().equals("POST")) {
                String type = ctx.contentType();
                if (type == null || !type.toLowerCase().startsWith("application/json"))
                    throw new HttpResponseException(415, "POST requests need Content-Type: application/json");
            }
        });
        app.get("/api/variants", ctx -> json(ctx, 200, variants()));
        app.post("/api/boards", ctx -> {
            Requests.NewGame r = Json.read(ctx.body(), Requests.NewGame.class);
            Table t = tables.open();
            try {
                setUp(t, r);
                t.configure(r.engine(), r.level(), r.analysis(), r.multiPv(), r.thinkMs());
            } catch (RuntimeException e) { // a bad FEN, PGN or setting: no board is made
                tables.close(t.id);
                throw e;
            }
            json(ctx, 201, t.state());
        });
        app.get("/api/boards/{id}", ctx -> json(ctx, 200, table(ctx).state()));
        app.post("/api/boards/{id}/move", ctx -> {
            Table t = table(ctx);
            t.play(Json.read(ctx.body(), Requests.Move.class).move());
            json(ctx, 200, t.state());
        });
        app.post("/api/boards/{id}/takeback", ctx -> {
            Table t = table(ctx);
            t.takeBack();
            json(ctx, 200, t.state());
        });
        app.post("/api/boards/{id}/settings", ctx -> {
            Table t = table(ctx);
            Requests.Settings s = Json.read(ctx.body(), Requests.Settings.class);
            t.configure(s.engine(), s.level(), s.analysis(), s.multiPv(), s.thinkMs());
            json(ctx, 200, t.state());
        });
        app.post("/api/boards/{id}/game", ctx -> {
            Table t = table(ctx);
            Requests.NewGame r = Json.read(ctx.body(), Requests.NewGame.class);
            setUp(t, r);
            if (r.engine() != null || r.level() != null || r.analysis() != null || r.multiPv() != null || r.thinkMs() != null)
                t.configure(r.engine(), r.level(), r.analysis(), r.multiPv(), r.thinkMs());
            json(ctx, 200, t.state());
        });
        app.get("/api/boards/{id}/pgn", ctx -> {
            Table t = table(ctx);
            ctx.contentType("application/x-chess-pgn; charset=utf-8").result(t.pgn());
        });
        app.ws("/api/boards/{id}/ws", ws -> {
            ws.onConnect(ctx -> {
                Table t = tables.get(ctx.pathParam("id"));
                if (t == null || !sameOrigin(ctx)) {
                    ctx.closeSession(1008, t == null ? "no such board" : "another site's page");
                    return;
                }
                t.watch(ctx);
                sendState(ctx, t);
            });
            ws.onMessage(ctx -> { // the page's pings keep the socket alive; nothing else is read
            });
            ws.onClose(ctx -> leave(ctx));
            ws.onError(ctx -> leave(ctx));
        });

        app.exception(IllegalArgumentException.class, (e, ctx) -> {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("error", e.getMessage());
            Table t = tables.get(ctx.pathParamMap().get("id"));
            if (t != null) body.put("state", t.state());
            json(ctx, 400, body);
        });
        app.exception(Tables.TooMany.class, (e, ctx) -> json(ctx, 503, Map.of("error", e.getMessage())));
        app.exception(HttpResponseException.class, (e, ctx) -> json(ctx, e.getStatus(), Map.of("error", e.getMessage())));
        app.exception(IllegalStateException.class, (e, ctx) -> json(ctx, 410, Map.of("error", String.valueOf(e.getMessage()))));
        app.exception(Exception.class, (e, ctx) -> {
            System.err.println("castellan serve: " + ctx.method() + " " + ctx.path() + ": " + e);
            json(ctx, 500, Map.of("error", "internal error: " + e.getClass().getSimpleName()));
        });
        app.error(404, ctx -> {
            if (ctx.path().startsWith("/api/") && ctx.result() == null) json(ctx, 404, Map.of("error", "no such path " + ctx.path()));
        });
    }

    /**
     * A page closed its socket (its tab closed, reloaded or went elsewhere): when it was the
     * board's last page, the board is closed now, its search stopped and its memory freed. A
     * reloaded page makes a new board.
     */
    private void leave(WsContext ws) {
        String id = ws.pathParam("id");
        Table t = tables.get(id);
        if (t != null && t.unwatch(ws)) tables.close(id);
    }

    private void sendState(WsContext ws, Table t) {
        try {
            synchronized (ws) {
                ws.send(Json.write(t.state()));
            }
        } catch (RuntimeException e) {
            leave(ws);
        }
    }

    /** A page of another site may not watch: its Origin, when sent, must be this server's. */
    private static boolean sameOrigin(WsContext ctx) {
        String origin = ctx.header("Origin"), host = ctx.header("Host");
        if (origin == null) return true;
        return host != null && (origin.equals("http://" + host) || origin.equals("https://" + host));
    }

    private Table table(Context ctx) {
        Table t = tables.get(ctx.pathParam("id"));
        if (t == null) throw new HttpResponseException(404, "no board '" + ctx.pathParam("id") + "' (closed when its page"
                + " left or after " + Tables.IDLE_SECONDS + " s without a page or a request, or never made)");
        t.touch();
        return t;
    }

    private static void setUp(Table t, Requests.NewGame r) {
        if (r.pgn() != null) {
            if (r.fen() != null || r.moves() != null) throw new IllegalArgumentException("give a PGN or a FEN and moves, not both");
            Pgn.Game g = Pgn.parse(r.pgn());
            String variant = g.tag("Variant") != null ? g.tag("Variant").trim() : r.variant() != null ? r.variant() : "normal";
            t.setUp(variant, g.tag("FEN"), g.moves());
        } else {
            t.setUp(r.variant() == null ? "normal" : r.variant(), r.fen(), r.moves());
        }
    }

    private static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json").result(Json.write(body));
    }

    /** The variants with what the page needs before a board exists. */
    private static Map<String, Object> variants() {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String id : Variants.ids()) {
            Variant v = Variants.get(id).variant();
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", id);
            m.put("description", Variants.description(id));
            m.put("files", v.geometry.files);
            m.put("ranks", v.geometry.ranks);
            m.put("startFen", v.startFen);
            list.add(m);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("variants", list);
        out.put("fullLevel", Strength.FULL);
        List<Integer> elo = new ArrayList<>();
        for (int l = 0; l < Strength.FULL; l++) elo.add(Strength.elo(l));
        out.put("levelElo", elo); // docs/strength.md: Fairy-Max 5.0b is 2000 on this scale
        return out;
    }
}
