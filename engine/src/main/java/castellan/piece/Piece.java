package castellan.piece;

/** A piece on the board packed in an int: {@code type << 1 | color}; 0 is no piece. */
public final class Piece {
    public static final int NONE = 0;
    public static final int WHITE = 0, BLACK = 1;

    private Piece() {}

    public static int of(int type, int color) { return type << 1 | color; }
    public static int type(int piece) { return piece >>> 1; }
    public static int color(int piece) { return piece & 1; }
}
