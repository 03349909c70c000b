package castellan.move;

import castellan.board.Geometry;
import castellan.movegen.MoveGenerator;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * Move text, in one place: long algebraic as in UCI ({@code e2e4}, {@code e7e8q},
 * {@code f1i1} for castling), extended by the variants' compound forms.
 */
public final class MoveText {
    private MoveText() {}

    public static String format(Variant v, int move) {
        if (move == Move.NONE) return "0000";
        Geometry g = v.geometry;
        int from = Move.from(move), to = Move.to(move), promo = Move.promotion(move);
        StringBuilder sb = new StringBuilder(8);
        if (Move.kind(move) == Move.HUFF) return "@" + g.name(from);
        sb.append(g.name(from)).append(g.name(to));
        if (promo != 0 && !v.rules.promotionLetterImplied(v.types[promo]))
            sb.append(Character.toLowerCase(v.types[promo].letter));
        return sb.toString();
    }

    /** The text with the promotion letter always written; accepted on input too ({@code i9h10p}). */
    private static String withLetter(Variant v, int move) {
        int promo = Move.promotion(move);
        String text = format(v, move);
        if (promo == 0 || !v.rules.promotionLetterImplied(v.types[promo])) return text;
        return text + Character.toLowerCase(v.types[promo].letter);
    }

    /**
     * The legal move with this text in the position, or throws IllegalArgumentException saying
     * why it is not one (unparsable, or not legal here).
     */
    public static int parse(Position p, MoveGenerator gen, String text) {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("empty move");
        String t = text.trim();
        Variant v = p.variant;
        MoveList list = new MoveList();
        gen.generateLegal(p, list);
        for (int i = 0; i < list.size; i++) {
            if (format(v, list.moves[i]).equalsIgnoreCase(t) || withLetter(v, list.moves[i]).equalsIgnoreCase(t))
                return list.moves[i];
        }
        if (!wellFormed(v.geometry, t))
            throw new IllegalArgumentException("cannot parse move '" + t + "'");
        throw new IllegalArgumentException("illegal move '" + t + "' in " + p);
    }

    private static boolean wellFormed(Geometry g, String t) {
        int i = 0;
        int[] squares = new int[2];
        for (int k = 0; k < 2; k++) {
            int start = i;
            if (i >= t.length() || !Character.isLetter(t.charAt(i))) return false;
            i++;
            while (i < t.length() && Character.isDigit(t.charAt(i))) i++;
            squares[k] = g.parseSquare(t, start, i);
            if (squares[k] < 0) return false;
        }
        return i == t.length() || (i + 1 == t.length() && Character.isLetter(t.charAt(i)));
    }
}
