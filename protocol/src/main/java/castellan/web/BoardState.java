package castellan.web;

import java.util.List;
import java.util.Map;

/**
 * Everything a page shows of a board, as JSON: the position (its FEN, whose placement the page
 * draws), the legal turns as clicks, what the variant's rules say about the position, the game so
 * far and the engine's settings. The page keeps no rule: what is legal, in check, huffable or
 * over comes from here.
 *
 * @param generation  counts the changes of this board: a page ignores a state older than its own
 * @param pieces      the variant's pieces by FEN letter (upper case): their names
 * @param turns       the legal turns and how to click them (none while the engine is to move)
 * @param huffable    Maidens: the squares of the pieces a huff may remove now (from the legal turns)
 * @param notes       the rules' own lines about the position (scores, huff rights, which King is royal)
 * @param countdown   Norochess: the move-limit countdown, else null
 * @param result      the result when the game is over ({@code 1-0}), else null
 * @param reason      its reason with Curtis's points or the Norochess score ({@code White wins 38-33})
 * @param moves       the turns played since the start FEN, with the FEN after each
 * @param engine      the side the engine plays: {@code white}, {@code black} or {@code none}
 * @param status      what the engine is doing: {@code idle}, {@code thinking}, {@code analysing}, {@code waiting} (for a free core)
 */
record BoardState(String id, long generation, String variant, int files, int ranks, Map<String, String> pieces,
                  String startFen, String fen, String sideToMove, boolean inCheck, String checkSquare,
                  List<String> lastMove, List<TurnClicks> turns, List<String> huffable, List<String> notes,
                  String countdown, String result, String reason, List<Played> moves, String engine, int level,
                  int thinkMs, boolean analysis, int multiPv, String status) {

    /** One turn of the game: its text and the FEN after it. */
    record Played(String text, String fen) {}
}
