package castellan.web;

import java.util.List;

/** The JSON bodies the server accepts. A field left out is null: the board keeps what it has. */
final class Requests {
    private Requests() {}

    /**
     * A new game: a variant (default {@code normal}) at a FEN (default its start) with moves
     * played, or a PGN (its {@code Variant} and {@code FEN} tags); and the engine's settings.
     */
    record NewGame(String variant, String fen, List<String> moves, String pgn, String engine, Integer level,
                   Boolean analysis, Integer multiPv, Integer thinkMs) {}

    /** A move in Castellan's move text. */
    record Move(String move) {}

    /** The engine's settings. */
    record Settings(String engine, Integer level, Boolean analysis, Integer multiPv, Integer thinkMs) {}
}
