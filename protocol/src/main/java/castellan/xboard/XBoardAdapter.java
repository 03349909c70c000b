package castellan.xboard;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.notation.XBoardText;
import castellan.position.Position;
import castellan.rules.Outcome;
import castellan.search.Limits;
import castellan.session.EngineOptions;
import castellan.session.Output;
import castellan.session.ProtocolAdapter;
import castellan.session.Session;
import castellan.variants.Variants;
import java.io.BufferedReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * XBoard/CECP version 2 over a {@link Session} (engine-intf.html of XBoard 4.9.1): the engine
 * plays the side XBoard gives it, thinks on its own thread, ponders, analyses, keeps XBoard's
 * clocks, and teaches XBoard the variants it does not know ({@link VariantSetup}). Moves on the
 * wire are XBoard's ({@link XBoardText}); results are claimed by the variant's own rules.
 * Unknown commands get {@code Error (unknown command): X}, unplayable moves
 * {@code Illegal move: X}, and neither changes anything.
 */
public final class XBoardAdapter extends ProtocolAdapter {
    private final TimeControl clock = new TimeControl();
    /** The GUI's hands: the piece lifted, and the square passed on a two-leg move. */
    private final Highlights hands = new Highlights();
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

    public XBoardAdapter(BufferedReader in, Output out) {
        super(in, out);
    }

    @Override public void endOfInput() {
        stopSearch();
    }

    @Override public void failed(String line, Throwable e) {
        error("internal error " + describe(e), line.trim());
    }

    /** A comment line: XBoard shows it in its debug output only. */
    @Override protected void note(String text) {
        out.line("# " + text);
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
            case "go", "playother" -> {
                if (noPosition) error("command not legal now", cmd); // spec, setboard: no moves until a position
                else if (cmd.equals("go")) go();
                else playOther();
            }
            case "level", "st", "sd", "nps", "time", "otim" -> clockCommand(cmd, arg, text);
            case "usermove" -> userMove(arg);
            case "?" -> {
                if (running != null && running.mode == Running.Mode.THINK) session.stop();
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
                if (running != null && running.mode == Running.Mode.PONDER) stopSearch();
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
                if (running != null && running.mode == Running.Mode.ANALYZE)
                    out.line(running.thinking.status(session.game().legalTurns().size()));
            }
            case "memory" -> sizeOption(EngineOptions.HASH, arg, text);
            case "cores" -> sizeOption(EngineOptions.THREADS, arg, text);
            case "option" -> option(arg, text);
            case "lift", "put" -> hands(cmd, arg);
            case "quit" -> {
                stopSearch();
                return false;
            }
            default -> {
                if (XBoardText.looksLikeMove(text)) userMove(text);
                else error("unknown command", text);
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- start-up and options

    /**
     * {@code protover 2}: the features, then the search is warmed up in the background while
     * XBoard goes on (it cannot be made to wait: a {@code ping} is answered at once, and the
     * first search ends the warm-up).
     */
    private void features() {
        out.lines(Features.announcement(session.options));
        session.warmUp();
    }

    /**
     * {@code memory N} / {@code cores N}: limits the engine is to stay within, so the nearest size
     * the engine allows is used, and a comment says so when that is not N ({@code cores 999}: the
     * most search threads). A size the heap cannot hold is refused with {@code Error}.
     */
    private void sizeOption(String option, String arg, String text) {
        long n;
        try {
            n = Long.parseLong(arg);
        } catch (NumberFormatException e) {
            error("a number is needed", text);
            return;
        }
        pausingSearch(() -> {
            long used = session.setClamped(option, n);
            if (used != n) note(text + ": " + option + " " + used + ", the nearest the engine offers");
        }, text);
    }

    /** {@code option NAME[=VALUE]} for the options declared with {@code feature option=}. */
    private void option(String arg, String text) {
        String[] o;
        try {
            o = Features.option(session.options, arg);
        } catch (IllegalArgumentException e) {
            error(e.getMessage(), text);
            return;
        }
        pausingSearch(() -> session.setOption(o[0], o[1]), text);
    }

    // ---------------------------------------------------------------- game set-up

    private void newGame() {
        stopSearch();
        try {
            session.setVariant(Session.DEFAULT_VARIANT);
        } catch (IllegalArgumentException e) { // the memory: a new game of the variant played so far
            error(e.getMessage(), "new");
        }
        session.newGame();
        force = false;
        engineSide = 1;
        clock.newGame();
        positionChanged();
    }

    private void variant(String id) {
        if (Variants.description(id) == null) {
            out.line("Error (unknown variant): variant " + id);
            return;
        }
        stopSearch();
        try {
            session.setVariant(id);
        } catch (IllegalArgumentException e) {
            error(e.getMessage(), "variant " + id);
            return;
        }
        VariantSetup setup = VariantSetup.of(id);
        if (setup != null) out.lines(setup.lines(session.rules().variant()));
        positionChanged();
    }

    private void setBoard(String fen) {
        stopSearch();
        try {
            session.setPosition(XBoardText.fenToCastellan(session.rules().variant(), fen), List.of());
        } catch (RuntimeException e) {
            // Spec (setboard): refuse the position and every move until the next one, whatever the
            // reason; a FEN that broke the reader (issue 21) must not leave the old position playable.
            noPosition = true;
            out.line("tellusererror Illegal position: " + (e instanceof IllegalArgumentException ? e.getMessage() : e.toString()));
            return;
        }
        positionChanged();
    }

    private void undo(int turns, String text) {
        Game g = session.game();
        if (noPosition || g.turnsPlayed() < turns) {
            error("command not legal now", text);
            return;
        }
        stopSearch();
        for (int i = 0; i < turns; i++) g.undo();
        positionChanged();
    }

    /** The game has a new position (or an earlier one): no result claimed, no reply expected; an analysis goes on from it. */
    private void positionChanged() {
        gameOver = false;
        noPosition = false;
        expectedReply = 0;
        if (analyzing) analyze();
    }

    // ---------------------------------------------------------------- clocks

    /** {@code level}, {@code st}, {@code sd}, {@code nps}, {@code time}, {@code otim}: read by the time control, refused whole. */
    private void clockCommand(String cmd, String arg, String text) {
        try {
            if (cmd.equals("sd")) clock.depth(depthWithin("sd", TimeControl.plies(arg)));
            else clock.command(cmd, arg);
        } catch (IllegalArgumentException e) {
            error(e.getMessage(), text);
        }
    }

    // ---------------------------------------------------------------- moves

    private void userMove(String text) {
        hands.forget();
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
        if (r != null && r.mode == Running.Mode.PONDER && r.guess == turn) {
            // The expected move: the pondering search goes on as our search, on the clock from
            // when the move came, with the readings XBoard sent just before it.
            g.play(turn);
            if (claimResult()) {
                stopSearch();
                return;
            }
            r.mode = Running.Mode.THINK;
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

    /** Sends the result if the game is over by its rules (after any move, ours or the opponent's). */
    private boolean claimResult() {
        Outcome o = session.game().outcome();
        if (o == null) return false;
        gameOver = true;
        out.line(o.toString());
        return true;
    }

    private void go() {
        stopSearch();
        force = false;
        engineSide = session.game().position().sideToMove();
        turnStartNs = receivedNs();
        think();
    }

    private void playOther() {
        stopSearch();
        force = false;
        engineSide = 1 - session.game().position().sideToMove();
        ponderOn(expectedReply);
    }

    private void hint() {
        Game g = session.game();
        if (expectedReply != 0 && isLegal(expectedReply))
            out.line("Hint: " + XBoardText.format(g.position(), expectedReply));
    }

    /** Is the turn legal in the game's position? */
    private boolean isLegal(long turn) {
        TurnList turns = session.game().legalTurns();
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
        start(new Running(Running.Mode.THINK), g.position().copy(), l);
    }

    /** After our move: search the position after the expected reply until it comes (or another does). */
    private void ponderOn(long guess) {
        Game g = session.game();
        if (!ponder || force || gameOver || guess == 0 || !isLegal(guess)) return;
        Position root = g.position().copy();
        Turns.play(root, guess);
        Limits l = clock.limits(engineSide, (g.turnsPlayed() + 1) / 2);
        l.ponder = true;
        Running r = new Running(Running.Mode.PONDER);
        r.guess = guess;
        start(r, root, l);
    }

    private void analyze() {
        stopSearch();
        Game g = session.game();
        if (noPosition || g.outcome() != null) return;
        Limits l = new Limits();
        l.infinite = true;
        start(new Running(Running.Mode.ANALYZE), g.position().copy(), l);
    }

    private void start(Running r, Position root, Limits limits) {
        limits.searchTurns = rootTurns(root);
        r.thinking = new Thinking(out, root, post || r.mode == Running.Mode.ANALYZE,
                (best, reply) -> onLoop(() -> searchDone(r, best, reply)));
        running = r;
        r.job = session.think(root, limits, r.thinking);
    }

    /**
     * The root turns XBoard can show, or null when that is all of them (or none). A Curtis
     * castling with a Guard leg has no XBoard form, so in XBoard mode the engine never plays one.
     */
    private long[] rootTurns(Position root) {
        MoveGenerator gen = session.rules().newGenerator();
        TurnList keep = XBoardText.expressibleTurns(root, gen), all = new TurnList();
        Turns.legal(root, gen, all);
        return keep.size() == all.size() || keep.size() == 0 ? null : Arrays.copyOf(keep.turns, keep.size());
    }

    /** A search has ended (on the loop's thread): play its move if it was ours and still wanted. */
    private void searchDone(Running r, long best, long reply) {
        if (r != running) return; // stopped and discarded (force, new, undo, a different move ...)
        running = null;
        if (r.mode != Running.Mode.THINK) return;
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
    private void pausingSearch(Runnable change, String text) {
        Running.Mode m = running == null ? null : running.mode;
        stopSearch();
        try {
            change.run();
        } catch (IllegalArgumentException e) {
            error(e.getMessage(), text);
        }
        if (m == Running.Mode.THINK) think();
        else if (m == Running.Mode.ANALYZE) analyze();
    }

    private void ping(String n) {
        if (running != null && running.mode == Running.Mode.THINK) pendingPongs.add(n);
        else out.line("pong " + n);
    }

    private void flushPongs() {
        for (String n : pendingPongs) out.line("pong " + n);
        pendingPongs.clear();
    }

    // ---------------------------------------------------------------- the GUI's hands

    /** {@code lift SQ} and {@code put SQ}: the piece's legal targets are highlighted, a promotion's choice offered. */
    private void hands(String cmd, String square) {
        Game g = session.game();
        TurnList turns = XBoardText.expressibleTurns(g.position(), g.generator());
        String answer = cmd.equals("lift") ? hands.lift(g.position(), turns, square) : hands.put(g.position(), turns, square);
        if (answer != null) out.line(answer);
    }
}
