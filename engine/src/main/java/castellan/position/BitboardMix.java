package castellan.position;

/**
 * A multiply-xorshift mix of bitboard words into a hash, for tables keyed by some of a position's
 * pieces (the evaluation's pawn table, the search's correction history): fold each word in with
 * {@link #mix}, starting from 0, and take the top bits.
 */
public final class BitboardMix {
    private BitboardMix() {}

    /** The mix of the bitboards of these piece codes in {@code p}, both words of each; take its top bits. */
    public static long pieces(Position p, int[] codes) {
        long h = 0;
        for (int code : codes) h = mix(mix(h, p.piecesLo(code)), p.piecesHi(code));
        return h;
    }

    /** The hash {@code h} with one more word folded in. */
    public static long mix(long h, long word) {
        h = (h ^ word) * 0x9E37_79B9_7F4A_7C15L;
        return h ^ h >>> 29;
    }
}
