package castellan.notation;

import castellan.board.Geometry;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.Turn;
import castellan.movegen.MoveGenerator;
import castellan.position.Position;
import castellan.variant.CastlingRight;
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
        if (Move.kind(move) == Move.GUARD_CASTLING) return castling(v, move, true);
        sb.append(g.name(from)).append(g.name(to));
        if (promo != 0 && !v.promotionLetterImplied[promo]) {
            sb.append(Character.toLowerCase(v.types[promo].letter));
            if (Move.withPower(move)) sb.append('*');
        }
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
        if (comma < 0 || !t.startsWith("@")) { // a plain move (Curtis castling legs have commas too)
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
            throw new IllegalArgumentException("'" + firstText + "' is not a legal huff", e);
        }
        if (!Turn.keepsSide(first))
            throw new IllegalArgumentException("'" + firstText + "' is not a huff: only '@<square>,<move>' joins two parts");
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
     * A Curtis castling as its legs, comma-separated: the optional Guard leg, the King's, the
     * Rook's ({@code b1d1,f1c1,a1e1}); without the Rook's leg when {@code withRook} is false.
     */
    private static String castling(Variant v, int move, boolean withRook) {
        Geometry g = v.geometry;
        int from = Move.from(move), to = Move.to(move), kingTo = Move.kingTo(move);
        CastlingRight right = v.castlingToward(g.rank(kingTo) == 0 ? 0 : 1, kingTo);
        StringBuilder sb = new StringBuilder();
        if (from != to) sb.append(g.name(from)).append(g.name(to)).append(',');
        sb.append(g.name(right.kingFrom())).append(g.name(kingTo));
        if (withRook) sb.append(',').append(g.name(right.rookFrom())).append(g.name(g.square(Move.rookFile(move), g.rank(kingTo))));
        return sb.toString();
    }

    /**
     * The short input form of a Curtis castling (without the Rook's leg), or null when it has
     * none: only a King move of two or more squares is unambiguous.
     */
    private static String shortCastling(Variant v, int move) {
        String full = castling(v, move, false);
        String king = full.substring(full.lastIndexOf(',') + 1);
        Geometry g = v.geometry;
        int split = 1;
        while (split < king.length() && Character.isDigit(king.charAt(split))) split++;
        int a = g.parseSquare(king.substring(0, split)), b = g.parseSquare(king.substring(split));
        return Math.abs(g.file(a) - g.file(b)) >= 2 ? full : null;
    }

    /** The text with the promotion letter always written; accepted on input too ({@code i9h10p}). */
    private static String withLetter(Variant v, int move) {
        int promo = Move.promotion(move);
        String text = format(v, move);
        if (promo == 0 || !v.promotionLetterImplied[promo]) return text;
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
        for (int i = 0; i < list.size; i++) {
            int m = list.moves[i];
            if (Move.kind(m) == Move.GUARD_CASTLING && t.equalsIgnoreCase(shortCastling(v, m))) return m;
        }
        if (!wellFormed(v.geometry, t))
            throw new IllegalArgumentException("cannot parse move '" + t + "'");
        throw new IllegalArgumentException("illegal move '" + t + "'");
    }

    /** Legs separated by commas, each from-square, to-square and an optional promotion letter with '*'. */
    private static boolean wellFormed(Geometry g, String t) {
        for (String leg : t.split(",", -1)) if (!wellFormedLeg(g, leg)) return false;
        return true;
    }

    private static boolean wellFormedLeg(Geometry g, String t) {
        if (t.endsWith("*")) t = t.substring(0, t.length() - 1);
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
