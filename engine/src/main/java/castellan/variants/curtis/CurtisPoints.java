package castellan.variants.curtis;

import castellan.rules.Outcome;
import castellan.rules.Outcome.Termination;

/** Curtis's points for each way a game ends, in hundredths, White's first in the result text. */
final class CurtisPoints {
    private CurtisPoints() {}

    /** Winner's and loser's points per way of winning (royal.md, "How the game ends"). */
    static Outcome win(int winner, Termination how) {
        int w, l;
        switch (how) {
            case CHECKMATE -> { w = 100; l = 0; }
            case BARE_KING -> { w = 75; l = 20; }
            case STALEMATE -> { w = 70; l = 25; }
            case PERPETUAL_CHECK -> { w = 65; l = 30; }
            default -> throw new IllegalArgumentException("Curtis has no win by " + how);
        }
        return Outcome.withPoints(winner, how, winner == 0 ? w : l, winner == 0 ? l : w);
    }

    /** A draw scores Black 0.5, White 0.4. */
    static Outcome draw(Termination how) {
        return Outcome.withPoints(-1, how, 40, 50);
    }
}
