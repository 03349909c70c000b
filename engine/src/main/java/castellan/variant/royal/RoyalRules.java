package castellan.variant.royal;

import castellan.board.Geometry;
import castellan.game.Outcome;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.movegen.Attacks;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.variant.CastlingRight;
import castellan.variant.Rules;
import castellan.variant.Variant;
import java.util.List;

/**
 * The hooks of Curtis's Royal Chess. Legality is tried on the board ({@link #pinLegality} is
 * false) because Rooks' jumps and queen-powered Guards attack beyond piece geometry.
 *
 * <p>State words: {@link #RECAPTURE} the square (+1) where the side to move may recapture over
 * its Guards (0: none), {@link #POWER_LO}/{@link #POWER_HI} the squares of Guards with queen power.
 */
public final class RoyalRules extends Rules {
    static final int RECAPTURE = 0, POWER_LO = 1, POWER_HI = 2, SLOTS = 3;
    /** Move extra field of a promotion to a Guard that keeps the queen power. */
    static final int WITH_POWER = 1;

    private Geometry g;
    private GuardMoves guards;
    private RookJumps rookJumps;
    private GuardCastling castling;
    private int pawn, rook, queensGuard, kingsGuard;
    /** Per type: how many a side has in the start array (the promotion limit). */
    private int[] startCount;
    /** Guard legs of castling, one list per thread (the rules object is shared by all generators). */
    private final ThreadLocal<MoveList> legs = ThreadLocal.withInitial(MoveList::new);

    /** Builds the tables for the variant; called once by {@link Royal#variant} before it is published. */
    void bind(Variant variant) {
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
    }

    @Override public boolean pinLegality() { return false; }

    @Override public boolean hasExtraAttacks() { return true; }

    // ---------------------------------------------------------------- moves

    @Override public void addSpecialMoves(Position p, MoveGenerator gen, MoveList list) {
        int us = p.sideToMove();
        for (int s = 0; s < g.squares; s++) {
            int pc = p.pieceAt(s);
            if (pc == 0 || Piece.color(pc) != us) continue;
            if (guards.isGuard(pc)) guards.add(p, s, hasPower(p, s), list);
            else if (Piece.type(pc) == pawn && g.relativeRank(us, s) == g.ranks - 2) promotions(p, s, list);
        }
        rookJumps.add(p, recaptureSquare(p), list);
        castling.add(p, gen, list, legs.get());
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
                if (t == queensGuard || t == kingsGuard) list.add(Move.of(from, to, Move.NORMAL, t, WITH_POWER));
            }
        }
    }

    @Override public String promotionSuffix(int move) {
        return Move.kind(move) == Move.NORMAL && Move.extra(move) == WITH_POWER ? "*" : "";
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
            if (kind == Move.NORMAL && Move.extra(move) == WITH_POWER) setPower(p, to, true);
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
        for (int s = 0; s < g.squares; s++)
            if (p.pieceAt(s) == partner && rookJumps.pairLine(s, captured, owner)
                    && rookJumps.onlyGuardsBetween(p, s, captured, owner, capturerFrom)) return true;
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

    // ---------------------------------------------------------------- game end

    @Override public Outcome outcomeWithoutMoves(Position p, boolean inCheck) {
        int mover = p.sideToMove();
        if (inCheck) return Points.win(1 - mover, "checkmate", 1, 0);
        Outcome bare = bareKing(p);
        if (bare != null) return bare;
        return Points.win(1 - mover, "stalemate", 0.7, 0.25);
    }

    @Override public Outcome outcome(Position p) {
        return bareKing(p);
    }

    /** Ruling (bare king): decided at once when a side has only its King and the other more. */
    private Outcome bareKing(Position p) {
        boolean[] bare = new boolean[2];
        for (int c = 0; c < 2; c++) {
            bare[c] = true;
            for (int t = 1; t <= p.variant.typeCount(); t++)
                if (t != p.kingType() && p.count(t, c) > 0) bare[c] = false;
        }
        if (bare[0] == bare[1]) return null;
        return Points.win(bare[0] ? 1 : 0, "bare king", 0.75, 0.2);
    }

    @Override public Outcome drawByRule(Position p) {
        if (insufficientMaterial(p)) return Points.draw("K v K");
        if (p.repetitions() >= 3) {
            int checker = Perpetual.checkingSide(p, new Attacks(p.variant));
            if (checker >= 0) return Points.win(checker, "perpetual check", 0.65, 0.3);
            return Points.draw("repetition");
        }
        if (p.halfmoveClock() >= 100) return Points.draw("50 moves without capture");
        return null;
    }

    /** Neither side has mating or stalemating material: bare Kings. */
    @Override public boolean insufficientMaterial(Position p) {
        for (int t = 1; t <= p.variant.typeCount(); t++)
            if (t != p.kingType() && p.count(t, 0) + p.count(t, 1) > 0) return false;
        return true;
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
