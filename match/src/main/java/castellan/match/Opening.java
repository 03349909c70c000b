package castellan.match;

import java.util.List;

/**
 * One opening of a match: a start position (the variant's, or a FEN) and the moves played from
 * it, in Castellan's move text. Every opening is played twice, once with each engine as White.
 *
 * @param fen    the FEN to start from, null for the variant's start position
 * @param moves  the opening moves
 * @param source where it came from ({@code capablanca.txt:12}), for messages and the PGN
 */
public record Opening(String fen, List<String> moves, String source) {
    public Opening {
        moves = List.copyOf(moves);
    }

    /** The opening as its file writes it: the moves, or {@code fen FEN moves ...}. */
    @Override public String toString() {
        String m = String.join(" ", moves);
        if (fen == null) return m;
        return "fen " + fen + (moves.isEmpty() ? "" : " moves " + m);
    }
}
