package castellan.search;

import castellan.eval.EvalSpec;
import castellan.move.Move;
import castellan.movegen.Attacks;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * Static exchange evaluation: the material a move wins or loses if both sides then capture on
 * its destination, least valuable piece first, each free to stop. Attackers come from the
 * generator's piece tables ({@link Attacks#leapAttackers}, {@link Attacks#slideAttackers}), the
 * slides looked up again after every capture that opens a line, so sliders behind sliders
 * (x-rays) join in, on any board and with any Betza piece,
 * capture moves that differ from quiet moves included.
 *
 * <p>Conservative where the tables do not tell the whole truth (the result is used to order
 * and to prune, so it errs toward "this capture is not bad"):
 * <ul>
 *   <li>pieces the rules move ({@link castellan.piece.PieceType#movedByRules}: the Kingdom
 *       King and Wizard, whose captures depend on the enemy's Duke or Dragon, the Curtis
 *       Guards) never join as recapturers;</li>
 *   <li>attacks beyond the tables (Curtis Rooks jumping Guards, queen-powered Guards) are not
 *       seen;</li>
 *   <li>a King that must not be captured may recapture only as the last piece (its value is
 *       taken as prohibitive); where the King may be lost (Norochess) it is a piece like the
 *       others;</li>
 *   <li>moves that are not plain captures count only what they take off the board: a huff the
 *       huffed piece, an in-place promotion the new piece less the pawn, a castling nothing.</li>
 * </ul>
 */
final class StaticExchange {
    /** The value of a King that must not be lost: no exchange can pay for it. */
    private static final int KING = 50_000;

    private final Attacks attacks;
    private final int[] value;
    /** Type indices that may recapture, least valuable first. */
    private final int[] byValue;
    private final int[] gain = new int[128];

    StaticExchange(Variant v, EvalSpec spec, MoveGenerator gen) {
        attacks = gen.attacks;
        int n = v.typeCount();
        value = new int[n + 1];
        for (int t = 1; t <= n; t++) value[t] = t == v.kingType && !v.kingMayBeLost ? KING : spec.pieceValue[t];
        int count = 0;
        int[] order = new int[n];
        for (int t = 1; t <= n; t++) if (!v.types[t].movedByRules) order[count++] = t;
        byValue = java.util.Arrays.copyOf(order, count);
        // insertion sort by value, stable on type index
        for (int i = 1; i < count; i++)
            for (int j = i; j > 0 && value[byValue[j]] < value[byValue[j - 1]]; j--) {
                int x = byValue[j]; byValue[j] = byValue[j - 1]; byValue[j - 1] = x;
            }
    }

    /** The value of a piece type for exchanges. */
    int value(int type) { return value[type]; }

    /** The material the move takes off the board at once (for ordering), before any recapture. */
    int captured(Position p, int move) {
        int kind = Move.kind(move), to = Move.to(move);
        return switch (kind) {
            case Move.HUFF -> value[Piece.type(p.pieceAt(Move.from(move)))];
            case Move.EN_PASSANT -> value[Piece.type(p.pieceAt(p.epVictim()))];
            case Move.CASTLING -> 0;
            case Move.GUARD_CASTLING -> Move.from(move) != to && p.pieceAt(to) != 0 ? value[Piece.type(p.pieceAt(to))] : 0;
            case Move.PROMOTE_IN_PLACE -> value[Move.promotion(move)] - value[Piece.type(p.pieceAt(to))];
            default -> {
                int victim = p.pieceAt(to), promo = Move.promotion(move);
                int v = victim == 0 ? 0 : value[Piece.type(victim)];
                yield promo == 0 ? v : v + value[promo] - value[Piece.type(p.pieceAt(Move.from(move)))];
            }
        };
    }

    /**
     * Does the move lose material in the exchange? Computed only when the victim is worth less
     * than the piece that takes it; huffs and in-place promotions never lose.
     */
    boolean loses(Position p, int move) {
        int kind = Move.kind(move);
        if (kind == Move.HUFF || kind == Move.PROMOTE_IN_PLACE || kind == Move.CASTLING) return false;
        int mover = p.pieceAt(Move.from(move));
        if (mover == 0 || captured(p, move) >= value[Piece.type(mover)]) return false;
        return !atLeast(p, move, 0);
    }

    /**
     * Is the exchange value of a pseudo-legal move at least {@code threshold}? Exactly
     * {@code see(p, move) >= threshold}, found with a null window (Stockfish's {@code see_ge}):
     * {@code margin} is what the side that just captured is ahead of the threshold if the
     * exchange stops here, and the exchange stops as soon as the side to capture cannot turn the
     * answer (even taking the piece for nothing, it stays on the losing side of the threshold).
     */
    boolean atLeast(Position p, int move, int threshold) {
        int kind = Move.kind(move);
        int taken = captured(p, move);
        if (kind != Move.NORMAL && kind != Move.EN_PASSANT && kind != Move.DOUBLE_STEP) return taken >= threshold;
        // The mover gains at most what it takes, and loses at most itself.
        int margin = taken - threshold;
        if (margin < 0) return false;
        int from = Move.from(move), to = Move.to(move), promo = Move.promotion(move);
        int mover = p.pieceAt(from);
        margin = value[promo != 0 ? promo : Piece.type(mover)] - margin;
        if (margin <= 0) return true;
        startExchange(p, move);
        // Whether the mover's side reaches the threshold, as the exchange stands; flips with each capture.
        boolean holds = true;
        int side = Piece.color(mover) ^ 1;
        while (true) {
            int square = leastValuableAttacker(p, to, side);
            if (square < 0) break;
            holds = !holds;
            // A capture that cannot change the answer is not made (with it the side is at most even).
            margin = value[Piece.type(p.pieceAt(square))] - margin;
            if (margin < (holds ? 1 : 0)) break;
            capturedFrom(p, to, square);
            side ^= 1;
        }
        return holds;
    }

    /**
     * The exchange value of a pseudo-legal move in centipawns, for the side making it: the swap
     * list, each side in turn recapturing on the destination with its least valuable attacker or
     * stopping, walked to its end and then back.
     */
    int see(Position p, int move) {
        int kind = Move.kind(move);
        int taken = captured(p, move);
        if (kind != Move.NORMAL && kind != Move.EN_PASSANT && kind != Move.DOUBLE_STEP) return taken;
        int from = Move.from(move), to = Move.to(move), promo = Move.promotion(move);
        int mover = p.pieceAt(from);
        startExchange(p, move);
        gain[0] = taken;
        int onSquare = value[promo != 0 ? promo : Piece.type(mover)];
        int side = Piece.color(mover) ^ 1, d = 0;
        while (d < gain.length - 1) {
            int square = leastValuableAttacker(p, to, side);
            if (square < 0) break;
            d++;
            gain[d] = onSquare - gain[d - 1];
            onSquare = value[Piece.type(p.pieceAt(square))];
            capturedFrom(p, to, square);
            side ^= 1;
        }
        for (; d > 0; d--) gain[d - 1] = Math.min(gain[d - 1], -gain[d]);
        return gain[0];
    }

    // The exchange in progress: the occupancy left, and the attackers of both colours on the
    // destination. Leaps are found once; slides again only when a square on a line through the
    // destination empties (a slider behind the capturer joins: an x-ray).
    private long occLo, occHi, leapLo, leapHi, slideLo, slideHi;

    private void startExchange(Position p, int move) {
        int from = Move.from(move), to = Move.to(move);
        occLo = p.occupiedLo() & ~bitLo(from);
        occHi = p.occupiedHi() & ~bitHi(from);
        if (Move.kind(move) == Move.EN_PASSANT) {
            occLo &= ~bitLo(p.epVictim());
            occHi &= ~bitHi(p.epVictim());
        }
        attacks.leapAttackers(p, to);
        leapLo = attacks.lo;
        leapHi = attacks.hi;
        attacks.slideAttackers(p, to, occLo, occHi);
        slideLo = attacks.lo;
        slideHi = attacks.hi;
    }

    /** The square of {@code side}'s least valuable piece that can recapture on {@code to} now, or -1. */
    private int leastValuableAttacker(Position p, int to, int side) {
        long aLo = (leapLo | slideLo) & occLo & p.colorLo(side), aHi = (leapHi | slideHi) & occHi & p.colorHi(side);
        if ((aLo | aHi) == 0) return -1;
        for (int t : byValue) {
            int pc = Piece.of(t, side);
            long lo = aLo & p.piecesLo(pc), hi = aHi & p.piecesHi(pc);
            if ((lo | hi) != 0) return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
        }
        return -1;
    }

    /** The piece on {@code square} has captured on {@code to}: it leaves its square. */
    private void capturedFrom(Position p, int to, int square) {
        occLo &= ~bitLo(square);
        occHi &= ~bitHi(square);
        if (attacks.onLine(to, square)) {
            attacks.slideAttackers(p, to, occLo, occHi);
            slideLo = attacks.lo;
            slideHi = attacks.hi;
        }
    }

    private static long bitLo(int s) { return s < 64 ? 1L << s : 0; }
    private static long bitHi(int s) { return s < 64 ? 0 : 1L << (s - 64); }
}
