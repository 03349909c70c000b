package castellan.search;

import java.util.Arrays;

/**
 * How good a quiet move was after an earlier move of the line (Stockfish's continuation
 * histories): indexed by the earlier move's piece and destination and by this move's piece and
 * destination. The search reads it one, two, four and six plies back ({@link SearchThread}'s
 * stack keeps the row of each ply's move). One per search thread.
 *
 * <p>Pieces are Castellan's piece codes (type and colour), squares the board's dense indices,
 * so a row is {@code codes * squares} entries for the variant searched: 448 for chess, 1,440
 * for Capablanca, 2,600 for Kingdom; the table is that squared, of 16-bit entries (1.6 MB,
 * 4.1 MB, 13.5 MB), plus one row that is never written, for the plies whose move has no
 * continuation (a null move, a huff, before the root).
 */
final class ContinuationHistory {
    /** Entries stay within +-this (Stockfish 11's PieceToHistory bound). */
    static final int MAX = 29_952;
    /** The largest table of any variant: Kingdom, 26 piece codes on 100 squares. */
    static final long MAX_BYTES = 2L * (26 * 100) * (26 * 100 + 1);

    private short[] table = new short[0];
    private int squares, stride;
    /** The row of a ply without a continuation: all zeros, never updated. */
    private int noRow;

    /** Sizes the table for a variant of {@code pieceCodes} codes on {@code squares} squares, and clears it. */
    void aim(int pieceCodes, int squares) {
        this.squares = squares;
        this.stride = pieceCodes * squares;
        int size = stride * (stride + 1);
        if (table.length < size) table = new short[size];
        else Arrays.fill(table, (short) 0);
        noRow = stride * stride;
    }

    void clear() { Arrays.fill(table, (short) 0); }

    /** The row of the move that put {@code piece} on {@code to}, for the moves that follow it. */
    int row(int piece, int to) { return (piece * squares + to) * stride; }

    /** The row of a ply whose move has no continuation. */
    int noRow() { return noRow; }

    int get(int row, int piece, int to) { return table[row + piece * squares + to]; }

    /** Learns a bonus or malus ({@link Gravity}). */
    void update(int row, int piece, int to, int bonus) {
        if (row == noRow) return;
        int i = row + piece * squares + to;
        table[i] = (short) Gravity.step(table[i], bonus, MAX);
    }
}
