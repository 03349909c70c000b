package castellan.search;

import castellan.position.BitboardMix;
import castellan.position.Position;
import java.util.Arrays;

/**
 * How good a quiet move was with the same pawns on the board (Stockfish 16's pawn history): by a
 * hash of the pawn-like pieces (both colours) and by the moved piece and its destination. A plan
 * that a pawn structure calls for, a knight to the hole or a rook behind the passed pawn, is good
 * in the other positions with that structure too, whatever the pieces elsewhere. One per search
 * thread.
 *
 * <p>{@value #STRUCTURES} structures (Stockfish 16's {@code PAWN_HISTORY_SIZE}), each a row of
 * {@code codes * squares} 16-bit entries: 1.5 MB for Capablanca, 2.7 MB for Kingdom.
 */
final class PawnHistory {
    /** Rows, one per hashed pawn structure (a power of two). */
    static final int STRUCTURES = 512;
    /**
     * Entries stay within +-this: Stockfish 16's bound of 8,192 beside its butterfly bound of
     * 7,183, scaled to Castellan's butterfly bound ({@link History#MAX}).
     */
    static final int MAX = 12_194;
    /**
     * What the largest table takes of the heap: Kingdom's, 26 piece codes on 100 squares, is 2.7
     * MB, more than half of one of G1's regions (2 MB on the heaps measured), so it is given whole
     * regions: 4 MB ({@code SearchThreadMemoryTest}: 4.2 MB more a Kingdom thread with it).
     */
    static final long HEAP_BYTES = 4L << 20;

    private short[] table = new short[0];
    private int squares, stride;
    private int[] pawnCodes = new int[0];

    /** Sizes the table for a variant (its pawn-like piece codes, piece codes and squares), and clears it. */
    void aim(int[] pawnCodes, int pieceCodes, int squares) {
        this.pawnCodes = pawnCodes;
        this.squares = squares;
        this.stride = pieceCodes * squares;
        int size = STRUCTURES * stride;
        if (table.length < size) table = new short[size];
        else Arrays.fill(table, (short) 0);
    }

    void clear() { Arrays.fill(table, (short) 0); }

    /** The row of this position's pawn structure. */
    int row(Position p) {
        return (int) (BitboardMix.pieces(p, pawnCodes) >>> 55) * stride;
    }

    int get(int row, int piece, int to) { return table[row + piece * squares + to]; }

    /** Learns a bonus or malus ({@link Gravity}). */
    void update(int row, int piece, int to, int bonus) {
        int i = row + piece * squares + to;
        table[i] = (short) Gravity.step(table[i], bonus, MAX);
    }
}
