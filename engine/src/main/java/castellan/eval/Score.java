package castellan.eval;

/**
 * The score scale shared by evaluation, rules and search: centipawns from the side to move's
 * point of view, and above {@link #WIN} the games that are decided.
 *
 * <p>A decided game scores {@code WIN + margin * MAX_PLY + (MAX_PLY - 1 - ply)}: first by its
 * margin (a checkmate has the full {@link #MAX_MARGIN}; a Curtis stalemate win less, by his
 * points; a Norochess win its score difference), then the sooner the better. Every decided
 * score has the form {@code constant - ply}, so the transposition table stores it relative to
 * the node ({@link #toTable}, {@link #fromTable}) as it does mates.
 */
public final class Score {
    private Score() {}

    /** Deepest ply the search reaches; plies beyond it are not scored apart. */
    public static final int MAX_PLY = 128;
    /** The largest margin a decided game is told apart by (a checkmate). */
    public static final int MAX_MARGIN = 80;
    public static final int DRAW = 0;
    /** Lower bound of decided wins; no evaluation reaches it. */
    public static final int WIN = 20_000;
    /** Above every score: a checkmate at ply 0. */
    public static final int INFINITE = WIN + (MAX_MARGIN + 1) * MAX_PLY;
    /** Not a score: "the game goes on". */
    public static final int NONE = Integer.MIN_VALUE;

    /** The side to move has won with this margin (clamped to 0..{@link #MAX_MARGIN}), found at this ply. */
    public static int win(int margin, int ply) {
        int m = Math.max(0, Math.min(MAX_MARGIN, margin));
        return WIN + m * MAX_PLY + (MAX_PLY - 1 - Math.min(ply, MAX_PLY - 1));
    }

    /** The side to move has lost with this margin at this ply. */
    public static int loss(int margin, int ply) { return -win(margin, ply); }

    /** The side to move is checkmated at this ply (the full margin). */
    public static int mated(int ply) { return loss(MAX_MARGIN, ply); }

    /** The side to move mates at this ply. */
    public static int mates(int ply) { return win(MAX_MARGIN, ply); }

    /** Is this score a decided game (a win or a loss) rather than an evaluation? */
    public static boolean isDecided(int score) { return score >= WIN || score <= -WIN; }

    /** Plies to the decision, from the node where the score was found, for a decided score. */
    public static int pliesToEnd(int score) {
        return MAX_PLY - 1 - (Math.abs(score) - WIN) % MAX_PLY;
    }

    /** A decided score made relative to the node at {@code ply}, for the transposition table. */
    public static int toTable(int score, int ply) {
        return score >= WIN ? score + ply : score <= -WIN ? score - ply : score;
    }

    /** The inverse of {@link #toTable} at the probing node's {@code ply}. */
    public static int fromTable(int score, int ply) {
        return score >= WIN ? score - ply : score <= -WIN ? score + ply : score;
    }
}
