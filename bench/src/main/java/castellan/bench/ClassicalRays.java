package castellan.bench;

import castellan.board.Geometry;

/**
 * The alternative to split magics measured in {@link SliderBenchmark}: classical ray scanning.
 * For each direction a precomputed ray; the nearest blocker on it (lowest or highest set bit
 * of ray & occupancy, over 128 bits) cuts it with the blocker's own ray.
 */
final class ClassicalRays {
    /** [direction][square] lo/hi interleaved; directions E N W S (E, N increase the index). */
    private final long[][] ray = new long[4][];
    long lo, hi;

    ClassicalRays(Geometry g) {
        int[][] d = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        for (int k = 0; k < 4; k++) {
            ray[k] = new long[g.squares * 2];
            for (int s = 0; s < g.squares; s++) {
                for (int f = g.file(s) + d[k][0], r = g.rank(s) + d[k][1]; g.onBoard(f, r); f += d[k][0], r += d[k][1]) {
                    int t = g.square(f, r);
                    if (t < 64) ray[k][s * 2] |= 1L << t; else ray[k][s * 2 + 1] |= 1L << (t - 64);
                }
            }
        }
    }

    void rook(int s, long occLo, long occHi) {
        long aLo = 0, aHi = 0;
        for (int k = 0; k < 4; k++) {
            long[] r = ray[k];
            long rLo = r[s * 2], rHi = r[s * 2 + 1];
            long bLo = rLo & occLo, bHi = rHi & occHi;
            if ((bLo | bHi) != 0) {
                int b;
                if (k < 2) b = bLo != 0 ? Long.numberOfTrailingZeros(bLo) : 64 + Long.numberOfTrailingZeros(bHi);
                else b = bHi != 0 ? 127 - Long.numberOfLeadingZeros(bHi) : 63 - Long.numberOfLeadingZeros(bLo);
                rLo ^= r[b * 2];
                rHi ^= r[b * 2 + 1];
            }
            aLo |= rLo;
            aHi |= rHi;
        }
        lo = aLo;
        hi = aHi;
    }
}
