package castellan.uci;

import castellan.game.Game;
import castellan.rules.Outcome;
import castellan.session.Diagram;
import castellan.session.Engine;
import castellan.session.EngineOptions;
import castellan.session.EngineOptions.Option;
import castellan.session.Output;
import castellan.session.ProtocolAdapter;
import castellan.session.Session;
import java.io.BufferedReader;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The UCI protocol over a {@link Session}, with Fairy-Stockfish's conventions for variants
 * ({@code UCI_Variant}, {@code info string variant ...}). Unknown commands and bad arguments
 * get one {@code info string} line naming the problem, and nothing changes.
 */
public final class UciAdapter extends ProtocolAdapter {
    /** Commands that leave a running {@code go perft} alone; any other ends it first, as {@code stop} does. */
    private static final Set<String> PERFT_GOES_ON = Set.of("", "isready", "uci", "d", "debug", "register");

    /** A {@code go perft} counting on its own thread, or null. */
    private PerftRun perft;

    public UciAdapter(BufferedReader in, Output out) {
        super(in, out);
    }

    /**
     * With {@code searchConstants}, the search's named constants are spin options too
     * ({@code castellan uci --search-options}: for tuning them by SPSA, docs/matches.md).
     */
    public UciAdapter(BufferedReader in, Output out, boolean searchConstants) {
        super(in, out, new Session(searchConstants));
    }

    @Override public void endOfInput() {
        stopPerft();
        session.stopAndWait();
    }

    @Override public void failed(String line, Throwable e) {
        out.line("info string error in '" + line.trim() + "': " + describe(e));
    }

    @Override protected void note(String text) {
        out.line("info string " + text);
    }

    @Override public boolean command(String line) {
        String[] t = line.trim().split("\\s+");
        if (!PERFT_GOES_ON.contains(t[0])) stopPerft();
        switch (t[0]) {
            case "" -> {}
            case "uci" -> uci();
            case "isready" -> {
                session.awaitWarmUp(); // the handshake's warm-up (at most Session.WARM_UP_MS), else at once
                out.line("readyok");
            }
            case "ucinewgame" -> session.newGame();
            case "setoption" -> setOption(line);
            case "position" -> position(t);
            case "go" -> go(t);
            case "stop" -> session.stop();
            case "ponderhit" -> session.ponderHit(null, receivedNs());
            case "d" -> out.lines(Diagram.report(session.game(), false));
            case "debug", "register" -> {} // UCI commands without meaning here
            case "quit" -> {
                session.stopAndWait();
                return false;
            }
            default -> out.line("info string unknown command '" + t[0] + "'");
        }
        return true;
    }

    private void uci() {
        StringBuilder sb = new StringBuilder();
        sb.append("id name ").append(Engine.fullName()).append('\n');
        sb.append("id author ").append(Engine.AUTHOR).append('\n');
        for (Option o : session.options.all()) {
            sb.append("option name ").append(o.name()).append(" type ").append(o.type().name().toLowerCase());
            switch (o.type()) {
                case SPIN -> sb.append(" default ").append(o.defaultValue()).append(" min ").append(o.min()).append(" max ").append(o.max());
                case CHECK -> sb.append(" default ").append(o.defaultValue());
                case COMBO -> {
                    sb.append(" default ").append(o.defaultValue());
                    for (String v : o.values()) sb.append(" var ").append(v);
                }
                case BUTTON -> {}
            }
            sb.append('\n');
        }
        sb.append("uciok");
        out.lines(sb);
        session.warmUp();
    }

    /** {@code setoption name N [value V]}; names and values may contain spaces. */
    private void setOption(String line) {
        String rest = line.trim().substring("setoption".length()).trim();
        if (!rest.startsWith("name ") && !rest.equals("name")) {
            out.line("info string setoption needs 'name <option> [value <value>]'");
            return;
        }
        rest = rest.substring(4).trim();
        int v = indexOfWord(rest, "value");
        String name = (v < 0 ? rest : rest.substring(0, v)).trim();
        String value = v < 0 ? "" : rest.substring(v + "value".length()).trim();
        try {
            session.setOption(name, value);
        } catch (IllegalArgumentException e) {
            out.line("info string " + e.getMessage());
            return;
        }
        if (session.options.find(name).name().equals(EngineOptions.VARIANT)) {
            Game g = session.game();
            out.line("info string variant " + session.variant() + " files " + g.variant.geometry.files + " ranks "
                    + g.variant.geometry.ranks + " startpos " + g.variant.startFen);
        }
    }

    private static int indexOfWord(String s, String word) {
        String[] parts = s.split("\\s+");
        int pos = 0;
        for (String p : parts) {
            pos = s.indexOf(p, pos);
            if (p.equals(word)) return pos;
            pos += p.length();
        }
        return -1;
    }

    /** {@code position startpos|fen FEN [moves M...]}: all checked before the game changes. */
    private void position(String[] t) {
        if (t.length < 2) {
            out.line("info string position needs 'startpos' or 'fen <FEN>'");
            return;
        }
        int movesAt = Arrays.asList(t).indexOf("moves");
        int end = movesAt < 0 ? t.length : movesAt;
        String fen;
        if (t[1].equals("startpos")) {
            if (end != 2) {
                out.line("info string position startpos: unexpected '" + t[2] + "'");
                return;
            }
            fen = null;
        } else if (t[1].equals("fen")) {
            if (end <= 2) {
                out.line("info string position fen: the FEN is missing");
                return;
            }
            fen = String.join(" ", Arrays.copyOfRange(t, 2, end));
        } else {
            out.line("info string position needs 'startpos' or 'fen <FEN>', got '" + t[1] + "'");
            return;
        }
        List<String> moves = movesAt < 0 ? List.of() : Arrays.asList(t).subList(movesAt + 1, t.length);
        try {
            session.setPosition(fen, moves);
        } catch (IllegalArgumentException e) {
            out.line("info string " + e.getMessage() + "; position unchanged");
        }
    }

    /**
     * {@code go}: a search that ends in exactly one {@code bestmove} (a refused value makes it a
     * search of depth 1, see {@link GoCommand}), or a perft. A game the rules have ended is
     * searched on (UCI GUIs adjudicate themselves, as Stockfish assumes); the verdict is said.
     */
    private void go(String[] t) {
        Game game = session.game();
        GoCommand go = GoCommand.parse(t, game);
        if (go.perftDepth > 0) {
            session.stopAndWait();
            perft = new PerftRun(session.rules(), game.position().copy(), go.perftDepth, out);
            return;
        }
        if (go.refused != null) note("go: " + go.refused + "; searching to depth 1 instead");
        go.notes.forEach(this::note);
        if (go.depth > 0) go.limits.depth = depthWithin("depth", go.depth);
        Outcome o = game.outcome();
        if (o != null) note(game.legalTurns().size() > 0 ? "game over by rule: " + o + "; searching on" : "game over: " + o);
        go.limits.startNs = receivedNs(); // the GUI's clock runs from when it sent 'go'
        session.think(go.limits, new UciInfo(out, game.variant));
    }

    /** Ends a running {@code go perft}, if any (it says so). */
    private void stopPerft() {
        if (perft != null) perft.stopAndWait();
        perft = null;
    }
}
