package castellan.match;

import java.util.Locale;

/**
 * How long an engine may think: a clock ({@code 10+0.1}: 10 seconds plus 0.1 per move;
 * {@code 40/60}: 60 seconds for every 40 moves; {@code 1:30+1}), or, for quick tests, a fixed
 * depth, node count or time per move. With no clock the runner still gives up on an engine that
 * has not answered after {@link #hangMs} (a hang is a forfeit).
 *
 * <p>A clock may be counted in nodes ({@link #nodesPerMs}, the UCI option {@code nodestime} of
 * Stockfish and Fairy-Stockfish): the engine turns its clock into a node budget, N nodes for each
 * millisecond, and the runner charges each move with the nodes the engine reports instead of the
 * wall time (see {@link Clock}), so the result does not depend on the machine's load.
 *
 * @param movesPerPeriod moves per period ({@code 40/...}), 0 when the base covers the whole game
 * @param baseMs         time per period in milliseconds, 0 when there is no clock
 * @param incrementMs    time added after each move
 * @param moveTimeMs     fixed time per move (UCI {@code go movetime}, XBoard {@code st}), 0 if none
 * @param depth          fixed depth in plies, 0 if none
 * @param nodes          fixed nodes, 0 if none (UCI only)
 * @param hangMs         without a clock, or with one counted in nodes: how long to wait (beyond the clock) for a
 *                       move before calling it a hang
 * @param nodesPerMs     a clock counted in nodes: nodes per millisecond (UCI {@code nodestime}); 0 for the wall clock
 */
public record TimeControl(int movesPerPeriod, long baseMs, long incrementMs, long moveTimeMs, int depth, long nodes,
                          long hangMs, long nodesPerMs) {

    /** The default wait for a move without a clock: a minute. */
    public static final long DEFAULT_HANG_MS = 60_000;

    public boolean hasClock() { return baseMs > 0; }

    /** Is the clock counted in nodes ({@code nodestime})? */
    public boolean countsNodes() { return nodesPerMs > 0; }

    /** This clock counted at {@code n} nodes per millisecond, waiting {@code hangMs} beyond it for a move. */
    public TimeControl inNodes(long n, long hangMs) {
        if (!hasClock()) throw new IllegalArgumentException("nodestime needs a clock (tc=), not " + this);
        if (n <= 0) throw new IllegalArgumentException("nodestime must be positive, got " + n);
        return new TimeControl(movesPerPeriod, baseMs, incrementMs, moveTimeMs, depth, nodes, hangMs, n);
    }

    /** A clock, {@code [moves/]base[+inc]} with times in seconds or {@code m:ss}; IllegalArgumentException if malformed. */
    public static TimeControl parse(String text) {
        String t = text.trim();
        int moves = 0;
        int slash = t.indexOf('/');
        try {
            if (slash >= 0) {
                moves = Integer.parseInt(t.substring(0, slash));
                if (moves <= 0) throw new IllegalArgumentException("moves per period must be positive in '" + text + "'");
                t = t.substring(slash + 1);
            }
            int plus = t.indexOf('+');
            long base = seconds(plus < 0 ? t : t.substring(0, plus));
            long inc = plus < 0 ? 0 : seconds(t.substring(plus + 1));
            if (base <= 0) throw new IllegalArgumentException("the base time must be positive in '" + text + "'");
            return new TimeControl(moves, base, inc, 0, 0, 0, DEFAULT_HANG_MS, 0);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("time control '" + text + "': expected [moves/]seconds[+increment], e.g. 10+0.1 or 40/60");
        }
    }

    /** Fixed limits per move without a clock. */
    public static TimeControl fixed(int depth, long nodes, long moveTimeMs, long hangMs) {
        if (depth <= 0 && nodes <= 0 && moveTimeMs <= 0) throw new IllegalArgumentException("give --tc, --depth, --nodes or --movetime");
        return new TimeControl(0, 0, 0, moveTimeMs, depth, nodes, hangMs, 0);
    }

    /** Seconds ({@code 0.1}, {@code 10}) or {@code m:ss[.s]}, as milliseconds. */
    private static long seconds(String s) {
        s = s.trim();
        int colon = s.indexOf(':');
        double sec = colon < 0 ? Double.parseDouble(s)
                : Integer.parseInt(s.substring(0, colon)) * 60.0 + Double.parseDouble(s.substring(colon + 1));
        if (sec < 0 || Double.isNaN(sec) || Double.isInfinite(sec)) throw new NumberFormatException(s);
        return Math.round(sec * 1000);
    }

    /** As it is written in a PGN {@code TimeControl} tag ({@code 10+0.1}, {@code 40/60}, {@code -}). */
    public String pgnTag() {
        if (!hasClock()) return moveTimeMs > 0 ? "" + sec(moveTimeMs) : "-";
        String s = (movesPerPeriod > 0 ? movesPerPeriod + "/" : "") + sec(baseMs);
        return incrementMs > 0 ? s + "+" + sec(incrementMs) : s;
    }

    @Override public String toString() {
        if (hasClock()) return pgnTag() + (countsNodes() ? " at " + nodesPerMs + " nodes/ms" : "");
        StringBuilder sb = new StringBuilder();
        if (depth > 0) sb.append("depth ").append(depth).append(' ');
        if (nodes > 0) sb.append("nodes ").append(nodes).append(' ');
        if (moveTimeMs > 0) sb.append("movetime ").append(sec(moveTimeMs)).append("s ");
        return sb.toString().trim();
    }

    static String sec(long ms) {
        String s = String.format(Locale.ROOT, "%.3f", ms / 1000.0);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
