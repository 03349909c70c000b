package castellan.eval;

import castellan.position.BitboardMix;

/**
 * What {@link PawnStructure} learnt from the pawn-like pieces alone, by their placement: the
 * pawns change far less often than the rest of the position, so most evaluations find their
 * structure here (Stockfish's pawn hash). An entry is keyed by the pawn bitboards themselves,
 * compared in full, so two structures are never confused. One per {@link EvalState}, so per
 * thread.
 */
final class PawnTable {
    /** Entries (a power of two). */
    static final int SIZE = 1 << 12;

    /** Bitboard words that make a key: lo and hi per pawn-like type and colour. */
    final int words;
    /** The key words of each entry, {@link #words} per entry. */
    final long[] pawns;
    final boolean[] used = new boolean[SIZE];
    /** White's view: the structure's middlegame and endgame score. */
    final int[] mg = new int[SIZE], eg = new int[SIZE];
    /** Passed pawns per entry: White lo, White hi, Black lo, Black hi. */
    final long[] passed = new long[SIZE * 4];

    PawnTable(int words) {
        this.words = words;
        this.pawns = new long[SIZE * words];
    }

    /** The entry index for these key words ({@link BitboardMix}). */
    int index(long[] key) {
        long h = 0;
        for (int i = 0; i < words; i++) h = BitboardMix.mix(h, key[i]);
        return (int) (h >>> 40) & (SIZE - 1);
    }

    /** Does entry {@code i} hold this structure? */
    boolean holds(int i, long[] key) {
        if (!used[i]) return false;
        int base = i * words;
        for (int w = 0; w < words; w++) if (pawns[base + w] != key[w]) return false;
        return true;
    }

    /** Makes entry {@code i} the one of this structure (the caller fills the rest). */
    void claim(int i, long[] key) {
        System.arraycopy(key, 0, pawns, i * words, words);
        used[i] = true;
    }
}
