package castellan.search;

import java.util.Arrays;

/**
 * How good a capture was, by the capturing piece, its destination and the type it took
 * (Stockfish's capture history): orders the captures of equal victims, best first. One per
 * search thread, sized for the largest variant (26 piece codes, 100 squares, 13 types).
 */
final class CaptureHistory {
    /** Entries stay within +-this (Stockfish 11's CapturePieceToHistory bound). */
    static final int MAX = 10_692;
    private static final int CODES = 26, SQUARES = 128, TYPES = 16;
    static final long BYTES = 2L * CODES * SQUARES * TYPES;

    private final short[] table = new short[CODES * SQUARES * TYPES];

    void clear() { Arrays.fill(table, (short) 0); }

    int get(int piece, int to, int capturedType) { return table[(piece * SQUARES + to) * TYPES + capturedType]; }

    void update(int piece, int to, int capturedType, int bonus) {
        int i = (piece * SQUARES + to) * TYPES + capturedType;
        table[i] = (short) Gravity.step(table[i], bonus, MAX);
    }
}
