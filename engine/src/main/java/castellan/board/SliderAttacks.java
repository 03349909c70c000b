package castellan.board;

import java.util.SplittableRandom;

/**
 * Attacks of unlimited sliders along the four line families (rank, file, diagonal,
 * anti-diagonal) for one board shape, by "split" magic lookup: the occupancy of the line
 * through a square is gathered from both halves of the 128-bit board with one multiply per
 * half, {@code ((occLo & maskLo) * magicLo ^ (occHi & maskHi) * magicHi) >>> shift}, and the
 * result indexes a small table (at most 2^8 entries, since a line has at most 10 squares).
 *
 * <p>A rook is the union of the rank and file lookups, a bishop of the two diagonal ones.
 * Limited sliders (a Guard's three squares, an Elephant's two) are the same lookup masked by
 * a distance ring (a piece's compiled slide mask).
 */
public final class SliderAttacks {
    public static final int RANK = 0, FILE = 1, DIAGONAL = 2, ANTI_DIAGONAL = 3;
    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private static final int STRIDE = 6;

    private final Geometry g;
    /** Per (square, family): maskLo, maskHi, magicLo, magicHi, shift, table offset. */
    private final long[] rec;
    /** Attack sets, lo and hi interleaved. */
    private final long[] table;
    /** Per (square, family): the attacks on an empty board, lo/hi interleaved. */
    private final long[] empty;

    SliderAttacks(Geometry g) {
        this.g = g;
        int n = g.squares;
        rec = new long[n * 4 * STRIDE];
        empty = new long[n * 4 * 2];
        int size = 0;
        long[][] masks = new long[n * 4][];
        for (int s = 0; s < n; s++) {
            for (int f = 0; f < 4; f++) {
                long[] m = relevantMask(s, f);
                masks[s * 4 + f] = m;
                int bits = Math.max(1, Bits.count(m[0], m[1]));
                size += 1 << bits;
                long[] e = attacksSlow(s, f, 0, 0);
                empty[(s * 4 + f) * 2] = e[0];
                empty[(s * 4 + f) * 2 + 1] = e[1];
            }
        }
        table = new long[size * 2];
        SplittableRandom random = new SplittableRandom(0xCA57E11A4L + n);
        int offset = 0;
        for (int s = 0; s < n; s++) {
            for (int f = 0; f < 4; f++) {
                long[] m = masks[s * 4 + f];
                int bits = Math.max(1, Bits.count(m[0], m[1]));
                offset = findMagic(s, f, m[0], m[1], bits, offset, random);
            }
        }
    }

    /** Line squares whose occupancy matters: all but the far end of each ray and the square itself. */
    private long[] relevantMask(int s, int family) {
        long lo = 0, hi = 0;
        for (int sign = -1; sign <= 1; sign += 2) {
            int df = DIRECTIONS[family][0] * sign, dr = DIRECTIONS[family][1] * sign;
            for (int f = g.file(s) + df, r = g.rank(s) + dr; g.onBoard(f + df, r + dr); f += df, r += dr) {
                int t = g.square(f, r);
                lo |= Bits.loBit(t);
                hi |= Bits.hiBit(t);
            }
        }
        return new long[] {lo, hi};
    }

    private long[] attacksSlow(int s, int family, long occLo, long occHi) {
        long lo = 0, hi = 0;
        for (int sign = -1; sign <= 1; sign += 2) {
            int df = DIRECTIONS[family][0] * sign, dr = DIRECTIONS[family][1] * sign;
            for (int f = g.file(s) + df, r = g.rank(s) + dr; g.onBoard(f, r); f += df, r += dr) {
                int t = g.square(f, r);
                lo |= Bits.loBit(t);
                hi |= Bits.hiBit(t);
                if (Bits.has(occLo, occHi, t)) break;
            }
        }
        return new long[] {lo, hi};
    }

    private int findMagic(int s, int family, long maskLo, long maskHi, int bits, int offset, SplittableRandom random) {
        int size = 1 << bits;
        int count = 1 << Bits.count(maskLo, maskHi);
        long[] occLo = new long[count], occHi = new long[count], attLo = new long[count], attHi = new long[count];
        // Carry-Rippler enumeration of all subsets of the 128-bit mask.
        long sLo = 0, sHi = 0;
        for (int i = 0; i < count; i++) {
            occLo[i] = sLo;
            occHi[i] = sHi;
            long[] a = attacksSlow(s, family, sLo, sHi);
            attLo[i] = a[0];
            attHi[i] = a[1];
            sLo = (sLo - maskLo) & maskLo;
            if (sLo == 0) sHi = (sHi - maskHi) & maskHi;
        }
        int shift = 64 - bits;
        int[] epoch = new int[size];
        long[] tLo = new long[size], tHi = new long[size];
        for (int attempt = 1; ; attempt++) {
            long mLo = maskLo == 0 ? 0 : random.nextLong() & random.nextLong() & random.nextLong();
            long mHi = maskHi == 0 ? 0 : random.nextLong() & random.nextLong() & random.nextLong();
            boolean ok = true;
            for (int i = 0; i < count && ok; i++) {
                int idx = (int) ((occLo[i] * mLo ^ occHi[i] * mHi) >>> shift);
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    tLo[idx] = attLo[i];
                    tHi[idx] = attHi[i];
                } else if (tLo[idx] != attLo[i] || tHi[idx] != attHi[i]) {
                    ok = false;
                }
            }
            if (!ok) continue;
            int r = (s * 4 + family) * STRIDE;
            rec[r] = maskLo;
            rec[r + 1] = maskHi;
            rec[r + 2] = mLo;
            rec[r + 3] = mHi;
            rec[r + 4] = shift;
            rec[r + 5] = offset * 2L;
            for (int i = 0; i < size; i++) {
                table[(offset + i) * 2] = epoch[i] == attempt ? tLo[i] : 0;
                table[(offset + i) * 2 + 1] = epoch[i] == attempt ? tHi[i] : 0;
            }
            return offset + size;
        }
    }

    /** The attack table; {@link #index} gives the position of an entry's lo word (hi follows). */
    public long[] table() { return table; }

    /** Position in {@link #table()} of the attacks along {@code family} from {@code square}. */
    public int index(int family, int square, long occLo, long occHi) {
        final long[] r = rec;
        int i = (square * 4 + family) * STRIDE;
        return (int) r[i + 5] + 2 * (int) (((occLo & r[i]) * r[i + 2] ^ (occHi & r[i + 1]) * r[i + 3]) >>> r[i + 4]);
    }

    public long emptyLo(int family, int square) { return empty[(square * 4 + family) * 2]; }
    public long emptyHi(int family, int square) { return empty[(square * 4 + family) * 2 + 1]; }

    /** The full lines through {@code square} of the families in the bit set {@code families} (lo word); for set-up code. */
    public long emptyLinesLo(int families, int square) { return emptyLines(families, square, 0); }
    /** The full lines through {@code square} of the families in the bit set {@code families} (hi word). */
    public long emptyLinesHi(int families, int square) { return emptyLines(families, square, 1); }

    private long emptyLines(int families, int square, int word) {
        long r = 0;
        for (int f = 0; f < 4; f++) if ((families & (1 << f)) != 0) r |= empty[(square * 4 + f) * 2 + word];
        return r;
    }

    /** Size of the attack table in bytes (for the README and benchmarks). */
    public int tableBytes() { return table.length * 8; }
}
