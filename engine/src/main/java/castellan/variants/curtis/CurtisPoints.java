package castellan.variants.curtis;

import castellan.eval.Score;
import castellan.rules.Outcome.Termination;
import castellan.rules.Outcome;

/**
 * Curtis's points for each way a game ends (royal.md, "How the game ends"), in hundredths,
 * White's first in the result text, and the margins the search scores his wins by.
 */
final class CurtisPoints {
    private CurtisPoints() {}

    /** The search's margins ({@link Score#win}): the winner's points less the loser's, scaled to {@link Score#MAX_MARGIN}. */
    static final int CHECKMATE = margin(Termination.CHECKMATE), BARE_KING = margin(Termination.BARE_KING),
            STALEMATE = margin(Termination.STALEMATE), PERPETUAL_CHECK = margin(Termination.PERPETUAL_CHECK);

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

    private static int margin(Termination how) {
        int[] pts = points(how);
        return (pts[0] - pts[1]) * Score.MAX_MARGIN / 100;
    }

    static Outcome win(int winner, Termination how) {
        int[] pts = points(how);
        return Outcome.withPoints(winner, how, pts[winner], pts[1 - winner]);
    }

    /** A draw scores Black 0.5, White 0.4. */
    static Outcome draw(Termination how) {
        return Outcome.withPoints(-1, how, 40, 50);
    }
}
