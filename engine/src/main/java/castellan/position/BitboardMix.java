package castellan.position;

/**
 * A multiply-xorshift mix of bitboard words into a hash, for tables keyed by some of a position's
 * pieces (the evaluation's pawn table, the search's correction history): fold each word in with
 * {@link #mix}, starting from 0, and take the top bits.
 */
public final class BitboardMix {
    private BitboardMix() {}

    /** The hash {@code h} with one more word folded in. */
    public static long mix(long h, long word) {
        h = (h ^ word) * 0x9E37_79B9_7F4A_7C15L;
        return h ^ h >>> 29;
    }
}
