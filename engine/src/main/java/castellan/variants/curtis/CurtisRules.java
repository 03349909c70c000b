package castellan.variants.curtis;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.eval.EvalSpec;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.rules.GameEnd;
import castellan.rules.Outcome.Termination;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import castellan.rules.SearchTraits;
import castellan.variant.CastlingRight;
import castellan.variant.Variant;
import java.util.List;

/**
 * The hooks of Curtis's Royal Chess. Legality is tried on the board ({@link Variant#pinLegality}
 * is false) because Rooks' jumps and queen-powered Guards attack beyond piece geometry.
 *
 * <p>State words: {@link #RECAPTURE} the square (+1) where the side to move may recapture over
 * its Guards (0: none), {@link #POWER_LO}/{@link #POWER_HI} the squares of Guards with queen power.
 */
public final class CurtisRules extends Ruleset {
    static final int RECAPTURE = 0, POWER_LO = 1, POWER_HI = 2, SLOTS = 3;

    private final Geometry g;
    private final GuardMoves guards;
    private final RookJumps rookJumps;
    private final GuardCastling castling;
    private final int pawn, rook, queensGuard, kingsGuard;
    /** Per type: how many a side has in the start array (the promotion limit). */
    private final int[] startCount;
    /** [color]: the rank from which a Pawn promotes. */
    private final long[] seventhLo = new long[2], seventhHi = new long[2];

    CurtisRules(Variant variant) {
        super(variant);
        g = variant.geometry;
        pawn = variant.typeOf('P');
        rook = variant.typeOf('R');
        queensGuard = variant.typeOf('G');
        kingsGuard = variant.typeOf('H');
        guards = new GuardMoves(g, queensGuard, kingsGuard, variant.kingType);
        rookJumps = new RookJumps(g, guards, rook);
        castling = new GuardCastling(g, guards);
        startCount = new int[variant.types.length];
        for (char c : variant.startFen.split(" ")[0].toCharArray())
            if (Character.isUpperCase(c)) startCount[variant.typeOf(c)]++;
        for (int s = 0; s < g.squares; s++)
            for (int c = 0; c < 2; c++)
                if (g.relativeRank(c, s) == g.ranks - 2) {
                    seventhLo[c] |= Bits.loBit(s);
                    seventhHi[c] |= Bits.hiBit(s);
                }
    }

    // ---------------------------------------------------------------- moves

    @Override public void addSpecialMoves(Position p, MoveGenerator gen, MoveList list) {
        int us = p.sideToMove();
        int qg = Piece.of(queensGuard, us), kg = Piece.of(kingsGuard, us), pw = Piece.of(pawn, us);
        for (long lo = p.piecesLo(qg) | p.piecesLo(kg), hi = p.piecesHi(qg) | p.piecesHi(kg); (lo | hi) != 0; ) {
            int s = Bits.first(lo, hi);
            if (s < 64) lo &= lo - 1; else hi &= hi - 1;
            guards.add(p, s, hasPower(p, s), list);
        }
        for (long lo = p.piecesLo(pw) & seventhLo[us], hi = p.piecesHi(pw) & seventhHi[us]; (lo | hi) != 0; ) {
            int s = Bits.first(lo, hi);
            if (s < 64) lo &= lo - 1; else hi &= hi - 1;
            promotions(p, s, list);
        }
        rookJumps.add(p, recaptureSquare(p), list);
        castling.add(p, gen, list, gen.hookList());
    }

    /** Pawn moves onto the last rank: one per type the side has lost, two for a Guard (plain, with queen power). */
    private void promotions(Position p, int from, MoveList list) {
        int us = p.sideToMove();
        int dr = us == 0 ? 1 : -1;
        for (int df = -1; df <= 1; df++) {
            int f = g.file(from) + df, r = g.rank(from) + dr;
            if (!g.onBoard(f, r)) continue;
            int to = g.square(f, r), target = p.pieceAt(to);
            if (df == 0 ? target != 0 : target == 0 || Piece.color(target) == us) continue;
            for (int t = 1; t < startCount.length; t++) {
                if (t == p.kingType() || t == pawn || p.count(t, us) >= startCount[t]) continue;
                list.add(Move.promotion(from, to, t));
                if (t == queensGuard || t == kingsGuard) list.add(Move.poweredPromotion(from, to, t));
            }
        }
    }

    // ---------------------------------------------------------------- attacks

    @Override public boolean extraAttacked(Position p, int square, int by, long occLo, long occHi) {
        // Queen-powered Guards attack as Queens.
        long lo = p.state(POWER_LO), hi = p.state(POWER_HI);
        while ((lo | hi) != 0) {
            int s;
            if (lo != 0) { s = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
            else { s = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
            if (Piece.color(p.pieceAt(s)) == by && queenSees(s, square, occLo, occHi)) return true;
        }
        int recapture = recaptureSquare(p);
        return rookJumps.attacks(p, square, by, recapture == square && p.sideToMove() == by);
    }

    private boolean queenSees(int from, int to, long occLo, long occHi) {
        if (from == to) return false;
        int df = Math.abs(g.file(to) - g.file(from)), dr = Math.abs(g.rank(to) - g.rank(from));
        if (df != 0 && dr != 0 && df != dr) return false;
        return (g.betweenLo(from, to) & occLo) == 0 && (g.betweenHi(from, to) & occHi) == 0;
    }

    // ---------------------------------------------------------------- state

    boolean hasPower(Position p, int s) {
        return s < 64 ? (p.state(POWER_LO) & (1L << s)) != 0 : (p.state(POWER_HI) & (1L << (s - 64))) != 0;
    }

    private static void setPower(Position p, int s, boolean on) {
        int slot = s < 64 ? POWER_LO : POWER_HI;
        long bit = 1L << (s & 63), old = p.state(slot);
        long now = on ? old | bit : old & ~bit;
        if (now != old) p.setState(slot, now);
    }

    /** The square where the side to move may recapture over its Guards, or -1. */
    static int recaptureSquare(Position p) {
        return (int) p.state(RECAPTURE) - 1;
    }

    @Override public void afterMake(Position p, int move, int captured) {
        int from = Move.from(move), to = Move.to(move), kind = Move.kind(move);
        boolean moved = kind != Move.GUARD_CASTLING || from != to;
        if (moved) {
            // A powered Guard loses its power when it moves or is captured.
            if (hasPower(p, from)) setPower(p, from, false);
            if (hasPower(p, to)) setPower(p, to, false);
            if (Move.withPower(move)) setPower(p, to, true);
        }
        int rec = 0;
        int victim = p.sideToMove(), cap = p.lastCaptured();
        if (moved && cap == Piece.of(rook, victim) && partnerStood(p, to, from, victim)) rec = to + 1;
        if (p.state(RECAPTURE) != rec) p.setState(RECAPTURE, rec);
    }

    /**
     * Ruling (recapture): before the capture the two Rooks stood on a file or a rank other than
     * the owner's first, with only the owner's Guards or empty squares between. The only square
     * on that line that changed is the capturer's origin, which was then occupied.
     */
    private boolean partnerStood(Position p, int captured, int capturerFrom, int owner) {
        int partner = Piece.of(rook, owner);
        for (long lo = p.piecesLo(partner), hi = p.piecesHi(partner); (lo | hi) != 0; ) {
            int s = Bits.first(lo, hi);
            if (s < 64) lo &= lo - 1; else hi &= hi - 1;
            if (rookJumps.pairLine(s, captured, owner) && rookJumps.onlyGuardsBetween(p, s, captured, owner, capturerFrom))
                return true;
        }
        return false;
    }

    // ---------------------------------------------------------------- FEN

    /** The 7th field: the recapture square, {@code -} or absent for none. */
    @Override public void parseExtraFields(Position p, List<String> fields) {
        if (fields.size() > 1) throw new FenException("unexpected field '" + fields.get(1) + "' after the recapture square");
        if (fields.isEmpty() || fields.get(0).equals("-")) return;
        int s = g.parseSquare(fields.get(0));
        if (s < 0) throw new FenException("recapture field: '" + fields.get(0) + "' is not a square");
        int pc = p.pieceAt(s);
        if (pc == 0 || Piece.color(pc) == p.sideToMove())
            throw new FenException("recapture square " + fields.get(0) + " must hold the piece that just captured a Rook");
        p.setState(RECAPTURE, s + 1);
    }

    @Override public void formatExtraFields(Position p, List<String> out) {
        int s = recaptureSquare(p);
        if (s >= 0) out.add(p.geometry.name(s));
    }

    /** {@code G*}/{@code H*}: a Guard with queen power, only on its promotion rank. */
    @Override public void pieceModifier(Position p, int square, int type, int color) {
        if (type != queensGuard && type != kingsGuard)
            throw new FenException("'*' (queen power) only follows a Guard letter G or H, not on " + g.name(square));
        if (g.relativeRank(color, square) != g.ranks - 1)
            throw new FenException("queen-powered Guard on " + g.name(square) + " is off its promotion rank");
        setPower(p, square, true);
    }

    @Override public String pieceModifierText(Position p, int square) {
        return hasPower(p, square) ? "*" : "";
    }

    // ---------------------------------------------------------------- evaluation

    /**
     * Stalemating and baring the enemy King win (royal.md, "How the game ends"): a side with
     * almost no moves may be stalemated; and a side with only a few pieces besides its King is one
     * or two captures from losing, so the last pieces are worth more than their material
     * (royal.params).
     */
    @Override protected EvalSpec buildEvalSpec() {
        return EvalSpec.builder(variant).stalemateLoses().build();
    }

    // ---------------------------------------------------------------- game end

    /**
     * A repetition may be a perpetual-check win, so only the rules' threefold verdict counts;
     * stalemate and the bare King win, so having no move is a result.
     */
    @Override public SearchTraits searchTraits() { return TRAITS; }

    private static final SearchTraits TRAITS = new SearchTraits(SearchTraits.NullMove.VERIFIED, false, true);

    /** Checkmate, then bare king (Ruling: checkmate first, then bare king, then stalemate), then stalemate: all win. */
    @Override public int endWithoutMoves(Position p, boolean inCheck) {
        int mover = p.sideToMove();
        if (inCheck) return CurtisPoints.win(1 - mover, Termination.CHECKMATE);
        int bare = bareKingWinner(p);
        if (bare >= 0) return CurtisPoints.win(bare, Termination.BARE_KING);
        return CurtisPoints.win(1 - mover, Termination.STALEMATE);
    }

    /** Bare king, then K v K, repetition (a perpetual check wins), 50 moves without a capture. */
    @Override public int end(Position p, MoveGenerator gen) {
        int bare = bareKingWinner(p);
        if (bare >= 0) return CurtisPoints.win(bare, Termination.BARE_KING);
        if (insufficientMaterial(p)) return GameEnd.draw(Termination.INSUFFICIENT_MATERIAL);
        if (p.repetitions() >= 3) {
            int checker = Perpetual.checkingSide(p, gen);
            return checker >= 0 ? CurtisPoints.win(checker, Termination.PERPETUAL_CHECK) : GameEnd.draw(Termination.REPETITION);
        }
        return p.halfmoveClock() >= 100 ? GameEnd.draw(Termination.FIFTY_MOVES) : GameEnd.NONE;
    }

    /** Every result in Curtis's points ({@link CurtisPoints}). */
    @Override public Outcome outcome(Position p, int code) {
        return CurtisPoints.outcome(code);
    }

    /** Ruling (bare king): decided at once when a side has only its King and the other more; the winner or -1. */
    private int bareKingWinner(Position p) {
        boolean white = onlyKing(p, 0), black = onlyKing(p, 1);
        return white == black ? -1 : white ? 1 : 0;
    }

    /** Neither side has mating or stalemating material: bare Kings. */
    @Override public boolean insufficientMaterial(Position p) {
        return onlyKings(p);
    }

    @Override public void describe(Position p, StringBuilder out) {
        int s = recaptureSquare(p);
        if (s >= 0) out.append("Recapture over Guards allowed on: ").append(g.name(s)).append('\n');
    }

    /** Does the position still hold this castling right? (for {@link GuardCastling}) */
    static boolean holds(Position p, CastlingRight r) {
        return (p.castlingRights() & (1 << r.bit())) != 0;
    }
}
