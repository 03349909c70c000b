package castellan.search;

import java.util.Arrays;

/**
 * The transposition table: what earlier searches learnt about a position (best move, score and
 * its bound, depth, the static evaluation, whether it was on a principal variation), shared by
 * all search threads without locks.
 *
 * <p>One {@code long[]} of buckets, each four entries of two words (64 bytes, a cache line's
 * size). Java aligns an array to 8 bytes only, so unless it starts at the one offset in eight
 * that lines them up, every bucket spans two lines. Lined up, dependent reads of random buckets
 * were 10-12% quicker in a one-off microbenchmark (docs/benchmarks.md, session 32), but Java has no
 * portable way to align an array.
 * An entry is {@code (key ^ data) with the evaluation in its low 16 bits, data}: a reader
 * recomputes the key's upper 48 bits from the two words and trusts the entry only if they match,
 * so an entry torn by two threads writing at once is detected and ignored (Hyatt's lockless
 * hashing; chess22k's {@code TTUtil}); the evaluation travels in the checked word. The key's low
 * 16 bits are left to the bucket index, which holds all of them from 4 MB on.
 *
 * <pre>
 * word 0 bits  0-15  static evaluation + 32768 (0: none, the side was in check)
 *             16-63  (key ^ data), upper 48 bits
 * data bits    0-29  move (a {@link castellan.move.Move}: 30 bits)
 *             30-45  score + 32768 (decided scores relative to the node: Score.toTable)
 *             46-53  depth (0 for quiescence and for an evaluation alone)
 *             54-55  bound: 1 lower, 2 upper, 3 exact, 0 none (an evaluation alone)
 *             56-61  generation: the search that wrote it, for replacement
 *                62  the position was on a principal variation (Stockfish's ttPv)
 *                63  always set, so that data is never 0
 * </pre>
 *
 * <p>The search is its one user. The class, its constructor, {@link #probe} and {@link #store}
 * are public only so that the JMH benchmark of the bench module can time them without living in
 * this package (which would split it across two jars).
 */
public final class TranspositionTable {
    static final int NONE = 0, LOWER = 1, UPPER = 2, EXACT = 3;
    /** {@link #eval} of an entry without an evaluation (written in check). */
    public static final int NO_EVAL = Integer.MIN_VALUE;
    private static final long KEY_MASK = ~0xFFFFL, PV_BIT = 1L << 62, VALID = 1L << 63;
    /** Largest size: 2^27 buckets of 64 bytes (a Java array holds at most 2^31 longs). */
    static final int MAX_MB = 8192;
    private static final int ENTRIES = 4, WORDS = 2 * ENTRIES;

    private long[] table;
    private int bucketMask;
    private int generation;

    public TranspositionTable(int mb) {
        resize(mb);
    }

    /**
     * Allocates an empty table of {@code mb} megabytes (rounded down to a power of two buckets).
     * IllegalArgumentException, keeping a table of the old size (emptied only if the heap changed
     * under it), when the size is out of range or the memory is not there.
     */
    void resize(int mb) {
        if (mb < 1 || mb > MAX_MB) throw new IllegalArgumentException("hash size must be 1-" + MAX_MB + " MB, got " + mb);
        int buckets = Integer.highestOneBit((int) Math.min(1L << 27, ((long) mb << 20) / (8 * WORDS)));
        long oldBytes = table == null ? 0 : 8L * table.length;
        // The old table goes first (two large tables may not fit together), so it counts as room.
        Memory.reserve(8L * buckets * WORDS - oldBytes, "a " + mb + " MB hash table");
        int oldBuckets = table == null ? 1024 : table.length / WORDS;
        try {
            table = null;
            table = new long[buckets * WORDS];
        } catch (OutOfMemoryError e) { // the heap changed since it was asked: the old size again, if it still fits
            try {
                table = new long[oldBuckets * WORDS];
            } catch (OutOfMemoryError again) {
                oldBuckets = 1024;
                table = new long[oldBuckets * WORDS];
            }
            bucketMask = oldBuckets - 1;
            throw new IllegalArgumentException("not enough memory for a " + mb + " MB hash table (the JVM's -Xmx); kept "
                    + megabytes() + " MB", e);
        }
        bucketMask = buckets - 1;
    }

    /** Size in megabytes. */
    int megabytes() { return (int) ((long) table.length * 8 >> 20); }

    void clear() {
        Arrays.fill(table, 0);
        generation = 0;
    }

    /** A new search begins: entries written from now on are this search's (older ones are replaced first). */
    void newSearch() {
        generation = (generation + 1) & 63;
    }

    /** The data word stored for this key, or 0 when there is none. */
    public long probe(long key) {
        int base = ((int) key & bucketMask) * WORDS;
        long[] t = table;
        for (int i = base; i < base + WORDS; i += 2) {
            long data = t[i + 1];
            if (((t[i] ^ data) & KEY_MASK) == (key & KEY_MASK) && data != 0) return data;
        }
        return 0;
    }

    /**
     * The data word stored for this key, or 0 when there is none; the entry's first word, which
     * holds its evaluation ({@link #eval}), goes to {@code word0[0]} (a search thread's own array,
     * so nothing is allocated).
     */
    long probe(long key, long[] word0) {
        int base = ((int) key & bucketMask) * WORDS;
        long[] t = table;
        for (int i = base; i < base + WORDS; i += 2) {
            long w = t[i], data = t[i + 1];
            if (((w ^ data) & KEY_MASK) == (key & KEY_MASK) && data != 0) {
                word0[0] = w;
                return data;
            }
        }
        return 0;
    }

    /**
     * Stores a result. Replaces the entry of the same position unless that one is deeper, of
     * this search and not exact; otherwise the entry with the least depth, counting 8 plies
     * per search of age (Stockfish's rule). A move of 0 keeps the move already stored. An
     * evaluation alone is stored with bound {@link #NONE} and depth 0; {@code eval} is
     * {@link #NO_EVAL} in check.
     */
    public void store(long key, int move, int score, int depth, int bound, int eval, boolean pv) {
        int base = ((int) key & bucketMask) * WORDS;
        long[] t = table;
        int target = base, worst = Integer.MAX_VALUE;
        for (int i = base; i < base + WORDS; i += 2) {
            long old = t[i + 1];
            if (old == 0) { target = i; break; }
            if (((t[i] ^ old) & KEY_MASK) == (key & KEY_MASK)) {
                if (bound != EXACT && depth + 3 < depth(old) && generation(old) == generation) return;
                if (move == 0) move = move(old);
                target = i;
                break;
            }
            int value = depth(old) - 8 * ((generation - generation(old)) & 63);
            if (value < worst) { worst = value; target = i; }
        }
        long data = (move & 0x3FFF_FFFFL) | (long) (score + 32768) << 30 | (long) depth << 46
                | (long) bound << 54 | (long) generation << 56 | (pv ? PV_BIT : 0) | VALID;
        long evalField = eval == NO_EVAL ? 0 : (eval + 32768) & 0xFFFF;
        t[target] = ((key ^ data) & KEY_MASK) | evalField;
        t[target + 1] = data;
    }

    /** Stores a result without an evaluation, off the principal variation (for tests and tools). */
    void store(long key, int move, int score, int depth, int bound) {
        store(key, move, score, depth, bound, NO_EVAL, false);
    }

    /** Permill of the first thousand entries written by the current search (UCI hashfull). */
    int hashfull() {
        int n = Math.min(1000, table.length / 2), used = 0;
        for (int i = 0; i < n; i++) {
            long data = table[2 * i + 1];
            if (data != 0 && generation(data) == generation) used++;
        }
        return used * 1000 / n;
    }

    static int move(long data) { return (int) (data & 0x3FFF_FFFFL); }
    static int score(long data) { return (int) (data >>> 30 & 0xFFFF) - 32768; }
    static int depth(long data) { return (int) (data >>> 46 & 0xFF); }
    static int bound(long data) { return (int) (data >>> 54 & 3); }
    private static int generation(long data) { return (int) (data >>> 56 & 63); }
    /** Was the position on a principal variation when stored (Stockfish's ttPv)? */
    static boolean pv(long data) { return (data & PV_BIT) != 0; }
    /** The static evaluation in an entry's first word ({@link #probe(long, long[])}), or {@link #NO_EVAL}. */
    static int eval(long word0) {
        int f = (int) (word0 & 0xFFFF);
        return f == 0 ? NO_EVAL : f - 32768;
    }
}
