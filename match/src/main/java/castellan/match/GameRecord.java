package castellan.match;

import castellan.notation.Pgn;
import castellan.rules.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A finished game of the match: who played it, from which opening, its moves with the engines'
 * comments, and how it ended: by the variant's rules ({@link Outcome}), or by a forfeit,
 * resignation, or the runner's length limit.
 */
public final class GameRecord {
    /** How a game ended. */
    public enum Ending {
        /** By the variant's rules: {@link #outcome} says how. */
        RULES("rules"),
        ILLEGAL_MOVE("illegal move"),
        CRASH("crash"),
        TIME_FORFEIT("time forfeit"),
        /** No move within the hang timeout of a game without a clock. */
        HANG("hang"),
        /** The engine broke its protocol (rejected a legal move, garbled its handshake). */
        PROTOCOL("protocol error"),
        RESIGNATION("resignation"),
        /** The safety limit on game length: a draw. */
        LENGTH_LIMIT("length limit"),
        /** Not played to an end (an engine could not be given a move): no result, not counted. */
        ABORTED("aborted");

        public final String label;

        Ending(String label) { this.label = label; }

        /** A loss for the side at fault? */
        public boolean isForfeit() {
            return this == ILLEGAL_MOVE || this == CRASH || this == TIME_FORFEIT || this == HANG || this == PROTOCOL;
        }
    }

    public final int round;
    public final Opening opening;
    public final GameSetup setup;
    public final String white, black;
    /** Is the match's first engine White in this game? */
    public final boolean firstIsWhite;
    final List<String> moves = new ArrayList<>();
    /** Per move: the engine's score and time ({@code +0.35/12 0.52s}), {@code book}, or null. */
    final List<String> comments = new ArrayList<>();
    /** Plies from the set-up position that belong to the opening. */
    public final int openingPlies;
    String result = "*";
    String reason = "";
    Ending ending = Ending.ABORTED;
    Outcome outcome;
    /** The side (0 White, 1 Black) whose engine failed and must be restarted, -1 for none. */
    int failedSide = -1;
    /** Engine claims that disagreed with the rules, as text. */
    final List<String> claimMismatches = new ArrayList<>();

    GameRecord(int round, Opening opening, GameSetup setup, String white, String black, boolean firstIsWhite) {
        this.round = round;
        this.opening = opening;
        this.setup = setup;
        this.white = white;
        this.black = black;
        this.firstIsWhite = firstIsWhite;
        this.openingPlies = opening.moves().size();
        for (String m : opening.moves()) {
            moves.add(m);
            comments.add("book");
        }
    }

    public List<String> moves() { return List.copyOf(moves); }
    public String result() { return result; }
    /** The reason as it stands in the PGN's result comment. */
    public String reason() { return reason; }
    public Ending ending() { return ending; }
    /** The rules' verdict, when the game ended by the rules. */
    public Outcome outcome() { return outcome; }
    public List<String> claimMismatches() { return List.copyOf(claimMismatches); }
    /** Plies played by the engines (opening excluded). */
    public int enginePlies() { return moves.size() - openingPlies; }

    /** Points of the match's first engine: 1, 0.5 or 0; NaN for an aborted game. */
    public double firstScore() {
        double white = Pgn.whitePoints(result);
        return firstIsWhite ? white : 1 - white;
    }

    /** How the game ended, for the table of endings: {@code checkmate}, {@code bare king}, {@code time forfeit}... */
    public String endingLabel() {
        if (ending == Ending.RULES && outcome != null)
            return outcome.termination().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return ending.label;
    }

    void end(String result, String reason, Ending ending) {
        this.result = result;
        this.reason = reason;
        this.ending = ending;
    }
}
