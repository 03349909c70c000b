package castellan.rules;

import castellan.eval.Score;
import castellan.rules.Outcome.Termination;

/**
 * A game's end as one {@code int}, computed once per position by the rules
 * ({@link Ruleset#end}, {@link Ruleset#endWithoutMoves}) and read two ways: as the search's
 * {@link Score} ({@link #score}, at every node, allocating nothing) and as the game's
 * {@link Outcome} ({@link Ruleset#outcome(castellan.position.Position, int)}, whose text is made
 * on demand with Curtis's points or the Norochess scores). Fairy-Stockfish's
 * {@code Position::is_game_end(Value&, ply)} gives the search a value only; this code keeps the
 * reason too, so the game and the search cannot disagree about either.
 *
 * <pre>
 * bits 0-3   the termination's ordinal + 1 (0: the game goes on, {@link #NONE})
 * bits 4-5   the winner: 0 White, 1 Black, 2 a draw
 * bits 6-13  the margin the search scores a win by, 0 to {@link Score#MAX_MARGIN}
 *            (a checkmate the full margin; a Curtis win his points' difference; a Norochess
 *            win its score difference)
 * </pre>
 */
public final class GameEnd {
    private GameEnd() {}

    /** The game goes on. */
    public static final int NONE = 0;
    private static final int DRAWN = 2;
    private static final Termination[] TERMINATIONS = Termination.values();

    /** {@code winner} (0 White, 1 Black) has won this way, by {@code margin} (clamped to 0..{@link Score#MAX_MARGIN}). */
    public static int win(int winner, Termination how, int margin) {
        return pack(how, winner, Math.max(0, Math.min(Score.MAX_MARGIN, margin)));
    }

    /** {@code winner} has won this way by the full margin (a checkmate's). */
    public static int win(int winner, Termination how) {
        return pack(how, winner, Score.MAX_MARGIN);
    }

    /** A draw, this way. */
    public static int draw(Termination how) {
        return pack(how, DRAWN, 0);
    }

    private static int pack(Termination how, int winner, int margin) {
        return how.ordinal() + 1 | winner << 4 | margin << 6;
    }

    /** Is the game over? */
    public static boolean over(int code) { return code != NONE; }

    /** How it ended; the code must not be {@link #NONE}. */
    public static Termination termination(int code) { return TERMINATIONS[(code & 15) - 1]; }

    /** The winner, 0 White or 1 Black, or -1 for a draw; the code must not be {@link #NONE}. */
    public static int winner(int code) {
        int w = code >>> 4 & 3;
        return w == DRAWN ? -1 : w;
    }

    /** The margin of a win (0 for a draw). */
    public static int margin(int code) { return code >>> 6 & 0xFF; }

    /**
     * The search's score of the end for {@code sideToMove}, found at {@code ply}: a draw scores
     * {@link Score#DRAW}, a win or a loss its margin, sooner better ({@link Score#win}).
     */
    public static int score(int code, int sideToMove, int ply) {
        int w = code >>> 4 & 3;
        if (w == DRAWN) return Score.DRAW;
        int margin = code >>> 6 & 0xFF;
        return w == sideToMove ? Score.win(margin, ply) : Score.loss(margin, ply);
    }

    /** For messages and tests: {@code WHITE CHECKMATE 80}, {@code DRAW REPETITION}, {@code NONE}. */
    public static String toString(int code) {
        if (code == NONE) return "NONE";
        int w = winner(code);
        return (w < 0 ? "DRAW " + termination(code) : (w == 0 ? "WHITE " : "BLACK ") + termination(code) + " " + margin(code));
    }
}
