package castellan.move;

import java.util.Arrays;

/** A reusable list of packed turns ({@link Turn}). */
public final class TurnList {
    public long[] turns = new long[256];
    public int size;

    public void clear() { size = 0; }

    public void add(long turn) {
        if (size == turns.length) turns = Arrays.copyOf(turns, size * 2);
        turns[size++] = turn;
    }

    public long get(int i) { return turns[i]; }

    public int size() { return size; }
}
