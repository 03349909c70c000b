package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.PieceType;
import castellan.variant.Variant;

/**
 * Piece values derived from how a piece moves on a board of a given shape, so that a new piece
 * or a new board gets a sensible value without hand tuning.
 *
 * <p>The measure is a piece's <em>expected mobility on a crowded board</em>: every square it
 * reaches on the empty board, weighted by the chance that the path to it is clear when each
 * other square is occupied with probability {@link #DENSITY} (a quiet move needs the square
 * empty; a capture needs it occupied, by an enemy half of the time). Value is then
 * {@code A * mobility^1.1}, with {@code A} set so that the orthodox Knight is worth 320, less
 * 10% for a colour-bound piece and 15% for one that can never move backward. On 8x8 this gives
 * Knight 320, Bishop 331, Rook 517, Queen 948, within a few percent of the usual values; the
 * density 0.3 and the exponent 1.1 were chosen so (at 0.4 the Bishop and Knight are equal and
 * the Queen is underrated by 25%; at 0.2 the Rook is overrated).
 *
 * <p>Pawn-like pieces keep their table value (the pawn is the unit), and so do pieces whose
 * tables are empty (the Kingdom Wizard, which the rules move anywhere); royal Kings are worth 0
 * (never exchanged). A piece whose quiet moves the rules generate (a Curtis Guard) is measured
 * by its attacks, a little below its real mobility.
 */
public final class PieceValues {
    private PieceValues() {}

    /** Chance that a square other than the piece's own is occupied. */
    public static final double DENSITY = 0.3;
    private static final double EXPONENT = 1.1;
    /** An orthodox Knight (8 leaps, 5.25 on average over the 8x8 board) is worth 320. */
    private static final double SCALE = 320 / Math.pow(5.25 * (1 - DENSITY / 2), EXPONENT);
    private static final double COLOUR_BOUND = 0.9, NO_RETREAT = 0.85;

    /** The value the formula gives a type (whatever its kind), in centipawns. */
    public static int fromMobility(Geometry g, PieceType t) {
        double m = averageMobility(g, t, DENSITY);
        double v = SCALE * Math.pow(m, EXPONENT);
        if (colourBound(g, t)) v *= COLOUR_BOUND;
        if (noRetreat(g, t)) v *= NO_RETREAT;
        return (int) Math.round(v);
    }

    /** Default values for a variant: the formula, except pawns, pieces with empty tables and royal Kings (see the class comment). */
    public static int[] defaults(Variant v, boolean kingRoyal) {
        int[] value = new int[v.types.length];
        for (int t = 1; t <= v.typeCount(); t++) {
            PieceType pt = v.types[t];
            if (t == v.kingType) value[t] = kingRoyal ? 0 : pt.value;
            else if (pt.promotes || pt.capture[0].isEmpty()) value[t] = pt.value;
            else value[t] = fromMobility(v.geometry, pt);
        }
        return value;
    }

    /** The squares a white piece of type t may go to from s on the empty board (quiet moves, or captures where it has no quiet table). */
    static long quietLo(Geometry g, PieceType t, int s) { return quiet(t).emptyBoardLo(g, s); }
    static long quietHi(Geometry g, PieceType t, int s) { return quiet(t).emptyBoardHi(g, s); }

    /** The table that gives a type's quiet moves: its capture table when the rules generate its quiet moves. */
    static Movement quiet(PieceType t) {
        return t.move[0].isEmpty() ? t.capture[0] : t.move[0];
    }

    /** Expected number of moves of a white piece of type t, averaged over the board's squares. */
    public static double averageMobility(Geometry g, PieceType t, double density) {
        double sum = 0;
        for (int s = 0; s < g.squares; s++) sum += expectedMobility(g, t, s, density);
        return sum / g.squares;
    }

    /** Expected number of moves of a white piece of type t on square s (see the class comment). */
    public static double expectedMobility(Geometry g, PieceType t, int s, double density) {
        Movement move = quiet(t), capture = t.capture[0];
        double sum = 0;
        for (int x = 0; x < g.squares; x++) {
            if (x == s) continue;
            double pm = clearPath(g, move, s, x, density), pc = clearPath(g, capture, s, x, density);
            // A quiet move needs x empty; a capture needs it occupied by an enemy (half the occupied squares).
            sum += pm * (1 - density) + pc * density / 2;
        }
        return sum;
    }

    /** Chance that the movement reaches x from s (0 when it cannot on the empty board). */
    private static double clearPath(Geometry g, Movement m, int s, int x, double density) {
        if (m.leap != null && Bits.has(m.leap[s * 2], m.leap[s * 2 + 1], x)) return 1;
        if (!m.slides()) return 0;
        if (!Bits.has(m.emptySlideLo(g, s), m.emptySlideHi(g, s), x)) return 0;
        return Math.pow(1 - density, g.distance(s, x) - 1);
    }

    /** Does every move keep the piece on squares of one colour? */
    static boolean colourBound(Geometry g, PieceType t) {
        for (int s = 0; s < g.squares; s++)
            for (int x : targets(g, t, s))
                if (((g.file(s) + g.rank(s) + g.file(x) + g.rank(x)) & 1) != 0) return false;
        return true;
    }

    /** Does no move (quiet or capture) of a white piece ever go toward rank 1? */
    static boolean noRetreat(Geometry g, PieceType t) {
        for (int s = 0; s < g.squares; s++)
            for (int x : targets(g, t, s))
                if (g.rank(x) < g.rank(s)) return false;
        return true;
    }

    private static int[] targets(Geometry g, PieceType t, int s) {
        long lo = quietLo(g, t, s) | t.capture[0].emptyBoardLo(g, s);
        long hi = quietHi(g, t, s) | t.capture[0].emptyBoardHi(g, s);
        int[] out = new int[Bits.count(lo, hi)];
        for (int i = 0; (lo | hi) != 0; i++) {
            out[i] = Bits.first(lo, hi);
            if (lo != 0) lo &= lo - 1; else hi &= hi - 1;
        }
        return out;
    }
}
