package castellan.variant.royal;

import castellan.game.Outcome;
import java.util.Locale;

/** Curtis's points in the result comment, White's first: {@code 1-0 {White wins by stalemate (0.7-0.25)}}. */
final class Points {
    private Points() {}

    static Outcome win(int winner, String how, double winnerPoints, double loserPoints) {
        double white = winner == 0 ? winnerPoints : loserPoints, black = winner == 0 ? loserPoints : winnerPoints;
        return Outcome.win(winner, (winner == 0 ? "White" : "Black") + " wins by " + how + " (" + fmt(white) + "-" + fmt(black) + ")");
    }

    /** A draw scores Black 0.5, White 0.4. */
    static Outcome draw(String how) {
        return Outcome.draw("Draw by " + how + " (0.4-0.5)");
    }

    private static String fmt(double x) {
        return x == Math.rint(x) ? String.valueOf((int) x) : String.format(Locale.ROOT, "%s", x);
    }
}
