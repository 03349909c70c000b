package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;

/**
 * Square sets the evaluation needs, made once per board shape: files, the span in front of a
 * pawn, the zone around a King, the distance to the centre. Sets are lo/hi pairs interleaved
 * ({@code [i * 2]} lo, {@code [i * 2 + 1]} hi), as everywhere else.
 */
public final class BoardMasks {
    final Geometry g;
    /** Per file: its squares. */
    final long[] file;
    /** Per file: the squares of the files next to it. */
    final long[] adjacentFiles;
    /** [color][square]: squares strictly in front on the same and adjacent files (a pawn is passed when no enemy pawn stands there). */
    final long[][] frontSpan;
    /** [color][square]: squares strictly in front on the same file. */
    final long[][] frontFile;
    /** [color][square]: the King's neighbours, its square, and the squares two ranks in front of it. */
    final long[][] kingZone;
    /**
     * Per file of a King: its flank, Stockfish 11's {@code KingFlank} (on 8 files the four files
     * of its wing, or c-f for a King on d or e; on other boards its file and the two beside it,
     * moved in from the edge, as Fairy-Stockfish's); and [color][file] the same within that side's
     * camp (its ranks up to the middle and one beyond: ranks 1-5 of 8, 1-6 of 10).
     */
    final long[] flank;
    final long[][] flankCamp;
    /** Per square: Chebyshev distance to the nearest of the central squares (0 in the centre). */
    final int[] centreDistance;
    /** Largest {@link #centreDistance} on the board. */
    final int maxCentreDistance;
    /** Per square: the same file on the other side of the board (White's view of a Black square). */
    final int[] mirror;

    BoardMasks(Geometry g) {
        this.g = g;
        int n = g.squares;
        file = new long[g.files * 2];
        adjacentFiles = new long[g.files * 2];
        for (int s = 0; s < n; s++) set(file, g.file(s), s);
        for (int f = 0; f < g.files; f++) {
            if (f > 0) or(adjacentFiles, f, file, f - 1);
            if (f + 1 < g.files) or(adjacentFiles, f, file, f + 1);
        }
        frontSpan = new long[2][n * 2];
        frontFile = new long[2][n * 2];
        kingZone = new long[2][n * 2];
        centreDistance = new int[n];
        mirror = new int[n];
        int maxCd = 0;
        for (int s = 0; s < n; s++) {
            int fs = g.file(s), rs = g.rank(s);
            mirror[s] = g.square(fs, g.ranks - 1 - rs);
            centreDistance[s] = centreDistance(g, s);
            maxCd = Math.max(maxCd, centreDistance[s]);
            for (int c = 0; c < 2; c++) {
                int forward = c == 0 ? 1 : -1;
                for (int x = 0; x < n; x++) {
                    int fx = g.file(x), ahead = (g.rank(x) - rs) * forward;
                    if (ahead > 0 && Math.abs(fx - fs) <= 1) set(frontSpan[c], s, x);
                    if (ahead > 0 && fx == fs) set(frontFile[c], s, x);
                    if (Math.abs(fx - fs) <= 1 && ahead >= -1 && ahead <= 2) set(kingZone[c], s, x);
                }
            }
        }
        maxCentreDistance = maxCd;
        flank = new long[g.files * 2];
        flankCamp = new long[2][g.files * 2];
        int campRanks = (g.ranks - 2) / 2 + 1;
        for (int f = 0; f < g.files; f++) {
            int from, to;
            if (g.files == 8) {
                from = f < 3 ? 0 : f < 5 ? 2 : 4;
                to = from + 3;
            } else {
                int centre = Math.max(1, Math.min(g.files - 2, f));
                from = centre - 1;
                to = centre + 1;
            }
            for (int x = 0; x < n; x++) {
                if (g.file(x) < from || g.file(x) > to) continue;
                set(flank, f, x);
                for (int c = 0; c < 2; c++) if (g.relativeRank(c, x) <= campRanks) set(flankCamp[c], f, x);
            }
        }
    }

    /** Chebyshev distance from a square to the nearest central square (0 in the centre: 2x2 squares on even sides). */
    public static int centreDistance(Geometry g, int square) {
        int f = g.file(square), r = g.rank(square);
        int df = Math.max(0, Math.max((g.files - 1) / 2 - f, f - g.files / 2));
        int dr = Math.max(0, Math.max((g.ranks - 1) / 2 - r, r - g.ranks / 2));
        return Math.max(df, dr);
    }

    private static void set(long[] sets, int i, int square) {
        sets[i * 2] |= Bits.loBit(square);
        sets[i * 2 + 1] |= Bits.hiBit(square);
    }

    private static void or(long[] into, int i, long[] from, int j) {
        into[i * 2] |= from[j * 2];
        into[i * 2 + 1] |= from[j * 2 + 1];
    }
}
