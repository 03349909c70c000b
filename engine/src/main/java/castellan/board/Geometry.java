package castellan.board;

/**
 * The shape of a board (files x ranks, at most 10 x 10) and the square tables that depend only
 * on it. Squares are dense: {@code square = rank * files + file}, rank 0 is White's first rank.
 * A set of squares is a 128-bit bitboard held as two longs: {@code lo} for squares 0-63 and
 * {@code hi} for 64-127. Instances are shared per shape ({@link #of}).
 */
public final class Geometry {
    public static final int MAX_FILES = 10;
    public static final int MAX_RANKS = 10;

    public final int files;
    public final int ranks;
    public final int squares;
    /** All squares of the board. */
    public final long allLo, allHi;
    /** Per square: the line (rank, file or diagonal) through two squares, or 0; indexed [a * 128 + b], lo/hi interleaved. */
    private final long[] line;
    /** Per pair: squares strictly between two squares on a line, else 0; same layout as {@link #line}. */
    private final long[] between;
    /** Chebyshev distance between squares. */
    private final byte[] distance;

    public final SliderAttacks sliders;

    private static final Geometry[][] CACHE = new Geometry[MAX_FILES + 1][MAX_RANKS + 1];

    public static synchronized Geometry of(int files, int ranks) {
        if (files < 2 || files > MAX_FILES || ranks < 2 || ranks > MAX_RANKS)
            throw new IllegalArgumentException("board size " + files + "x" + ranks + " not supported");
        Geometry g = CACHE[files][ranks];
        if (g == null) CACHE[files][ranks] = g = new Geometry(files, ranks);
        return g;
    }

    private Geometry(int files, int ranks) {
        this.files = files;
        this.ranks = ranks;
        this.squares = files * ranks;
        long lo = 0, hi = 0;
        for (int s = 0; s < squares; s++) {
            if (s < 64) lo |= 1L << s; else hi |= 1L << (s - 64);
        }
        allLo = lo;
        allHi = hi;
        line = new long[squares * 128 * 2];
        between = new long[squares * 128 * 2];
        distance = new byte[squares * 128];
        for (int a = 0; a < squares; a++) {
            for (int b = 0; b < squares; b++) {
                distance[a * 128 + b] = (byte) Math.max(Math.abs(file(a) - file(b)), Math.abs(rank(a) - rank(b)));
                int df = Integer.signum(file(b) - file(a)), dr = Integer.signum(rank(b) - rank(a));
                int fd = Math.abs(file(b) - file(a)), rd = Math.abs(rank(b) - rank(a));
                if (a == b || !(fd == 0 || rd == 0 || fd == rd)) continue;
                int idx = (a * 128 + b) * 2;
                // squares strictly between
                for (int f = file(a) + df, r = rank(a) + dr; f != file(b) || r != rank(b); f += df, r += dr) {
                    int s = square(f, r);
                    if (s < 64) between[idx] |= 1L << s; else between[idx + 1] |= 1L << (s - 64);
                }
                // the whole line through a and b, both directions to the edges
                for (int sign = -1; sign <= 1; sign += 2) {
                    for (int f = file(a), r = rank(a); onBoard(f, r); f += sign * df, r += sign * dr) {
                        int s = square(f, r);
                        if (s < 64) line[idx] |= 1L << s; else line[idx + 1] |= 1L << (s - 64);
                    }
                }
            }
        }
        sliders = new SliderAttacks(this);
    }

    public int square(int file, int rank) { return rank * files + file; }
    public int file(int square) { return square % files; }
    public int rank(int square) { return square / files; }
    public boolean onBoard(int file, int rank) { return file >= 0 && file < files && rank >= 0 && rank < ranks; }

    /** Rank counted from the given colour's side: 0 is its first rank. */
    public int relativeRank(int color, int square) {
        int r = rank(square);
        return color == 0 ? r : ranks - 1 - r;
    }

    public int distance(int a, int b) { return distance[a * 128 + b]; }

    public long lineLo(int a, int b) { return line[(a * 128 + b) * 2]; }
    public long lineHi(int a, int b) { return line[(a * 128 + b) * 2 + 1]; }
    public long betweenLo(int a, int b) { return between[(a * 128 + b) * 2]; }
    public long betweenHi(int a, int b) { return between[(a * 128 + b) * 2 + 1]; }

    /** True when c lies on the line through a and b (a != b). */
    public boolean aligned(int a, int b, int c) {
        return c < 64 ? (lineLo(a, b) & (1L << c)) != 0 : (lineHi(a, b) & (1L << (c - 64))) != 0;
    }

    /** Square name in the project's notation: file letter, rank from 1 ({@code e1}, {@code j10}). */
    public String name(int square) {
        return "" + (char) ('a' + file(square)) + (rank(square) + 1);
    }

    /** Parses a square name at {@code text[start..]}; returns -1 when it is not a square of this board. */
    public int parseSquare(CharSequence text, int start, int end) {
        if (end - start < 2 || end - start > 3) return -1;
        int f = Character.toLowerCase(text.charAt(start)) - 'a';
        int r = 0;
        for (int i = start + 1; i < end; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') return -1;
            r = r * 10 + (c - '0');
        }
        if (text.charAt(start + 1) == '0') return -1;
        r -= 1;
        return onBoard(f, r) ? square(f, r) : -1;
    }

    public int parseSquare(String text) { return parseSquare(text, 0, text.length()); }

    @Override public String toString() { return files + "x" + ranks; }
}
