package castellan.move;

import java.util.Arrays;

/** A reusable list of packed moves; the search and perft keep one per ply. */
public final class MoveList {
    public int[] moves = new int[256];
    public int size;

    public void clear() { size = 0; }

    public void add(int move) {
        if (size == moves.length) moves = Arrays.copyOf(moves, size * 2);
        moves[size++] = move;
    }

    public int get(int i) { return moves[i]; }

    public int size() { return size; }

    public boolean contains(int move) {
        for (int i = 0; i < size; i++) if (moves[i] == move) return true;
        return false;
    }
}
