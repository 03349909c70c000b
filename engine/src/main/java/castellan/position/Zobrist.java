package castellan.position;

import java.util.SplittableRandom;

/** Random keys for incremental position hashing; one fixed table shared by all variants. */
final class Zobrist {
    static final int MAX_PIECES = 64;
    /** [piece * 128 + square]. */
    static final long[] PIECE_SQUARE = new long[MAX_PIECES * 128];
    static final long[] CASTLING_BIT = new long[32];
    static final long[] EN_PASSANT = new long[128];
    /** The piece an en-passant capture removes: it matters where two Kingdom Subjects qualify. */
    static final long[] EN_PASSANT_VICTIM = new long[128];
    /** [slot * 128 + bit]: keys for variant state words, see {@link Position#setState}. */
    static final long[] STATE = new long[16 * 128];
    static final long SIDE;

    static {
        SplittableRandom r = new SplittableRandom(0x5EED_CA57E11AL);
        for (int i = 0; i < PIECE_SQUARE.length; i++) PIECE_SQUARE[i] = r.nextLong();
        for (int i = 0; i < CASTLING_BIT.length; i++) CASTLING_BIT[i] = r.nextLong();
        for (int i = 0; i < EN_PASSANT.length; i++) EN_PASSANT[i] = r.nextLong();
        for (int i = 0; i < EN_PASSANT_VICTIM.length; i++) EN_PASSANT_VICTIM[i] = r.nextLong();
        for (int i = 0; i < STATE.length; i++) STATE[i] = r.nextLong();
        SIDE = r.nextLong();
    }

    private Zobrist() {}

    static long enPassant(int square, int victim) {
        return EN_PASSANT[square] ^ EN_PASSANT_VICTIM[victim];
    }

    static long castling(int mask) {
        long k = 0;
        for (int m = mask; m != 0; m &= m - 1) k ^= CASTLING_BIT[Integer.numberOfTrailingZeros(m)];
        return k;
    }
}
