package castellan.xboard;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.move.TurnList;
import castellan.movegen.Turns;
import castellan.notation.XBoardText;
import castellan.position.Position;
import castellan.rules.Outcome;
import castellan.search.Limits;
import castellan.session.Engine;
import castellan.session.EngineLoop;
import castellan.session.EngineOptions;
import castellan.session.Output;
import castellan.session.SearchJob;
import castellan.session.Session;
import castellan.variants.Variants;
import java.io.BufferedReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * XBoard/CECP version 2 over a {@link Session} (engine-intf.html of XBoard 4.9.1): the engine
 * plays the side XBoard gives it, thinks on its own thread, ponders, analyses, keeps XBoard's
 * clocks, and teaches XBoard the variants it does not know ({@link VariantSetup}). Moves on the
 * wire are XBoard's ({@link XBoardText}); results are claimed by the variant's own rules.
 * Unknown commands get {@code Error (unknown command): X}, unplayable moves
 * {@code Illegal move: X}, and neither changes anything.
 */
public final class XBoardAdapter implements EngineLoop.Handler {
    /** The deepest {@code sd} obeyed; deeper requests are cut to it. */
    static final int MAX_DEPTH = Score.MAX_PLY - 1;

    /** What a running search is for. */
    private enum Mode { THINK, PONDER, ANALYZE }

    /** A running search: its mode can turn from pondering to thinking when the expected move comes. */
    private static final class Running {
        Mode mode;
        SearchJob job;
        Thinking thinking;
        /** The expected move a pondering search assumes was played. */
        long guess;

        Running(Mode mode) { this.mode = mode; }
    }

    private final Session session = new Session();
    private final Output out;
    private final EngineLoop loop;
    private final TimeControl clock = new TimeControl();
    private boolean force, post, ponder, analyzing;
    /** The colour the engine plays when not in force mode ({@code new}: Black). */
    private int engineSide = 1;
    /** The game has ended (a result was claimed or received): no moves of our own until it changes. */
    private boolean gameOver;
    /** A refused {@code setboard}: moves are refused until the next position (spec, setboard). */
    private boolean noPosition;
    private Running running;
    /** {@code ping}s received while thinking on our move, answered after the move (spec, ping). */
    private final List<String> pendingPongs = new ArrayList<>();
    /** The reply the last search expected to our move ({@code hint}, pondering); 0 if none. */
    private long expectedReply;
    /** When our clock started for the move we are thinking on ({@link System#nanoTime}); 0 when it is not our turn. */
    private long turnStartNs;
    /** The square of the piece last lifted in the GUI and, after a two-leg step, the square passed. */
    private int lifted = -1, passed = -1;

    public XBoardAdapter(BufferedReader in, Output out) {
        this.out = out;
        this.loop = new EngineLoop(in);
    }

    /** The game, for tests (read it after a {@code ping} has been answered). */
    Game game() { return session.game(); }

    /** Runs a task on the loop's thread after the commands already received (tests read the game so). */
    void onLoop(Runnable task) { loop.post(task); }

    /** Speaks XBoard until {@code quit} or end of input; {@code firstLine} (or null) was read by the caller. */
    public void run(String firstLine) {
        if (firstLine != null && !command(firstLine)) return;
        loop.run(this);
    }

    @Override public void endOfInput() {
        stopSearch();
    }

    @Override public void failed(String line, RuntimeException e) {
        error("internal error " + e, line.trim());
    }

    /**
     * {@code Error (REASON): COMMAND}. XBoard reads an error line that contains "llegal" as a
     * refused move and takes a move back, so a reason never says it.
     */
    private void error(String reason, String command) {
        String line = "Error (" + reason.replace('\n', ' ') + "): " + command;
        out.line(line.replace("Illegal", "Bad").replace("illegal", "bad").replace("ILLEGAL", "BAD"));
    }

    @Override public boolean command(String line) {
        String text = line.trim();
        if (text.isEmpty()) return true;
        int space = text.indexOf(' ');
        String cmd = space < 0 ? text : text.substring(0, space), arg = space < 0 ? "" : text.substring(space + 1).trim();
        switch (cmd) {
            case "xboard", "accepted", "rejected", "draw", "name", "rating", "computer", "random", "ics", "egtpath", "hover" -> {}
            case "protover" -> features();
            case "new" -> newGame();
            case "variant" -> variant(arg);
            case "force" -> {
                stopSearch();
                force = true;
            }
            case "go" -> go();
            case "playother" -> playOther();
            case "level" -> level(arg, text);
            case "st" -> st(arg, text);
            case "sd" -> sd(arg, text);
            case "nps" -> nps(arg, text);
            case "time", "otim" -> clockReading(cmd, arg, text);
            case "usermove" -> userMove(arg);
            case "?" -> {
                if (running != null && running.mode == Mode.THINK) session.stop();
            }
            case "ping" -> ping(arg);
            case "result" -> {
                stopSearch();
                gameOver = true;
            }
            case "setboard" -> setBoard(arg);
            case "edit" -> error("not supported, send setboard", "edit");
            case "hint" -> hint();
            case "bk" -> out.lines(" Castellan has no opening book.\n\n");
            case "undo" -> undo(1, text);
            case "remove" -> undo(2, text);
            case "hard" -> ponder = true;
            case "easy" -> {
                ponder = false;
                if (running != null && running.mode == Mode.PONDER) stopSearch();
            }
            case "post" -> post = true;
            case "nopost" -> post = false;
            case "analyze" -> {
                stopSearch();
                analyzing = true;
                analyze();
            }
            case "exit" -> {
                if (analyzing) stopSearch();
                analyzing = false;
            }
            case "." -> {
                if (running != null && running.mode == Mode.ANALYZE)
                    out.line(running.thinking.status(session.game().legalTurns().size()));
            }
            case "memory" -> sizeOption(EngineOptions.HASH, arg, text);
            case "cores" -> sizeOption(EngineOptions.THREADS, arg, text);
            case "option" -> option(arg, text);
            case "lift" -> lift(arg);
            case "put" -> put(arg);
            case "quit" -> {
                stopSearch();
                return false;
            }
            default -> {
                if (looksLikeMove(text)) userMove(text);
                else error("unknown command", text);
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- start-up and options

    private void features() {
        StringBuilder variants = new StringBuilder();
        for (String id : Variants.ids()) variants.append(variants.length() == 0 ? "" : ",").append(id);
        StringBuilder sb = new StringBuilder();
        sb.append("feature done=0\n");
        sb.append("feature ping=1 setboard=1 usermove=1 playother=1 san=0 time=1 draw=0 sigint=0 sigterm=0 reuse=1 colors=0")
                .append(" analyze=1 memory=1 smp=1 highlight=1 name=1 debug=1 myname=\"").append(Engine.fullName())
                .append("\" variants=\"").append(variants).append("\"\n");
        for (EngineOptions.Option o : session.options.all()) {
            String spec = switch (o.name()) {
                // XBoard sets these with its own commands: memory, cores, hard/easy, variant.
                case EngineOptions.HASH, EngineOptions.THREADS, EngineOptions.PONDER, EngineOptions.VARIANT -> null;
                default -> switch (o.type()) {
                    case SPIN -> "-spin " + o.defaultValue() + " " + o.min() + " " + o.max();
                    case CHECK -> "-check " + (Boolean.parseBoolean(o.defaultValue()) ? 1 : 0);
                    case BUTTON -> "-button";
                    case COMBO -> null;
                };
            };
            if (spec != null) sb.append("feature option=\"").append(o.name()).append(' ').append(spec).append("\"\n");
        }
        sb.append("feature done=1\n");
        out.lines(sb);
        Session.warmUp();
    }

    /** {@code memory N} / {@code cores N}: the nearest size the engine allows. */
    private void sizeOption(String option, String arg, String text) {
        long n;
        try {
            n = Long.parseLong(arg);
        } catch (NumberFormatException e) {
            error("a number is needed", text);
            return;
        }
        pausingSearch(() -> session.setClamped(option, n));
    }

    /** {@code option NAME[=VALUE]} for the options declared with {@code feature option=}. */
    private void option(String arg, String text) {
        int eq = arg.indexOf('=');
        String name = (eq < 0 ? arg : arg.substring(0, eq)).trim(), value = eq < 0 ? "" : arg.substring(eq + 1).trim();
        EngineOptions.Option o = session.options.find(name);
        if (o == null || name.equalsIgnoreCase(EngineOptions.VARIANT)) {
            error("no such option", text);
            return;
        }
        String v = o.type() == EngineOptions.Type.CHECK ? (value.equals("1") ? "true" : value.equals("0") ? "false" : value) : value;
        try {
            session.options.check(name, v);
        } catch (IllegalArgumentException e) {
            error(e.getMessage(), text);
            return;
        }
        pausingSearch(() -> session.setOption(name, v));
    }

    // ---------------------------------------------------------------- game set-up

    private void newGame() {
        stopSearch();
        session.setVariant(Session.DEFAULT_VARIANT);
        session.newGame();
        force = false;
        engineSide = 1;
        gameOver = false;
        noPosition = false;
        expectedReply = 0;
        clock.newGame();
        if (analyzing) analyze();
    }

    private void variant(String id) {
        if (Variants.description(id) == null) {
            out.line("Error (unknown variant): variant " + id);
            return;
        }
        stopSearch();
        session.setVariant(id);
        gameOver = false;
        noPosition = false;
        expectedReply = 0;
        VariantSetup setup = VariantSetup.of(id);
        if (setup != null) {
            StringBuilder sb = new StringBuilder(setup.setupLine(session.rules().variant())).append('\n');
            for (String p : setup.pieceLines()) sb.append(p).append('\n');
            out.lines(sb);
        }
        if (analyzing) analyze();
    }

    private void setBoard(String fen) {
        String ours;
        try {
            ours = XBoardText.fenToCastellan(session.rules().variant(), fen);
            stopSearch();
            session.setPosition(ours, List.of());
        } catch (IllegalArgumentException e) {
            // Spec (setboard): refuse the position and every move until the next one.
            stopSearch();
            noPosition = true;
            out.line("tellusererror Illegal position: " + e.getMessage());
            return;
        }
        noPosition = false;
        gameOver = false;
        expectedReply = 0;
        if (analyzing) analyze();
    }

    private void undo(int turns, String text) {
        Game g = session.game();
        if (noPosition || g.turnsPlayed() < turns) {
            error("command not legal now", text);
            return;
        }
        stopSearch();
        for (int i = 0; i < turns; i++) g.undo();
        gameOver = false;
        expectedReply = 0;
        if (analyzing) analyze();
    }

    // ---------------------------------------------------------------- clocks

    private void level(String arg, String text) {
        String[] a = arg.split("\\s+");
        try {
            if (a.length != 3) throw new NumberFormatException();
            int mps = Integer.parseInt(a[0]);
            long base = minutesAndSeconds(a[1]);
            long inc = Math.round(Double.parseDouble(a[2]) * 1000);
            if (mps < 0 || inc < 0) throw new NumberFormatException();
            clock.level(mps, base, inc);
        } catch (NumberFormatException e) {
            error("level needs MPS BASE INC", text);
        }
    }

    /** BASE of {@code level}: minutes, or min:sec; trailing characters are ignored (spec, section 11). */
    static long minutesAndSeconds(String s) {
        int colon = s.indexOf(':');
        if (colon < 0) return Math.round(leadingNumber(s) * 60_000);
        return Math.round(leadingNumber(s.substring(0, colon)) * 60_000 + leadingNumber(s.substring(colon + 1)) * 1000);
    }

    private static double leadingNumber(String s) {
        int end = 0;
        while (end < s.length() && (Character.isDigit(s.charAt(end)) || s.charAt(end) == '.')) end++;
        if (end == 0) throw new NumberFormatException(s);
        return Double.parseDouble(s.substring(0, end));
    }

    private void st(String arg, String text) {
        try {
            double s = Double.parseDouble(arg);
            if (!(s > 0) || s > 1e7) throw new NumberFormatException();
            clock.fixedTime(Math.round(s * 1000));
        } catch (NumberFormatException e) {
            error("st needs seconds above 0", text);
        }
    }

    private void sd(String arg, String text) {
        long d;
        try {
            d = Long.parseLong(arg);
        } catch (NumberFormatException e) {
            error("sd needs a number of plies", text);
            return;
        }
        if (d < 1) {
            error("sd needs at least 1 ply", text);
            return;
        }
        if (d > MAX_DEPTH) out.line("# sd " + d + " is beyond the deepest search; searching to " + MAX_DEPTH + " plies");
        clock.depth((int) Math.min(d, MAX_DEPTH));
    }

    private void nps(String arg, String text) {
        try {
            long n = Long.parseLong(arg);
            if (n < 0) throw new NumberFormatException();
            clock.nodesPerSecond(n);
        } catch (NumberFormatException e) {
            error("nps needs nodes per second", text);
        }
    }

    /** {@code time N} / {@code otim N}: centiseconds; a negative reading (a clock run over) is no time left. */
    private void clockReading(String cmd, String arg, String text) {
        long cs;
        try {
            cs = Long.parseLong(arg);
        } catch (NumberFormatException e) {
            error("centiseconds needed", text);
            return;
        }
        long ms = Math.max(Long.MIN_VALUE / 20, Math.min(Long.MAX_VALUE / 20, cs)) * 10;
        if (cmd.equals("time")) clock.engineClock(ms);
        else clock.opponentClock(ms);
    }

    // ---------------------------------------------------------------- moves

    private static boolean looksLikeMove(String text) {
        return text.matches("(?i)[a-j][0-9][a-j][0-9][a-z*]?(,[a-j][0-9][a-j][0-9][a-z*]?)*");
    }

    private void userMove(String text) {
        lifted = passed = -1;
        Game g = session.game();
        long turn;
        try {
            if (noPosition) throw new IllegalArgumentException("no position");
            turn = XBoardText.parse(g.position(), g.generator(), text);
        } catch (IllegalArgumentException e) {
            out.line("Illegal move: " + text);
            return;
        }
        Running r = running;
        if (r != null && r.mode == Mode.PONDER && r.guess == turn) {
            // The expected move: the pondering search goes on as our search, on the clock from
            // when the move came, with the readings XBoard sent just before it.
            g.play(turn);
            if (claimResult()) {
                stopSearch();
                return;
            }
            r.mode = Mode.THINK;
            turnStartNs = receivedNs();
            session.ponderHit(clock.limits(engineSide, g.turnsPlayed() / 2), turnStartNs);
            return;
        }
        stopSearch();
        g.play(turn);
        expectedReply = 0;
        if (analyzing) {
            analyze();
            return;
        }
        if (claimResult()) return;
        if (!force && engineSide == g.position().sideToMove()) {
            turnStartNs = receivedNs();
            think();
        }
    }

    /** When the line being handled arrived (now, for one that did not come through the loop). */
    private long receivedNs() {
        long ns = loop.receivedNs();
        return ns != 0 ? ns : System.nanoTime();
    }

    /** Sends the result if the game is over by its rules (after any move, ours or the opponent's). */
    private boolean claimResult() {
        Outcome o = session.game().outcome();
        if (o == null) return false;
        gameOver = true;
        out.line(o.toString());
        return true;
    }

    private void go() {
        if (noPosition) {
            error("command not legal now", "go");
            return;
        }
        stopSearch();
        force = false;
        engineSide = session.game().position().sideToMove();
        turnStartNs = receivedNs();
        think();
    }

    private void playOther() {
        if (noPosition) {
            error("command not legal now", "playother");
            return;
        }
        stopSearch();
        force = false;
        engineSide = 1 - session.game().position().sideToMove();
        ponderOn(expectedReply);
    }

    private void hint() {
        Game g = session.game();
        if (expectedReply != 0 && isLegal(g.position(), expectedReply))
            out.line("Hint: " + XBoardText.format(g.position(), expectedReply));
    }

    private boolean isLegal(Position p, long turn) {
        TurnList turns = new TurnList();
        Turns.legal(p, session.game().generator(), turns);
        for (int i = 0; i < turns.size(); i++) if (turns.get(i) == turn) return true;
        return false;
    }

    // ---------------------------------------------------------------- searches

    /** Our move: search the game position on the clock, then play the result. */
    private void think() {
        Game g = session.game();
        if (gameOver) { // asked to move in a finished game: say again why it is over
            Outcome o = g.outcome();
            if (o != null) out.line(o.toString());
            return;
        }
        if (claimResult()) return;
        Limits l = clock.limits(engineSide, g.turnsPlayed() / 2);
        l.startNs = turnStartNs != 0 ? turnStartNs : System.nanoTime();
        start(new Running(Mode.THINK), g.position().copy(), l);
    }

    /** After our move: search the position after the expected reply until it comes (or another does). */
    private void ponderOn(long guess) {
        Game g = session.game();
        if (!ponder || force || gameOver || guess == 0 || !isLegal(g.position(), guess)) return;
        Position root = g.position().copy();
        Turns.play(root, guess);
        Limits l = clock.limits(engineSide, (g.turnsPlayed() + 1) / 2);
        l.ponder = true;
        Running r = new Running(Mode.PONDER);
        r.guess = guess;
        start(r, root, l);
    }

    private void analyze() {
        stopSearch();
        Game g = session.game();
        if (noPosition || g.outcome() != null) return;
        Limits l = new Limits();
        l.infinite = true;
        start(new Running(Mode.ANALYZE), g.position().copy(), l);
    }

    private void start(Running r, Position root, Limits limits) {
        limits.searchTurns = expressibleTurns(root);
        r.thinking = new Thinking(out, root, post || r.mode == Mode.ANALYZE,
                (best, reply) -> loop.post(() -> searchDone(r, best, reply)));
        running = r;
        r.job = session.think(root, limits, r.thinking);
    }

    /**
     * The root turns XBoard can show, or null when that is all of them. A Curtis castling with a
     * Guard leg has no XBoard form, so in XBoard mode the engine never plays one.
     */
    private long[] expressibleTurns(Position root) {
        TurnList turns = new TurnList();
        Turns.legal(root, session.rules().newGenerator(), turns);
        long[] keep = new long[turns.size()];
        int n = 0;
        for (int i = 0; i < turns.size(); i++) if (XBoardText.expressible(root, turns.get(i))) keep[n++] = turns.get(i);
        return n == turns.size() || n == 0 ? null : java.util.Arrays.copyOf(keep, n);
    }

    /** A search has ended (on the loop's thread): play its move if it was ours and still wanted. */
    private void searchDone(Running r, long best, long reply) {
        if (r != running) return; // stopped and discarded (force, new, undo, a different move ...)
        running = null;
        if (r.mode != Mode.THINK) return;
        Game g = session.game();
        if (best == 0) {
            claimResult();
            flushPongs();
            return;
        }
        String wire = XBoardText.format(g.position(), best);
        if (turnStartNs != 0) clock.moveMade((System.nanoTime() - turnStartNs) / 1_000_000, g.turnsPlayed() / 2 + 1);
        turnStartNs = 0;
        g.play(best);
        out.line("move " + wire);
        expectedReply = reply;
        boolean over = claimResult();
        flushPongs();
        if (!over) ponderOn(reply);
    }

    /** Stops the running search, if any, and forgets its result. */
    private void stopSearch() {
        Running r = running;
        running = null;
        if (r != null) r.job.stopAndWait();
        flushPongs();
    }

    /** Runs an option change with the search stopped, then resumes it (a search on our move or an analysis). */
    private void pausingSearch(Runnable change) {
        Mode m = running == null ? null : running.mode;
        stopSearch();
        try {
            change.run();
        } catch (IllegalArgumentException e) {
            error(e.getMessage(), "option");
        }
        if (m == Mode.THINK) think();
        else if (m == Mode.ANALYZE) analyze();
    }

    private void ping(String n) {
        if (running != null && running.mode == Mode.THINK) pendingPongs.add(n);
        else out.line("pong " + n);
    }

    private void flushPongs() {
        for (String n : pendingPongs) out.line("pong " + n);
        pendingPongs.clear();
    }

    // ---------------------------------------------------------------- the GUI's hands

    /** {@code lift SQ}: highlight exactly where the piece may go; a second lift after a two-leg step continues it. */
    private void lift(String square) {
        Game g = session.game();
        int sq = XBoardText.parseSquare(g.variant.geometry, square.toLowerCase(Locale.ROOT));
        if (sq < 0) {
            out.line("Error (no such square): lift " + square);
            return;
        }
        TurnList turns = legalExpressible(g.position());
        if (lifted >= 0 && passed == sq) { // the second leg: passed stays, for a promotion's choice
            out.line("highlight " + Highlights.secondLeg(g.position(), turns, lifted, sq));
            return;
        }
        lifted = sq;
        passed = -1;
        out.line("highlight " + Highlights.lift(g.position(), turns, sq));
    }

    /**
     * {@code put SQ}: on the first leg of a two-leg move the next {@code lift} asks for the second
     * leg; on a promotion square, {@code choice} names the pieces the promotion may give.
     */
    private void put(String square) {
        Game g = session.game();
        int sq = XBoardText.parseSquare(g.variant.geometry, square.replace(",", "").toLowerCase(Locale.ROOT));
        if (sq < 0 || lifted < 0) {
            lifted = passed = -1;
            return;
        }
        TurnList turns = legalExpressible(g.position());
        String choice = Highlights.choice(g.position(), turns, lifted, passed, sq);
        if (choice != null) {
            out.line("choice " + choice);
            return; // a second put for the same square may follow
        }
        if (passed < 0 && Highlights.isFirstLeg(g.position(), turns, lifted, sq)) {
            passed = sq;
            return;
        }
        lifted = passed = -1;
    }

    private TurnList legalExpressible(Position p) {
        TurnList all = new TurnList(), keep = new TurnList();
        Turns.legal(p, session.game().generator(), all);
        for (int i = 0; i < all.size(); i++) if (XBoardText.expressible(p, all.get(i))) keep.add(all.get(i));
        return keep;
    }
}
