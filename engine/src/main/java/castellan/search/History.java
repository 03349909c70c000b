package castellan.search;

import java.util.Arrays;

/**
 * What quiet moves did elsewhere in the tree, for ordering and reductions: the butterfly history
 * (by side, from and to square), two killer moves per ply, and the counter-move (the reply that
 * refuted a move, by the moved piece and its destination). One per search thread.
 */
final class History {
    /** Histories stay within +-MAX (the "gravity" update below). */
    static final int MAX = 16_384;

    private final int[] butterfly = new int[2 * 128 * 128];
    private final int[] counter = new int[64 * 128];
    private final int[] killers;

    History(int plies) {
        killers = new int[2 * (plies + 2)];
    }

    void clear() {
        Arrays.fill(butterfly, 0);
        Arrays.fill(counter, 0);
        Arrays.fill(killers, 0);
    }

    /** Killers of the plies below the root are stale once a new search starts from a new root. */
    void clearKillers() { Arrays.fill(killers, 0); }

    int score(int side, int move) {
        return butterfly[side << 14 | (move & 0x3FFF)];
    }

    int killer1(int ply) { return killers[2 * ply]; }
    int killer2(int ply) { return killers[2 * ply + 1]; }

    /** The stored reply to a move that put {@code piece} on {@code to}; 0 when none. */
    int counterMove(int piece, int to) { return counter[piece << 7 | to]; }

    /**
     * A quiet move caused a cutoff: it becomes a killer and the counter-move to the previous
     * move, its history rises and the quiet moves tried before it fall.
     */
    void reward(int side, int ply, int move, int depth, int[] tried, int triedCount, int prevPiece, int prevTo) {
        int bonus = Math.min(32 * depth * depth, 1200);
        update(side, move, bonus);
        for (int i = 0; i < triedCount; i++) if (tried[i] != move) update(side, tried[i], -bonus);
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        if (prevPiece != 0) counter[prevPiece << 7 | prevTo] = move;
    }

    /** Gravity: the entry moves toward +-MAX by the bonus, less the nearer it already is. */
    private void update(int side, int move, int bonus) {
        int i = side << 14 | (move & 0x3FFF);
        butterfly[i] += bonus - butterfly[i] * Math.abs(bonus) / MAX;
    }
}
