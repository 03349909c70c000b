package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.piece.PieceType;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * What Stockfish's {@code pieces()} scores by piece type beyond mobility, each a middlegame and
 * endgame pair, and which types have it derived from the pieces' movement (never from a
 * variant's name):
 * <ul>
 *   <li>pair ({@code pair.X}): a side with two or more pieces of the type (the bishop pair), for
 *       every type other than pawn-like pieces and the King that a side has two of at the start;</li>
 *   <li>open and semi-open files ({@code file.open.X}, {@code file.semiOpen.X}), for the types
 *       that slide along a whole file (Rook, Chancellor, Queen, the Kingdom Princess): no pawn-like
 *       piece of either side on the piece's file, or none of its own side but some of the enemy's;</li>
 *   <li>outposts ({@code outpost.X}), for the types that only leap (Knight, Firzan, the Kingdom
 *       Prince and Dragon): the piece stands in the enemy's half of the board, is defended by one
 *       of its side's pawn-like pieces, and no enemy pawn-like piece can ever attack its square by
 *       quiet moves forward (for a Pawn: none on the files beside, in front of it; a Kingdom
 *       Subject, which steps diagonally and captures straight ahead, from a widening cone);</li>
 *   <li>behind a pawn ({@code behindPawn.X}, Stockfish 11's {@code MinorBehindPawn}): a pawn-like
 *       piece of either side stands on the square in front of the piece, which shields it and
 *       keeps the file closed before it; and the King's protectors ({@code kingProtector.X},
 *       Stockfish 11's {@code KingProtector}): per square between the piece and its own King
 *       (the King's steps, as Stockfish's {@code distance}). Stockfish has both for its Knight and
 *       Bishop only; here every type other than pawn-like pieces and the King has its own pair,
 *       which the tuner sets (at 0 a type has neither);</li>
 *   <li>pawns on its colour ({@code pawnsOnColour.X}, Stockfish 11's {@code BishopPawns}), for the
 *       types bound to the squares of one colour (the Bishop, the Wells Firzan and Elephant): per
 *       pawn-like piece of its side on squares of the piece's colour, times one more than its
 *       side's pawn-like pieces on the central files (a quarter of the width from each edge, as
 *       {@link Space}'s) that a piece stands right in front of.</li>
 * </ul>
 */
final class Pieces implements EvalTerm {
    private final Geometry g;
    private final BoardMasks m;
    private final int[] pawnTypes, pairTypes, fileTypes, outpostTypes, pieceTypes, colourTypes;
    /** Per type: the pairs' middlegame and endgame numbers and their indices (unused for the types without). */
    private final int[] pairMg, pairEg, pairIndex, openMg, openEg, openIndex, semiOpenMg, semiOpenEg, semiOpenIndex,
            outpostMg, outpostEg, outpostIndex, behindMg, behindEg, behindIndex, protectorMg, protectorEg, protectorIndex,
            colourMg, colourEg, colourIndex;
    /** Whether each part has a number other than 0 (the search skips a part without: {@link ParamReader#anyNonZero}). */
    private final boolean pairsOn, filesOn, outpostsOn, placementOn, coloursOn;
    /** [colour of the squares: 0 where file + rank is even]: its squares, lo/hi; and the central files, lo/hi. */
    private final long[] squaresOf = new long[4], centralFiles = new long[2];
    /** [color * squares + square]: the square in front of it from that side (one rank on), or -1 on the last rank. */
    private final int[] front;
    private static final int[] NO_TYPES = {};
    /** Per square: its file's squares, lo/hi. */
    private final long[] fileOf;
    /** [color]: the enemy's half of the board, lo/hi. */
    private final long[] enemyHalf = new long[4];
    /**
     * [pawn-like type][its colour][square]: the squares from which a pawn-like piece of that type
     * and colour can come to attack the square by quiet moves (lo/hi interleaved).
     */
    private final long[][][] pawnReach;

    Pieces(EvalSpec spec, ParamReader r) {
        Variant v = spec.variant;
        this.g = v.geometry;
        this.m = spec.masks;
        int n = v.types.length;
        pawnTypes = types(v, t -> spec.pawnLike[t]);
        pairTypes = types(v, t -> pairType(v, t));
        fileTypes = types(v, t -> fileType(v, t));
        outpostTypes = types(v, t -> outpostType(v, t));
        pieceTypes = types(v, t -> pieceType(v, t));
        colourTypes = types(v, t -> colourBound(v, t));
        pairMg = new int[n]; pairEg = new int[n]; pairIndex = new int[n];
        openMg = new int[n]; openEg = new int[n]; openIndex = new int[n];
        semiOpenMg = new int[n]; semiOpenEg = new int[n]; semiOpenIndex = new int[n];
        outpostMg = new int[n]; outpostEg = new int[n]; outpostIndex = new int[n];
        behindMg = new int[n]; behindEg = new int[n]; behindIndex = new int[n];
        protectorMg = new int[n]; protectorEg = new int[n]; protectorIndex = new int[n];
        colourMg = new int[n]; colourEg = new int[n]; colourIndex = new int[n];
        for (int t : pairTypes) pairIndex[t] = pair(r, "pair." + v.types[t].letter, t, pairMg, pairEg);
        for (int t : fileTypes) {
            openIndex[t] = pair(r, "file.open." + v.types[t].letter, t, openMg, openEg);
            semiOpenIndex[t] = pair(r, "file.semiOpen." + v.types[t].letter, t, semiOpenMg, semiOpenEg);
        }
        for (int t : outpostTypes) outpostIndex[t] = pair(r, "outpost." + v.types[t].letter, t, outpostMg, outpostEg);
        for (int t : pieceTypes) {
            behindIndex[t] = pair(r, "behindPawn." + v.types[t].letter, t, behindMg, behindEg);
            protectorIndex[t] = pair(r, "kingProtector." + v.types[t].letter, t, protectorMg, protectorEg);
        }
        for (int t : colourTypes) colourIndex[t] = pair(r, "pawnsOnColour." + v.types[t].letter, t, colourMg, colourEg);
        pairsOn = ParamReader.anyNonZero(pairMg, pairEg);
        filesOn = ParamReader.anyNonZero(openMg, openEg, semiOpenMg, semiOpenEg);
        outpostsOn = ParamReader.anyNonZero(outpostMg, outpostEg);
        placementOn = ParamReader.anyNonZero(behindMg, behindEg, protectorMg, protectorEg);
        coloursOn = ParamReader.anyNonZero(colourMg, colourEg);
        int edge = g.files / 4;
        for (int sq = 0; sq < g.squares; sq++) {
            int colour = (g.file(sq) + g.rank(sq)) & 1;
            squaresOf[colour * 2] |= Bits.loBit(sq);
            squaresOf[colour * 2 + 1] |= Bits.hiBit(sq);
            if (g.file(sq) >= edge && g.file(sq) < g.files - edge) {
                centralFiles[0] |= Bits.loBit(sq);
                centralFiles[1] |= Bits.hiBit(sq);
            }
        }
        front = new int[2 * g.squares];
        for (int c = 0; c < 2; c++)
            for (int sq = 0; sq < g.squares; sq++) {
                int rank = g.rank(sq) + (c == 0 ? 1 : -1);
                front[c * g.squares + sq] = rank >= 0 && rank < g.ranks ? g.square(g.file(sq), rank) : -1;
            }
        fileOf = new long[g.squares * 2];
        for (int s = 0; s < g.squares; s++) {
            fileOf[s * 2] = m.file[g.file(s) * 2];
            fileOf[s * 2 + 1] = m.file[g.file(s) * 2 + 1];
            for (int c = 0; c < 2; c++) {
                if (g.relativeRank(c, s) < g.ranks / 2) continue;
                enemyHalf[c * 2] |= Bits.loBit(s);
                enemyHalf[c * 2 + 1] |= Bits.hiBit(s);
            }
        }
        pawnReach = new long[n][][];
        for (int t : pawnTypes) pawnReach[t] = new long[][] {pawnReach(v.types[t], 0), pawnReach(v.types[t], 1)};
    }

    private static int pair(ParamReader r, String name, int t, int[] mg, int[] eg) {
        int[] v = r.pair(name);
        mg[t] = v[0];
        eg[t] = v[1];
        return r.index(name);
    }

    /** Has a pair entry: not pawn-like, not the King, and a side has two or more at the start. */
    static boolean pairType(Variant v, int t) {
        if (v.types[t].promotes || t == v.kingType) return false;
        int count = 0;
        for (char ch : v.startFen.split(" ")[0].toCharArray()) if (ch == v.types[t].letter) count++;
        return count >= 2;
    }

    /** Has open-file entries: not pawn-like, and its captures slide along a whole file, from one end to the other (either way). */
    static boolean fileType(Variant v, int t) {
        PieceType pt = v.types[t];
        if (pt.promotes) return false;
        Geometry g = v.geometry;
        Movement c = pt.capture[Piece.WHITE];
        int bottom = g.square(0, 0), top = g.square(0, g.ranks - 1);
        return slidesTo(g, c, bottom, top) || slidesTo(g, c, top, bottom);
    }

    private static boolean slidesTo(Geometry g, Movement m, int from, int to) {
        return Bits.has(m.emptySlideLo(g, from), m.emptySlideHi(g, from), to);
    }

    /** Has an outpost entry: not pawn-like, not the King, and its captures only leap (no slide). */
    static boolean outpostType(Variant v, int t) {
        PieceType pt = v.types[t];
        Movement c = pt.capture[Piece.WHITE];
        return !pt.promotes && t != v.kingType && c.leap != null && !c.slides();
    }

    /** Has behindPawn and kingProtector entries: not pawn-like, not the King. */
    static boolean pieceType(Variant v, int t) {
        return !v.types[t].promotes && t != v.kingType;
    }

    /**
     * Has a pawnsOnColour entry: not pawn-like, not the King, and every move and capture it has
     * keeps it on squares of one colour (file + rank changes by an even number).
     */
    static boolean colourBound(Variant v, int t) {
        PieceType pt = v.types[t];
        if (pt.promotes || t == v.kingType || pt.capture[Piece.WHITE].isEmpty()) return false;
        Geometry g = v.geometry;
        for (Movement m : new Movement[] {pt.move[Piece.WHITE], pt.capture[Piece.WHITE]})
            for (int from = 0; from < g.squares; from++) {
                long lo = m.emptyBoardLo(g, from), hi = m.emptyBoardHi(g, from);
                for (int to = 0; to < g.squares; to++)
                    if (Bits.has(lo, hi, to) && ((g.file(from) + g.rank(from) + g.file(to) + g.rank(to)) & 1) != 0) return false;
            }
        return true;
    }

    private static int[] types(Variant v, java.util.function.IntPredicate has) {
        return java.util.stream.IntStream.rangeClosed(1, v.typeCount()).filter(has).toArray();
    }

    /**
     * [square]: where a pawn-like piece of this type and colour may stand and come to attack the
     * square, by its quiet moves (its steps and double step, on an empty board) and then a capture.
     */
    private long[] pawnReach(PieceType pt, int color) {
        int n = g.squares;
        Movement quiet = pt.move[color].isEmpty() ? pt.capture[color] : pt.move[color], capture = pt.capture[color];
        long[] step = new long[n * 2], attack = new long[n * 2], out = new long[n * 2];
        for (int s = 0; s < n; s++) {
            step[s * 2] = quiet.emptyBoardLo(g, s);
            step[s * 2 + 1] = quiet.emptyBoardHi(g, s);
            if (pt.doubleStep != null) {
                step[s * 2] |= pt.doubleStep[color][s * 2];
                step[s * 2 + 1] |= pt.doubleStep[color][s * 2 + 1];
            }
            attack[s * 2] = capture.emptyBoardLo(g, s);
            attack[s * 2 + 1] = capture.emptyBoardHi(g, s);
        }
        for (int from = 0; from < n; from++) {
            // The squares it may step to, any number of steps, then what it attacks from them.
            long lo = Bits.loBit(from), hi = Bits.hiBit(from), beforeLo, beforeHi;
            do {
                beforeLo = lo;
                beforeHi = hi;
                for (int s = 0; s < n; s++) {
                    if (!Bits.has(beforeLo, beforeHi, s)) continue;
                    lo |= step[s * 2];
                    hi |= step[s * 2 + 1];
                }
            } while (lo != beforeLo || hi != beforeHi);
            long aLo = 0, aHi = 0;
            for (int s = 0; s < n; s++) {
                if (!Bits.has(lo, hi, s)) continue;
                aLo |= attack[s * 2];
                aHi |= attack[s * 2 + 1];
            }
            for (int x = 0; x < n; x++) {
                if (!Bits.has(aLo, aHi, x)) continue;
                out[x * 2] |= Bits.loBit(from);
                out[x * 2 + 1] |= Bits.hiBit(from);
            }
        }
        return out;
    }

    /** The squares from which a pawn-like piece of {@code type} and {@code color} may come to attack {@code sq} (tests). */
    long[] reach(int type, int color, int sq) {
        return new long[] {pawnReach[type][color][sq * 2], pawnReach[type][color][sq * 2 + 1]};
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
        int[] pairTypes = pairsOn || trace != null ? this.pairTypes : NO_TYPES;
        int[] fileTypes = filesOn || trace != null ? this.fileTypes : NO_TYPES;
        int[] outpostTypes = outpostsOn || trace != null ? this.outpostTypes : NO_TYPES;
        int[] pieceTypes = placementOn || trace != null ? this.pieceTypes : NO_TYPES;
        int[] colourTypes = coloursOn || trace != null ? this.colourTypes : NO_TYPES;
        if (pairTypes.length + fileTypes.length + outpostTypes.length + pieceTypes.length + colourTypes.length == 0) return;
        long pawnLo0 = 0, pawnHi0 = 0, pawnLo1 = 0, pawnHi1 = 0;
        for (int t : pawnTypes) {
            pawnLo0 |= p.piecesLo(Piece.of(t, 0));
            pawnHi0 |= p.piecesHi(Piece.of(t, 0));
            pawnLo1 |= p.piecesLo(Piece.of(t, 1));
            pawnHi1 |= p.piecesHi(Piece.of(t, 1));
        }
        for (int c = 0; c < 2; c++) {
            int them = c ^ 1, mg = 0, eg = 0;
            for (int t : pairTypes) {
                if (p.count(t, c) < 2) continue;
                mg += pairMg[t];
                eg += pairEg[t];
                if (trace != null) trace.addPair(pairIndex[t], 1, c);
            }
            long ownPawnLo = c == 0 ? pawnLo0 : pawnLo1, ownPawnHi = c == 0 ? pawnHi0 : pawnHi1;
            long enemyPawnLo = c == 0 ? pawnLo1 : pawnLo0, enemyPawnHi = c == 0 ? pawnHi1 : pawnHi0;
            for (int t : fileTypes) {
                int pc = Piece.of(t, c);
                for (long lo = p.piecesLo(pc), hi = p.piecesHi(pc); (lo | hi) != 0; ) {
                    int sq;
                    if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                    else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                    long fileLo = fileOf[sq * 2], fileHi = fileOf[sq * 2 + 1];
                    if (((fileLo & ownPawnLo) | (fileHi & ownPawnHi)) != 0) continue;
                    if (((fileLo & enemyPawnLo) | (fileHi & enemyPawnHi)) == 0) {
                        mg += openMg[t];
                        eg += openEg[t];
                        if (trace != null) trace.addPair(openIndex[t], 1, c);
                    } else {
                        mg += semiOpenMg[t];
                        eg += semiOpenEg[t];
                        if (trace != null) trace.addPair(semiOpenIndex[t], 1, c);
                    }
                }
            }
            long halfLo = enemyHalf[c * 2] & s.pawnAttackLo[c], halfHi = enemyHalf[c * 2 + 1] & s.pawnAttackHi[c];
            for (int t : outpostTypes) {
                int pc = Piece.of(t, c);
                for (long lo = p.piecesLo(pc) & halfLo, hi = p.piecesHi(pc) & halfHi; (lo | hi) != 0; ) {
                    int sq;
                    if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                    else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                    if (attackable(p, them, sq)) continue;
                    mg += outpostMg[t];
                    eg += outpostEg[t];
                    if (trace != null) trace.addPair(outpostIndex[t], 1, c);
                }
            }
            long pawnLo = pawnLo0 | pawnLo1, pawnHi = pawnHi0 | pawnHi1;
            int king = s.king[c], frontBase = c * g.squares;
            for (int t : pieceTypes) {
                int pc = Piece.of(t, c);
                for (long lo = p.piecesLo(pc), hi = p.piecesHi(pc); (lo | hi) != 0; ) {
                    int sq;
                    if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                    else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                    int f = front[frontBase + sq];
                    if (f >= 0 && Bits.has(pawnLo, pawnHi, f)) {
                        mg += behindMg[t];
                        eg += behindEg[t];
                        if (trace != null) trace.addPair(behindIndex[t], 1, c);
                    }
                    if (king >= 0) {
                        int d = g.distance(king, sq);
                        mg += protectorMg[t] * d;
                        eg += protectorEg[t] * d;
                        if (trace != null) trace.addPair(protectorIndex[t], d, c);
                    }
                }
            }
            int blocked = -1; // counted at the first piece that needs it
            for (int t : colourTypes) {
                int pc = Piece.of(t, c);
                for (long lo = p.piecesLo(pc), hi = p.piecesHi(pc); (lo | hi) != 0; ) {
                    int sq;
                    if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                    else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                    if (blocked < 0) blocked = blockedCentre(p, c, ownPawnLo, ownPawnHi);
                    int colour = ((g.file(sq) + g.rank(sq)) & 1) * 2;
                    int n = (Long.bitCount(ownPawnLo & squaresOf[colour]) + Long.bitCount(ownPawnHi & squaresOf[colour + 1])) * (1 + blocked);
                    mg += colourMg[t] * n;
                    eg += colourEg[t] * n;
                    if (trace != null) trace.addPair(colourIndex[t], n, c);
                }
            }
            s.add(c, mg, eg);
        }
    }

    /** {@code color}'s pawn-like pieces on the central files with a piece of either side right in front. */
    private int blockedCentre(Position p, int color, long pawnLo, long pawnHi) {
        int n = 0, base = color * g.squares;
        for (long lo = pawnLo & centralFiles[0], hi = pawnHi & centralFiles[1]; (lo | hi) != 0; ) {
            int sq;
            if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
            else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
            int f = front[base + sq];
            if (f >= 0 && p.pieceAt(f) != 0) n++;
        }
        return n;
    }

    /** Can a pawn-like piece of {@code color} ever come to attack {@code sq}? */
    private boolean attackable(Position p, int color, int sq) {
        for (int t : pawnTypes) {
            long[] reach = pawnReach[t][color];
            int pc = Piece.of(t, color);
            if (((reach[sq * 2] & p.piecesLo(pc)) | (reach[sq * 2 + 1] & p.piecesHi(pc))) != 0) return true;
        }
        return false;
    }
}
