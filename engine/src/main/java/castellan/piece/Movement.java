package castellan.piece;

import castellan.board.Geometry;
import castellan.board.SliderAttacks;

/**
 * One way of moving, compiled for a board shape and a colour: the squares a piece reaches by
 * leaping ({@link #leap}) and by sliding along line families ({@link #families}), the slides
 * cut to the allowed directions and ranges by {@link #slideMask}. A piece has one Movement for
 * quiet moves and one for captures (often the same object).
 */
public final class Movement {
    /** Leap targets per square, lo/hi interleaved; null when the piece does not leap. */
    public final long[] leap;
    /** Bit i set: slides along family i of {@link SliderAttacks} (0 rank, 1 file, 2 diagonal, 3 anti-diagonal). */
    public final int families;
    /** Allowed slide squares per square (direction and range limits), lo/hi interleaved; null means no limit. */
    public final long[] slideMask;

    Movement(long[] leap, int families, long[] slideMask) {
        this.leap = leap;
        this.families = families;
        this.slideMask = slideMask;
    }

    public boolean isEmpty() { return leap == null && families == 0; }

    public boolean slides() { return families != 0; }

    /** Squares slid to from {@code square} on an empty board, leaps left out (lo word); for set-up code. */
    public long emptySlideLo(Geometry g, int square) { return emptySlide(g, square, 0); }
    /** Squares slid to from {@code square} on an empty board, leaps left out (hi word). */
    public long emptySlideHi(Geometry g, int square) { return emptySlide(g, square, 1); }

    private long emptySlide(Geometry g, int square, int word) {
        long s = word == 0 ? g.sliders.emptyLinesLo(families, square) : g.sliders.emptyLinesHi(families, square);
        return slideMask == null ? s : s & slideMask[square * 2 + word];
    }

    /** Squares reached from {@code square} on an empty board (lo word). */
    public long emptyBoardLo(Geometry g, int square) { return reach(g, square, 0, 0, false); }
    /** Squares reached from {@code square} on an empty board (hi word). */
    public long emptyBoardHi(Geometry g, int square) { return reach(g, square, 0, 0, true); }

    /**
     * Squares reached from {@code square} with the given occupancy, one word at a time: for set-up
     * code, tests and the rare questions of one word (the generator's and the evaluation's hot
     * loops write the lookups out for both words at once).
     */
    public long reach(Geometry g, int square, long occLo, long occHi, boolean hiWord) {
        int w = hiWord ? 1 : 0;
        long r = leap == null ? 0 : leap[square * 2 + w];
        if (families != 0) {
            long s = 0;
            long[] t = g.sliders.table();
            for (int f = 0; f < 4; f++)
                if ((families & (1 << f)) != 0) s |= t[g.sliders.index(f, square, occLo, occHi) + w];
            if (slideMask != null) s &= slideMask[square * 2 + w];
            r |= s;
        }
        return r;
    }
}
