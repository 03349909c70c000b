package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * The pawns around a royal King (only while it can be mated, as {@link KingSafety}), middlegame;
 * Stockfish keeps the same in its pawn code ({@code Pawns::Entry::evaluate_shelter}):
 * <ul>
 *   <li>shelter: friendly pawn-like pieces in front of a King on its first two ranks, by their
 *       number up to 3 ({@code kingShelter});</li>
 *   <li>shelter and storm by file, Stockfish 11's: on the King's file and the two beside it (moved
 *       in from the edge, so always three), the rank of the own pawn-like piece nearest in front
 *       (or level) and of the enemy's, from the King's side, by the file's distance from the edge
 *       (0-3, a wider board's centre files as 3): {@code kingShelter.file}, {@code kingStorm.file}
 *       (rank 0: none), and {@code kingStorm.blocked} by the enemy pawn's rank when it stands right
 *       in front of the own one (instead of the storm). Tables of any board's size.</li>
 * </ul>
 */
final class KingShelter implements EvalTerm {
    /** The files' distances from the edge that the shelter and storm tables tell apart: 0-3, as Stockfish's on 8 files. */
    static final int EDGES = 4;

    private final EvalSpec spec;
    private final Geometry g;
    private final int[] pawnTypes;
    private final int[] shelter;
    private final int shelterIndex;
    /** Shelter and storm by file: [edge distance * ranks + rank] and [rank]; their indices; whether any is not 0. */
    private final int[] shelterFile, stormFile, stormBlocked;
    private final int shelterFileIndex, stormFileIndex, stormBlockedIndex;
    private final boolean filesOn;

    KingShelter(EvalSpec spec, ParamReader r) {
        this.spec = spec;
        this.g = spec.variant.geometry;
        int n = 0;
        int[] types = new int[spec.variant.types.length];
        for (int t = 1; t <= spec.variant.typeCount(); t++) if (spec.pawnLike[t]) types[n++] = t;
        pawnTypes = java.util.Arrays.copyOf(types, n);
        if (spec.kingRoyal) {
            shelter = r.linear("kingShelter", 4, ParamReader.Part.MG);
            shelterIndex = r.index("kingShelter");
        } else {
            shelter = null;
            shelterIndex = -1;
        }
        if (spec.kingRoyal && n > 0) {
            shelterFile = r.linear("kingShelter.file", EDGES * g.ranks, ParamReader.Part.MG);
            stormFile = r.linear("kingStorm.file", EDGES * g.ranks, ParamReader.Part.MG);
            stormBlocked = r.linear("kingStorm.blocked", g.ranks, ParamReader.Part.MG);
            shelterFileIndex = r.index("kingShelter.file");
            stormFileIndex = r.index("kingStorm.file");
            stormBlockedIndex = r.index("kingStorm.blocked");
        } else {
            shelterFile = stormFile = stormBlocked = new int[0];
            shelterFileIndex = stormFileIndex = stormBlockedIndex = -1;
        }
        filesOn = ParamReader.anyNonZero(shelterFile, stormFile, stormBlocked);
    }

    @Override public void evaluate(Position p, EvalState s) {
        if (!spec.kingRoyal) return;
        EvalTrace trace = s.trace;
        for (int c = 0; c < 2; c++) {
            int k = s.king[c];
            if (!s.royal[c] || k < 0) continue;
            int mg = 0;
            if (g.relativeRank(c, k) <= 1) {
                long zoneLo = spec.masks.kingZone[c][k * 2] & spec.masks.frontSpan[c][k * 2];
                long zoneHi = spec.masks.kingZone[c][k * 2 + 1] & spec.masks.frontSpan[c][k * 2 + 1];
                int pawns = 0;
                for (int t : pawnTypes) {
                    int pc = Piece.of(t, c);
                    pawns += Long.bitCount(p.piecesLo(pc) & zoneLo) + Long.bitCount(p.piecesHi(pc) & zoneHi);
                }
                int count = Math.min(pawns, 3);
                mg += shelter[count];
                if (trace != null) trace.add(shelterIndex + count, 1, c);
            }
            if (shelterFileIndex >= 0 && (filesOn || trace != null)) mg += shelterAndStorm(s, c, k);
            s.add(c, mg, 0);
        }
    }

    /**
     * Stockfish 11's shelter and storm for the King of {@code c} on {@code k}, middlegame: on each of
     * three files, the nearest own and enemy pawn-like pieces on the King's rank or in front of it
     * (by rank from the King's side; 0 for none: a piece on its own first rank counts as none).
     * Read from the pawns' bitboards, a file at a time (with the candidate file's numbers on, JMH
     * measured Capablanca's evaluation at 910 ns against 993 ns for a walk up the files square
     * by square; docs/tuning.md).
     */
    private int shelterAndStorm(EvalState s, int c, int k) {
        EvalTrace trace = s.trace;
        long ownLo = s.pawnsLo[c], ownHi = s.pawnsHi[c], enemyLo = s.pawnsLo[c ^ 1], enemyHi = s.pawnsHi[c ^ 1];
        int ranks = g.ranks, from = g.relativeRank(c, k), centre = Math.max(1, Math.min(g.files - 2, g.file(k))), mg = 0;
        long[] ahead = spec.masks.frontFile[c];
        for (int f = centre - 1; f <= centre + 1; f++) {
            int sq = g.square(f, g.rank(k));
            // The file from the King's rank on (its own first rank left out: a piece there counts as none).
            long fileLo = ahead[sq * 2] | (from > 0 ? Bits.loBit(sq) : 0), fileHi = ahead[sq * 2 + 1] | (from > 0 ? Bits.hiBit(sq) : 0);
            int ours = nearest(c, ownLo & fileLo, ownHi & fileHi), theirs = nearest(c, enemyLo & fileLo, enemyHi & fileHi);
            int row = Math.min(EDGES - 1, Math.min(f, g.files - 1 - f)) * ranks;
            mg += shelterFile[row + ours];
            if (trace != null) trace.add(shelterFileIndex + row + ours, 1, c);
            if (ours != 0 && theirs == ours + 1) {
                mg += stormBlocked[theirs];
                if (trace != null) trace.add(stormBlockedIndex + theirs, 1, c);
            } else {
                mg += stormFile[row + theirs];
                if (trace != null) trace.add(stormFileIndex + row + theirs, 1, c);
            }
        }
        return mg;
    }

    /** The rank from {@code c}'s side of the square of the set nearest {@code c}'s first rank, or 0 for an empty set. */
    private int nearest(int c, long lo, long hi) {
        if ((lo | hi) == 0) return 0;
        int sq = c == 0 ? (lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi))
                : (hi != 0 ? 127 - Long.numberOfLeadingZeros(hi) : 63 - Long.numberOfLeadingZeros(lo));
        return g.relativeRank(c, sq);
    }
}
