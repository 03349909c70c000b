package castellan.match;

import castellan.game.Game;
import java.util.List;
import java.util.Map;

/**
 * A player of the match: an engine process behind its protocol. The runner drives it through
 * these calls only; the protocol classes ({@link UciEngine}, {@link XBoardEngine}) translate
 * them to their wire forms and translate moves both ways.
 */
public interface Engine extends AutoCloseable {
    /** The engine's name in the match (from its description). */
    String name();

    /** Starts the process and shakes hands; {@link EngineFailure.Kind#UNSUPPORTED} if it does not play the variant. */
    void start(String variant) throws EngineFailure;

    /**
     * Sets engine options between games (SPSA's values for a pair): UCI {@code setoption},
     * XBoard {@code option NAME=VALUE}; {@link EngineFailure.Kind#UNSUPPORTED} for an option
     * the engine does not have, where its protocol says.
     */
    void setOptions(Map<String, String> options) throws EngineFailure;

    /**
     * Prepares a new game in which the engine plays {@code side} (0 White, 1 Black) under that
     * side's time control; the engine does not think yet.
     */
    void newGame(GameSetup setup, int side) throws EngineFailure;

    /**
     * Asks for a move in the game's current position, reached by {@code moves} (our move text,
     * from the set-up position, opening included). Waits until {@code deadlineNanos}
     * ({@link System#nanoTime} scale), then gives up with {@link EngineFailure.Kind#TIMEOUT}.
     *
     * @param game  the game, for translating the engine's move (left unchanged)
     * @param clock both sides' clocks: the readings the engine is given (ignored without a clock)
     */
    Reply think(Game game, List<String> moves, Clock clock, long deadlineNanos) throws EngineFailure;

    /** The game is over (it may have ended on the other engine's move): tell the engine, if its protocol can. */
    void gameOver(Game game, List<String> moves, String result);

    /** Results the engine announced since the last call (XBoard {@code 1-0 {...}}), with the number of moves played then. */
    List<Claim> takeClaims();

    /** A result the engine announced on its own. */
    record Claim(int plies, String text) {}

    /** Is the process still running? */
    boolean alive();

    /** Quits the engine (politely, then by force). */
    @Override void close();
}
