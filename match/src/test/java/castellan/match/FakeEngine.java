package castellan.match;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fake engine for the runner's tests, run as a separate process: it speaks UCI or XBoard and
 * plays random legal moves (seeded), until its N-th move, where it misbehaves as told:
 * {@code illegal} (a well-formed illegal move), {@code garbage}, {@code crash} (exit 3),
 * {@code sleep} (a minute before answering), {@code none} ({@code bestmove (none)}),
 * {@code claim} (XBoard: announces {@code 1-0} after its move), {@code resign} (XBoard),
 * {@code reject} (XBoard: answers the opponent's move with {@code Illegal move}); {@code speed} (UCI:
 * reports a search of 5000 nodes in 50 ms before every move), {@code dawdle} (UCI: takes 1.2 s for
 * every move but reports only 10 nodes). UCI {@code go perft 1} is answered with the number of
 * legal turns; it offers the option {@code nodestime}, as Stockfish does.
 *
 * <p>Two UCI modes play the same game whatever the process played before (a shard starts fresh
 * engines where an unsharded run goes on with its own): {@code hashed} picks its move, or an
 * illegal one about one move in six, by a hash of the {@code position} line and the seed; and
 * {@code optimum=A,B}, the synthetic objective of the SPSA tests, offers the spin options
 * {@code Alpha} and {@code Beta} (0-100) and plays hashed legal moves until its own move number
 * {@code 1 + floor(4 ln(1 + 200 / (1 + d)))} of the game, where it plays an illegal one: d is
 * {@code |Alpha - A| + |Beta - B|}, so the engine nearer the hidden optimum (A, B) outlives the
 * other and wins (White loses a tie).
 *
 * <p>Its XBoard move translation is written here from the protocol notes, independently of
 * {@link castellan.notation.XBoardText}: ranks 0-9 on 10-rank boards (in moves and in the FEN's
 * en-passant field), huff turns as {@code FROM X,X TO}, in-place promotions as {@code S X,X S q}.
 *
 * <p>Arguments: {@code uci|xboard [MODE [N [SEED]]]}; MODE {@code random} never misbehaves.
 */
public final class FakeEngine {
    private static final Pattern SQUARE = Pattern.compile("([a-j])(\\d+)");

    private final boolean xboard;
    private final String mode;
    private final int at;
    private final Random random;
    private final PrintStream out = System.out;
    private Ruleset rules = Variants.get("normal");
    private Game game = new Game(rules);
    private int moves;
    private int received;
    /** The seed, for the hashed modes. */
    private final long seed;
    /** The hashed modes: the last {@code position} line, and this engine's moves in the current game. */
    private String position = "";
    private int gameMoves;
    /** The optimum mode: the hidden optimum and the option values set. */
    private final long[] optimum;
    private final long[] values = {50, 50};
    private boolean force, playsWhite;

    private FakeEngine(String[] args) {
        xboard = args[0].equals("xboard");
        mode = args.length > 1 ? args[1] : "random";
        at = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        random = new Random(seed);
        optimum = mode.startsWith("optimum=")
                ? Arrays.stream(mode.substring("optimum=".length()).split(",")).mapToLong(Long::parseLong).toArray() : null;
    }

    public static void main(String[] args) throws Exception {
        new FakeEngine(args).run();
    }

    private void run() throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            String[] t = line.trim().split("\\s+");
            if (t[0].equals("quit")) return;
            if (xboard) xboard(line.trim(), t);
            else uci(line.trim(), t);
            out.flush();
        }
    }

    // ---------------------------------------------------------------- UCI

    private void uci(String line, String[] t) throws Exception {
        switch (t[0]) {
            case "uci" -> {
                out.println("id name fake");
                out.println("option name UCI_Variant type combo default normal var " + String.join(" var ", ids()));
                out.println("option name Hash type spin default 1 min 1 max 16");
                out.println("option name nodestime type spin default 0 min 0 max 10000");
                if (optimum != null) {
                    out.println("option name Alpha type spin default 50 min 0 max 100");
                    out.println("option name Beta type spin default 50 min 0 max 100");
                }
                out.println("uciok");
            }
            case "isready" -> out.println("readyok");
            case "ucinewgame" -> gameMoves = 0;
            case "setoption" -> {
                if (line.startsWith("setoption name UCI_Variant value ")) setVariant(t[t.length - 1]);
                if (line.startsWith("setoption name Alpha value ")) values[0] = Long.parseLong(t[t.length - 1]);
                if (line.startsWith("setoption name Beta value ")) values[1] = Long.parseLong(t[t.length - 1]);
            }
            case "position" -> {
                position = line;
                int m = Arrays.asList(t).indexOf("moves");
                int end = m < 0 ? t.length : m;
                game = t[1].equals("startpos") ? new Game(rules) : new Game(rules, String.join(" ", Arrays.copyOfRange(t, 2, end)));
                if (m >= 0) for (int i = m + 1; i < t.length; i++) game.play(t[i]);
            }
            case "go" -> {
                if (t.length == 3 && t[1].equals("perft")) { // the legal turns: the perft count at depth 1
                    out.println("Nodes searched: " + (t[2].equals("1") ? game.legalTurns().size() : -1));
                    return;
                }
                // 'speed': reports 5000 nodes in 50 ms (100,000 nodes per second) at depth 3 before moving.
                if (mode.equals("speed")) out.println("info depth 3 score cp 0 nodes 5000 time 50 pv a2a3");
                if (mode.equals("dawdle")) {
                    Thread.sleep(1200);
                    out.println("info depth 1 score cp 0 nodes 10 time 1200");
                }
                String move = mode.equals("hashed") || optimum != null ? hashed() : think();
                if (move != null) out.println("bestmove " + move);
            }
            default -> {}
        }
    }

    // ---------------------------------------------------------------- XBoard

    private void xboard(String line, String[] t) throws Exception {
        switch (t[0]) {
            case "protover" -> out.println("feature myname=\"fake\" usermove=1 setboard=1 ping=1 variants=\""
                    + String.join(",", ids()) + "\" done=1");
            case "new" -> {
                setVariant("normal");
                force = false;
                playsWhite = false;
            }
            case "variant" -> setVariant(t[1]);
            case "force" -> force = true;
            case "setboard" -> game = new Game(rules, fromWireFen(line.substring("setboard".length()).trim()));
            case "ping" -> out.println("pong " + t[1]);
            case "go" -> {
                force = false;
                playsWhite = game.position().sideToMove() == 0;
                xboardMove();
            }
            case "usermove" -> {
                received++;
                if (mode.equals("reject") && !force && received >= at) {
                    out.println("Illegal move: " + t[1]);
                    return;
                }
                game.play(fromWire(t[1]));
                if (!force && (game.position().sideToMove() == 0) == playsWhite) xboardMove();
            }
            default -> {}
        }
    }

    private void xboardMove() throws Exception {
        if (mode.equals("resign") && moves + 1 >= at) {
            out.println("resign");
            return;
        }
        String move = think();
        if (move == null) return;
        out.println("move " + move);
        if (mode.equals("claim") && moves >= at) out.println("1-0 {fake claim}");
    }

    // ---------------------------------------------------------------- moves

    /** A random legal move on the wire, or a misbehaviour; null when nothing is to be printed. */
    private String think() throws Exception {
        moves++;
        if (moves >= at) {
            switch (mode) {
                case "illegal" -> { return "a1a1"; }
                case "garbage" -> { return "xyzzy"; }
                case "none" -> { return "(none)"; }
                case "crash" -> System.exit(3);
                case "sleep" -> Thread.sleep(60_000);
                default -> {}
            }
        }
        TurnList turns = game.legalTurns();
        long turn = turns.get(random.nextInt(turns.size()));
        String ours = game.format(turn);
        String wire = xboard ? toWire(ours) : ours;
        game.play(turn);
        return wire;
    }

    /** The hashed modes' move: a function of the seed, the position line and the move number in the game. */
    private String hashed() {
        gameMoves++;
        long h = new SplittableRandom(seed * 1_000_003 + position.hashCode()).nextLong();
        if (optimum != null) {
            long d = Math.abs(values[0] - optimum[0]) + Math.abs(values[1] - optimum[1]);
            if (gameMoves >= 1 + (int) Math.floor(4 * Math.log(1 + 200.0 / (1 + d)))) return "a1a1";
        } else if (Math.floorMod(h >>> 40, 6) == 0) {
            return "a1a1";
        }
        TurnList turns = game.legalTurns();
        return game.format(turns.get((int) Math.floorMod(h, (long) turns.size())));
    }

    private String toWire(String ours) {
        String w = ours;
        if (w.startsWith("@")) { // @X,FT -> FX,XT
            String[] p = w.substring(1).split(",");
            List<String> sq = squares(p[1]);
            w = sq.get(0) + p[0] + "," + p[0] + p[1].substring(sq.get(0).length());
        } else {
            List<String> sq = squares(w);
            if (sq.size() == 2 && sq.get(0).equals(sq.get(1))) { // in-place promotion: S X,X S q
                String x = emptySquare();
                w = sq.get(0) + x + "," + x + w.substring(sq.get(0).length());
            }
        }
        return game.variant.geometry.ranks == 10 ? shift(w, -1) : w;
    }

    private String fromWire(String wire) {
        String w = game.variant.geometry.ranks == 10 ? shift(wire, 1) : wire;
        int comma = w.indexOf(',');
        if (comma < 0) return w;
        List<String> a = squares(w.substring(0, comma)), b = squares(w.substring(comma + 1));
        String promo = w.substring(w.lastIndexOf(b.get(1)) + b.get(1).length());
        if (a.get(0).equals(b.get(1))) return a.get(0) + a.get(0) + promo;
        return "@" + a.get(1) + "," + a.get(0) + b.get(1) + promo;
    }

    /** XBoard's FEN as ours: only the en-passant field's ranks differ (0-9 on 10-rank boards). */
    private String fromWireFen(String fen) {
        String[] f = fen.split(" ");
        if (f.length > 3 && game.variant.geometry.ranks == 10) f[3] = shift(f[3], 1);
        return String.join(" ", f);
    }

    private String emptySquare() {
        for (int sq = 0; ; sq++) if (game.position().pieceAt(sq) == 0) return game.variant.geometry.name(sq);
    }

    private static List<String> squares(String s) {
        List<String> out = new ArrayList<>();
        Matcher m = SQUARE.matcher(s);
        while (m.find()) out.add(m.group());
        return out;
    }

    private static String shift(String s, int delta) {
        Matcher m = SQUARE.matcher(s);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, m.group(1) + (Integer.parseInt(m.group(2)) + delta));
        m.appendTail(sb);
        return sb.toString();
    }

    private void setVariant(String id) {
        rules = Variants.get(id);
        game = new Game(rules);
    }

    private static List<String> ids() {
        List<String> ids = new ArrayList<>();
        Variants.ids().forEach(ids::add);
        return ids;
    }
}
