package castellan.web;

import castellan.position.Position;

/**
 * The Norochess move limit as the page shows it: how many moves until the scores can decide
 * (after Black's move 48, if they differ) and until the game ends (after Black's move 60). The
 * numbers are the rules file's (norochess.md, "How the game ends"); the game's end itself is
 * judged by the engine's rules, this only counts down to it.
 */
final class Countdown {
    static final int FIRST_DECISIVE_MOVE = 48, LAST_MOVE = 60;

    private Countdown() {}

    /** The countdown for a Norochess position, null for every other variant. */
    static String of(String variant, Position p) {
        if (!variant.equals("norochess")) return null;
        int move = p.fullmoveNumber();
        int done = move - 1; // whole moves played: Black's move n ends move n, and the number then becomes n + 1
        if (done < FIRST_DECISIVE_MOVE)
            return "move " + move + " of " + LAST_MOVE + ": differing scores decide after move " + FIRST_DECISIVE_MOVE
                    + " (" + (FIRST_DECISIVE_MOVE - done) + " to go)";
        return "move " + move + " of " + LAST_MOVE + ": differing scores decide now; the game ends after move " + LAST_MOVE
                + " (" + (LAST_MOVE - done) + " to go)";
    }
}
