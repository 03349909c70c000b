package castellan.search;

import castellan.piece.Piece;
import castellan.position.BitboardMix;
import castellan.position.Position;
import java.util.Arrays;

/**
 * How far the static evaluation has been from the search's own score (Stockfish's correction
 * history, 2024, after Stockfish 11): the evaluation misjudges some structures the same way over
 * and over, and the search, which sees further, says by how much. Three tables, each keyed by one
 * part of the position and the side to move, as Stockfish 17's pawn and non-pawn tables: the
 * pawn-like pieces (those that promote, whatever the variant calls them), White's other pieces,
 * and Black's. A node's static evaluation is corrected by the sum of its three entries; a node
 * that ends with a score the corrected evaluation did not foresee moves each entry by a share of
 * the miss that is left (a least-mean-squares step, which with one table is the exponential
 * average Ethereal and Weiss keep). Entries are in 1/{@value #GRAIN} centipawn.
 *
 * <p>One per search thread: 3 x 2 x {@value #SIZE} entries, 384 KB. A node's three entries are
 * found once and kept by ply ({@link #find}) for the update when the node ends. In Capablanca at
 * 20,000 nodes a move the pawns' table alone was worth +12.2 ± 9.6 Elo (3,916 games), and the
 * three tables +11.3 ± 9.1 over it (4,460 games; docs/matches.md).
 */
final class CorrectionHistory {
    /** Entries per table and side (a power of two). */
    static final int SIZE = 1 << 14;
    /** An entry's unit: 1/256 centipawn, so that small weights still move it. */
    static final int GRAIN = 256;
    /** The pawns' table, White's other pieces', Black's other pieces'. */
    static final int TABLES = 3;
    static final long BYTES = 4L * TABLES * 2 * SIZE + 4L * TABLES * (SearchThread.STACK + 1);

    private final int[] table = new int[TABLES * 2 * SIZE];
    /** The entries found at each ply: TABLES indices a ply. */
    private final int[] found = new int[TABLES * (SearchThread.STACK + 1)];
    /** The piece codes of the pawn-like pieces (both colours), and of each colour's others. */
    private int[] pawnCodes = new int[0];
    private int[][] otherCodes = {new int[0], new int[0]};

    /** Keys entries by the pieces of a new variant (the caller clears the table). */
    void aim(boolean[] pawnLike) {
        int pawns = 0;
        int[] pc = new int[2 * pawnLike.length];
        int[][] oc = {new int[pawnLike.length], new int[pawnLike.length]};
        int others = 0;
        for (int t = 1; t < pawnLike.length; t++)
            if (pawnLike[t]) {
                pc[pawns++] = Piece.of(t, 0);
                pc[pawns++] = Piece.of(t, 1);
            } else {
                oc[0][others] = Piece.of(t, 0);
                oc[1][others++] = Piece.of(t, 1);
            }
        pawnCodes = Arrays.copyOf(pc, pawns);
        otherCodes = new int[][] {Arrays.copyOf(oc[0], others), Arrays.copyOf(oc[1], others)};
    }

    void clear() { Arrays.fill(table, 0); }

    /** The piece codes of the pawn-like pieces, both colours (also {@link PawnHistory}'s key). */
    int[] pawnCodes() { return pawnCodes; }

    /** A {@link BitboardMix} of these pieces' bitboards, to {@code log2(SIZE)} bits. */
    private static int hash(Position p, int[] codes) {
        return (int) (BitboardMix.pieces(p, codes) >>> 50);
    }

    /** Finds this position's three entries and keeps them for {@code ply}; returns their correction in centipawns. */
    int find(Position p, int ply) {
        int side = p.sideToMove() * SIZE, at = TABLES * ply;
        found[at] = side + hash(p, pawnCodes);
        found[at + 1] = 2 * SIZE + side + hash(p, otherCodes[0]);
        found[at + 2] = 4 * SIZE + side + hash(p, otherCodes[1]);
        return correction(ply);
    }

    /** The entry of table {@code t} (0 pawns, 1 White's others, 2 Black's) found at {@code ply}. */
    int found(int ply, int t) { return found[TABLES * ply + t]; }

    /** The correction in centipawns of the entries found at {@code ply}. */
    int correction(int ply) { return sum(TABLES * ply) / GRAIN; }

    /** The sum of the entries found at {@code found[at..at + 2]}, in 1/{@value #GRAIN} centipawn. */
    private int sum(int at) { return table[found[at]] + table[found[at + 1]] + table[found[at + 2]]; }

    /**
     * Moves each entry found at {@code ply} by {@code weight}/256 of what is left of {@code miss}
     * (the search's score less the uncorrected static evaluation, centipawns) after their sum,
     * then keeps each within +-{@code max} centipawns.
     */
    void update(int ply, int miss, int weight, int max) {
        int at = TABLES * ply;
        int left = miss * GRAIN - sum(at);
        int step = left / 256 * weight;
        for (int k = at; k < at + TABLES; k++) {
            int i = found[k];
            table[i] = Math.max(-max * GRAIN, Math.min(max * GRAIN, table[i] + step));
        }
    }
}
