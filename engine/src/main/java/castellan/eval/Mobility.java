package castellan.eval;

import castellan.board.Geometry;
import castellan.board.SliderAttacks;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.piece.PieceType;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * Attacks and mobility from the compiled movement tables: the squares each side attacks (for
 * the later terms; and by piece type, for the threats by a lesser piece and the safe checks),
 * each piece's safe mobility (squares it may go to that are not its own
 * pieces' and not attacked by an enemy pawn), the pseudo-legal move count of a side's pieces
 * (the stalemate term reads it), and the attacks on each royal King's zone.
 *
 * <p>A piece whose quiet moves the rules generate (a Curtis Guard) is scored by its attack
 * table for both; one whose tables are empty (the Kingdom Wizard) has no mobility here.
 *
 * <p>Mobility is a table by piece type and number of safe squares ({@code mobility.X.mg/eg}),
 * read in 1/256 centipawn: a side's pieces add up there and the sum is divided once.
 */
final class Mobility implements EvalTerm {
    private final EvalSpec spec;
    private final int types, kingType;
    private final long[] table;
    private final SliderAttacks sliders;
    private final long allLo, allHi;
    /** [type][color]. */
    private final Movement[][] capture, quiet;
    private final BoardMasks masks;
    /** [type][safe squares]: mobility in 1/256 centipawn (zeros for a type without mobility); per type the tables' indices, -1 for none. */
    private final int[][] tableMg, tableEg;
    private final int[] indexMg, indexEg;
    /** Per type: its weight in the attack on a King's zone ({@code kingAttack.X}, in {@link KingSafety#DANGER_SCALE}ths), and that weight's index. */
    private final int[] attackWeight, attackIndex;

    /** Keep each type's attacks ({@link EvalState#attacksLo}) for the later terms, in the search (a trace always does). */
    private final boolean typeAttacks;

    Mobility(EvalSpec spec, ParamReader r, boolean typeAttacks) {
        this.spec = spec;
        this.typeAttacks = typeAttacks;
        Variant v = spec.variant;
        Geometry g = v.geometry;
        types = v.typeCount();
        kingType = v.kingType;
        sliders = g.sliders;
        table = sliders.table();
        allLo = g.allLo;
        allHi = g.allHi;
        masks = spec.masks;
        capture = new Movement[types + 1][2];
        quiet = new Movement[types + 1][2];
        tableMg = new int[types + 1][];
        tableEg = new int[types + 1][];
        indexMg = new int[types + 1];
        indexEg = new int[types + 1];
        attackWeight = new int[types + 1];
        attackIndex = new int[types + 1];
        for (int t = 1; t <= types; t++) {
            PieceType pt = v.types[t];
            for (int c = 0; c < 2; c++) {
                capture[t][c] = pt.capture[c];
                quiet[t][c] = pt.move[c].isEmpty() ? pt.capture[c] : pt.move[c];
            }
            String l = String.valueOf(pt.letter);
            int length = SquareTables.mostSquares(g, pt) + 1;
            indexMg[t] = indexEg[t] = attackIndex[t] = -1;
            if (r.has("mobility." + l + ".mg")) {
                tableMg[t] = r.fixedPoint("mobility." + l + ".mg", length, ParamReader.Part.MG, 256);
                tableEg[t] = r.fixedPoint("mobility." + l + ".eg", length, ParamReader.Part.EG, 256);
                indexMg[t] = r.index("mobility." + l + ".mg");
                indexEg[t] = r.index("mobility." + l + ".eg");
            } else {
                tableMg[t] = tableEg[t] = new int[length];
            }
            if (!spec.pawnLike[t]) {
                attackWeight[t] = r.fixedPoint("kingAttack." + l, 1, ParamReader.Part.NONE, KingSafety.DANGER_SCALE)[0];
                attackIndex[t] = r.index("kingAttack." + l);
            }
        }
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        // Pawn attacks first: safe mobility avoids them.
        for (int c = 0; c < 2; c++) {
            long attLo = 0, attHi = 0, att2Lo = 0, att2Hi = 0, pawnsLo = 0, pawnsHi = 0;
            for (int t = 1; t <= types; t++) {
                if (!spec.pawnLike[t]) continue;
                int pc = Piece.of(t, c);
                pawnsLo |= p.piecesLo(pc);
                pawnsHi |= p.piecesHi(pc);
                long[] leap = capture[t][c].leap;
                if (leap == null) continue;
                for (long lo = p.piecesLo(pc), hi = p.piecesHi(pc); (lo | hi) != 0; ) {
                    int sq;
                    if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                    else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                    long aLo = leap[sq * 2], aHi = leap[sq * 2 + 1];
                    att2Lo |= attLo & aLo;
                    att2Hi |= attHi & aHi;
                    attLo |= aLo;
                    attHi |= aHi;
                }
            }
            s.pawnsLo[c] = pawnsLo;
            s.pawnsHi[c] = pawnsHi;
            s.pawnAttackLo[c] = attLo;
            s.pawnAttackHi[c] = attHi;
            s.attackLo[c] = attLo;
            s.attackHi[c] = attHi;
            s.attack2Lo[c] = att2Lo;
            s.attack2Hi[c] = att2Hi;
        }
        final long[] tb = table;
        final SliderAttacks sl = sliders;
        long emptyLo = ~occLo & allLo, emptyHi = ~occHi & allHi;
        for (int c = 0; c < 2; c++) {
            int them = c ^ 1;
            long ownLo = p.colorLo(c), ownHi = p.colorHi(c);
            long enemyLo = p.colorLo(them), enemyHi = p.colorHi(them);
            long unsafeLo = s.pawnAttackLo[them], unsafeHi = s.pawnAttackHi[them];
            long attLo = s.attackLo[c], attHi = s.attackHi[c], att2Lo = s.attack2Lo[c], att2Hi = s.attack2Hi[c];
            int ek = s.king[them];
            long zoneLo = 0, zoneHi = 0, nextLo = 0, nextHi = 0;
            if (ek >= 0 && s.royal[them]) {
                zoneLo = masks.kingZone[them][ek * 2];
                zoneHi = masks.kingZone[them][ek * 2 + 1];
                long[] steps = capture[kingType][them].leap;
                if (steps != null) {
                    nextLo = steps[ek * 2];
                    nextHi = steps[ek * 2 + 1];
                }
            }
            int mg = 0, eg = 0, moves = 0, zoneAttackers = 0, zoneWeight = 0, nextAttacks = 0;
            boolean keep = typeAttacks || trace != null;
            for (int t = 1; t <= types; t++) {
                if (spec.pawnLike[t]) continue;
                boolean isKing = t == kingType;
                if (isKing && !s.kingCaptures[c]) continue;
                int pc = Piece.of(t, c);
                long pLo = p.piecesLo(pc), pHi = p.piecesHi(pc);
                if ((pLo | pHi) == 0) {
                    if (keep) s.attacksLo[pc] = s.attacksHi[pc] = 0;
                    continue;
                }
                long typeAttacksLo = 0, typeAttacksHi = 0;
                Movement cap = capture[t][c], q = quiet[t][c];
                boolean same = cap == q;
                long[] leap = cap.leap, mask = cap.slideMask;
                int fam = cap.families;
                int[] mobMg = tableMg[t], mobEg = tableEg[t];
                int weight = attackWeight[t];
                boolean counts = !(isKing && spec.kingRoyal);
                while ((pLo | pHi) != 0) {
                    int sq;
                    if (pLo != 0) { sq = Long.numberOfTrailingZeros(pLo); pLo &= pLo - 1; }
                    else { sq = 64 + Long.numberOfTrailingZeros(pHi); pHi &= pHi - 1; }
                    // The capture reach, written out (a helper returning two words through fields was slower).
                    long aLo = 0, aHi = 0;
                    if (leap != null) { aLo = leap[sq * 2]; aHi = leap[sq * 2 + 1]; }
                    if (fam != 0) {
                        long sLo = 0, sHi = 0;
                        if ((fam & 1) != 0) { int x = sl.index(0, sq, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                        if ((fam & 2) != 0) { int x = sl.index(1, sq, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                        if ((fam & 4) != 0) { int x = sl.index(2, sq, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                        if ((fam & 8) != 0) { int x = sl.index(3, sq, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                        if (mask != null) { sLo &= mask[sq * 2]; sHi &= mask[sq * 2 + 1]; }
                        aLo |= sLo;
                        aHi |= sHi;
                    }
                    att2Lo |= attLo & aLo;
                    att2Hi |= attHi & aHi;
                    attLo |= aLo;
                    attHi |= aHi;
                    if (keep) {
                        typeAttacksLo |= aLo;
                        typeAttacksHi |= aHi;
                    }
                    long zLo = aLo & zoneLo, zHi = aHi & zoneHi;
                    if ((zLo | zHi) != 0) {
                        zoneAttackers++;
                        int hits = Math.min(3, Long.bitCount(zLo) + Long.bitCount(zHi));
                        zoneWeight += weight * hits;
                        nextAttacks += Long.bitCount(aLo & nextLo) + Long.bitCount(aHi & nextHi);
                        if (trace != null) trace.dangerWeight(them, attackIndex[t], hits);
                    }
                    if (!counts) continue;
                    long mLo, mHi;
                    if (same) {
                        mLo = aLo & ~ownLo;
                        mHi = aHi & ~ownHi;
                    } else {
                        reach(s, q, sq, occLo, occHi);
                        mLo = (s.reachLo & emptyLo) | (aLo & enemyLo);
                        mHi = (s.reachHi & emptyHi) | (aHi & enemyHi);
                    }
                    moves += Long.bitCount(mLo) + Long.bitCount(mHi);
                    int safe = Long.bitCount(mLo & ~unsafeLo) + Long.bitCount(mHi & ~unsafeHi);
                    mg += mobMg[safe];
                    eg += mobEg[safe];
                    if (trace != null && indexMg[t] >= 0) {
                        trace.add(indexMg[t] + safe, 1, c);
                        trace.add(indexEg[t] + safe, 1, c);
                    }
                }
                if (keep) {
                    s.attacksLo[pc] = typeAttacksLo;
                    s.attacksHi[pc] = typeAttacksHi;
                }
            }
            s.attackLo[c] = attLo;
            s.attackHi[c] = attHi;
            s.attack2Lo[c] = att2Lo;
            s.attack2Hi[c] = att2Hi;
            s.kingAttackers[c] += zoneAttackers;
            s.kingAttackWeight[c] += zoneWeight;
            s.kingNeighbourAttacks[c] += nextAttacks;
            s.moves[c] = moves;
            // Fixed point, 1/256 centipawn: divide once, truncating toward zero for both sides alike.
            s.add(c, mg / 256, eg / 256);
            if (trace != null) trace.rounded();
        }
    }

    /** Squares a movement reaches from {@code sq} with the given occupancy, into {@link EvalState#reachLo}/{@code reachHi}. */
    private void reach(EvalState s, Movement m, int sq, long occLo, long occHi) {
        long lo = 0, hi = 0;
        long[] leap = m.leap;
        if (leap != null) {
            lo = leap[sq * 2];
            hi = leap[sq * 2 + 1];
        }
        int fam = m.families;
        if (fam != 0) {
            long sLo = 0, sHi = 0;
            for (int f = 0; f < 4; f++) {
                if ((fam & (1 << f)) == 0) continue;
                int i = sliders.index(f, sq, occLo, occHi);
                sLo |= table[i];
                sHi |= table[i + 1];
            }
            long[] mask = m.slideMask;
            if (mask != null) {
                sLo &= mask[sq * 2];
                sHi &= mask[sq * 2 + 1];
            }
            lo |= sLo;
            hi |= sHi;
        }
        s.reachLo = lo;
        s.reachHi = hi;
    }
}
