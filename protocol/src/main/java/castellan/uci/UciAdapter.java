package castellan.uci;

import castellan.game.Game;
import castellan.movegen.Perft;
import castellan.position.Position;
import castellan.search.Limits;
import castellan.session.Clock;
import castellan.session.Diagram;
import castellan.session.Engine;
import castellan.session.EngineOptions;
import castellan.session.EngineOptions.Option;
import castellan.session.Output;
import castellan.session.ProtocolAdapter;
import castellan.session.Session;
import java.io.BufferedReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The UCI protocol over a {@link Session}, with Fairy-Stockfish's conventions for variants
 * ({@code UCI_Variant}, {@code info string variant ...}). Unknown commands and bad arguments
 * get one {@code info string} line naming the problem, and nothing changes.
 */
public final class UciAdapter extends ProtocolAdapter {
    static final int MAX_PERFT_DEPTH = 30;
    private static final Set<String> GO_KEYWORDS = Set.of("wtime", "btime", "winc", "binc", "movestogo", "depth",
            "nodes", "movetime", "mate", "infinite", "ponder", "searchmoves", "perft");

    public UciAdapter(BufferedReader in, Output out) {
        super(in, out);
    }

    @Override public void endOfInput() {
        session.stopAndWait();
    }

    @Override public void failed(String line, RuntimeException e) {
        out.line("info string error in '" + line.trim() + "': " + e);
    }

    @Override protected void note(String text) {
        out.line("info string " + text);
    }

    @Override public boolean command(String line) {
        String[] t = line.trim().split("\\s+");
        switch (t[0]) {
            case "" -> {}
            case "uci" -> uci();
            case "isready" -> out.line("readyok");
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
        Session.warmUp();
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

    private void go(String[] t) {
        Limits limits = new Limits();
        List<Long> searchTurns = new ArrayList<>();
        Game game = session.game();
        long depth = 0;
        try {
            for (int i = 1; i < t.length; i++) {
                String key = t[i];
                switch (key) {
                    case "infinite" -> limits.infinite = true;
                    case "ponder" -> limits.ponder = true;
                    case "searchmoves" -> {
                        while (i + 1 < t.length && !GO_KEYWORDS.contains(t[i + 1])) {
                            String m = t[++i];
                            try {
                                searchTurns.add(game.parse(m));
                            } catch (IllegalArgumentException e) {
                                throw new IllegalArgumentException("searchmoves: " + e.getMessage());
                            }
                        }
                    }
                    case "perft" -> {
                        perft((int) number(t, ++i, key, 1, MAX_PERFT_DEPTH));
                        return;
                    }
                    case "wtime" -> limits.timeMs[0] = Clock.reading(number(t, ++i, key, Long.MIN_VALUE, Long.MAX_VALUE));
                    case "btime" -> limits.timeMs[1] = Clock.reading(number(t, ++i, key, Long.MIN_VALUE, Long.MAX_VALUE));
                    case "winc" -> limits.incrementMs[0] = Math.max(0, number(t, ++i, key, Long.MIN_VALUE, Long.MAX_VALUE));
                    case "binc" -> limits.incrementMs[1] = Math.max(0, number(t, ++i, key, Long.MIN_VALUE, Long.MAX_VALUE));
                    case "movestogo" -> limits.movesToGo = (int) number(t, ++i, key, 0, Integer.MAX_VALUE);
                    case "depth" -> depth = number(t, ++i, key, 1, Long.MAX_VALUE);
                    case "nodes" -> limits.nodes = number(t, ++i, key, 1, Long.MAX_VALUE);
                    case "movetime" -> limits.moveTimeMs = Math.max(1, number(t, ++i, key, Long.MIN_VALUE, Long.MAX_VALUE));
                    case "mate" -> limits.mate = (int) number(t, ++i, key, 1, MAX_DEPTH);
                    default -> throw new IllegalArgumentException("unknown go parameter '" + key + "'");
                }
            }
        } catch (IllegalArgumentException e) {
            out.line("info string go: " + e.getMessage() + "; not searching");
            return;
        }
        if (depth > 0) limits.depth = depthWithin("depth", depth);
        if (!searchTurns.isEmpty()) limits.searchTurns = searchTurns.stream().mapToLong(Long::longValue).toArray();
        limits.startNs = receivedNs(); // the GUI's clock runs from when it sent 'go'
        session.think(limits, new UciInfo(out, game.variant));
    }

    private static long number(String[] t, int i, String key, long min, long max) {
        if (i >= t.length) throw new IllegalArgumentException("'" + key + "' needs a number");
        long n;
        try {
            n = Long.parseLong(t[i]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + key + "' needs a number, got '" + t[i] + "'");
        }
        if (n < min || n > max) throw new IllegalArgumentException("'" + key + "' must be " + min + "-" + max + ", got " + n);
        return n;
    }

    /** {@code go perft N} as Stockfish answers it: {@code move: count} per root turn, then the total. */
    private void perft(int depth) {
        session.stopAndWait();
        Game game = session.game();
        Position p = game.position().copy();
        StringBuilder sb = new StringBuilder();
        long nodes = new Perft(game.generator()).divideTurns(p, depth,
                (turn, n) -> sb.append(game.format(turn)).append(": ").append(n).append('\n'));
        sb.append('\n').append("Nodes searched: ").append(nodes).append("\n\n");
        out.lines(sb);
    }
}
