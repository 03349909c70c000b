package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.position.Blockers;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * The safety of a royal King (only while it can be mated: never in Norochess, and in Kingdom
 * only while its side has no Duke). Its parts, middlegame mostly:
 * <ul>
 *   <li>attack: the enemy pieces that reach the King's zone ({@link Mobility} counts them and
 *       sums their {@code kingAttack.X} weights into {@code w}, each times the zone squares it hits, at most 3);
 *       with Stockfish 11's further inputs added to {@code w} (the safe checks by type, the weak
 *       squares of the zone, the unsafe check squares, the attackers, the enemy without a major
 *       piece, a constant, the attacks on the King's flank and its defence, the attacks next to
 *       the King, its blockers and its defenders), and as many
 *       attackers as {@code kingDanger.minAttackers} asks, it costs
 *       {@code min(max, w * w * quadratic / 1024)} in the middlegame, as the danger of an attack
 *       grows faster than its pieces, and {@code w * endgame / 1024} in the ending
 *       ({@code kingDanger.*}). Not linear in the weights: the trace keeps them apart
 *       ({@link EvalTrace#dangerWeight});</li>
 *   <li>the King's flank ({@link BoardMasks#flank}), linear: the enemy's attacks on it in the
 *       King's camp, and no pawn-like piece on it ({@code kingFlank.*});</li>
 *   <li>safe checks, by the checking piece's type ({@code safeCheck.X}, for the attacker, linear
 *       and not part of King danger): a piece of type X of the attacker attacks now
 *       ({@link EvalState#attacksLo}) a square not its side's own from which it would check the
 *       King, and the King's side does not attack that square. Present or not, not counted
 *       (Stockfish 11's {@code SafeCheck}); for every type other than pawn-like pieces and the King
 *       that attacks at all;</li>
 *   <li>weak squares of the King's zone ({@code kingRing.weak}, per square, linear; Stockfish 11
 *       counts them in its King danger): attacked by the enemy, and defended by the King alone or
 *       not at all.</li>
 * </ul>
 *
 * <p>The pawns in front of the King are {@link KingShelter}'s.
 *
 * <p>The squares from which a piece of one colour checks a King are those the same type of the
 * King's colour reaches from the King's square: a piece's move reversed is the move of the other
 * colour, as every piece here moves alike to its left and its right (the test
 * {@code NewTermsTest} checks it for every type of every variant).
 */
final class KingSafety implements EvalTerm {
    /**
     * King danger's numbers (the attack weights, the further inputs, the quadratic's factor) are
     * read in sixteenths of the file's unit, so {@code w} is summed in sixteenths: the inputs are
     * multiplied by counts of up to tens of squares before the sum is squared, and rounding a fitted
     * file's numbers to whole units cost it 2% of its loss (docs/tuning.md).
     */
    static final int DANGER_SCALE = 16;

    private final EvalSpec spec;
    private final Geometry g;
    private final int quadratic, max, endgame, quadraticIndex, maxIndex, endgameIndex;
    /** The types with a safe check entry, and per type its numbers and their index. */
    private final int[] checkTypes;
    private final int[] checkMg, checkEg, checkIndex;
    /** Weak squares of the King's zone: the pair and its index (royal Kings only); [color] the King's steps. */
    private final int weakMg, weakEg, weakIndex;
    /** Whether the safe checks and the weak squares have a number other than 0 (the search skips them without: {@link ParamReader#anyNonZero}). */
    private final boolean checksOn, weakOn;
    private final long[][] kingLeap = new long[2][];
    /**
     * King danger's further inputs, Stockfish 11's ({@code kingDanger.*}): added to the weighted
     * attacks before the square is taken, per type with a safe check, per weak square of the
     * zone, per square an unsafe check could come from, per attacker, once when the enemy has
     * no major piece, and once; their numbers by type ({@code check}) or alone, their indices,
     * whether any is not 0; the fewest attackers for King danger to count.
     */
    private final int[] dangerCheck, dangerCheckIndex;
    private final int dangerWeak, dangerUnsafe, dangerAttackers, dangerNoMajor, dangerBase;
    private final int dangerWeakIndex, dangerUnsafeIndex, dangerAttackersIndex, dangerNoMajorIndex, dangerBaseIndex;
    private final boolean dangerInputsOn;
    /**
     * Three more of Stockfish 11's inputs of King danger: per attack on a square next to the King
     * (a piece's each: {@code kingAttacksCount}; {@code kingDanger.kingAttacks}), per piece of either
     * side that alone stands between the King and an enemy piece that would attack it along a line
     * ({@code blockers_for_king}; {@code .blockers}), and per type of the King's side that defends
     * a square next to it (Stockfish's Knight and Bishop defenders, here every type with a check
     * entry; {@code .defender.X}). Numbers, indices; the blockers, against the enemy's types with a
     * check entry ({@link Blockers}); whether the blockers and the defenders are worked out (not
     * while their numbers are 0).
     */
    private final int dangerNext, dangerBlockers, dangerNextIndex, dangerBlockersIndex;
    private final int[] dangerDefender, dangerDefenderIndex;
    private final Blockers blockers;
    private final boolean blockersOn, defendersOn;
    /**
     * The King's flank, Stockfish 11's: per square of it in the King's camp that the enemy attacks
     * (twice: counted twice), and per square its own side attacks, in King danger
     * ({@code kingDanger.flankAttack}, {@code .flankDefense}); the attacks also linearly
     * ({@code kingFlank.attack}); no pawn-like piece of either side on the flank
     * ({@code kingFlank.pawnless}). Numbers, indices, whether any is not 0.
     */
    private final int dangerFlankAttack, dangerFlankDefense;
    private final int[] flankAttack, pawnless;
    private final int dangerFlankAttackIndex, dangerFlankDefenseIndex, flankAttackIndex, pawnlessIndex;
    private final boolean flankOn;
    private final int minAttackers;
    /**
     * {@code kingDanger.positive} (1 or 0, not tuned): King danger counts only where {@code w} is
     * above 0, as Stockfish 11's only where its {@code kingDanger} is above 100. Without it a King
     * whose inputs sum below 0 (defended, the enemy without a major piece) pays {@code w * w} as
     * if attacked: measured on Capablanca's data with its file of 2026-11-27, 48% of the Kings
     * King danger counted for, at 35 centipawns each on average (docs/tuning.md).
     */
    private final boolean positiveOnly;
    /** The major types (a middlegame value at least 3/4 of the most valuable type's, the King aside): Stockfish's Queen, Archbishop and Chancellor. */
    private final int[] majorTypes;
    /** [type][color]: what a piece captures; and the squares it reaches on the empty board, by square (lo/hi), a quick test before the exact one. */
    private final Movement[][] capture;
    private final long[][][] emptyReach;

    KingSafety(EvalSpec spec, ParamReader r) {
        this.spec = spec;
        this.g = spec.variant.geometry;
        Variant v = spec.variant;
        capture = new Movement[v.types.length][];
        emptyReach = new long[v.types.length][2][];
        for (int t = 1; t < v.types.length; t++) {
            capture[t] = v.types[t].capture;
            for (int c = 0; c < 2; c++) {
                long[] reach = emptyReach[t][c] = new long[g.squares * 2];
                for (int sq = 0; sq < g.squares; sq++) {
                    reach[sq * 2] = capture[t][c].emptyBoardLo(g, sq);
                    reach[sq * 2 + 1] = capture[t][c].emptyBoardHi(g, sq);
                }
            }
        }
        checkTypes = spec.kingRoyal ? java.util.stream.IntStream.rangeClosed(1, v.typeCount()).filter(t -> checkType(v, t)).toArray() : new int[0];
        checkMg = new int[v.types.length];
        checkEg = new int[v.types.length];
        checkIndex = new int[v.types.length];
        for (int t : checkTypes) {
            String name = "safeCheck." + v.types[t].letter;
            int[] pair = r.pair(name);
            checkMg[t] = pair[0];
            checkEg[t] = pair[1];
            checkIndex[t] = r.index(name);
        }
        for (int c = 0; c < 2; c++) kingLeap[c] = v.types[v.kingType].capture[c].leap;
        checksOn = ParamReader.anyNonZero(checkMg, checkEg);
        dangerCheck = new int[v.types.length];
        dangerCheckIndex = new int[v.types.length];
        dangerDefender = new int[v.types.length];
        dangerDefenderIndex = new int[v.types.length];
        blockers = new Blockers(v, t -> spec.kingRoyal && checkType(v, t));
        if (spec.kingRoyal) {
            for (int t : checkTypes) {
                String name = "kingDanger.check." + v.types[t].letter, defender = "kingDanger.defender." + v.types[t].letter;
                dangerCheck[t] = danger(r, name);
                dangerCheckIndex[t] = r.index(name);
                dangerDefender[t] = danger(r, defender);
                dangerDefenderIndex[t] = r.index(defender);
            }
            dangerNext = danger(r, "kingDanger.kingAttacks");
            dangerBlockers = danger(r, "kingDanger.blockers");
            dangerNextIndex = r.index("kingDanger.kingAttacks");
            dangerBlockersIndex = r.index("kingDanger.blockers");
            dangerWeak = danger(r, "kingDanger.weak");
            dangerUnsafe = danger(r, "kingDanger.unsafeCheck");
            dangerAttackers = danger(r, "kingDanger.attackers");
            dangerNoMajor = danger(r, "kingDanger.noMajor");
            dangerBase = danger(r, "kingDanger.base");
            dangerWeakIndex = r.index("kingDanger.weak");
            dangerUnsafeIndex = r.index("kingDanger.unsafeCheck");
            dangerAttackersIndex = r.index("kingDanger.attackers");
            dangerNoMajorIndex = r.index("kingDanger.noMajor");
            dangerBaseIndex = r.index("kingDanger.base");
            minAttackers = r.fixed("kingDanger.minAttackers", 1)[0];
            positiveOnly = r.fixed("kingDanger.positive", 1)[0] != 0;
            dangerFlankAttack = danger(r, "kingDanger.flankAttack");
            dangerFlankDefense = danger(r, "kingDanger.flankDefense");
            dangerFlankAttackIndex = r.index("kingDanger.flankAttack");
            dangerFlankDefenseIndex = r.index("kingDanger.flankDefense");
            flankAttack = r.pair("kingFlank.attack");
            pawnless = r.pair("kingFlank.pawnless");
            flankAttackIndex = r.index("kingFlank.attack");
            pawnlessIndex = r.index("kingFlank.pawnless");
        } else {
            dangerFlankAttack = dangerFlankDefense = 0;
            flankAttack = pawnless = new int[2];
            dangerFlankAttackIndex = dangerFlankDefenseIndex = flankAttackIndex = pawnlessIndex = -1;
            dangerWeak = dangerUnsafe = dangerAttackers = dangerNoMajor = dangerBase = dangerNext = dangerBlockers = 0;
            dangerWeakIndex = dangerUnsafeIndex = dangerAttackersIndex = dangerNoMajorIndex = dangerBaseIndex = dangerNextIndex = dangerBlockersIndex = -1;
            minAttackers = 2;
            positiveOnly = false;
        }
        blockersOn = dangerBlockers != 0;
        defendersOn = ParamReader.anyNonZero(dangerDefender);
        dangerInputsOn = ParamReader.anyNonZero(dangerCheck, dangerDefender, new int[] {dangerWeak, dangerUnsafe, dangerAttackers, dangerNoMajor, dangerBase,
                dangerFlankAttack, dangerFlankDefense, dangerNext, dangerBlockers});
        flankOn = dangerFlankAttack != 0 || dangerFlankDefense != 0 || ParamReader.anyNonZero(flankAttack, pawnless);
        majorTypes = majorTypes(v);
        if (spec.kingRoyal) {
            int[] weak = r.pair("kingRing.weak");
            weakMg = weak[0];
            weakEg = weak[1];
            weakIndex = r.index("kingRing.weak");
        } else {
            weakMg = weakEg = 0;
            weakIndex = -1;
        }
        weakOn = weakMg != 0 || weakEg != 0;
        if (spec.kingRoyal) {
            quadratic = danger(r, "kingDanger.quadratic");
            max = r.nonLinear("kingDanger.max", 1)[0];
            endgame = r.nonLinear("kingDanger.endgame", 1)[0];
            quadraticIndex = r.index("kingDanger.quadratic");
            maxIndex = r.index("kingDanger.max");
            endgameIndex = r.index("kingDanger.endgame");
        } else {
            quadratic = max = endgame = 0;
            quadraticIndex = maxIndex = endgameIndex = -1;
        }
    }

    /** Has a safe check entry (where Kings are royal): not pawn-like, not the King, and it attacks. */
    static boolean checkType(Variant v, int t) {
        return !v.types[t].promotes && t != v.kingType && !v.types[t].capture[0].isEmpty();
    }

    /** A number of King danger, in {@link #DANGER_SCALE}ths. */
    private static int danger(ParamReader r, String name) {
        return r.fixedPoint(name, 1, ParamReader.Part.NONE, DANGER_SCALE)[0];
    }

    /** The major types: not pawn-like, not the King, a value at least 3/4 of the most valuable such type's (the variant's piece table). */
    static int[] majorTypes(Variant v) {
        int best = 0;
        for (int t = 1; t <= v.typeCount(); t++) if (checkType(v, t)) best = Math.max(best, v.types[t].value);
        int top = best;
        return java.util.stream.IntStream.rangeClosed(1, v.typeCount()).filter(t -> checkType(v, t) && 4 * v.types[t].value >= 3 * top).toArray();
    }

    /** Do the safe checks count ({@link EvalState#attacksLo} is read)? */
    boolean readsTypeAttacks() { return checksOn || dangerInputsOn; }

    /** Tells a trace where King danger's own numbers are. */
    void describe(EvalTrace t) {
        t.dangerQuadratic = quadraticIndex;
        t.dangerMax = maxIndex;
        t.dangerEndgame = endgameIndex;
        t.dangerPositiveOnly = positiveOnly;
    }

    @Override public void evaluate(Position p, EvalState s) {
        if (!spec.kingRoyal) return;
        EvalTrace trace = s.trace;
        boolean inputs = dangerInputsOn || trace != null;
        for (int c = 0; c < 2; c++) {
            int k = s.king[c];
            if (!s.royal[c] || k < 0) continue;
            int them = c ^ 1, mg = 0, eg = 0;
            int weak = weakOn || inputs ? weakSquares(s, c, k) : 0;
            long checks = checkTypes.length > 0 && (checksOn || inputs) ? safeChecks(p, s, c, k, inputs) : 0;
            long flank = flankOn || trace != null ? flank(s, c, k) : 0;
            if (s.kingAttackers[them] >= minAttackers) {
                int w = s.kingAttackWeight[them];
                if (inputs) w += dangerInputs(p, s, c, weak, checks, flank);
                if (EvalTrace.dangerCounts(w, positiveOnly)) {
                    // w and the factor in sixteenths: w * w * quadratic / 1024 in the file's units.
                    mg -= (int) Math.min(max, (long) w * w * quadratic / (1024L * DANGER_SCALE * DANGER_SCALE * DANGER_SCALE));
                    eg -= (int) ((long) w * endgame / (1024 * DANGER_SCALE));
                }
                if (trace != null) {
                    trace.dangerActive(c);
                    trace.rounded();
                }
            }
            s.add(c, mg, eg);
        }
    }

    /**
     * King danger's further inputs against the King of {@code c}, Stockfish 11's: {@code weak}
     * squares of its zone, the safe checks of {@code checks} (a bit per entry of
     * {@link #checkTypes}, the unsafe check squares' count above bit 32), its attackers, the
     * enemy without a major piece, a constant, the attacks on its flank and their defence
     * ({@code flank}: {@link #flank}'s two counts), the attacks next to it, its blockers and its
     * defenders by type; traced as King danger's weights.
     */
    private int dangerInputs(Position p, EvalState s, int c, int weak, long checks, long flank) {
        EvalTrace trace = s.trace;
        int them = c ^ 1, attackers = s.kingAttackers[them], unsafe = (int) (checks >>> 32), w = 0;
        for (int i = 0; i < checkTypes.length; i++) {
            if ((checks & (1L << i)) == 0) continue;
            int t = checkTypes[i];
            w += dangerCheck[t];
            if (trace != null) trace.dangerWeight(c, dangerCheckIndex[t], 1);
        }
        boolean noMajor = true;
        for (int t : majorTypes) {
            int pc = Piece.of(t, them);
            if ((p.piecesLo(pc) | p.piecesHi(pc)) != 0) { noMajor = false; break; }
        }
        int flankAttacks = (int) flank, flankDefence = (int) (flank >>> 32);
        w += weak * dangerWeak + unsafe * dangerUnsafe + attackers * dangerAttackers + (noMajor ? dangerNoMajor : 0) + dangerBase
                + flankAttacks * dangerFlankAttack + flankDefence * dangerFlankDefense;
        if (trace != null) {
            if (flankAttacks != 0) trace.dangerWeight(c, dangerFlankAttackIndex, flankAttacks);
            if (flankDefence != 0) trace.dangerWeight(c, dangerFlankDefenseIndex, flankDefence);
            if (weak != 0) trace.dangerWeight(c, dangerWeakIndex, weak);
            if (unsafe != 0) trace.dangerWeight(c, dangerUnsafeIndex, unsafe);
            if (attackers != 0) trace.dangerWeight(c, dangerAttackersIndex, attackers);
            if (noMajor) trace.dangerWeight(c, dangerNoMajorIndex, 1);
            trace.dangerWeight(c, dangerBaseIndex, 1);
        }
        int next = s.kingNeighbourAttacks[them], k = s.king[c];
        w += next * dangerNext;
        if (trace != null && next != 0) trace.dangerWeight(c, dangerNextIndex, next);
        if (blockersOn || trace != null) {
            blockers.of(p, k, c, s.blockers);
            int blockers = Long.bitCount(s.blockers[0]) + Long.bitCount(s.blockers[1]);
            w += blockers * dangerBlockers;
            if (trace != null && blockers != 0) trace.dangerWeight(c, dangerBlockersIndex, blockers);
        }
        if ((defendersOn || trace != null) && kingLeap[c] != null) {
            long nextLo = kingLeap[c][k * 2], nextHi = kingLeap[c][k * 2 + 1];
            for (int t : checkTypes) {
                int pc = Piece.of(t, c);
                if (((s.attacksLo[pc] & nextLo) | (s.attacksHi[pc] & nextHi)) == 0) continue;
                w += dangerDefender[t];
                if (trace != null) trace.dangerWeight(c, dangerDefenderIndex[t], 1);
            }
        }
        return w;
    }

    /**
     * The flank of {@code c}'s King on {@code k} ({@link BoardMasks#flankCamp}): adds the linear
     * flank terms, and returns the enemy's attacks on it (squares attacked twice counted twice)
     * and, above bit 32, the squares of it its own side attacks.
     */
    private long flank(EvalState s, int c, int k) {
        int them = c ^ 1, f = g.file(k);
        long campLo = spec.masks.flankCamp[c][f * 2], campHi = spec.masks.flankCamp[c][f * 2 + 1];
        long aLo = s.attackLo[them] & campLo, aHi = s.attackHi[them] & campHi;
        int attack = Long.bitCount(aLo) + Long.bitCount(aHi) + Long.bitCount(aLo & s.attack2Lo[them]) + Long.bitCount(aHi & s.attack2Hi[them]);
        int defense = Long.bitCount(s.attackLo[c] & campLo) + Long.bitCount(s.attackHi[c] & campHi);
        boolean bare = ((s.pawnsLo[0] | s.pawnsLo[1]) & spec.masks.flank[f * 2]) == 0 && ((s.pawnsHi[0] | s.pawnsHi[1]) & spec.masks.flank[f * 2 + 1]) == 0;
        s.add(c, attack * flankAttack[0] + (bare ? pawnless[0] : 0), attack * flankAttack[1] + (bare ? pawnless[1] : 0));
        if (s.trace != null) {
            if (attack != 0) s.trace.addPair(flankAttackIndex, attack, c);
            if (bare) s.trace.addPair(pawnlessIndex, 1, c);
        }
        return attack | (long) defense << 32;
    }

    /** The weak squares of the zone of {@code color}'s King on {@code k}: attacked by the enemy, not twice by its own side, and if once, by the King. */
    private int weakSquares(EvalState s, int c, int k) {
        int them = c ^ 1;
        long zoneLo = spec.masks.kingZone[c][k * 2], zoneHi = spec.masks.kingZone[c][k * 2 + 1];
        long aloneLo = ~s.attackLo[c], aloneHi = ~s.attackHi[c];
        if (s.kingCaptures[c] && kingLeap[c] != null) {
            aloneLo |= kingLeap[c][k * 2];
            aloneHi |= kingLeap[c][k * 2 + 1];
        }
        int weak = Long.bitCount(zoneLo & s.attackLo[them] & ~s.attack2Lo[c] & aloneLo)
                + Long.bitCount(zoneHi & s.attackHi[them] & ~s.attack2Hi[c] & aloneHi);
        s.add(c, weak * weakMg, weak * weakEg);
        if (s.trace != null && weak != 0) s.trace.addPair(weakIndex, weak, c);
        return weak;
    }

    /**
     * The safe checks of the enemy of {@code color} against its King on {@code k}, linear
     * ({@code safeCheck.X}, for the attacker); returns a bit per type of {@link #checkTypes} with a
     * safe check and, above bit 32, with {@code unsafeToo}, how many squares a type without a safe
     * check could check from (Stockfish 11's {@code unsafeChecks}, a square counted once per
     * type). A type's candidates are the squares it attacks, not its side's own, from which it
     * would check on the empty board; a leap among them checks, a slide does when nothing stands
     * between it and the King. Present or not, so the first safe one found ends the type's
     * search. (Measured on orthodox chess: a quarter cheaper than looking up the King's lines in
     * the magic tables, 44 ns against 57 a position.)
     */
    private long safeChecks(Position p, EvalState s, int color, int k, boolean unsafeToo) {
        int them = color ^ 1, mg = 0, eg = 0, unsafe = 0;
        long found = 0;
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        // Squares a checking piece may go to: not its side's own; safe: nor attacked by the King's side.
        long freeLo = ~p.colorLo(them), freeHi = ~p.colorHi(them);
        long safeLo = ~s.attackLo[color] & freeLo, safeHi = ~s.attackHi[color] & freeHi;
        EvalTrace trace = s.trace;
        for (int i = 0; i < checkTypes.length; i++) {
            int t = checkTypes[i], pc = Piece.of(t, them);
            long[] reach = emptyReach[t][color];
            long lo = s.attacksLo[pc] & freeLo & reach[k * 2], hi = s.attacksHi[pc] & freeHi & reach[k * 2 + 1];
            if ((lo | hi) == 0) continue;
            Movement m = capture[t][color];
            if (checks(m, k, lo & safeLo, hi & safeHi, occLo, occHi, true) != 0) {
                found |= 1L << i;
                mg += checkMg[t];
                eg += checkEg[t];
                if (trace != null) trace.addPair(checkIndex[t], 1, them);
            } else if (unsafeToo) {
                unsafe += checks(m, k, lo, hi, occLo, occHi, false);
            }
        }
        s.add(them, mg, eg);
        return found | (long) unsafe << 32;
    }

    /**
     * How many of the squares {@code lo}/{@code hi} (each reached from {@code k} by movement
     * {@code m} on the empty board) check the King on {@code k} on the board {@code occ}: a leap
     * does, a slide when nothing stands between; with {@code any}, 1 at the first found.
     */
    private int checks(Movement m, int k, long lo, long hi, long occLo, long occHi, boolean any) {
        if ((lo | hi) == 0) return 0;
        if (m.families == 0) return any ? 1 : Long.bitCount(lo) + Long.bitCount(hi);
        int n = 0;
        if (m.leap != null) {
            long leapLo = lo & m.leap[k * 2], leapHi = hi & m.leap[k * 2 + 1];
            n = Long.bitCount(leapLo) + Long.bitCount(leapHi);
            if (n > 0 && any) return 1;
            lo &= ~leapLo;
            hi &= ~leapHi;
        }
        while ((lo | hi) != 0) {
            int sq;
            if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
            else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
            if (((g.betweenLo(k, sq) & occLo) | (g.betweenHi(k, sq) & occHi)) == 0) {
                if (any) return 1;
                n++;
            }
        }
        return n;
    }
}
