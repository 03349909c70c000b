package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * Material and placement, read from the piece-square tables (each type's value plus its
 * placement, {@code value.X} and {@code psqt.X.mg/eg}), and the facts every later term needs:
 * piece counts, the phase (from the fixed {@code phase.X} weights), the Kings' squares, and which
 * Kings are royal or may capture now. A King that cannot be mated now is placed by the free
 * King's table ({@code freeKing.mg/eg}). A searched position keeps the tables' sums as pieces
 * move ({@link Evaluator#track}); any other is summed here.
 *
 * <p>Placement tables are symmetric left to right, so the parameters hold half of each, drawn as
 * White sees the board ({@link #slot}).
 */
final class PieceSquares implements EvalTerm {
    private final EvalSpec spec;
    private final int codes, kingType, carrier;
    /** Per type: middlegame and endgame value (a royal King's is 0: it is never exchanged). */
    final int[] valueMg, valueEg;
    /** [piece code][square]: value plus placement, middlegame and endgame, for that piece's own side. */
    final int[][] pstMg, pstEg;
    /** [color][square]: placement of a King that cannot be mated now. */
    final int[][] freeKingMg, freeKingEg;
    /** Per type: its weight in the phase's material (0 for pawns and Kings). */
    private final int[] phaseWeight;
    /** Piece material (both sides, phase weights) at and above which the phase is full middlegame, and at and below which full endgame. */
    final int phaseMgLimit, phaseEgLimit;
    /** For the trace: per type the index of its value pair (-1 for a royal King) and of its tables; the free King's; [color][square] the slot in a half table. */
    private final int[] valueIndex, psqtMgIndex, psqtEgIndex;
    private final int freeKingMgIndex, freeKingEgIndex;
    private final int[][] slots;

    PieceSquares(EvalSpec spec, ParamReader r) {
        this.spec = spec;
        Variant v = spec.variant;
        Geometry g = v.geometry;
        int n = v.types.length;
        this.codes = 2 * n;
        this.kingType = v.kingType;
        this.carrier = spec.royaltyCarrier;
        slots = new int[2][g.squares];
        for (int s = 0; s < g.squares; s++) {
            slots[Piece.WHITE][s] = slot(g, s);
            slots[Piece.BLACK][s] = slot(g, spec.masks.mirror[s]);
        }
        valueMg = new int[n];
        valueEg = new int[n];
        phaseWeight = new int[n];
        valueIndex = new int[n];
        psqtMgIndex = new int[n];
        psqtEgIndex = new int[n];
        pstMg = new int[codes][];
        pstEg = new int[codes][];
        int tableLength = halfFiles(g) * g.ranks;
        for (int t = 1; t < n; t++) {
            String l = String.valueOf(v.types[t].letter);
            valueIndex[t] = -1;
            if (!(t == kingType && spec.kingRoyal)) {
                int[] value = r.pair("value." + l);
                valueMg[t] = value[0];
                valueEg[t] = value[1];
                valueIndex[t] = r.index("value." + l);
            }
            if (!spec.pawnLike[t] && t != kingType) phaseWeight[t] = r.fixed("phase." + l, 1)[0];
            int[] mg = r.linear("psqt." + l + ".mg", tableLength, ParamReader.Part.MG);
            int[] eg = r.linear("psqt." + l + ".eg", tableLength, ParamReader.Part.EG);
            psqtMgIndex[t] = r.index("psqt." + l + ".mg");
            psqtEgIndex[t] = r.index("psqt." + l + ".eg");
            for (int c = 0; c < 2; c++) {
                pstMg[Piece.of(t, c)] = full(g, mg, valueMg[t], slots[c]);
                pstEg[Piece.of(t, c)] = full(g, eg, valueEg[t], slots[c]);
            }
        }
        freeKingMg = new int[2][];
        freeKingEg = new int[2][];
        if (spec.kingRoyal && carrier != 0) {
            int[] mg = r.linear("freeKing.mg", tableLength, ParamReader.Part.MG), eg = r.linear("freeKing.eg", tableLength, ParamReader.Part.EG);
            freeKingMgIndex = r.index("freeKing.mg");
            freeKingEgIndex = r.index("freeKing.eg");
            for (int c = 0; c < 2; c++) {
                freeKingMg[c] = full(g, mg, 0, slots[c]);
                freeKingEg[c] = full(g, eg, 0, slots[c]);
            }
        } else {
            freeKingMgIndex = freeKingEgIndex = -1;
        }
        int[] limits = r.fixed("phase.limits", 2);
        int start = startPieceMaterial(v);
        phaseMgLimit = start * limits[0] / 100;
        phaseEgLimit = start * limits[1] / 100;
    }

    /** Files in a half table: the board's, from a to the middle. */
    static int halfFiles(Geometry g) { return (g.files + 1) / 2; }

    /** Where White's square goes in a half table: rows from the last rank down, files from the nearer edge. */
    static int slot(Geometry g, int square) {
        int f = g.file(square);
        return (g.ranks - 1 - g.rank(square)) * halfFiles(g) + Math.min(f, g.files - 1 - f);
    }

    private static int[] full(Geometry g, int[] half, int value, int[] slot) {
        int[] out = new int[g.squares];
        for (int s = 0; s < g.squares; s++) out[s] = value + half[slot[s]];
        return out;
    }

    /** Both sides' piece material (phase weights) in the start position. */
    private int startPieceMaterial(Variant v) {
        int sum = 0;
        String placement = v.startFen.split(" ")[0];
        for (char c : placement.toCharArray()) {
            int t = Character.isLetter(c) ? v.typeOf(c) : 0;
            if (t != 0) sum += phaseWeight[t];
        }
        return Math.max(sum, 1);
    }

    /** Type {@code t}'s weight in the phase's material ({@code phase.X}; 0 for pawn-like pieces and the King). */
    int phaseWeight(int t) { return phaseWeight[t]; }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
        for (int c = 0; c < 2; c++) {
            s.king[c] = p.kingSquare(c);
            boolean immune = carrier != 0 && p.count(carrier, c) > 0;
            boolean enemyCarrier = carrier != 0 && p.count(carrier, c ^ 1) > 0;
            s.royal[c] = spec.kingRoyal && s.king[c] >= 0 && !immune;
            s.kingCaptures[c] = s.king[c] >= 0 && !enemyCarrier;
        }
        int mg, eg;
        if (trace == null && p.keptWeights() == spec.placementMg) {
            // The position keeps the tables' sums (Evaluator#track): only a King that cannot be
            // mated now moves from the King's table to the free King's.
            mg = p.weightSumMg();
            eg = p.weightSumEg();
            if (spec.kingRoyal) {
                for (int c = 0; c < 2; c++) {
                    int k = s.king[c];
                    if (k < 0 || s.royal[c]) continue;
                    int pc = Piece.of(kingType, c);
                    int dm = freeKingMg[c][k] - pstMg[pc][k], de = freeKingEg[c][k] - pstEg[pc][k];
                    if (c == Piece.WHITE) { mg += dm; eg += de; } else { mg -= dm; eg -= de; }
                }
            }
        } else {
            mg = eg = 0;
            for (int pc = 2; pc < codes; pc++) {
                long lo = p.piecesLo(pc), hi = p.piecesHi(pc);
                if ((lo | hi) == 0) continue;
                int color = pc & 1, type = pc >>> 1;
                int[] tm = pstMg[pc], te = pstEg[pc];
                boolean free = type == kingType && spec.kingRoyal && !s.royal[color];
                if (free) {
                    tm = freeKingMg[color];
                    te = freeKingEg[color];
                }
                int sm = 0, se = 0;
                for (; lo != 0; lo &= lo - 1) {
                    int sq = Long.numberOfTrailingZeros(lo);
                    sm += tm[sq];
                    se += te[sq];
                    if (trace != null) trace(trace, type, color, sq, free);
                }
                for (; hi != 0; hi &= hi - 1) {
                    int sq = 64 + Long.numberOfTrailingZeros(hi);
                    sm += tm[sq];
                    se += te[sq];
                    if (trace != null) trace(trace, type, color, sq, free);
                }
                if (color == Piece.WHITE) { mg += sm; eg += se; } else { mg -= sm; eg -= se; }
            }
        }
        for (int pc = 2; pc < codes; pc++) {
            long lo = p.piecesLo(pc), hi = p.piecesHi(pc);
            if ((lo | hi) == 0) continue;
            int color = pc & 1, type = pc >>> 1;
            int count = Long.bitCount(lo) + Long.bitCount(hi);
            if (type == kingType) {
                if (!spec.kingRoyal) s.pieceCount[color] += count; // a plain piece (Norochess)
                continue;
            }
            s.pieceCount[color] += count;
            if (spec.pawnLike[type]) s.pawnCount[color] += count;
            else s.pieceMaterial[color] += count * phaseWeight[type];
        }
        s.mg += mg;
        s.eg += eg;
        int material = s.pieceMaterial[0] + s.pieceMaterial[1];
        s.phase = material >= phaseMgLimit ? 256 : material <= phaseEgLimit ? 0
                : (material - phaseEgLimit) * 256 / (phaseMgLimit - phaseEgLimit);
    }

    /** A piece's value and placement into the trace. */
    private void trace(EvalTrace trace, int type, int color, int sq, boolean free) {
        if (valueIndex[type] >= 0) trace.addPair(valueIndex[type], 1, color);
        int slot = slots[color][sq];
        trace.add((free ? freeKingMgIndex : psqtMgIndex[type]) + slot, 1, color);
        trace.add((free ? freeKingEgIndex : psqtEgIndex[type]) + slot, 1, color);
    }
}
