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

    public static long loBit(int square) { return square < 64 ? 1L << square : 0; }
    public static long hiBit(int square) { return square < 64 ? 0 : 1L << (square - 64); }
}
