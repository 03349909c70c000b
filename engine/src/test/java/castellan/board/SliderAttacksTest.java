package castellan.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The split magic lookups against a plain ray scanner written here from the definition: from a
 * square, step along each direction of the family until the board's edge or the first occupied
 * square, which is included. Every square of every board shape, random occupancies.
 */
class SliderAttacksTest {
    private static final int[][][] DIRECTIONS = {
            {{1, 0}, {-1, 0}}, {{0, 1}, {0, -1}}, {{1, 1}, {-1, -1}}, {{1, -1}, {-1, 1}}};

    private static long[] scan(Geometry g, int square, int family, long occLo, long occHi) {
        long lo = 0, hi = 0;
        for (int[] d : DIRECTIONS[family]) {
            for (int f = g.file(square) + d[0], r = g.rank(square) + d[1]; g.onBoard(f, r); f += d[0], r += d[1]) {
                int s = g.square(f, r);
                if (s < 64) lo |= 1L << s; else hi |= 1L << (s - 64);
                boolean occupied = s < 64 ? (occLo & 1L << s) != 0 : (occHi & 1L << (s - 64)) != 0;
                if (occupied) break;
            }
        }
        return new long[] {lo, hi};
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"8, 8", "10, 8", "10, 10"})
    void lookupsEqualARayScanner(int files, int ranks) {
        Geometry g = Geometry.of(files, ranks);
        SliderAttacks sl = g.sliders;
        long[] t = sl.table();
        SplittableRandom random = new SplittableRandom(files * 31L + ranks);
        for (int trial = 0; trial < 200; trial++) {
            // Sparse and dense boards alike: each square occupied with a chance from 0 to 1.
            double density = trial / 200.0;
            long occLo = 0, occHi = 0;
            for (int s = 0; s < g.squares; s++)
                if (random.nextDouble() < density) { if (s < 64) occLo |= 1L << s; else occHi |= 1L << (s - 64); }
            for (int s = 0; s < g.squares; s++)
                for (int f = 0; f < 4; f++) {
                    long[] want = scan(g, s, f, occLo, occHi);
                    int i = sl.index(f, s, occLo, occHi);
                    assertEquals(want[0], t[i], g + " square " + g.name(s) + " family " + f + " (lo)");
                    assertEquals(want[1], t[i + 1], g + " square " + g.name(s) + " family " + f + " (hi)");
                }
        }
    }

    @ParameterizedTest(name = "{0}x{1}")
    @CsvSource({"8, 8", "10, 8", "10, 10"})
    void emptyLinesAreTheScannersOnAnEmptyBoard(int files, int ranks) {
        Geometry g = Geometry.of(files, ranks);
        for (int s = 0; s < g.squares; s++)
            for (int fams = 0; fams < 16; fams++) {
                long lo = 0, hi = 0;
                for (int f = 0; f < 4; f++)
                    if ((fams & 1 << f) != 0) {
                        long[] e = scan(g, s, f, 0, 0);
                        lo |= e[0];
                        hi |= e[1];
                    }
                assertEquals(lo, g.sliders.emptyLinesLo(fams, s));
                assertEquals(hi, g.sliders.emptyLinesHi(fams, s));
            }
    }
}
