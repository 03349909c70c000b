package castellan.search;

import castellan.move.Move;
import castellan.move.Turn;

/**
 * The principal variation of every node on the current path: a triangular table of moves
 * indexed by the ply of the search stack. A huff is a move here like any other; {@link #turns}
 * joins it with the move that follows into one whole turn.
 */
final class Pv {
    private final int[][] moves;
    private final int[] length;

    Pv(int plies) {
        moves = new int[plies + 1][plies + 1];
        length = new int[plies + 1];
    }

    void clear(int ply) { length[ply] = 0; }

    /** The line at {@code ply} is {@code move} followed by the line at {@code ply + 1}. */
    void update(int ply, int move) {
        int[] line = moves[ply];
        line[ply] = move;
        int n = length[ply + 1];
        System.arraycopy(moves[ply + 1], ply + 1, line, ply + 1, n);
        length[ply] = n + 1;
    }

    /**
     * Writes the line at {@code ply} as whole turns into {@code out} from {@code offset} (a huff
     * joined with its move; a trailing huff without its move dropped); returns the new length.
     */
    int turns(int ply, long[] out, int offset) {
        int[] line = moves[ply];
        int n = length[ply], k = offset;
        for (int i = 0; i < n && k < out.length; i++) {
            int m = line[ply + i];
            if (!Turn.keepsSide(m)) out[k++] = Turn.of(m);
            else if (i + 1 < n && line[ply + i + 1] != Move.NONE) out[k++] = Turn.of(m, line[ply + ++i]);
            else break;
        }
        return k;
    }
}
