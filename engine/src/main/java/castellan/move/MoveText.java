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
        if (promo != 0) sb.append(Character.toLowerCase(v.types[promo].letter));
        return sb.toString();
    }

    /** A whole turn: the move, or a huff and the move joined by a comma ({@code @d5,g1f3}). */
    public static String formatTurn(Variant v, long turn) {
        int first = Turn.first(turn);
        String move = format(v, Turn.move(turn));
        return first == Move.NONE ? move : format(v, first) + "," + move;
    }

    /**
     * The legal turn with this text: a move ({@code g1f3}) or a huff and a move ({@code @d5,g1f3}).
     * IllegalArgumentException saying why otherwise; the position is unchanged either way.
     */
    public static long parseTurn(Position p, MoveGenerator gen, String text) {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("empty move");
        String t = text.trim();
        int comma = t.indexOf(',');
        if (comma < 0) {
            int move = parse(p, gen, t);
            if (Turn.keepsSide(move))
                throw new IllegalArgumentException("'" + t + "' must be followed by a move in the same turn: '" + t + ",<move>'");
            return Turn.of(move);
        }
        String firstText = t.substring(0, comma).trim(), moveText = t.substring(comma + 1).trim();
        int first;
        try {
            first = parse(p, gen, firstText);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + firstText + "' is not a legal huff in " + p, e);
        }
        if (!Turn.keepsSide(first))
            throw new IllegalArgumentException("'" + firstText + "' is a move, not a huff: only '@<square>,<move>' joins two parts");
        p.make(first);
        try {
            int move = parse(p, gen, moveText);
            if (Turn.keepsSide(move)) throw new IllegalArgumentException("only one huff per turn: '" + t + "'");
            return Turn.of(first, move);
        } finally {
            p.unmake();
        }
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
            if (format(v, list.moves[i]).equalsIgnoreCase(t)) return list.moves[i];
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
