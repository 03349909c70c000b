package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Pawn structure for every pawn-like type (Pawns, and the Kingdom's Subjects): passed pawns
 * (no enemy pawn-like piece in front on the same or adjacent files) by their rank
 * ({@code pawn.passed.mg/eg}), and in the ending more when the square in front is free and the
 * enemy King is far from it, times how far they have come ({@code pawn.passed.freeStop},
 * {@code enemyKing}, {@code ownKing}: ranks counted as a fraction of the way, so 8 and 10 ranks
 * compare); doubled pawns (two of one type on a file), isolated pawns (no friendly pawn-like
 * piece on the files beside), and pawns defended by a pawn ({@code pawn.doubled},
 * {@code isolated}, {@code supported}). Stockfish 11's connected pawns: a pawn defended by a pawn or
 * with an own pawn beside it on its rank, by its rank ({@code pawn.connected.mg/eg}), and on top
 * of that a pawn with one beside it ({@code pawn.phalanx}); and its backward pawns ({@code pawn.backward}): not
 * isolated, yet no own pawn beside or behind on the files next to it could ever defend it, and an
 * enemy pawn holds the square in front (stands there or attacks it).
 *
 * <p>Stockfish 11's free advance of a passed pawn whose square in front is empty, times how far it
 * has come as above, in both halves of the game: one of three, by how far its way forward is safe
 * ({@code pawn.passed.safePath}: the enemy attacks no square in front of it on its file or the
 * files beside; else {@code .safeFile}: none on its file; else {@code .safeStop}: not the square
 * in front), and {@code .defendedStop} when its own side attacks the square in front (Stockfish:
 * 35, 20, 9 and 5 times its rank's weight). Stockfish also counts every square as attacked when an
 * enemy Rook or Queen stands behind the pawn on its file (and as defended for its own); that
 * x-ray is left out here.
 *
 * <p>All but the passed pawns' dependence on the Kings and the square in front comes from the
 * pawn-like pieces alone, and is kept in the evaluator's {@link PawnTable} (a traced evaluation
 * works it out afresh, to say what it owes to each number).
 */
final class PawnStructure implements EvalTerm {
    private final int doubledMg, doubledEg, isolatedMg, isolatedEg, supportedMg, supportedEg, freeStop, enemyKing, ownKing;
    private final int phalanxMg, phalanxEg, backwardMg, backwardEg;
    private final int doubledIndex, isolatedIndex, supportedIndex, passedMgIndex, passedEgIndex, freeStopIndex, enemyKingIndex, ownKingIndex;
    private final int phalanxIndex, backwardIndex, connectedMgIndex, connectedEgIndex;
    /**
     * The free advance ({@code pawn.passed.safePath}, {@code .safeFile}, {@code .safeStop}, in that
     * order, then {@code .defendedStop}): middlegame and endgame numbers and their indices, and
     * whether any is not 0 (the search skips the term while all are).
     */
    private final int[] freeMg = new int[FREE.length], freeEg = new int[FREE.length], freeIndex = new int[FREE.length];
    private final boolean freeOn;
    private static final String[] FREE = {"safePath", "safeFile", "safeStop", "defendedStop"};
    private static final int DEFENDED = 3;

    private final EvalSpec spec;
    private final Geometry g;
    private final BoardMasks m;
    private final int[] pawnTypes;
    /** Per relative rank: passed pawn bonus, connected pawn bonus, and the fraction of the way (256 = the rank before the last). */
    private final int[] passedMg, passedEg, connectedMg, connectedEg, progress;

    PawnStructure(EvalSpec spec, ParamReader r) {
        this.spec = spec;
        this.g = spec.variant.geometry;
        this.m = spec.masks;
        int n = 0;
        int[] types = new int[spec.variant.types.length];
        for (int t = 1; t <= spec.variant.typeCount(); t++) if (spec.pawnLike[t]) types[n++] = t;
        pawnTypes = java.util.Arrays.copyOf(types, n);
        progress = new int[g.ranks];
        for (int rel = 1; rel < g.ranks - 1; rel++) progress[rel] = (int) Math.round(256 * Math.max(0, Math.min(1, (rel - 1) / (double) (g.ranks - 3))));
        if (n == 0) {
            passedMg = passedEg = connectedMg = connectedEg = null;
            doubledMg = doubledEg = isolatedMg = isolatedEg = supportedMg = supportedEg = freeStop = enemyKing = ownKing = 0;
            phalanxMg = phalanxEg = backwardMg = backwardEg = 0;
            doubledIndex = isolatedIndex = supportedIndex = passedMgIndex = passedEgIndex = freeStopIndex = enemyKingIndex = ownKingIndex = -1;
            phalanxIndex = backwardIndex = connectedMgIndex = connectedEgIndex = -1;
            freeOn = false;
            return;
        }
        int[] doubled = r.pair("pawn.doubled"), isolated = r.pair("pawn.isolated"), supported = r.pair("pawn.supported");
        doubledMg = doubled[0];
        doubledEg = doubled[1];
        isolatedMg = isolated[0];
        isolatedEg = isolated[1];
        supportedMg = supported[0];
        supportedEg = supported[1];
        int[] phalanx = r.pair("pawn.phalanx"), backward = r.pair("pawn.backward");
        phalanxMg = phalanx[0];
        phalanxEg = phalanx[1];
        backwardMg = backward[0];
        backwardEg = backward[1];
        connectedMg = java.util.Arrays.copyOf(r.linear("pawn.connected.mg", g.ranks - 1, ParamReader.Part.MG), g.ranks);
        connectedEg = java.util.Arrays.copyOf(r.linear("pawn.connected.eg", g.ranks - 1, ParamReader.Part.EG), g.ranks);
        // By relative rank; the last rank is never a passed pawn's (it has promoted, or waits to in place).
        passedMg = java.util.Arrays.copyOf(r.linear("pawn.passed.mg", g.ranks - 1, ParamReader.Part.MG), g.ranks);
        passedEg = java.util.Arrays.copyOf(r.linear("pawn.passed.eg", g.ranks - 1, ParamReader.Part.EG), g.ranks);
        freeStop = r.linear("pawn.passed.freeStop", 1, ParamReader.Part.EG)[0];
        enemyKing = r.linear("pawn.passed.enemyKing", 1, ParamReader.Part.EG)[0];
        ownKing = r.linear("pawn.passed.ownKing", 1, ParamReader.Part.EG)[0];
        doubledIndex = r.index("pawn.doubled");
        isolatedIndex = r.index("pawn.isolated");
        supportedIndex = r.index("pawn.supported");
        passedMgIndex = r.index("pawn.passed.mg");
        passedEgIndex = r.index("pawn.passed.eg");
        freeStopIndex = r.index("pawn.passed.freeStop");
        enemyKingIndex = r.index("pawn.passed.enemyKing");
        ownKingIndex = r.index("pawn.passed.ownKing");
        phalanxIndex = r.index("pawn.phalanx");
        backwardIndex = r.index("pawn.backward");
        connectedMgIndex = r.index("pawn.connected.mg");
        connectedEgIndex = r.index("pawn.connected.eg");
        for (int k = 0; k < FREE.length; k++) {
            int[] pair = r.pair("pawn.passed." + FREE[k]);
            freeMg[k] = pair[0];
            freeEg[k] = pair[1];
            freeIndex[k] = r.index("pawn.passed." + FREE[k]);
        }
        freeOn = ParamReader.anyNonZero(freeMg, freeEg);
    }

    /**
     * Gives a new evaluator's state its pawn table (about 0.3 MB with one pawn-like type). It is
     * made with the evaluator, so with its search thread, and not at the thread's first
     * evaluation: the session moves what a large {@code Threads} setting made to the old
     * generation by one full collection while no clock runs, and tables made in the next search
     * stayed behind in the young one. With 128 threads the helpers' tables (up to 38 MB) were
     * copied by a young collection of 39-62 ms in the first searches after the setting; made
     * here, 9-21 ms (G1 logs of nine processes, 2026-12-03; docs/search.md, "Many threads
     * on few cores").
     */
    void prepare(EvalState s) {
        if (pawnTypes.length == 0) return;
        s.pawnTable = new PawnTable(4 * pawnTypes.length);
        s.pawnKey = new long[s.pawnTable.words];
    }

    @Override public void evaluate(Position p, EvalState s) {
        if (pawnTypes.length == 0) return;
        PawnTable table = s.pawnTable;
        long[] key = s.pawnKey;
        int k = 0;
        for (int t : pawnTypes) {
            for (int c = 0; c < 2; c++) {
                key[k++] = p.piecesLo(Piece.of(t, c));
                key[k++] = p.piecesHi(Piece.of(t, c));
            }
        }
        int i = table.index(key);
        if (s.trace != null || !table.holds(i, key)) {
            table.claim(i, key);
            structure(p, s, table, i);
        }
        s.add(Piece.WHITE, table.mg[i], table.eg[i]);
        for (int c = 0; c < 2; c++) {
            long lo = table.passed[i * 4 + 2 * c], hi = table.passed[i * 4 + 2 * c + 1];
            s.passedPawns[c] = Long.bitCount(lo) + Long.bitCount(hi);
            passers(p, s, c, lo, hi);
        }
    }

    /** The part that depends on the pawn-like pieces alone, into entry {@code i} of the table. */
    private void structure(Position p, EvalState s, PawnTable table, int i) {
        long allLo0 = s.pawnsLo[0], allHi0 = s.pawnsHi[0], allLo1 = s.pawnsLo[1], allHi1 = s.pawnsHi[1];
        EvalTrace trace = s.trace;
        int whiteMg = 0, whiteEg = 0;
        for (int c = 0; c < 2; c++) {
            long ownLo = c == 0 ? allLo0 : allLo1, ownHi = c == 0 ? allHi0 : allHi1;
            long enemyLo = c == 0 ? allLo1 : allLo0, enemyHi = c == 0 ? allHi1 : allHi0;
            long[] span = m.frontSpan[c], front = m.frontFile[c];
            long passedLo = 0, passedHi = 0;
            int mg = 0, eg = 0;
            for (int t : pawnTypes) {
                int pc = Piece.of(t, c);
                long sameLo = p.piecesLo(pc), sameHi = p.piecesHi(pc);
                for (long lo = sameLo, hi = sameHi; (lo | hi) != 0; ) {
                    int sq;
                    if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                    else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                    int rel = g.relativeRank(c, sq);
                    if (rel == g.ranks - 1) continue; // a Kingdom Pawn waiting to promote in place: its table says it
                    int file = g.file(sq);
                    if (((span[sq * 2] & enemyLo) | (span[sq * 2 + 1] & enemyHi)) == 0) {
                        mg += passedMg[rel];
                        eg += passedEg[rel];
                        passedLo |= Bits.loBit(sq);
                        passedHi |= Bits.hiBit(sq);
                        if (trace != null) {
                            trace.add(passedMgIndex + rel, 1, c);
                            trace.add(passedEgIndex + rel, 1, c);
                        }
                    }
                    if (((front[sq * 2] & sameLo) | (front[sq * 2 + 1] & sameHi)) != 0) {
                        mg += doubledMg;
                        eg += doubledEg;
                        if (trace != null) trace.addPair(doubledIndex, 1, c);
                    }
                    long besideLo = m.adjacentFiles[file * 2] & ownLo, besideHi = m.adjacentFiles[file * 2 + 1] & ownHi;
                    if ((besideLo | besideHi) == 0) {
                        mg += isolatedMg;
                        eg += isolatedEg;
                        if (trace != null) trace.addPair(isolatedIndex, 1, c);
                    } else if (((besideLo & ~span[sq * 2]) | (besideHi & ~span[sq * 2 + 1])) == 0 && rel + 1 < g.ranks - 1) {
                        // Backward: every own pawn on the files beside is ahead of it, and an enemy pawn holds its stop square.
                        int stop = c == 0 ? sq + g.files : sq - g.files;
                        if (Bits.has(s.pawnAttackLo[c ^ 1], s.pawnAttackHi[c ^ 1], stop) || Bits.has(enemyLo, enemyHi, stop)) {
                            mg += backwardMg;
                            eg += backwardEg;
                            if (trace != null) trace.addPair(backwardIndex, 1, c);
                        }
                    }
                    boolean supported = Bits.has(s.pawnAttackLo[c], s.pawnAttackHi[c], sq);
                    if (supported) {
                        mg += supportedMg;
                        eg += supportedEg;
                        if (trace != null) trace.addPair(supportedIndex, 1, c);
                    }
                    boolean phalanx = (file > 0 && Bits.has(ownLo, ownHi, sq - 1)) || (file + 1 < g.files && Bits.has(ownLo, ownHi, sq + 1));
                    if (phalanx) {
                        mg += phalanxMg;
                        eg += phalanxEg;
                        if (trace != null) trace.addPair(phalanxIndex, 1, c);
                    }
                    if (supported || phalanx) {
                        mg += connectedMg[rel];
                        eg += connectedEg[rel];
                        if (trace != null) {
                            trace.add(connectedMgIndex + rel, 1, c);
                            trace.add(connectedEgIndex + rel, 1, c);
                        }
                    }
                }
            }
            whiteMg += c == Piece.WHITE ? mg : -mg;
            whiteEg += c == Piece.WHITE ? eg : -eg;
            table.passed[i * 4 + 2 * c] = passedLo;
            table.passed[i * 4 + 2 * c + 1] = passedHi;
        }
        table.mg[i] = whiteMg;
        table.eg[i] = whiteEg;
    }

    /** What a passed pawn of {@code c} gains from the rest of the board: a free square in front, the Kings' distances to it, a safe way forward. */
    private void passers(Position p, EvalState s, int c, long lo, long hi) {
        EvalTrace trace = s.trace;
        int mg = 0, eg = 0;
        while ((lo | hi) != 0) {
            int sq;
            if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
            else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
            int f = progress[g.relativeRank(c, sq)];
            int stop = c == 0 ? sq + g.files : sq - g.files;
            // Each a fraction of a whole number, truncated toward zero (the trace counts the roundings).
            if (p.pieceAt(stop) == 0) {
                eg += freeStop * f / 256;
                if (trace != null) traced(trace, freeStopIndex, f / 256.0, c);
                if (freeOn || trace != null) {
                    int way = way(s, c, sq, stop);
                    if (way >= 0) {
                        mg += freeMg[way] * f / 256;
                        eg += freeEg[way] * f / 256;
                        if (trace != null) tracedPair(trace, freeIndex[way], f / 256.0, c);
                    }
                    if (Bits.has(s.attackLo[c], s.attackHi[c], stop)) {
                        mg += freeMg[DEFENDED] * f / 256;
                        eg += freeEg[DEFENDED] * f / 256;
                        if (trace != null) tracedPair(trace, freeIndex[DEFENDED], f / 256.0, c);
                    }
                }
            }
            int ek = s.king[c ^ 1], ok = s.king[c];
            if (ek >= 0) {
                int d = Math.min(5, g.distance(ek, stop));
                eg += f * enemyKing * d / 256;
                if (trace != null) traced(trace, enemyKingIndex, f * d / 256.0, c);
            }
            if (ok >= 0) {
                int d = Math.min(5, g.distance(ok, stop));
                eg += f * ownKing * d / 256;
                if (trace != null) traced(trace, ownKingIndex, f * d / 256.0, c);
            }
        }
        if ((mg | eg) != 0) s.add(c, mg, eg);
    }

    /**
     * How safe the way forward of {@code c}'s passed pawn on {@code sq} is, as an index of
     * {@link #FREE}: no enemy attack on the squares in front of it on its file and the files beside
     * (0), on its file (1), on the square in front, {@code stop} (2); -1 when that one is attacked.
     */
    private int way(EvalState s, int c, int sq, int stop) {
        long unsafeLo = s.attackLo[c ^ 1], unsafeHi = s.attackHi[c ^ 1];
        if (((m.frontSpan[c][sq * 2] & unsafeLo) | (m.frontSpan[c][sq * 2 + 1] & unsafeHi)) == 0) return 0;
        if (((m.frontFile[c][sq * 2] & unsafeLo) | (m.frontFile[c][sq * 2 + 1] & unsafeHi)) == 0) return 1;
        return Bits.has(unsafeLo, unsafeHi, stop) ? -1 : 2;
    }

    private static void traced(EvalTrace trace, int index, double c, int color) {
        trace.add(index, c, color);
        trace.rounded();
    }

    private static void tracedPair(EvalTrace trace, int index, double c, int color) {
        trace.addPair(index, c, color);
        trace.rounded();
        trace.rounded();
    }
}
