package castellan.variants.curtis;

import castellan.eval.Score;
import castellan.rules.Outcome.Termination;
import castellan.rules.GameEnd;
import castellan.rules.Outcome;

/**
 * Curtis's points for each way a game ends (royal.md, "How the game ends"), in hundredths,
 * White's first in the result text, and the margins the search scores his wins by.
 */
final class CurtisPoints {
    private CurtisPoints() {}

    /** Winner's and loser's points in hundredths per way of winning. */
    private static int[] points(Termination how) {
        return switch (how) {
            case CHECKMATE -> new int[] {100, 0};
            case BARE_KING -> new int[] {75, 20};
            case STALEMATE -> new int[] {70, 25};
            case PERPETUAL_CHECK -> new int[] {65, 30};
            default -> throw new IllegalArgumentException("Curtis has no win by " + how);
        };
    }

    /** The search's margin of a win ({@link Score#win}): the winner's points less the loser's, scaled to {@link Score#MAX_MARGIN}. */
    private static int margin(Termination how) {
        int[] pts = points(how);
        return (pts[0] - pts[1]) * Score.MAX_MARGIN / 100;
    }

    /** Per termination: the margin of a win that way (0 where Curtis has no such win). */
    private static final int[] MARGIN = new int[Termination.values().length];

    static {
        for (Termination t : new Termination[] {Termination.CHECKMATE, Termination.BARE_KING, Termination.STALEMATE,
                Termination.PERPETUAL_CHECK}) MARGIN[t.ordinal()] = margin(t);
    }

    /** A win by {@code winner} this way, as a {@link GameEnd} code with its margin. Allocates nothing. */
    static int win(int winner, Termination how) {
        return GameEnd.win(winner, how, MARGIN[how.ordinal()]);
    }

    /** The result of a game end in points: a win by its way of winning; a draw scores Black 0.5, White 0.4. */
    static Outcome outcome(int code) {
        Termination how = GameEnd.termination(code);
        int winner = GameEnd.winner(code);
        if (winner < 0) return Outcome.withPoints(-1, how, 40, 50);
        int[] pts = points(how);
        return Outcome.withPoints(winner, how, pts[winner], pts[1 - winner]);
    }
}
