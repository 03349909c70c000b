package castellan.search;

import java.util.Arrays;

/**
 * What quiet moves did elsewhere in the tree, for ordering and reductions: the butterfly history
 * (by side, from and to square), two killer moves per ply, and the counter-move (the reply that
 * refuted a move, by the moved piece and its destination). One per search thread. The
 * continuation and capture histories are {@link ContinuationHistory} and {@link CaptureHistory}.
 */
final class History {
    /** The butterfly history stays within +-MAX (Stockfish 11's ButterflyHistory bound). */
    static final int MAX = 10_692;

    private final int[] butterfly = new int[2 * 128 * 128];
    private final int[] counter = new int[64 * 128];
    private final int[] killers;

    History(int plies) {
        killers = new int[2 * (plies + 2)];
    }

    /**
     * What a move earns (or loses) at this depth in every history (Stockfish 11's
     * {@code stat_bonus}): it grows with the depth squared, and past depth 15 a cutoff is too
     * rare to count.
     */
    static int bonus(int depth) {
        return depth > 15 ? -8 : 19 * depth * depth + 155 * depth - 132;
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

    /** Learns a bonus or malus ({@link Gravity}). */
    void update(int side, int move, int bonus) {
        int i = side << 14 | (move & 0x3FFF);
        butterfly[i] = Gravity.step(butterfly[i], bonus, MAX);
    }

    int killer1(int ply) { return killers[2 * ply]; }
    int killer2(int ply) { return killers[2 * ply + 1]; }

    /** A quiet move refuted this ply: it becomes the first killer. */
    void addKiller(int ply, int move) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
    }

    /** The stored reply to a move that put {@code piece} on {@code to}; 0 when none. */
    int counterMove(int piece, int to) { return counter[piece << 7 | to]; }

    void setCounterMove(int piece, int to, int move) { counter[piece << 7 | to] = move; }
}
