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
 * generator's piece tables ({@link Attacks#attackers}) with the occupancy updated after every
 * capture, so sliders behind sliders (x-rays) join in, on any board and with any Betza piece,
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
        return see(p, move) < 0;
    }

    /** The exchange value of a pseudo-legal move in centipawns, for the side making it. */
    int see(Position p, int move) {
        int kind = Move.kind(move);
        if (kind != Move.NORMAL && kind != Move.EN_PASSANT && kind != Move.DOUBLE_STEP) return captured(p, move);
        int from = Move.from(move), to = Move.to(move), promo = Move.promotion(move);
        int mover = p.pieceAt(from), us = Piece.color(mover);
        long occLo = p.occupiedLo() & ~bitLo(from), occHi = p.occupiedHi() & ~bitHi(from);
        if (kind == Move.EN_PASSANT) {
            occLo &= ~bitLo(p.epVictim());
            occHi &= ~bitHi(p.epVictim());
        }
        gain[0] = captured(p, move);
        int onSquare = value[promo != 0 ? promo : Piece.type(mover)];
        int side = us ^ 1, d = 0;
        while (d < gain.length - 1) {
            attacks.attackers(p, to, side, occLo, occHi);
            long aLo = attacks.lo & occLo, aHi = attacks.hi & occHi;
            if ((aLo | aHi) == 0) break;
            int type = 0, square = -1;
            for (int t : byValue) {
                int pc = Piece.of(t, side);
                long lo = aLo & p.piecesLo(pc), hi = aHi & p.piecesHi(pc);
                if ((lo | hi) != 0) {
                    type = t;
                    square = lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
                    break;
                }
            }
            if (type == 0) break;
            d++;
            gain[d] = onSquare - gain[d - 1];
            // Neither side can do better by going on: stop early.
            if (Math.max(-gain[d - 1], gain[d]) < 0) break;
            onSquare = value[type];
            occLo &= ~bitLo(square);
            occHi &= ~bitHi(square);
            side ^= 1;
        }
        for (; d > 0; d--) gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
        return gain[0];
    }

    private static long bitLo(int s) { return s < 64 ? 1L << s : 0; }
    private static long bitHi(int s) { return s < 64 ? 0 : 1L << (s - 64); }
}
