package castellan.match;

import castellan.game.Game;
import castellan.notation.XBoardText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An engine speaking XBoard (CECP) protocol version 2, as XBoard 4.9 drives it:
 * {@code xboard}, {@code protover 2} and the {@code feature} negotiation (each answered
 * {@code accepted} or {@code rejected}; {@code san=1} is refused, so the engine sends
 * coordinates), {@code new}, {@code variant}, {@code force}, {@code setboard}, the opening moves
 * in force mode, {@code level}/{@code sd}/{@code st}, {@code ping}/{@code pong} before the clock
 * starts, then {@code time}/{@code otim} and {@code go} or the opponent's move
 * ({@code usermove} when the engine asked for it), the engine's {@code move}, and at the end
 * {@code result}. Results the engine announces are kept as claims for the runner to compare
 * with the rules; {@code resign} ends the game; draw offers are logged and ignored.
 */
public final class XBoardEngine extends ProcessEngine {
    /** Without {@code done=0} the protocol says to wait two seconds for features, then go on. */
    static final long PROTOVER1_WAIT_MS = 2000;
    private static final Pattern FEATURE = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)");
    private static final Pattern THINKING = Pattern.compile("^\\s*(\\d+)\\s+(-?\\d+)\\s+\\d+\\s+\\d+.*");
    /** Thinking output writes a mate in n as {@code 100000 + n} centipawns. */
    private static final int XBOARD_MATE = 100_000;
    private static final Pattern RESULT = Pattern.compile("^(1-0|0-1|1/2-1/2)(\\s.*)?$");

    private final Map<String, String> features = new HashMap<>();
    private GameSetup setup;
    /** This engine's own time control in the current game. */
    private TimeControl tc;
    /** The game as far as it was translated to the wire. */
    private Game wireGame;
    /** Moves of the game the engine knows (sent to it or played by it). */
    private int known;
    /**
     * The moves the engine knew before the last ones were sent to it. A claim read while it thinks
     * on its move is counted after these: the runner asks for a move only in a game the rules have
     * not ended, so a claim then is about an earlier position (read late) or false either way.
     */
    private int knownBefore;
    private boolean forceMode;
    private int pings;
    private final List<Claim> claims = new ArrayList<>();

    public XBoardEngine(EngineSpec spec, Transcript log) {
        super(spec, log);
    }

    @Override public void start(String variant) throws EngineFailure {
        launch();
        send("xboard");
        send("protover 2");
        long deadline = System.nanoTime() + PROTOVER1_WAIT_MS * 1_000_000;
        boolean done = false;
        while (!done) {
            EngineProcess.Line line = process.read(deadline);
            if (line == null) {
                if (!"0".equals(features.get("done"))) break; // an engine without done=: go on after 2 s
                throw new EngineFailure(EngineFailure.Kind.TIMEOUT, "no 'feature done=1' within " + HANDSHAKE_MS / 1000 + " s");
            }
            if (line.isEof()) throw crashed();
            String text = line.text().trim();
            if (!text.startsWith("feature ")) continue;
            Matcher m = FEATURE.matcher(text.substring(8));
            while (m.find()) {
                String name = m.group(1), value = m.group(2).replace("\"", "");
                features.put(name, value);
                boolean refuse = name.equals("san") && value.equals("1");
                send((refuse ? "rejected " : "accepted ") + name);
                if (name.equals("done")) {
                    if (value.equals("1")) done = true;
                    else deadline = System.nanoTime() + HANDSHAKE_MS * 1_000_000;
                }
            }
        }
        if (!variant.equals("normal")) {
            List<String> offered = Arrays.asList(features.getOrDefault("variants", "").split(","));
            if (!offered.contains(variant))
                throw new EngineFailure(EngineFailure.Kind.UNSUPPORTED, spec.name() + " does not play " + variant
                        + " (its variants: " + features.getOrDefault("variants", "none") + ")");
        }
        setOptions(spec.options());
        send("easy"); // no pondering: the opponent's time is not ours to use
        send("post");
        sync();
    }

    /** XBoard has no list of options to check against: the engine is told, as a GUI tells it. */
    @Override public void setOptions(Map<String, String> values) {
        for (Map.Entry<String, String> o : values.entrySet()) send("option " + o.getKey() + "=" + o.getValue());
    }

    /** {@code ping N}, then everything up to {@code pong N} (engines without {@code ping=1} are trusted). */
    private void sync() throws EngineFailure {
        if (!"1".equals(features.get("ping"))) return;
        int n = ++pings;
        send("ping " + n);
        long deadline = System.nanoTime() + HANDSHAKE_MS * 1_000_000;
        while (true) {
            String text = expect(deadline, "pong " + n);
            if (text.equals("pong " + n)) return;
            other(text, known);
        }
    }

    @Override public void newGame(GameSetup setup, int side) throws EngineFailure {
        this.setup = setup;
        this.tc = setup.tc(side);
        send("new");
        if (!setup.variant().equals("normal")) send("variant " + setup.variant());
        send("force");
        forceMode = true;
        known = knownBefore = 0;
        wireGame = new Game(setup.rules(), setup.fen());
        if (!setup.standardStart()) {
            if (!"1".equals(features.get("setboard")))
                throw new EngineFailure(EngineFailure.Kind.UNSUPPORTED, spec.name() + " cannot start from a FEN (no setboard=1)");
            send("setboard " + XBoardText.fenToXBoard(setup.rules().variant(), setup.fen()));
        }
        if (tc.hasClock()) {
            send("level " + tc.movesPerPeriod() + " " + minutesSeconds(tc.baseMs()) + " " + TimeControl.sec(tc.incrementMs()));
        } else {
            if (tc.nodes() > 0)
                throw new EngineFailure(EngineFailure.Kind.UNSUPPORTED, "XBoard has no node limit; use --depth or --movetime for " + spec.name());
            if (tc.moveTimeMs() > 0) send("st " + Math.max(1, tc.moveTimeMs() / 1000)); // whole seconds only
            if (tc.depth() > 0) {
                send("level 0 60 0"); // an hour each (and the clocks say so every move): the depth decides
                send("sd " + tc.depth());
            }
        }
        sync();
        claims.clear(); // anything said before the new game belongs to the last one
    }

    /** XBoard's base time: whole minutes, or {@code m:ss} (seconds rounded: {@code level} has no finer unit). */
    private static String minutesSeconds(long ms) {
        long s = Math.max(1, Math.round(ms / 1000.0));
        return s % 60 == 0 ? String.valueOf(s / 60) : s / 60 + ":" + String.format("%02d", s % 60);
    }

    @Override public Reply think(Game game, List<String> moves, Clock clock, long deadlineNanos) throws EngineFailure {
        int side = game.position().sideToMove();
        for (EngineProcess.Line l : process.drain()) other(l.text().trim(), known); // claims made after its last move
        knownBefore = known;
        long sent;
        if (forceMode) {
            sendMoves(moves, moves.size());
            clocks(clock, side);
            sent = System.nanoTime(); // before the line goes out: the answer may arrive before send returns
            send("go");
            forceMode = false;
        } else {
            clocks(clock, side);
            sendMoves(moves, moves.size() - 1);
            sent = System.nanoTime();
            sendMoves(moves, moves.size()); // the opponent's move: the engine answers it
        }
        lastInfo = null;
        lastScore = null;
        while (true) {
            EngineProcess.Line line = process.read(deadlineNanos);
            if (line == null) {
                send("?"); // "move now"; the runner replaces the engine after a time loss anyway
                throw new EngineFailure(EngineFailure.Kind.TIMEOUT, "no move in time");
            }
            if (line.isEof()) throw crashed();
            String text = line.text().trim();
            if (text.startsWith("move ")) {
                String wire = text.substring(5).trim();
                known++;
                String ours;
                boolean readable = true;
                try {
                    ours = game.format(XBoardText.parse(game.position(), game.generator(), wire));
                } catch (IllegalArgumentException e) {
                    ours = null;
                    readable = !e.getMessage().equals("unreadable");
                }
                return new Reply(ours, readable, wire, line.nanos() - sent, lastInfo, lastScore, false, -1);
            }
            if (text.equals("resign") || text.startsWith("resign ")) {
                return new Reply(null, true, text, line.nanos() - sent, lastInfo, lastScore, true, -1);
            }
            if (text.startsWith("Illegal move"))
                throw new EngineFailure(EngineFailure.Kind.PROTOCOL, "rejected a legal move: " + text);
            other(text, knownBefore);
        }
    }

    /** Sends the moves up to {@code upTo} that the engine does not know yet, in the XBoard wire form. */
    private void sendMoves(List<String> moves, int upTo) throws EngineFailure {
        // The wire form needs each move's position: the scratch game follows the moves.
        for (int i = wireGame.turnsPlayed(); i < upTo; i++) {
            long turn = wireGame.parse(moves.get(i));
            if (i >= known) {
                if (!XBoardText.expressible(wireGame.position(), turn))
                    throw new EngineFailure(EngineFailure.Kind.UNSUPPORTED, "XBoard cannot express the move " + moves.get(i));
                String wire = XBoardText.format(wireGame.position(), turn);
                send("1".equals(features.get("usermove")) ? "usermove " + wire : wire);
            }
            wireGame.play(turn);
        }
        known = Math.max(known, upTo);
    }

    /** {@code time} (own clock) and {@code otim} (the opponent's, or our own when it has none), in centiseconds. */
    private void clocks(Clock clock, int side) {
        if (!tc.hasClock()) {
            if (tc.depth() > 0 && tc.moveTimeMs() == 0) {
                send("time 360000");
                send("otim 360000");
            }
            return;
        }
        send("time " + Math.max(0, clock.left(side) / 10));
        send("otim " + Math.max(0, clock.left(clock.tc(side ^ 1).hasClock() ? side ^ 1 : side) / 10));
    }

    /** Lines that are not the answer awaited: thinking output, claims (counted after {@code plies}), offers, errors. */
    private void other(String text, int plies) {
        Matcher t = THINKING.matcher(text);
        if (t.matches()) {
            Integer cp = Evaluation.parse(t.group(2));
            if (cp != null && Math.abs(cp) > XBOARD_MATE) { // 100000 + n: mate in n moves
                int n = Math.abs(cp) - XBOARD_MATE;
                lastInfo = Evaluation.mate(String.valueOf(cp > 0 ? n : -n)) + "/" + t.group(1);
                lastScore = cp > 0 ? Reply.MATE - n : -Reply.MATE + n;
            } else {
                lastInfo = Evaluation.centipawns(t.group(2)) + "/" + t.group(1);
                lastScore = cp;
            }
            return;
        }
        if (RESULT.matcher(text).matches()) claims.add(new Claim(plies, text));
        else if (text.startsWith("offer draw")) log.note(spec.name(), "draw offer ignored");
    }

    @Override public void gameOver(Game game, List<String> moves, String result) {
        if (process == null || process.exited()) return;
        for (EngineProcess.Line l : process.drain()) other(l.text().trim(), known);
        send("force");
        forceMode = true;
        send("result " + result);
        try {
            sync(); // collects a claim the engine makes as the game ends
        } catch (EngineFailure e) {
            log.note(spec.name(), "no pong after the result: " + e.getMessage());
        }
    }

    @Override public List<Claim> takeClaims() {
        if (process != null) for (EngineProcess.Line l : process.drain()) other(l.text().trim(), known);
        List<Claim> out = new ArrayList<>(claims);
        claims.clear();
        return out;
    }

}
