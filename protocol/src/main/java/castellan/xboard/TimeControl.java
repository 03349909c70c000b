package castellan.xboard;

import castellan.search.Limits;
import castellan.session.Clock;

/**
 * XBoard's time controls ({@code level}, {@code st}, {@code sd}, {@code nps}) and clock readings
 * ({@code time}, {@code otim}), turned into search {@link Limits}. XBoard's moves-per-session
 * control counts the moves since the game began, so the count comes from the game (moves made
 * by the side to move since the set-up), not from the FEN's move number.
 */
final class TimeControl {
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
