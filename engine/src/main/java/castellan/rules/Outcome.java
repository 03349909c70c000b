package castellan.rules;

import java.util.Locale;

/**
 * How a game ended, as numbers: the winner, the way it ended, each side's points (hundredths of
 * a game point: Curtis's 0.7-0.25 stalemate win is 70-25, an orthodox draw 50-50) and, where
 * the variant keeps one, each side's game score (Norochess captures). The text of the result,
 * in XBoard's and PGN's form ({@code 1-0 {White mates}}), is made on demand from these.
 *
 * @param winner      0 White, 1 Black, -1 a draw
 * @param termination how the game ended
 * @param style       how the variant words its results
 * @param side        the side the termination concerns: the one that cannot move, or that lost all its pieces
 */
public record Outcome(int winner, Termination termination, Style style, int whitePoints, int blackPoints,
                      int whiteScore, int blackScore, int side) {

    /** The ways a game ends. */
    public enum Termination {
        CHECKMATE, STALEMATE, BARE_KING, PERPETUAL_CHECK, REPETITION, FIFTY_MOVES, INSUFFICIENT_MATERIAL,
        /** A side has no legal move where that is not mate or stalemate (Norochess: decided by score). */
        NO_MOVES,
        ALL_PIECES_LOST,
        MOVE_LIMIT
    }

    /** The wording of a variant's results. */
    public enum Style {
        /** {@code White mates}, {@code Stalemate}, {@code White wins by stalemate}, {@code 50-move rule} ... */
        ORTHODOX,
        /** Curtis: {@code White wins by stalemate (0.7-0.25)}, {@code Draw by repetition (0.4-0.5)}. */
        MATCH_POINTS,
        /** Norochess: {@code White wins 38-33}, the winner's score first; {@code Draw 7-7}. */
        GAME_SCORE
    }

    /** An orthodox result: a win is worth a point, a draw half a point each. */
    public static Outcome orthodox(int winner, Termination how) {
        return new Outcome(winner, how, Style.ORTHODOX, points(winner, 0), points(winner, 1), 0, 0, -1);
    }

    /** A result scored in match points, hundredths of a point each side (Curtis). */
    public static Outcome withPoints(int winner, Termination how, int whitePoints, int blackPoints) {
        return new Outcome(winner, how, Style.MATCH_POINTS, whitePoints, blackPoints, 0, 0, -1);
    }

    /** A result decided by the game scores (Norochess); {@code side} as for {@link #side}. */
    public static Outcome byScore(int winner, Termination how, int side, int whiteScore, int blackScore) {
        return new Outcome(winner, how, Style.GAME_SCORE, points(winner, 0), points(winner, 1), whiteScore, blackScore, side);
    }

    private static int points(int winner, int color) {
        return winner < 0 ? 50 : winner == color ? 100 : 0;
    }

    public boolean isDraw() { return winner < 0; }

    /** {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String result() {
        return winner == 0 ? "1-0" : winner == 1 ? "0-1" : "1/2-1/2";
    }

    /** The reason, as it stands between the braces. */
    public String reason() {
        return switch (style) {
            case ORTHODOX -> orthodoxReason();
            case MATCH_POINTS -> (winner < 0 ? "Draw by " : name(winner) + " wins by ") + pointsReason()
                    + " (" + decimal(whitePoints) + "-" + decimal(blackPoints) + ")";
            case GAME_SCORE -> scoreReason();
        };
    }

    private String orthodoxReason() {
        return switch (termination) {
            case CHECKMATE -> name(winner) + " mates";
            case STALEMATE -> winner < 0 ? "Stalemate" : name(winner) + " wins by stalemate";
            case FIFTY_MOVES -> "50-move rule";
            case REPETITION -> "Threefold repetition";
            case INSUFFICIENT_MATERIAL -> "Insufficient material";
            default -> termination.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        };
    }

    private String pointsReason() {
        return switch (termination) {
            case CHECKMATE -> "checkmate";
            case BARE_KING -> "bare king";
            case STALEMATE -> "stalemate";
            case PERPETUAL_CHECK -> "perpetual check";
            case INSUFFICIENT_MATERIAL -> "K v K";
            case REPETITION -> "repetition";
            case FIFTY_MOVES -> "50 moves without capture";
            default -> termination.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        };
    }

    private String scoreReason() {
        String why = switch (termination) {
            case ALL_PIECES_LOST -> ", " + name(side) + " has lost all its pieces";
            case NO_MOVES -> ", " + name(side) + " cannot move";
            default -> "";
        };
        if (winner < 0) return "Draw " + whiteScore + "-" + blackScore + why;
        int mine = winner == 0 ? whiteScore : blackScore, theirs = winner == 0 ? blackScore : whiteScore;
        return name(winner) + " wins " + mine + "-" + theirs + why;
    }

    private static String name(int color) { return color == 0 ? "White" : "Black"; }

    /** Hundredths as the shortest decimal: 100 is {@code 1}, 70 {@code 0.7}, 25 {@code 0.25}. */
    private static String decimal(int hundredths) {
        if (hundredths % 100 == 0) return String.valueOf(hundredths / 100);
        String s = String.format(Locale.ROOT, "%d.%02d", hundredths / 100, hundredths % 100);
        return s.endsWith("0") ? s.substring(0, s.length() - 1) : s;
    }

    /** The result line as XBoard and PGN write it: {@code 1-0 {White mates}}. */
    @Override public String toString() { return result() + " {" + reason() + "}"; }
}
