package castellan.movegen;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.Turn;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.piece.PieceType;
import castellan.position.Position;
import castellan.variant.CastlingRight;
import castellan.variant.Variant;

/**
 * Move generation for one variant: pseudo-legal moves from the compiled piece tables, the
 * variant's special moves through {@link MoveHooks#addSpecialMoves}, and a legality filter.
 *
 * <p>Legality uses pinned pieces and checkers (as Stockfish's {@code legal()}) where
 * {@link Variant#pinLegality} allows; otherwise each move is made and the royal square tested.
 * One instance per thread: it keeps scratch state between {@link #prepare} and {@link #isLegal},
 * and scratch lists for the hooks ({@link #hookList}).
 */
public final class MoveGenerator {
    private final Variant v;
    private final Geometry g;
    private final MoveHooks hooks;
    private final PieceType[] types;
    private final int typeCount;
    private final long[] table;
    public final Attacks attacks;
    /** [color]: the rank where pawn-like pieces promote. */
    private final long[] lastRankLo = new long[2], lastRankHi = new long[2];
    private final boolean pinLegality;
    /** [type]: moves come from {@link MoveHooks#addSpecialMoves}, not from the tables. */
    private final boolean[] byRules;
    private final boolean kingsCapturable;

    /**
     * Moves the pin test does not judge, tried on the board instead: every kind but NORMAL (0) and
     * DOUBLE_STEP (1), and every promotion (rare; promoting to a Kingdom Duke ends the King's
     * royalty). One mask over the kind bits above the lowest and the promotion bits.
     */
    private static final int ON_THE_BOARD = Move.of(0, 0, 14, 31, 0);

    /**
     * {@link #inCheck} may ask only the last move ({@link #lastMoveMayCheck}): with the pin test,
     * and where nothing but the move itself changes what attacks a royal piece. Not in Kingdom
     * (taking a Duke makes its King royal, and it may stand attacked already) nor in Maidens (the
     * huff before the move removed a piece, which may open a line).
     */
    private final boolean checkFromLastMove;

    /** {@link Variant#attacksAlongLines}: enables the cheap cases of {@link #lineLegal}. */
    private final boolean attacksAlongLines;

    /** The legality context of {@link #prepare(Position)} and {@link #isLegal(Position, int)}. */
    private final Legality own = new Legality();

    /** Scratch list for the hooks (Curtis castling's Guard legs), owned by this thread's generator. */
    private final MoveList hookList = new MoveList();

    public MoveGenerator(Variant v, MoveHooks hooks) {
        this.v = v;
        this.g = v.geometry;
        this.hooks = hooks;
        this.types = v.types;
        this.typeCount = v.typeCount();
        this.table = g.sliders.table();
        this.attacks = new Attacks(v, hooks);
        this.pinLegality = v.pinLegality;
        this.attacksAlongLines = v.attacksAlongLines;
        this.byRules = new boolean[typeCount + 1];
        for (int i = 1; i <= typeCount; i++) byRules[i] = types[i].movedByRules;
        this.kingsCapturable = v.kingsCapturable;
        this.checkFromLastMove = pinLegality && kingsCapturable && !v.compoundTurns;
        for (int c = 0; c < 2; c++) {
            int rank = c == 0 ? g.ranks - 1 : 0;
            for (int f = 0; f < g.files; f++) {
                int s = g.square(f, rank);
                if (s < 64) lastRankLo[c] |= 1L << s; else lastRankHi[c] |= 1L << (s - 64);
            }
        }
    }

    public Variant variant() { return v; }

    public MoveHooks hooks() { return hooks; }

    /** A scratch list for the hooks of this generator's thread (never the list being filled). */
    public MoveList hookList() { return hookList; }

    // ---------------------------------------------------------------- pseudo-legal

    /** All pseudo-legal moves of the side to move, special moves included. */
    public void generate(Position p, MoveList list) {
        generate(p, list, ALL);
    }

    /**
     * Pseudo-legal tactical moves, for quiescence and a move picker's first stage: captures (en
     * passant included), every promotion, and the rules' moves that take material off the
     * board (a Maidens huff, a Kingdom in-place promotion). With {@link #generateQuiet}, exactly
     * the moves of {@link #generate}.
     */
    public void generateTactical(Position p, MoveList list) {
        generate(p, list, TACTICAL);
    }

    /** The other pseudo-legal moves: quiet moves, double steps, castling. */
    public void generateQuiet(Position p, MoveList list) {
        generate(p, list, QUIET);
    }

    private static final int ALL = 0, TACTICAL = 1, QUIET = 2;

    private void generate(Position p, MoveList list, int stage) {
        list.clear();
        // Stages mask the target sets; the masks are all ones for ALL, which perft uses.
        final long quietMask = stage == TACTICAL ? 0 : -1L, captureMask = stage == QUIET ? 0 : -1L;
        final int us = p.sideToMove(), them = us ^ 1;
        final long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        final long emptyLo = ~occLo & g.allLo, emptyHi = ~occHi & g.allHi;
        long eLo = p.colorLo(them), eHi = p.colorHi(them);
        if (!kingsCapturable) {
            int king = Piece.of(v.kingType, them);
            eLo &= ~p.piecesLo(king);
            eHi &= ~p.piecesHi(king);
        }
        final long enemyLo = eLo, enemyHi = eHi;
        final var sl = g.sliders;
        final long[] tb = table;
        for (int i = 1; i <= typeCount; i++) {
            final int pc = Piece.of(i, us);
            long bLo = p.piecesLo(pc), bHi = p.piecesHi(pc);
            if ((bLo | bHi) == 0 || byRules[i]) continue;
            final PieceType t = types[i];
            final Movement mv = t.move[us], cp = t.capture[us];
            final boolean same = mv == cp;
            while ((bLo | bHi) != 0) {
                final int from;
                if (bLo != 0) { from = Long.numberOfTrailingZeros(bLo); bLo &= bLo - 1; }
                else { from = 64 + Long.numberOfTrailingZeros(bHi); bHi &= bHi - 1; }
                final int f2 = from * 2;
                // Quiet reach, then capture reach where they differ. Written out twice on purpose:
                // a shared helper returning the pair through fields measured 8% slower on perft.
                long qLo = 0, qHi = 0;
                if (mv.leap != null) { qLo = mv.leap[f2]; qHi = mv.leap[f2 + 1]; }
                int fam = mv.families;
                if (fam != 0) {
                    long sLo = 0, sHi = 0;
                    if ((fam & 1) != 0) { int x = sl.index(0, from, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                    if ((fam & 2) != 0) { int x = sl.index(1, from, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                    if ((fam & 4) != 0) { int x = sl.index(2, from, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                    if ((fam & 8) != 0) { int x = sl.index(3, from, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                    long[] mask = mv.slideMask;
                    if (mask != null) { sLo &= mask[f2]; sHi &= mask[f2 + 1]; }
                    qLo |= sLo;
                    qHi |= sHi;
                }
                long cLo, cHi;
                if (same) {
                    cLo = qLo & enemyLo;
                    cHi = qHi & enemyHi;
                } else {
                    cLo = 0;
                    cHi = 0;
                    if (cp.leap != null) { cLo = cp.leap[f2]; cHi = cp.leap[f2 + 1]; }
                    fam = cp.families;
                    if (fam != 0) {
                        long sLo = 0, sHi = 0;
                        if ((fam & 1) != 0) { int x = sl.index(0, from, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                        if ((fam & 2) != 0) { int x = sl.index(1, from, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                        if ((fam & 4) != 0) { int x = sl.index(2, from, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                        if ((fam & 8) != 0) { int x = sl.index(3, from, occLo, occHi); sLo |= tb[x]; sHi |= tb[x + 1]; }
                        long[] mask = cp.slideMask;
                        if (mask != null) { sLo &= mask[f2]; sHi &= mask[f2 + 1]; }
                        cLo |= sLo;
                        cHi |= sHi;
                    }
                    cLo &= enemyLo;
                    cHi &= enemyHi;
                }
                qLo &= emptyLo;
                qHi &= emptyHi;
                if (!t.promotes) {
                    addAll(list, from, qLo & quietMask, qHi & quietMask, cLo & captureMask, cHi & captureMask);
                    continue;
                }
                // Pawn-like: promotions on the last rank (tactical), double steps, en passant.
                long pLo = (qLo | cLo) & lastRankLo[us], pHi = (qHi | cHi) & lastRankHi[us];
                addAll(list, from, qLo & ~lastRankLo[us] & quietMask, qHi & ~lastRankHi[us] & quietMask,
                        cLo & ~lastRankLo[us] & captureMask, cHi & ~lastRankHi[us] & captureMask);
                if ((pLo | pHi) != 0 && stage != QUIET) addPromotions(p, list, i, from, pLo, pHi);
                if (t.doubleStep != null && stage != TACTICAL) {
                    long[] ds = t.doubleStep[us];
                    long dLo = ds[f2] & emptyLo, dHi = ds[f2 + 1] & emptyHi;
                    while ((dLo | dHi) != 0) {
                        int to;
                        if (dLo != 0) { to = Long.numberOfTrailingZeros(dLo); dLo &= dLo - 1; }
                        else { to = 64 + Long.numberOfTrailingZeros(dHi); dHi &= dHi - 1; }
                        if (p.pieceAt((from + to) >>> 1) == 0) list.add(Move.of(from, to, Move.DOUBLE_STEP));
                    }
                }
                int ep = p.epSquare();
                if (ep >= 0 && stage != QUIET && t.enPassant && p.pieceAt(p.epVictim()) == Piece.of(i, them)
                        && cp.leap != null && (ep < 64 ? (cp.leap[f2] & (1L << ep)) != 0 : (cp.leap[f2 + 1] & (1L << (ep - 64))) != 0)) {
                    list.add(Move.of(from, ep, Move.EN_PASSANT));
                }
            }
        }
        int specials = list.size;
        boolean outer = noCastling;
        noCastling = stage == TACTICAL;
        hooks.addSpecialMoves(p, this, list);
        noCastling = outer;
        if (stage != ALL) keepStage(p, list, specials, stage == TACTICAL);
    }

    /** Keeps, from index {@code start} on, only the moves that are tactical (or only those that are not). */
    private static void keepStage(Position p, MoveList list, int start, boolean tactical) {
        int[] m = list.moves;
        int n = start;
        for (int i = start; i < list.size; i++) if (isTactical(p, m[i]) == tactical) m[n++] = m[i];
        list.size = n;
    }

    /**
     * Does this pseudo-legal move take material or promote: a capture, en passant, a promotion,
     * a huff, an in-place promotion, a Curtis castling whose Guard leg captures?
     */
    public static boolean isTactical(Position p, int move) {
        int kind = Move.kind(move);
        return switch (kind) {
            case Move.EN_PASSANT, Move.HUFF, Move.PROMOTE_IN_PLACE -> true;
            case Move.CASTLING -> false;
            case Move.GUARD_CASTLING -> Move.from(move) != Move.to(move) && p.pieceAt(Move.to(move)) != 0;
            default -> Move.promotion(move) != 0 || p.pieceAt(Move.to(move)) != 0;
        };
    }

    private static void addAll(MoveList list, int from, long qLo, long qHi, long cLo, long cHi) {
        addMoves(list, from, qLo | cLo, qHi | cHi);
    }

    /** Adds a plain move from {@code from} to each square of the set (also for rules that generate moves). */
    public static void addMoves(MoveList list, int from, long lo, long hi) {
        while (lo != 0) {
            list.add(from | Long.numberOfTrailingZeros(lo) << 7);
            lo &= lo - 1;
        }
        while (hi != 0) {
            list.add(from | (64 + Long.numberOfTrailingZeros(hi)) << 7);
            hi &= hi - 1;
        }
    }

    private void addPromotions(Position p, MoveList list, int type, int from, long lo, long hi) {
        int[] choices = v.promotions[type];
        while ((lo | hi) != 0) {
            int to;
            if (lo != 0) { to = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
            else { to = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
            for (int promo : choices) list.add(Move.promotion(from, to, promo));
        }
    }

    /**
     * Castling as in chess and Capablanca: King and Rook on their squares with the right kept,
     * every square either passes over empty (but for the two of them), and the King's start,
     * path and destination unattacked. None while the tactical stage is generated ({@link #noCastling}).
     */
    public void addCastling(Position p, MoveList list) {
        int rights = p.castlingRights();
        if (rights == 0 || noCastling) return;
        int us = p.sideToMove();
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        for (CastlingRight r : v.castlingRights) {
            if (r.color() != us || (rights & (1 << r.bit())) == 0) continue;
            int kf = r.kingFrom(), kt = r.kingTo(), rf = r.rookFrom(), rt = r.rookTo();
            if (kf == kt) continue; // a precondition right with no move of its own (Wells' Q)
            int lo = Math.min(Math.min(kf, kt), Math.min(rf, rt)), hi = Math.max(Math.max(kf, kt), Math.max(rf, rt));
            boolean clear = true;
            for (int s = lo; s <= hi && clear; s++) clear = s == kf || s == rf || p.pieceAt(s) == 0;
            if (!clear) continue;
            int step = kt > kf ? 1 : -1;
            boolean safe = true;
            for (int s = kf; safe; s += step) {
                safe = !attacks.isAttacked(p, s, us ^ 1, occLo, occHi);
                if (s == kt) break;
            }
            if (safe) list.add(Move.of(kf, kt, Move.CASTLING, 0, rf));
        }
    }

    /**
     * The hooks are adding the special moves of the tactical stage: castling, never tactical
     * ({@link #isTactical}), would only be dropped again by {@link #keepStage}, so
     * {@link #addCastling} adds none (and spares the attack tests of the King's path: 1.6% of
     * a chess bench profile's samples went to them from the tactical stage).
     */
    private boolean noCastling;

    // ---------------------------------------------------------------- a move from elsewhere

    /**
     * Is this move one that {@link #generate} would produce here? For a move taken from a hash
     * table or a killer slot, which may belong to another position. Plain moves of table-moved
     * pieces are checked against the tables; everything else (special kinds, pieces the rules
     * move) against the generated list.
     */
    public boolean isPseudoLegal(Position p, int move) {
        int from = Move.from(move), to = Move.to(move), kind = Move.kind(move);
        if (move == Move.NONE || from >= g.squares || to >= g.squares) return false;
        int piece = p.pieceAt(from), us = p.sideToMove();
        if (kind == Move.HUFF || kind == Move.CASTLING || kind == Move.GUARD_CASTLING || kind == Move.PROMOTE_IN_PLACE)
            return (piece != 0 || kind == Move.GUARD_CASTLING) && generatedHere(p, move);
        if (piece == 0 || Piece.color(piece) != us) return false;
        int type = Piece.type(piece);
        if (byRules[type] || Move.extra(move) != 0) return generatedHere(p, move);
        boolean plain = plainPseudoLegal(p, move, from, to, kind, type, us);
        return plain || (v.specialMovesLookOrdinary && kind == Move.NORMAL && generatedHere(p, move));
    }

    /** {@link #isPseudoLegal} for the moves the piece tables generate. */
    private boolean plainPseudoLegal(Position p, int move, int from, int to, int kind, int type, int us) {
        PieceType t = types[type];
        int promo = Move.promotion(move);
        int target = p.pieceAt(to);
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        switch (kind) {
            case Move.NORMAL -> {
                if (target != 0 && (Piece.color(target) == us || (!kingsCapturable && Piece.type(target) == v.kingType)))
                    return false;
                boolean last = t.promotes && Bits.has(lastRankLo[us], lastRankHi[us], to);
                if (last ? !contains(v.promotions[type], promo) : promo != 0) return false;
                return reaches(target == 0 ? t.move[us] : t.capture[us], from, to, occLo, occHi);
            }
            case Move.DOUBLE_STEP -> {
                if (t.doubleStep == null || promo != 0 || target != 0 || p.pieceAt((from + to) >>> 1) != 0) return false;
                long[] ds = t.doubleStep[us];
                return Bits.has(ds[from * 2], ds[from * 2 + 1], to);
            }
            case Move.EN_PASSANT -> {
                int ep = p.epSquare();
                if (ep != to || promo != 0 || !t.enPassant || p.pieceAt(p.epVictim()) != Piece.of(type, us ^ 1)) return false;
                long[] leap = t.capture[us].leap;
                return leap != null && Bits.has(leap[from * 2], leap[from * 2 + 1], to);
            }
            default -> { return false; }
        }
    }

    /** Does the movement reach {@code to} from {@code from} with this occupancy? */
    private boolean reaches(Movement m, int from, int to, long occLo, long occHi) {
        int f2 = from * 2;
        if (m.leap != null && Bits.has(m.leap[f2], m.leap[f2 + 1], to)) return true;
        int fam = m.families;
        if (fam == 0) return false;
        final var sl = g.sliders;
        long sLo = 0, sHi = 0;
        for (int f = 0; f < 4; f++) {
            if ((fam & (1 << f)) == 0) continue;
            int x = sl.index(f, from, occLo, occHi);
            sLo |= table[x];
            sHi |= table[x + 1];
        }
        if (m.slideMask != null) { sLo &= m.slideMask[f2]; sHi &= m.slideMask[f2 + 1]; }
        return Bits.has(sLo, sHi, to);
    }

    private static boolean contains(int[] choices, int type) {
        for (int c : choices) if (c == type) return true;
        return false;
    }

    /** The slow path of {@link #isPseudoLegal}: generate everything and look. */
    private boolean generatedHere(Position p, int move) {
        generate(p, pseudoScratch, ALL);
        return pseudoScratch.contains(move);
    }

    /** Scratch for {@link #generatedHere}. */
    private final MoveList pseudoScratch = new MoveList();

    // ---------------------------------------------------------------- legality

    /** Computes the royal square, checkers and pinned pieces of the side to move, for {@link #isLegal(Position, int)}. */
    public void prepare(Position p) { prepare(p, own); }

    /** Is a pseudo-legal move legal? Call {@link #prepare(Position)} on the same position first. */
    public boolean isLegal(Position p, int move) { return isLegal(p, move, own); }

    /** Computes the royal square, checkers and pinned pieces of the side to move into {@code c}. */
    public void prepare(Position p, Legality c) {
        int us = p.sideToMove();
        int royal = c.royal = hooks.royalSquare(p, us);
        if (royal < 0) return;
        if (!pinLegality) {
            prepareExposed(p, us, c);
            return;
        }
        long cLo, cHi;
        if (checkedKey == p.hash() && checkedRoyal == royal) {
            cLo = checkersLo;
            cHi = checkersHi;
        } else {
            attacks.attackers(p, royal, us ^ 1, p.occupiedLo(), p.occupiedHi());
            cLo = attacks.lo;
            cHi = attacks.hi;
        }
        c.checkers = Long.bitCount(cLo) + Long.bitCount(cHi);
        c.checker = c.checkers == 0 ? -1 : cLo != 0 ? Long.numberOfTrailingZeros(cLo) : 64 + Long.numberOfTrailingZeros(cHi);
        attacks.pinned(p, royal, us);
        c.pinnedLo = attacks.lo;
        c.pinnedHi = attacks.hi;
    }

    /**
     * Without pin legality: whether the royal piece is in check, and which of our pieces stand
     * on a line (rank, file, diagonal) through it that also holds an enemy piece that slides.
     * Where {@link Variant#attacksAlongLines} holds, only moves of those pieces, of the royal
     * piece itself, special moves and moves out of check can expose it.
     */
    private void prepareExposed(Position p, int us, Legality c) {
        if (!attacksAlongLines) return;
        int them = us ^ 1, royal = c.royal;
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        c.inCheck = attacks.isAttacked(p, royal, them, occLo, occHi);
        long sLo = 0, sHi = 0;
        for (int i = 1; i <= typeCount; i++) {
            if (types[i].capture[them].families == 0) continue;
            int pc = Piece.of(i, them);
            sLo |= p.piecesLo(pc);
            sHi |= p.piecesHi(pc);
        }
        long eLo = 0, eHi = 0;
        final var sl = g.sliders;
        for (int f = 0; f < 4; f++) {
            long lLo = sl.emptyLo(f, royal), lHi = sl.emptyHi(f, royal);
            if (((lLo & sLo) | (lHi & sHi)) != 0) {
                eLo |= lLo;
                eHi |= lHi;
            }
        }
        c.exposedLo = eLo & p.colorLo(us);
        c.exposedHi = eHi & p.colorHi(us);
    }

    /** Legality without pin legality: the cheap cases of {@link #prepareExposed}, else made on the board. */
    private boolean lineLegal(Position p, int move, Legality c) {
        int from = Move.from(move), kind = Move.kind(move);
        if (!attacksAlongLines || c.inCheck || from == c.royal || (kind != Move.NORMAL && kind != Move.DOUBLE_STEP)
                || (from < 64 ? (c.exposedLo & (1L << from)) != 0 : (c.exposedHi & (1L << (from - 64))) != 0))
            return slowLegal(p, move);
        return true;
    }

    /** Is a pseudo-legal move legal? {@code c} must be {@link #prepare(Position, Legality) prepared} for this position. */
    public boolean isLegal(Position p, int move, Legality c) {
        int royal = c.royal;
        if (royal < 0) return true; // no royal piece now, and a move cannot give the mover one to lose
        if (!pinLegality) return lineLegal(p, move, c);
        int from = Move.from(move), to = Move.to(move), kind = Move.kind(move);
        // Castling squares were checked when it was generated; a huff's own rule too (MoveHooks.addSpecialMoves).
        if (kind == Move.CASTLING || kind == Move.HUFF) return true;
        if (from == royal) {
            long occLo = p.occupiedLo(), occHi = p.occupiedHi();
            if (from < 64) occLo ^= 1L << from; else occHi ^= 1L << (from - 64);
            return !attacks.isAttacked(p, to, p.sideToMove() ^ 1, occLo, occHi);
        }
        if ((move & ON_THE_BOARD) != 0) return slowLegal(p, move);
        int checkers = c.checkers;
        if (checkers != 0) {
            if (checkers > 1) return false;
            int checker = c.checker;
            if (to != checker && !(to < 64 ? (g.betweenLo(royal, checker) & (1L << to)) != 0
                                            : (g.betweenHi(royal, checker) & (1L << (to - 64))) != 0)) return false;
        }
        boolean pinned = from < 64 ? (c.pinnedLo & (1L << from)) != 0 : (c.pinnedHi & (1L << (from - 64))) != 0;
        return !pinned || pinnedMayMove(p, move, from, to, royal);
    }

    /**
     * A pinned piece may stay on the line through its King; one the rules move (the Kingdom
     * Wizard teleports) could land on that line beyond the King or the pinner, so it is tried
     * on the board.
     */
    private boolean pinnedMayMove(Position p, int move, int from, int to, int royal) {
        return byRules[Piece.type(p.pieceAt(from))] ? slowLegal(p, move) : g.aligned(royal, from, to);
    }

    /** Makes the move and asks whether the mover's royal piece (if it has one after the move) is attacked. */
    private boolean slowLegal(Position p, int move) {
        int us = p.sideToMove();
        p.make(move);
        int r = hooks.royalSquare(p, us);
        boolean legal = r < 0 || !attacks.isAttacked(p, r, us ^ 1, p.occupiedLo(), p.occupiedHi());
        p.unmake();
        return legal;
    }

    /** All legal moves of the side to move. */
    public void generateLegal(Position p, MoveList list) {
        generate(p, list);
        prepare(p);
        int n = 0;
        int[] m = list.moves;
        for (int i = 0; i < list.size; i++) if (isLegal(p, m[i])) m[n++] = m[i];
        list.size = n;
    }

    /**
     * Does the side to move have a legal turn: a legal move that passes the turn, or a legal
     * move that keeps it (a Maidens huff) followed by such a move? The same answer as
     * {@link Turns#any}, allocation-free, and cheaper when a legal move comes early: for a
     * search's leaves where having no move decides the game. Overwrites this generator's
     * legality context: call {@link #prepare} again before {@link #isLegal}.
     */
    public boolean hasLegalTurn(Position p) {
        generate(p, turnScratch, ALL);
        prepare(p);
        int[] m = turnScratch.moves;
        int n = turnScratch.size;
        boolean keepers = false;
        for (int i = 0; i < n; i++) {
            if (Turn.keepsSide(m[i])) keepers = true;
            else if (isLegal(p, m[i])) return true;
        }
        if (!keepers) return false;
        for (int i = 0; i < n; i++) {
            if (!Turn.keepsSide(m[i])) continue;
            prepare(p);
            if (!isLegal(p, m[i])) continue;
            p.make(m[i]);
            generate(p, afterScratch, ALL);
            prepare(p);
            boolean any = false;
            for (int j = 0; j < afterScratch.size && !any; j++)
                any = !Turn.keepsSide(afterScratch.moves[j]) && isLegal(p, afterScratch.moves[j]);
            p.unmake();
            if (any) return true;
        }
        return false;
    }

    /** Scratch for {@link #hasLegalTurn}: the moves, and those after a huff. */
    private final MoveList turnScratch = new MoveList(), afterScratch = new MoveList();

    /**
     * Is the side to move's royal piece attacked? With pin legality the checkers are found (not
     * merely one) and kept with the position's key: a search asks this right after making a move,
     * and {@link #prepare} at the same position then need not find them again.
     */
    public boolean inCheck(Position p) {
        int us = p.sideToMove();
        int r = hooks.royalSquare(p, us);
        if (r < 0) return false;
        if (!pinLegality) return attacks.isAttacked(p, r, us ^ 1, p.occupiedLo(), p.occupiedHi());
        checkedKey = p.hash();
        checkedRoyal = r;
        if (checkFromLastMove && !lastMoveMayCheck(p, r)) {
            checkersLo = checkersHi = 0;
            return false;
        }
        attacks.attackers(p, r, us ^ 1, p.occupiedLo(), p.occupiedHi());
        checkersLo = attacks.lo;
        checkersHi = attacks.hi;
        return (checkersLo | checkersHi) != 0;
    }

    /**
     * Can the last move have checked the royal piece on {@code royal}? Before it the side now to
     * move was not in check (it would have been the mover's to take the King), so only the moved
     * piece from its new square or a slider behind the square it left can check now (Stockfish's
     * {@code gives_check}). Anything else, and every move the pin test does not judge either
     * (castling, en passant, promotions, the pieces the rules move), says yes: the attackers are
     * then looked up. Only where {@link #checkFromLastMove}.
     */
    private boolean lastMoveMayCheck(Position p, int royal) {
        int move = p.lastMove(1);
        if (move == Move.NONE || (move & ON_THE_BOARD) != 0) return true;
        int from = Move.from(move), to = Move.to(move);
        if (attacks.onLine(royal, from)) return true;
        int piece = p.pieceAt(to), type = Piece.type(piece);
        if (byRules[type]) return true;
        Movement m = types[type].capture[Piece.color(piece)];
        boolean hiWord = royal >= 64;
        long bit = 1L << (royal & 63);
        // Only the word holding the royal square; a slider is looked up only on a line through it.
        if (m.slides() && attacks.onLine(royal, to)) return (m.reach(g, to, p.occupiedLo(), p.occupiedHi(), hiWord) & bit) != 0;
        return m.leap != null && (m.leap[to * 2 + (hiWord ? 1 : 0)] & bit) != 0;
    }

    /**
     * Right after a move that gives check ({@link #inCheck} said so for this position): does a
     * piece other than the one that moved to {@code to} give it (a discovered or a double check),
     * or do the rules' own attacks (a piece that attacks beyond its geometry)? Stockfish extends
     * such checks whatever the exchange on {@code to} says.
     */
    public boolean checkedByAnother(Position p, int to) {
        long lo, hi;
        if (pinLegality && checkedKey == p.hash()) {
            lo = checkersLo;
            hi = checkersHi;
        } else {
            int r = hooks.royalSquare(p, p.sideToMove());
            if (r < 0) return false;
            attacks.attackers(p, r, p.sideToMove() ^ 1, p.occupiedLo(), p.occupiedHi());
            lo = attacks.lo;
            hi = attacks.hi;
        }
        if ((lo | hi) == 0) return true;
        return to < 64 ? ((lo & ~(1L << to)) | hi) != 0 : (lo | (hi & ~(1L << (to - 64)))) != 0;
    }

    /** The last {@link #inCheck} with pin legality: the position's key, its royal square and checkers. */
    private long checkedKey, checkersLo, checkersHi;
    private int checkedRoyal = -1;
}
