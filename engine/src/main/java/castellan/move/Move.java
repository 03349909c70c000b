package castellan.move;

/**
 * A move packed in an int, so move lists are {@code int[]} and nothing is allocated per move.
 *
 * <pre>
 * bits  0- 6  from square
 * bits  7-13  to square
 * bits 14-18  promotion piece type (0: none)
 * bits 19-22  kind (below)
 * bits 23-29  extra square: the castling Rook's square, or the King's destination of a
 *             castling whose from/to are the Guard leg
 * </pre>
 *
 * <p>{@link #GUARD_CASTLING} (Curtis): from/to the Guard's leg (from == to: no Guard leg), extra
 * the King's destination, bits 14-18 (the promotion field) the Rook's destination file.
 */
public final class Move {
    public static final int NONE = 0;

    public static final int NORMAL = 0;
    /** A pawn-like double step: sets the en-passant square. */
    public static final int DOUBLE_STEP = 1;
    public static final int EN_PASSANT = 2;
    /** King from/to, Rook square in {@link #extra}. */
    public static final int CASTLING = 3;
    /** Curtis castling with a Guard leg: from/to are the Guard's, the King's destination in {@link #extra}. */
    public static final int GUARD_CASTLING = 4;
    /** Maidens huff pseudo-move: removes the piece on from (= to); the same side moves again. */
    public static final int HUFF = 5;
    /** Kingdom: a Pawn on the last rank becomes the promotion piece where it stands (from = to). */
    public static final int PROMOTE_IN_PLACE = 6;

    private Move() {}

    public static int of(int from, int to) { return from | to << 7; }
    public static int of(int from, int to, int kind) { return from | to << 7 | kind << 19; }
    public static int promotion(int from, int to, int type) { return from | to << 7 | type << 14; }
    public static int of(int from, int to, int kind, int promotion, int extra) {
        return from | to << 7 | promotion << 14 | kind << 19 | extra << 23;
    }

    /** A Curtis castling: optional Guard leg ({@code guardFrom == guardTo} for none), King's and Rook's destinations. */
    public static int guardCastling(int guardFrom, int guardTo, int kingTo, int rookToFile) {
        return of(guardFrom, guardTo, GUARD_CASTLING, rookToFile, kingTo);
    }

    public static int from(int move) { return move & 127; }
    public static int to(int move) { return move >>> 7 & 127; }
    public static int promotion(int move) { return move >>> 14 & 31; }
    public static int kind(int move) { return move >>> 19 & 15; }
    public static int extra(int move) { return move >>> 23 & 127; }
}
