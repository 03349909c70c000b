package castellan.xboard;

import castellan.search.Limits;
import castellan.session.Clock;

/**
 * XBoard's time controls ({@code level}, {@code st}, {@code sd}, {@code nps}) and clock readings
 * ({@code time}, {@code otim}), read from XBoard's text and turned into search {@link Limits}.
 * XBoard's moves-per-session control counts the moves since the game began, so the count comes
 * from the game (moves made by the side to move since the set-up), not from the FEN's move
 * number. A command with a value that is not a finite number in range is refused whole: no time
 * may be negative or above {@link #MAX_SECONDS}, a fixed time per move is at least a millisecond.
 */
final class TimeControl {
    /** The longest time XBoard may give, in seconds (about 115 days): anything longer is a mistake. */
    static final double MAX_SECONDS = 1e7;
    /** The most moves a session may have. */
    static final int MAX_MOVES_PER_SESSION = 100_000;

    /** XBoard's own default, {@code level 40 5 0}, until the GUI says otherwise. */
    private int movesPerSession = 40;
    private long baseMs = 5 * 60_000, incrementMs;
    /** {@code st}: a fixed time per move, 0 when the clock rules. */
    private long moveTimeMs;
    /** {@code sd}: 0 for no depth limit. */
    private int depth;
    /** {@code nps}: nodes per second of "time", 0 for the wall clock. */
    private long nodesPerSecond;
    /** The last {@code time} and {@code otim} readings, -1 before the first. */
    private long engineMs = -1, opponentMs = -1;

    /**
     * One of XBoard's clock commands: {@code level MPS BASE INC}, {@code st SECONDS}, {@code nps
     * NODES}, {@code time CS}, {@code otim CS}; IllegalArgumentException saying what the command
     * needs, and nothing changed.
     */
    void command(String cmd, String arg) {
        switch (cmd) {
            case "level" -> level(arg);
            case "st" -> fixedTime(Math.round(seconds(arg, 0.001, "st needs seconds from 0.001 to " + (long) MAX_SECONDS) * 1000));
            case "nps" -> nodesPerSecond(number(arg, "nps needs nodes per second"));
            case "time" -> engineClock(centiseconds(arg));
            case "otim" -> opponentClock(centiseconds(arg));
            default -> throw new IllegalArgumentException("not a clock command");
        }
    }

    /** {@code level MPS BASE INC}, BASE in minutes or min:sec. */
    private void level(String arg) {
        String need = "level needs MPS BASE INC (moves 0-" + MAX_MOVES_PER_SESSION + ", minutes or min:sec, seconds)";
        String[] a = arg.trim().split("\\s+");
        if (a.length != 3) throw new IllegalArgumentException(need);
        long mps = number(a[0], need);
        double base;
        try {
            base = minutesAndSeconds(a[1]) / 1000.0;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(need);
        }
        double inc = seconds(a[2], 0, need);
        if (mps > MAX_MOVES_PER_SESSION || base > MAX_SECONDS) throw new IllegalArgumentException(need);
        level((int) mps, Math.round(base * 1000), Math.round(inc * 1000));
    }

    /**
     * BASE of {@code level} in milliseconds: minutes, or min:sec; trailing characters are ignored
     * (spec, section 11); NumberFormatException when it does not start with a number.
     */
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

    /** Seconds from {@code min} to {@link #MAX_SECONDS}: not NaN, not infinite, not negative. */
    private static double seconds(String text, double min, String need) {
        double s;
        try {
            s = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(need);
        }
        if (!(s >= min && s <= MAX_SECONDS)) throw new IllegalArgumentException(need); // NaN fails both
        return s;
    }

    /** A whole number, at least 0. */
    private static long number(String text, String need) {
        try {
            long n = Long.parseLong(text.trim());
            if (n < 0) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(need);
        }
    }

    /** {@code time}/{@code otim}: centiseconds as milliseconds; a negative reading (a clock run over) is no time left. */
    private static long centiseconds(String text) {
        long cs;
        try {
            cs = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("centiseconds needed");
        }
        return Math.max(Long.MIN_VALUE / 20, Math.min(Long.MAX_VALUE / 20, cs)) * 10;
    }

    /** {@code sd}: a number of plies, at least 1 (the adapter cuts it to the deepest search). */
    static long plies(String text) {
        long d;
        try {
            d = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("sd needs a number of plies");
        }
        if (d < 1) throw new IllegalArgumentException("sd needs at least 1 ply");
        return d;
    }

    /** {@code level MPS BASE INC}: a session of MPS moves (0: the whole game), BASE minutes or min:sec, INC seconds. */
    void level(int mps, long baseMs, long incrementMs) {
        this.movesPerSession = mps;
        this.baseMs = baseMs;
        this.incrementMs = incrementMs;
        this.moveTimeMs = 0;
        engineMs = opponentMs = -1;
    }

    void fixedTime(long ms) { moveTimeMs = ms; }

    void depth(int plies) { depth = plies; }

    void nodesPerSecond(long nps) { nodesPerSecond = nps; }

    void engineClock(long ms) { engineMs = Clock.reading(ms); }

    void opponentClock(long ms) { opponentMs = Clock.reading(ms); }

    /**
     * Our move is made after {@code usedMs} on our clock, the {@code movesMade}-th since the game
     * began: our own reading of our clock, as XBoard's will be (less the time used, plus the
     * increment, plus the base again when a session of moves ends). A later {@code time} replaces
     * it; until then a search started before it comes (pondering) plans with this one rather than
     * with the reading from before the move.
     */
    void moveMade(long usedMs, int movesMade) {
        if (moveTimeMs > 0) return;
        long left = (engineMs >= 0 ? engineMs : baseMs) - Math.max(0, usedMs) + incrementMs;
        if (movesPerSession > 0 && movesMade % movesPerSession == 0) left += baseMs;
        engineMs = Clock.reading(left);
    }

    /** {@code new}: no depth limit, no node rate, clocks back to the control's start. */
    void newGame() {
        depth = 0;
        nodesPerSecond = 0;
        engineMs = opponentMs = -1;
    }

    int depth() { return depth; }

    /**
     * Limits for the engine playing {@code side}, which has made {@code movesMade} moves since the
     * game began.
     */
    Limits limits(int side, int movesMade) {
        Limits l = new Limits();
        l.depth = depth;
        if (moveTimeMs > 0) {
            l.moveTimeMs = moveTimeMs;
        } else {
            l.timeMs[side] = engineMs >= 0 ? engineMs : baseMs;
            l.timeMs[1 - side] = opponentMs >= 0 ? opponentMs : baseMs;
            l.incrementMs[0] = l.incrementMs[1] = incrementMs;
            l.movesToGo = movesPerSession > 0 ? movesPerSession - movesMade % movesPerSession : 0;
        }
        if (nodesPerSecond > 0) {
            // Time is counted in nodes: a simple share of the clock, turned into a node budget.
            long budgetMs = moveTimeMs > 0 ? moveTimeMs
                    : l.timeMs[side] / Math.max(2, l.movesToGo > 0 ? l.movesToGo : 30) + incrementMs * 3 / 4;
            Limits n = new Limits();
            n.depth = depth;
            n.nodes = Math.max(1, budgetMs * nodesPerSecond / 1000);
            return n;
        }
        return l;
    }
}
