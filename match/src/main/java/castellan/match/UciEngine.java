package castellan.match;

import castellan.game.Game;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An engine speaking UCI: {@code uci}/{@code uciok} (collecting its options and the
 * {@code UCI_Variant} choices, as Fairy-Stockfish offers them), {@code setoption},
 * {@code isready}/{@code readyok}, {@code ucinewgame}, {@code position startpos|fen ... moves ...},
 * {@code go wtime btime winc binc [movestogo]} (or {@code depth}/{@code nodes}/{@code movetime}),
 * {@code bestmove}. Moves are Castellan's move text, which is UCI's. An engine whose clock is
 * counted in nodes gets {@code setoption name nodestime value N} and its clock's readings in
 * milliseconds at that rate ({@link Clock}).
 */
public final class UciEngine extends ProcessEngine {
    /** The options the engine offers, by lower-case name. */
    private final Map<String, UciOption> options = new LinkedHashMap<>();
    private final List<String> variants = new ArrayList<>();
    private GameSetup setup;
    /** This engine's own time control in the current game. */
    private TimeControl tc;
    /** The nodes of the last {@code info} line of the current search, -1 before any. */
    private long lastNodes = -1;
    private java.util.function.Consumer<String> infoSink = line -> {};

    public UciEngine(EngineSpec spec, Transcript log) {
        super(spec, log);
    }

    @Override public void start(String variant) throws EngineFailure {
        launch();
        send("uci");
        long deadline = System.nanoTime() + HANDSHAKE_MS * 1_000_000;
        while (true) {
            String line = expect(deadline, "uciok");
            if (line.equals("uciok")) break;
            if (line.startsWith("option ")) option(line);
        }
        String wireVariant = wireVariant(variant);
        if (wireVariant != null) send("setoption name UCI_Variant value " + wireVariant);
        sendOptions(spec.options());
        if (spec.nodesTime() > 0) {
            UciOption o = options.get("nodestime");
            if (o == null)
                throw new EngineFailure(EngineFailure.Kind.UNSUPPORTED, spec.name() + " has no UCI option 'nodestime' (for nodestime="
                        + spec.nodesTime() + ")");
            send("setoption name " + o.name() + " value " + spec.nodesTime());
        }
        sync();
    }

    /** {@code setoption} for each, by the engine's spelling of the name; UNSUPPORTED for a name it does not list. */
    private void sendOptions(Map<String, String> values) throws EngineFailure {
        for (Map.Entry<String, String> o : values.entrySet()) {
            UciOption known = options.get(o.getKey().toLowerCase(Locale.ROOT));
            if (known == null)
                throw new EngineFailure(EngineFailure.Kind.UNSUPPORTED, spec.name() + " has no UCI option '" + o.getKey()
                        + "' (it offers: " + String.join(", ", options.values().stream().map(UciOption::name).toList()) + ")");
            send("setoption name " + known.name() + (o.getValue().isEmpty() ? "" : " value " + o.getValue()));
        }
    }

    /** Between games: the options take effect at the {@code ucinewgame} and {@code isready} of the next game. */
    @Override public void setOptions(Map<String, String> values) throws EngineFailure { sendOptions(values); }

    /** The options the engine listed in answer to {@code uci}, in its order. */
    public List<UciOption> options() { return List.copyOf(options.values()); }

    /** {@code option name NAME type ... [var V]...}: remembers the option and, for UCI_Variant, the choices. */
    private void option(String line) {
        UciOption o = UciOption.parse(line);
        if (o == null) return;
        options.put(o.name().toLowerCase(Locale.ROOT), o);
        if (o.name().equals("UCI_Variant")) {
            String[] t = line.trim().split("\\s+");
            for (int i = 0; i + 1 < t.length; i++) if (t[i].equals("var")) variants.add(t[i + 1]);
        }
    }

    /** The {@code UCI_Variant} value for our variant id, null when none need be set (chess on a chess engine). */
    private String wireVariant(String variant) throws EngineFailure {
        if (variants.contains(variant)) return variant;
        if (variant.equals("normal")) {
            if (variants.isEmpty() || variants.contains("chess")) return variants.isEmpty() ? null : "chess";
        }
        throw new EngineFailure(EngineFailure.Kind.UNSUPPORTED, spec.name() + " does not play " + variant
                + (variants.isEmpty() ? " (no UCI_Variant option)" : " (UCI_Variant offers " + String.join(", ", variants) + ")"));
    }

    private void sync() throws EngineFailure {
        send("isready");
        long deadline = System.nanoTime() + HANDSHAKE_MS * 1_000_000;
        while (!expect(deadline, "readyok").equals("readyok")) { /* skip info lines */ }
    }

    @Override public void newGame(GameSetup setup, int side) throws EngineFailure {
        this.setup = setup;
        this.tc = setup.tc(side);
        send("ucinewgame");
        sync();
    }

    @Override public Reply think(Game game, List<String> moves, Clock clock, long deadlineNanos) throws EngineFailure {
        StringBuilder pos = new StringBuilder("position ");
        pos.append(setup.standardStart() ? "startpos" : "fen " + setup.fen());
        if (!moves.isEmpty()) pos.append(" moves ").append(String.join(" ", moves));
        send(pos.toString());
        long sent = System.nanoTime(); // before the line goes out: the answer may arrive before send returns
        send(goCommand(clock, game.position().sideToMove()));
        lastInfo = null;
        lastScore = null;
        lastNodes = -1;
        while (true) {
            EngineProcess.Line line = process.read(deadlineNanos);
            if (line == null) {
                send("stop");
                throw new EngineFailure(EngineFailure.Kind.TIMEOUT, "no bestmove in time");
            }
            if (line.isEof()) throw crashed();
            String text = line.text().trim();
            if (text.startsWith("info ")) {
                info(text);
                infoSink.accept(text);
            }
            else if (text.startsWith("bestmove")) {
                String[] t = text.split("\\s+");
                String wire = t.length > 1 ? t[1] : "";
                String ours = fromUci(game, wire);
                return new Reply(ours, ours != null || readable(game, wire), wire, line.nanos() - sent, lastInfo, lastScore, false,
                        lastNodes);
            }
        }
    }

    /**
     * The legal turn a UCI engine's text means, in our move text, or null. Castellan's move text
     * is UCI's (Fairy-Stockfish's too, in the variants both play); upper case, the promotion
     * letter our text leaves implied ({@code i9h10p}) and castling as the King taking its own Rook
     * ({@code e1h1}, as Chess960 engines write it) are read as well.
     */
    static String fromUci(Game game, String wire) {
        String key = wire.trim().toLowerCase(Locale.ROOT);
        Variant v = game.variant;
        TurnList turns = game.legalTurns();
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            int m = Turn.move(t), promo = Move.promotion(m);
            String ours = game.format(t);
            if (ours.equals(key)) return ours;
            if (Move.kind(m) == Move.CASTLING && (v.geometry.name(Move.from(m)) + v.geometry.name(Move.rookSquare(m))).equals(key))
                return ours;
            if (Turn.first(t) == Move.NONE && Move.kind(m) == Move.NORMAL && promo != 0 && v.promotionLetterImplied[promo]
                    && (ours + Character.toLowerCase(v.types[promo].letter)).equals(key))
                return ours;
        }
        try { // the short forms our move text also reads (a Curtis castling as the King's leg)
            return game.format(game.parse(key));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Is the text a move in our move text's syntax, legal or not? */
    private static boolean readable(Game game, String wire) {
        try {
            game.parse(wire.trim());
            return true;
        } catch (IllegalArgumentException e) {
            return !e.getMessage().startsWith("cannot parse");
        }
    }

    /**
     * {@code go} for the engine moving as {@code side}: its own fixed limits, or both clocks (an
     * opponent without a clock is given the engine's own readings).
     */
    private String goCommand(Clock clock, int side) {
        if (!tc.hasClock()) {
            StringBuilder go = new StringBuilder("go");
            if (tc.depth() > 0) go.append(" depth ").append(tc.depth());
            if (tc.nodes() > 0) go.append(" nodes ").append(tc.nodes());
            if (tc.moveTimeMs() > 0) go.append(" movetime ").append(tc.moveTimeMs());
            return go.toString();
        }
        long[] time = new long[2], inc = new long[2];
        for (int s = 0; s < 2; s++) {
            int from = clock.tc(s).hasClock() ? s : side;
            time[s] = clock.left(from);
            inc[s] = clock.incrementMs(from);
        }
        String go = "go wtime " + time[0] + " btime " + time[1] + " winc " + inc[0] + " binc " + inc[1];
        return clock.movesToGo(side) > 0 ? go + " movestogo " + clock.movesToGo(side) : go;
    }

    /** Keeps the score and depth of an {@code info} line: {@code +0.35/12}, {@code +M5/20}. */
    private void info(String text) {
        String[] t = text.split("\\s+");
        String depth = null, score = null;
        Integer cp = null;
        for (int i = 1; i + 1 < t.length; i++) {
            switch (t[i]) {
                case "depth" -> depth = t[i + 1];
                case "nodes" -> {
                    try {
                        lastNodes = Long.parseLong(t[i + 1]);
                    } catch (NumberFormatException e) {
                        // not a count: the move is charged by the wall clock
                    }
                }
                case "multipv" -> {
                    if (!t[i + 1].equals("1")) return; // only the best line counts
                }
                case "score" -> {
                    if (i + 2 < t.length && t[i + 1].equals("cp")) {
                        score = Evaluation.centipawns(t[i + 2]);
                        cp = Evaluation.parse(t[i + 2]);
                    } else if (i + 2 < t.length && t[i + 1].equals("mate")) {
                        score = Evaluation.mate(t[i + 2]);
                        Integer n = Evaluation.parse(t[i + 2]);
                        cp = n == null ? null : n > 0 ? Reply.MATE - n : -Reply.MATE - n;
                    }
                }
                case "pv", "string" -> i = t.length; // the rest is moves, or text
                default -> {}
            }
        }
        if (score != null && depth != null) {
            lastInfo = score + "/" + depth;
            lastScore = cp;
        }
    }

    /**
     * {@code go perft D} from the game's set-up position (a Stockfish extension, which Castellan
     * and Fairy-Stockfish speak too): the count from the {@code Nodes searched: N} line and the
     * nanoseconds from sending the request to receiving that line.
     */
    public long[] perft(int depth, long deadlineNanos) throws EngineFailure {
        send("position " + (setup.standardStart() ? "startpos" : "fen " + setup.fen()));
        long sent = System.nanoTime();
        send("go perft " + depth);
        while (true) {
            EngineProcess.Line line = process.read(deadlineNanos);
            if (line == null) throw new EngineFailure(EngineFailure.Kind.TIMEOUT, "no 'Nodes searched' in time");
            if (line.isEof()) throw crashed();
            String text = line.text().trim();
            if (text.startsWith("Nodes searched:")) {
                try {
                    return new long[] {Long.parseLong(text.substring("Nodes searched:".length()).trim()), line.nanos() - sent};
                } catch (NumberFormatException e) {
                    throw new EngineFailure(EngineFailure.Kind.PROTOCOL, "unreadable perft count: " + text);
                }
            }
        }
    }

    /** Receives every {@code info} line while the engine thinks (for measurements such as {@link SearchSpeed}). */
    public void onInfo(java.util.function.Consumer<String> sink) { infoSink = sink; }

    @Override public void gameOver(Game game, List<String> moves, String result) {}

    @Override public List<Claim> takeClaims() { return List.of(); }
}
