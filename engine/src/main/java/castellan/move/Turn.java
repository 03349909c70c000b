package castellan.move;

/**
 * A whole turn packed in a long, so turn lists allocate nothing per turn: usually one move, or
 * (Maidens) a pseudo-move that leaves the same side to move, a huff, followed by a move.
 *
 * <pre>
 * bits  0-31  the move
 * bits 32-63  the first pseudo-move, {@link Move#NONE} when the turn is a plain move
 * </pre>
 */
public final class Turn {
    private Turn() {}

    public static long of(int move) { return move & 0xFFFF_FFFFL; }

    public static long of(int first, int move) { return (long) first << 32 | (move & 0xFFFF_FFFFL); }

    /** The huff (or other side-keeping pseudo-move) that opens the turn, or {@link Move#NONE}. */
    public static int first(long turn) { return (int) (turn >>> 32); }

    /** The move that ends the turn. */
    public static int move(long turn) { return (int) turn; }

    /** Does this move leave the same side to move, so that a turn goes on after it? */
    public static boolean keepsSide(int move) { return Move.kind(move) == Move.HUFF; }
}
