package castellan.web;

import castellan.board.Geometry;
import castellan.game.Game;
import castellan.move.TurnList;
import castellan.notation.Pgn;
import castellan.piece.Piece;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import castellan.session.EngineOptions;
import castellan.session.Session;
import castellan.session.Strength;
import castellan.variant.Variant;
import castellan.variants.Variants;
import io.javalin.websocket.WsContext;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One board in the browser: a {@link Session} (the same engine session the UCI and XBoard
 * adapters drive), the FEN after every turn, the side the engine plays, its strength, and the
 * pages watching. Every request and every finished search goes through this object's lock, and
 * each checks before it changes anything, so a bad request leaves the game as it was.
 *
 * <p>A search's best move is played on the server's callback thread, never on the search thread:
 * a request that stops the search waits for it under this lock, and the search's report must not
 * need the lock. Each change of the position bumps {@link #generation}; a search's move for an
 * older generation is dropped.
 */
final class Table {
    /** The table each board's search gets: sixteen boards take 256 MB (Hash is per session). */
    static final int HASH_MB = 16;
    static final int MIN_THINK_MS = 100, MAX_THINK_MS = 30_000, MAX_LINES = 8;

    final String id;
    private final Session session = new Session();
    private final SearchSlots slots;
    private final ScheduledExecutorService callbacks;
    private final Watchers watchers = new Watchers();
    private String startFen;
    private final List<String> fens = new ArrayList<>();
    private int engineSide = -1;
    private int level = Strength.FULL;
    private int thinkMs = 1000;
    private boolean analysis;
    private int multiPv = 1;
    private volatile long generation;
    private String status = "idle";
    private boolean closed;
    /** When the last page left or the last request came (System.nanoTime); 0 while a page watches. */
    private long unwatchedSinceNs = System.nanoTime();

    Table(String id, SearchSlots slots, ScheduledExecutorService callbacks) {
        this.id = id;
        this.slots = slots;
        this.callbacks = callbacks;
        session.setOption(EngineOptions.HASH, String.valueOf(HASH_MB));
    }

    // ---------------------------------------------------------------- requests

    /**
     * A new game: the variant at a FEN (null: its start) with moves played, or a PGN's game.
     * IllegalArgumentException naming the problem, the board unchanged.
     */
    synchronized void setUp(String variant, String fen, List<String> moves) {
        checkOpen();
        // Checked on a game of its own first: a bad variant, FEN or move leaves the board as it was.
        Ruleset rules = Variants.get(variant.trim());
        String start = fen == null || fen.isBlank() ? null : fen.trim();
        List<String> played = moves == null ? List.of() : moves;
        try {
            (start == null ? new Game(rules) : new Game(rules, start)).playAll(played);
        } catch (FenException e) {
            throw new IllegalArgumentException("bad FEN: " + e.getMessage(), e);
        }
        Session s = session;
        if (!rules.id().equals(s.variant())) s.setVariant(rules.id());
        s.setPosition(start, played);
        Game g = s.game();
        // The FEN after each move, replayed from the start: the page shows any earlier position.
        long[] turns = new long[g.turnsPlayed()];
        for (int i = 0; i < turns.length; i++) turns[i] = g.turn(i);
        for (int i = 0; i < turns.length; i++) g.undo();
        startFen = g.fen();
        fens.clear();
        for (long t : turns) {
            g.play(t);
            fens.add(g.fen());
        }
        changed();
    }

    /** The person's move; IllegalArgumentException saying why it cannot be played, nothing changed. */
    synchronized void play(String text) {
        checkOpen();
        if (text == null || text.isBlank()) throw new IllegalArgumentException("no move given");
        if (text.length() > 40) throw new IllegalArgumentException("not a move: '" + text.substring(0, 40) + "...'");
        Game g = session.game();
        Outcome o = g.outcome();
        if (o != null) throw new IllegalArgumentException("the game is over: " + o);
        if (!analysis && engineSide == g.position().sideToMove())
            throw new IllegalArgumentException("it is the engine's turn: wait for its move, or switch the engine off");
        long turn = g.parse(text);
        g.play(turn);
        fens.add(g.fen());
        changed();
    }

    /**
     * Takes back the last turn, and the engine's reply before it when the engine plays: the
     * person's turn again. IllegalArgumentException when there is nothing to take back.
     */
    synchronized void takeBack() {
        checkOpen();
        Game g = session.game();
        if (g.turnsPlayed() == 0) throw new IllegalArgumentException("nothing to take back");
        session.stopAndWait();
        g.undo();
        fens.remove(fens.size() - 1);
        if (!analysis && engineSide == g.position().sideToMove() && g.turnsPlayed() > 0) {
            g.undo();
            fens.remove(fens.size() - 1);
        }
        changed();
    }

    /** The engine's settings; null leaves one as it is. IllegalArgumentException for a bad value, nothing changed. */
    synchronized void configure(String engine, Integer level, Boolean analysis, Integer multiPv, Integer thinkMs) {
        checkOpen();
        int side = engine == null ? engineSide : switch (engine) {
            case "white" -> 0;
            case "black" -> 1;
            case "none" -> -1;
            default -> throw new IllegalArgumentException("engine must be white, black or none, got '" + engine + "'");
        };
        if (level != null && (level < 0 || level > Strength.FULL))
            throw new IllegalArgumentException("level must be 0-" + Strength.FULL + ", got " + level);
        if (multiPv != null && (multiPv < 1 || multiPv > MAX_LINES))
            throw new IllegalArgumentException("lines must be 1-" + MAX_LINES + ", got " + multiPv);
        if (thinkMs != null && (thinkMs < MIN_THINK_MS || thinkMs > MAX_THINK_MS))
            throw new IllegalArgumentException("thinking time must be " + MIN_THINK_MS + "-" + MAX_THINK_MS + " ms, got " + thinkMs);
        engineSide = side;
        if (level != null) this.level = level;
        if (analysis != null) this.analysis = analysis;
        if (multiPv != null) this.multiPv = multiPv;
        if (thinkMs != null) this.thinkMs = thinkMs;
        changed();
    }

    /** The game as PGN, in the match runner's text ({@link Pgn}), with Variant and FEN tags. */
    synchronized String pgn() {
        Game g = session.game();
        Outcome o = g.outcome();
        StringBuilder sb = new StringBuilder();
        String engine = "Castellan" + (level < Strength.FULL ? " (level " + level + ")" : "");
        Pgn.tag(sb, "Event", "Castellan web board");
        Pgn.tag(sb, "Site", "?");
        Pgn.tag(sb, "Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        Pgn.tag(sb, "Round", "-");
        Pgn.tag(sb, "White", engineSide == 0 && !analysis ? engine : "Player");
        Pgn.tag(sb, "Black", engineSide == 1 && !analysis ? engine : "Player");
        Pgn.tag(sb, "Result", o == null ? "*" : o.result());
        Pgn.tag(sb, "Variant", session.variant());
        Pgn.tag(sb, "SetUp", "1");
        Pgn.tag(sb, "FEN", startFen);
        Pgn.tag(sb, "PlyCount", String.valueOf(fens.size()));
        Pgn.tag(sb, "Termination", o == null ? "unterminated" : "normal");
        sb.append('\n');
        Pgn.movetext(sb, startFen, moveTexts(), List.of(), o == null ? "" : o.reason(), o == null ? "*" : o.result());
        return sb.toString();
    }

    // ---------------------------------------------------------------- pages

    synchronized void watch(WsContext ws) {
        watchers.add(ws);
        unwatchedSinceNs = 0;
    }

    /**
     * A page left; true when none is left. Then its search stops at once: nobody would see it,
     * and a core is freed for another board.
     */
    synchronized boolean unwatch(WsContext ws) {
        if (!watchers.remove(ws)) return false;
        unwatchedSinceNs = System.nanoTime();
        generation++;
        session.stop();
        status = "idle";
        return true;
    }

    /** A request came: a board used through the API alone is not idle. */
    synchronized void touch() {
        if (unwatchedSinceNs != 0) unwatchedSinceNs = System.nanoTime();
    }

    /** Has no page watched, and no request come, for at least this long? */
    synchronized boolean unwatchedFor(long nanos) {
        return unwatchedSinceNs != 0 && System.nanoTime() - unwatchedSinceNs >= nanos;
    }

    /** The board is gone: its search stops and its pages are closed. */
    void close() {
        synchronized (this) {
            if (closed) return;
            closed = true;
            generation++;
            session.stop();
        }
        watchers.closeAll();
    }

    private void checkOpen() {
        if (closed) throw new IllegalStateException("this board was closed");
    }

    // ---------------------------------------------------------------- the engine

    /** The position or the settings changed: drop the old search, tell the pages, start what is due. */
    private void changed() {
        generation++;
        session.stopAndWait(); // its slot is free again when this returns (the listener releases it first)
        status = "idle";
        startSearchIfDue(generation);
        watchers.send(Json.write(state()));
    }

    private void startSearchIfDue(long gen) {
        if (closed || gen != generation) return;
        Game g = session.game();
        boolean engineToMove = !analysis && engineSide == g.position().sideToMove();
        if (!(analysis || engineToMove) || g.outcome() != null) return;
        if (!slots.tryAcquire()) { // every core searches for some board: wait for one
            status = "waiting";
            try {
                callbacks.schedule(() -> retry(gen), 100, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                // the server is stopping
            }
            return;
        }
        Limits limits;
        if (analysis) {
            limits = new Limits();
            limits.infinite = true;
            session.setOption(EngineOptions.MULTI_PV, String.valueOf(multiPv));
            session.setOption(EngineOptions.SKILL_LEVEL, String.valueOf(Strength.FULL));
            status = "analysing";
        } else {
            limits = Limits.moveTime(thinkMs);
            session.setOption(EngineOptions.MULTI_PV, "1");
            session.setOption(EngineOptions.SKILL_LEVEL, String.valueOf(level));
            status = "thinking";
        }
        Variant v = g.variant;
        AtomicBoolean released = new AtomicBoolean();
        session.think(limits, new SearchListener() {
            @Override public void iteration(SearchReport r) {
                if (gen == generation) watchers.send(Json.write(Thinking.of(v, gen, r)));
            }

            @Override public void bestMove(long turn, long ponderTurn) {
                if (!released.getAndSet(true)) slots.release();
                try {
                    callbacks.execute(() -> engineMoved(gen, turn));
                } catch (RejectedExecutionException e) {
                    // the server is stopping: no board will play the move
                }
            }
        });
    }

    private synchronized void retry(long gen) {
        if (gen == generation && "waiting".equals(status)) startSearchIfDue(gen);
    }

    /** The search for generation {@code gen} ended with {@code turn}: play it if the board is still as it was searched. */
    private synchronized void engineMoved(long gen, long turn) {
        if (closed || gen != generation) return;
        status = "idle";
        if (analysis || turn == 0 || engineSide != session.game().position().sideToMove()) {
            watchers.send(Json.write(state()));
            return;
        }
        Game g = session.game();
        TurnList legal = g.legalTurns();
        boolean ok = false;
        for (int i = 0; i < legal.size() && !ok; i++) ok = legal.get(i) == turn;
        if (!ok) return; // cannot happen: the search searched this very position
        g.play(turn);
        fens.add(g.fen());
        changed();
    }

    // ---------------------------------------------------------------- the state

    private List<String> moveTexts() {
        Game g = session.game();
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < g.turnsPlayed(); i++) texts.add(g.format(g.turn(i)));
        return texts;
    }

    /** What the pages show now. */
    synchronized BoardState state() {
        Game g = session.game();
        Position p = g.position();
        Variant v = g.variant;
        Geometry geo = p.geometry;
        Map<String, String> pieces = new LinkedHashMap<>();
        for (int t = 1; t <= v.typeCount(); t++) pieces.put(String.valueOf(v.types[t].letter), v.types[t].name);
        Outcome o = g.outcome();
        List<TurnClicks> turns = new ArrayList<>();
        List<String> huffable = new ArrayList<>();
        if (o == null) {
            // The person's clicks are offered only on the person's turn; the huffable pieces show on either.
            boolean personMoves = analysis || engineSide != p.sideToMove();
            TurnList legal = g.legalTurns();
            for (int i = 0; i < legal.size(); i++) {
                TurnClicks c = TurnClicks.of(p, g.format(legal.get(i)));
                if (personMoves) turns.add(c);
                if (c.text().startsWith("@") && !huffable.contains(c.clicks().get(0))) huffable.add(c.clicks().get(0));
            }
        }
        boolean inCheck = g.inCheck();
        String checkSquare = null;
        if (inCheck) {
            int king = Piece.of(p.kingType(), p.sideToMove());
            for (int s = 0; s < geo.squares; s++) if (p.pieceAt(s) == king) checkSquare = geo.name(s);
        }
        // The last turn's squares, every leg's (a huff's square, a castling's Guard, King and Rook).
        List<String> last = new ArrayList<>();
        if (g.turnsPlayed() > 0)
            for (String leg : g.format(g.turn(g.turnsPlayed() - 1)).split(",")) {
                if (leg.startsWith("@")) {
                    last.add(leg.substring(1));
                } else {
                    String[] sq = TurnClicks.squares(leg);
                    last.add(sq[0]);
                    last.add(sq[1]);
                }
            }
        StringBuilder described = new StringBuilder();
        g.rules.describe(p, described);
        List<String> notes = new ArrayList<>();
        for (String line : described.toString().split("\n")) if (!line.isBlank()) notes.add(line);
        List<BoardState.Played> moves = new ArrayList<>();
        List<String> texts = moveTexts();
        for (int i = 0; i < texts.size(); i++) moves.add(new BoardState.Played(texts.get(i), fens.get(i)));
        return new BoardState(id, generation, v.id, geo.files, geo.ranks, pieces, startFen, g.fen(),
                p.sideToMove() == 0 ? "white" : "black", inCheck, checkSquare, last, turns, huffable, notes,
                o == null ? Countdown.of(v.id, p) : null, o == null ? null : o.result(), o == null ? null : o.reason(), moves,
                engineSide == 0 ? "white" : engineSide == 1 ? "black" : "none", level, thinkMs, analysis, multiPv, status);
    }
}
