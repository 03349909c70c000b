package castellan.eval;

import castellan.board.Bits;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * Pieces in danger, by the victim's type: a piece (not a pawn, not a King that cannot be taken)
 * attacked by an enemy pawn-like piece ({@code threat.byPawn.X}), and any piece attacked and not
 * defended ({@code threat.hanging.X}), and any piece attacked by an enemy piece of lower value
 * ({@code threat.byLesser.X}: not a pawn-like piece nor a King, its type's value from the
 * variant's piece table, a fixed number, so that a tuned value never changes who is lesser;
 * Stockfish 11's threats by minor and by Rook, by the attacker's worth rather than its name). Both
 * sides are scored alike; the side to move can usually save one, which the search sees.
 *
 * <p>Restricted squares ({@code restricted}, Stockfish 11's {@code RestrictedPiece}, for the side
 * that restricts): squares that both sides attack and the enemy does not hold strongly (with a
 * pawn-like piece, or twice when this side attacks them once at most).
 *
 * <p>And three more of Stockfish 11's, for the side whose pieces (not pawn-like pieces, not a
 * royal King) are threatened: by the enemy King, when one of them it attacks is not held strongly
 * ({@code threat.byKing}, present or not: {@code ThreatByKing}); per piece attacked by an enemy
 * pawn-like piece that stands safe, not attacked by this side or defended by its own
 * ({@code threat.safePawn}: {@code ThreatBySafePawn}); and per piece an enemy pawn-like piece
 * would attack after a quiet step (or its double step) to an empty square that this side's
 * pawn-like pieces do not attack and that is safe as above ({@code threat.pawnPush}:
 * {@code ThreatByPawnPush}).
 */
final class Threats implements EvalTerm {
    private final EvalSpec spec;
    /** [type]: the pairs, middlegame and endgame, and their indices (-1 where a type has none). */
    private final int[] byPawnMg, byPawnEg, hangingMg, hangingEg, byPawnIndex, hangingIndex;
    /**
     * The types other than pawn-like pieces and the King by their value, increasing; per type its
     * value and its threat.byLesser numbers (index -1: no type is lesser).
     */
    private final int[] byValue, value, lesserMg, lesserEg, lesserIndex;
    private final int restrictedMg, restrictedEg, restrictedIndex;
    /** Whether these have a number other than 0 (the search skips them without: {@link ParamReader#anyNonZero}). */
    private final boolean lesserOn, restrictedOn;
    /** Threats by the King, by safe pawns, by pawn pushes: the pairs, their indices, whether any is not 0. */
    private final int[] byKing, safePawn, push;
    private final int byKingIndex, safePawnIndex, pushIndex;
    private final boolean pawnThreatsOn;
    /** The pawn-like types; [type][color] their captures' and quiet moves' leaps, and double steps (or null); [color] the King's leaps. */
    private final int[] pawnTypes;
    private final long[][][] pawnCapture, pawnStep, pawnDouble;
    private final long[][] kingLeap = new long[2][];
    private static final int[] NO_TYPES = {};

    Threats(EvalSpec spec, ParamReader r) {
        this.spec = spec;
        int n = spec.variant.types.length;
        byPawnMg = new int[n];
        byPawnEg = new int[n];
        hangingMg = new int[n];
        hangingEg = new int[n];
        byPawnIndex = new int[n];
        hangingIndex = new int[n];
        for (int t = 1; t < n; t++) {
            byPawnIndex[t] = hangingIndex[t] = -1;
            if (t == spec.variant.kingType && spec.kingRoyal) continue; // never taken
            String l = String.valueOf(spec.variant.types[t].letter);
            if (!spec.pawnLike[t]) {
                int[] v = r.pair("threat.byPawn." + l);
                byPawnMg[t] = v[0];
                byPawnEg[t] = v[1];
                byPawnIndex[t] = r.index("threat.byPawn." + l);
            }
            int[] v = r.pair("threat.hanging." + l);
            hangingMg[t] = v[0];
            hangingEg[t] = v[1];
            hangingIndex[t] = r.index("threat.hanging." + l);
        }
        Variant variant = spec.variant;
        value = new int[n];
        lesserMg = new int[n];
        lesserEg = new int[n];
        lesserIndex = new int[n];
        for (int t = 1; t < n; t++) {
            value[t] = variant.types[t].value;
            lesserIndex[t] = -1;
            if (!lesserVictim(variant, t)) continue;
            String name = "threat.byLesser." + variant.types[t].letter;
            int[] v = r.pair(name);
            lesserMg[t] = v[0];
            lesserEg[t] = v[1];
            lesserIndex[t] = r.index(name);
        }
        byValue = java.util.stream.IntStream.rangeClosed(1, variant.typeCount()).filter(t -> fighter(variant, t)).boxed()
                .sorted(java.util.Comparator.comparingInt(t -> value[t])).mapToInt(Integer::intValue).toArray();
        int[] restricted = r.pair("restricted");
        restrictedMg = restricted[0];
        restrictedEg = restricted[1];
        restrictedIndex = r.index("restricted");
        lesserOn = ParamReader.anyNonZero(lesserMg, lesserEg);
        byKing = r.pair("threat.byKing");
        safePawn = r.pair("threat.safePawn");
        push = r.pair("threat.pawnPush");
        byKingIndex = r.index("threat.byKing");
        safePawnIndex = r.index("threat.safePawn");
        pushIndex = r.index("threat.pawnPush");
        pawnThreatsOn = ParamReader.anyNonZero(byKing, safePawn, push);
        pawnTypes = java.util.stream.IntStream.rangeClosed(1, variant.typeCount()).filter(t -> spec.pawnLike[t]).toArray();
        pawnCapture = new long[n][2][];
        pawnStep = new long[n][2][];
        pawnDouble = new long[n][2][];
        for (int t : pawnTypes) {
            for (int c = 0; c < 2; c++) {
                pawnCapture[t][c] = variant.types[t].capture[c].leap;
                pawnStep[t][c] = variant.types[t].move[c].leap;
                pawnDouble[t][c] = variant.types[t].doubleStep == null ? null : variant.types[t].doubleStep[c];
            }
        }
        for (int c = 0; c < 2; c++) kingLeap[c] = variant.types[variant.kingType].capture[c].leap;
        restrictedOn = restrictedMg != 0 || restrictedEg != 0;
    }

    /** Do the threats by a lesser piece count ({@link EvalState#attacksLo} is read)? */
    boolean readsTypeAttacks() { return lesserOn; }

    /** Neither pawn-like nor the King: the pieces whose attacks and worth the threats by a lesser piece compare. */
    private static boolean fighter(Variant v, int t) {
        return !v.types[t].promotes && t != v.kingType;
    }

    /** Has a threat.byLesser entry: a fighter with another fighter type of lower value. */
    static boolean lesserVictim(Variant v, int t) {
        if (!fighter(v, t)) return false;
        for (int u = 1; u <= v.typeCount(); u++) if (fighter(v, u) && v.types[u].value < v.types[t].value) return true;
        return false;
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
        for (int c = 0; c < 2; c++) {
            int them = c ^ 1;
            long ownLo = p.colorLo(c), ownHi = p.colorHi(c);
            if (spec.kingRoyal) {
                int k = s.king[c];
                if (k >= 0) {
                    ownLo &= ~Bits.loBit(k);
                    ownHi &= ~Bits.hiBit(k);
                }
            }
            long byPawnLo = ownLo & s.pawnAttackLo[them], byPawnHi = ownHi & s.pawnAttackHi[them];
            long hangingLo = ownLo & s.attackLo[them] & ~s.attackLo[c], hangingHi = ownHi & s.attackHi[them] & ~s.attackHi[c];
            long lo = byPawnLo | hangingLo, hi = byPawnHi | hangingHi;
            int mg = 0, eg = 0;
            while ((lo | hi) != 0) {
                int sq = Bits.first(lo, hi);
                if (lo != 0) lo &= lo - 1; else hi &= hi - 1;
                int t = Piece.type(p.pieceAt(sq));
                if (!spec.pawnLike[t] && Bits.has(byPawnLo, byPawnHi, sq)) {
                    mg += byPawnMg[t];
                    eg += byPawnEg[t];
                    if (trace != null) trace.addPair(byPawnIndex[t], 1, c);
                }
                if (Bits.has(hangingLo, hangingHi, sq)) {
                    mg += hangingMg[t];
                    eg += hangingEg[t];
                    if (trace != null) trace.addPair(hangingIndex[t], 1, c);
                }
            }
            // Attacked by a lesser piece: the enemy's attacks by the types below each value, gathered in order.
            long lesserLo = 0, lesserHi = 0, groupLo = 0, groupHi = 0;
            int groupValue = Integer.MIN_VALUE;
            for (int t : lesserOn || trace != null ? byValue : NO_TYPES) {
                if (value[t] != groupValue) {
                    lesserLo |= groupLo;
                    lesserHi |= groupHi;
                    groupLo = groupHi = 0;
                    groupValue = value[t];
                }
                int enemy = Piece.of(t, them);
                groupLo |= s.attacksLo[enemy];
                groupHi |= s.attacksHi[enemy];
                if (lesserIndex[t] < 0) continue;
                int pc = Piece.of(t, c);
                int count = Long.bitCount(p.piecesLo(pc) & lesserLo) + Long.bitCount(p.piecesHi(pc) & lesserHi);
                if (count == 0) continue;
                mg += count * lesserMg[t];
                eg += count * lesserEg[t];
                if (trace != null) trace.addPair(lesserIndex[t], count, c);
            }
            // Restricted: attacked by both, and not held strongly by the enemy.
            if (restrictedOn || trace != null) {
                long strongLo = s.pawnAttackLo[them] | (s.attack2Lo[them] & ~s.attack2Lo[c]);
                long strongHi = s.pawnAttackHi[them] | (s.attack2Hi[them] & ~s.attack2Hi[c]);
                int restricted = Long.bitCount(s.attackLo[them] & s.attackLo[c] & ~strongLo)
                        + Long.bitCount(s.attackHi[them] & s.attackHi[c] & ~strongHi);
                mg += restricted * restrictedMg;
                eg += restricted * restrictedEg;
                if (trace != null && restricted != 0) trace.addPair(restrictedIndex, restricted, c);
            }
            s.add(c, mg, eg);
            if (pawnThreatsOn || trace != null) pawnAndKingThreats(p, s, c, ownLo, ownHi);
        }
    }

    /**
     * Threats to {@code c}'s pieces {@code own} (its royal King left out) by the enemy King, by
     * the enemy's safe pawn-like pieces, and by their quiet steps (class comment).
     */
    private void pawnAndKingThreats(Position p, EvalState s, int c, long ownLo, long ownHi) {
        int them = c ^ 1, mg = 0, eg = 0;
        EvalTrace trace = s.trace;
        long victimsLo = ownLo & ~s.pawnsLo[c], victimsHi = ownHi & ~s.pawnsHi[c];
        if ((victimsLo | victimsHi) == 0) return;
        // By the King, when it may capture (in Kingdom not while c keeps its Duke): a victim it attacks that c does not
        // hold strongly (with a pawn-like piece, or twice where the enemy attacks it once at most).
        int k = s.king[them];
        if (k >= 0 && kingLeap[them] != null && s.kingCaptures[them]) {
            long strongLo = s.pawnAttackLo[c] | (s.attack2Lo[c] & ~s.attack2Lo[them]), strongHi = s.pawnAttackHi[c] | (s.attack2Hi[c] & ~s.attack2Hi[them]);
            if (((victimsLo & kingLeap[them][k * 2] & ~strongLo) | (victimsHi & kingLeap[them][k * 2 + 1] & ~strongHi)) != 0) {
                mg += byKing[0];
                eg += byKing[1];
                if (trace != null) trace.addPair(byKingIndex, 1, c);
            }
        }
        // Safe for the enemy: not attacked by c, or defended by the enemy.
        long safeLo = ~s.attackLo[c] | s.attackLo[them], safeHi = ~s.attackHi[c] | s.attackHi[them];
        long emptyLo = ~p.occupiedLo(), emptyHi = ~p.occupiedHi();
        long bySafeLo = 0, bySafeHi = 0, byPushLo = 0, byPushHi = 0;
        for (int t : pawnTypes) {
            long[] capture = pawnCapture[t][them], step = pawnStep[t][them], twice = pawnDouble[t][them];
            if (capture == null) continue;
            int pc = Piece.of(t, them);
            for (long lo = p.piecesLo(pc), hi = p.piecesHi(pc); (lo | hi) != 0; ) {
                int sq;
                if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                if (Bits.has(safeLo, safeHi, sq)) {
                    bySafeLo |= capture[sq * 2];
                    bySafeHi |= capture[sq * 2 + 1];
                }
                if (step == null) continue;
                long toLo = step[sq * 2] & emptyLo, toHi = step[sq * 2 + 1] & emptyHi;
                // The double step, where the single one is free.
                if (twice != null && ((step[sq * 2] | step[sq * 2 + 1]) != 0) && ((step[sq * 2] & ~emptyLo) | (step[sq * 2 + 1] & ~emptyHi)) == 0) {
                    toLo |= twice[sq * 2] & emptyLo;
                    toHi |= twice[sq * 2 + 1] & emptyHi;
                }
                toLo &= ~s.pawnAttackLo[c] & safeLo;
                toHi &= ~s.pawnAttackHi[c] & safeHi;
                while ((toLo | toHi) != 0) {
                    int to;
                    if (toLo != 0) { to = Long.numberOfTrailingZeros(toLo); toLo &= toLo - 1; }
                    else { to = 64 + Long.numberOfTrailingZeros(toHi); toHi &= toHi - 1; }
                    byPushLo |= capture[to * 2];
                    byPushHi |= capture[to * 2 + 1];
                }
            }
        }
        int bySafe = Long.bitCount(victimsLo & bySafeLo) + Long.bitCount(victimsHi & bySafeHi);
        int byPush = Long.bitCount(victimsLo & byPushLo) + Long.bitCount(victimsHi & byPushHi);
        mg += bySafe * safePawn[0] + byPush * push[0];
        eg += bySafe * safePawn[1] + byPush * push[1];
        if (trace != null) {
            if (bySafe != 0) trace.addPair(safePawnIndex, bySafe, c);
            if (byPush != 0) trace.addPair(pushIndex, byPush, c);
        }
        s.add(c, mg, eg);
    }
}
