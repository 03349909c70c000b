package castellan.game;

/**
 * How a game ended: the result in XBoard's form and the reason, e.g.
 * {@code 1-0 {White mates}}. {@code winner} is 0 (White), 1 (Black) or -1 (draw).
 */
public record Outcome(int winner, String reason) {
    public static Outcome win(int color, String reason) { return new Outcome(color, reason); }
    public static Outcome draw(String reason) { return new Outcome(-1, reason); }

    public String score() {
        return winner == 0 ? "1-0" : winner == 1 ? "0-1" : "1/2-1/2";
    }

    /** The result line as XBoard and PGN write it. */
    @Override public String toString() { return score() + " {" + reason + "}"; }
}
