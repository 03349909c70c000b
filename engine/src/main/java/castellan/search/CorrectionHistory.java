package castellan.search;

import castellan.piece.Piece;
import castellan.position.BitboardMix;
import castellan.position.Position;
import java.util.Arrays;

/**
 * How far the static evaluation has been from the search's own score, by pawn structure and side
 * to move (Stockfish's correction history, 2024, after Stockfish 11): the evaluation misjudges
 * some structures the same way over and over, and the search, which sees further, says by how
 * much. A node's static evaluation is corrected by its entry; a node that ends with a score the
 * static evaluation did not foresee moves the entry toward the miss. The entry is an exponential
 * average of the misses weighted by depth, in 1/{@value #GRAIN} centipawn (the form Ethereal and
 * Weiss keep; Stockfish's own keeps a signed count of agreement instead).
 *
 * <p>The structure is that of the pawn-like pieces (those that promote), whatever the variant
 * calls them: the search is told which piece codes they are ({@link #aim}). One per search
 * thread: 2 x {@value #SIZE} entries, 128 KB. Worth +12.2 ± 9.6 Elo in 3,916 games of Capablanca
 * at 20,000 nodes a move (docs/matches.md).
 */
final class CorrectionHistory {
    /** Entries per side (a power of two). */
    static final int SIZE = 1 << 14;
    /** An entry's unit: 1/256 centipawn, so that small weights still move it. */
    static final int GRAIN = 256;
    static final long BYTES = 4L * 2 * SIZE;

    private final int[] table = new int[2 * SIZE];
    /** The piece codes of the pawn-like pieces, both colours. */
    private int[] pawnCodes = new int[0];

    /** Keys entries by the pawn-like types of a new variant (the caller clears the table). */
    void aim(boolean[] pawnLike) {
        int n = 0;
        int[] codes = new int[2 * pawnLike.length];
        for (int t = 1; t < pawnLike.length; t++)
            if (pawnLike[t]) {
                codes[n++] = Piece.of(t, 0);
                codes[n++] = Piece.of(t, 1);
            }
        pawnCodes = Arrays.copyOf(codes, n);
    }

    void clear() { Arrays.fill(table, 0); }

    /** The entry of this position's pawn structure for the side to move ({@link BitboardMix} of the pawns' bitboards). */
    int index(Position p) {
        long h = 0;
        for (int code : pawnCodes) h = BitboardMix.mix(BitboardMix.mix(h, p.piecesLo(code)), p.piecesHi(code));
        return p.sideToMove() * SIZE + (int) (h >>> 50);
    }

    /** The correction in centipawns for entry {@code i}. */
    int correction(int i) { return table[i] / GRAIN; }

    /**
     * Moves entry {@code i} toward {@code miss} (the search's score less the uncorrected static
     * evaluation, centipawns) by {@code weight}/256, then keeps it within +-{@code max} centipawns.
     */
    void update(int i, int miss, int weight, int max) {
        int e = table[i];
        e = (e * (256 - weight) + miss * GRAIN * weight) / 256;
        table[i] = Math.max(-max * GRAIN, Math.min(max * GRAIN, e));
    }
}
