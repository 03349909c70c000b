package castellan.board;

/** Small helpers for 128-bit bitboards held as (lo, hi) pairs of longs. */
public final class Bits {
    private Bits() {}

    public static boolean has(long lo, long hi, int square) {
        return square < 64 ? (lo & (1L << square)) != 0 : (hi & (1L << (square - 64))) != 0;
    }

    public static int count(long lo, long hi) {
        return Long.bitCount(lo) + Long.bitCount(hi);
    }

    /** Lowest square of a non-empty set. */
    public static int first(long lo, long hi) {
        return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
    }

    /**
     * The low word of the set {@code lo}/{@code hi} moved by {@code n} squares (toward higher
     * squares for {@code n > 0}), {@code 0 < |n| < 64}; squares moved past either end are lost.
     * The caller masks the result to the board (bits past its last square are not cleared here).
     */
    public static long shiftLo(long lo, long hi, int n) {
        return n > 0 ? lo << n : lo >>> -n | hi << 64 + n;
    }

    /** The high word of the set moved by {@code n} squares, as {@link #shiftLo}. */
    public static long shiftHi(long lo, long hi, int n) {
        return n > 0 ? hi << n | lo >>> 64 - n : hi >>> -n;
    }

    public static long loBit(int square) { return square < 64 ? 1L << square : 0; }
    public static long hiBit(int square) { return square < 64 ? 0 : 1L << (square - 64); }
}
