package castellan.move;

/**
 * A move packed in an int, so move lists are {@code int[]} and nothing is allocated per move.
 *
 * <pre>
 * bits  0- 6  from square
 * bits  7-13  to square
 * bits 14-18  promotion piece type (0: none)
 * bits 19-22  kind (below)
 * bits 23-29  extra: the castling Rook's square; the King's destination of a castling whose
 *             from/to are the Guard leg; {@link #WITH_POWER} on a promotion
 * </pre>
 *
 * <p>{@link #GUARD_CASTLING} (Curtis): from/to the Guard's leg (from == to: no Guard leg),
 * {@link #kingTo} the King's destination, {@link #rookFile} (the promotion field) the Rook's
 * destination file.
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

    /** Extra field of a promotion whose piece gains queen power (Curtis {@code c7c8g*}). */
    public static final int WITH_POWER = 1;

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

    /** A promotion to {@code type} that gains queen power (written with {@code *}). */
    public static int poweredPromotion(int from, int to, int type) { return of(from, to, NORMAL, type, WITH_POWER); }

    public static int from(int move) { return move & 127; }
    public static int to(int move) { return move >>> 7 & 127; }
    public static int promotion(int move) { return move >>> 14 & 31; }
    public static int kind(int move) { return move >>> 19 & 15; }
    public static int extra(int move) { return move >>> 23 & 127; }

    /** Is this a promotion whose piece gains queen power? */
    public static boolean withPower(int move) {
        return kind(move) == NORMAL && promotion(move) != 0 && extra(move) == WITH_POWER;
    }

    /** {@link #CASTLING}: the Rook's square. */
    public static int rookSquare(int move) { return extra(move); }

    /** {@link #GUARD_CASTLING}: the King's destination. */
    public static int kingTo(int move) { return extra(move); }

    /** {@link #GUARD_CASTLING}: the file of the Rook's destination. */
    public static int rookFile(int move) { return promotion(move); }
}
