package castellan.variant;

/**
 * One castling option: King and Rook squares before and after, and its FEN letter. The bit
 * (one per right, in {@link Variant#castlingRights} order) lives in the position's castling mask.
 */
public record CastlingRight(int color, int kingFrom, int kingTo, int rookFrom, int rookTo, char fenLetter, int bit) {}
