package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.PieceType;

/**
 * An orthodox pawn's moves as whole-set shifts (Stockfish's {@code shift<Up>} and
 * {@code pawn_attacks_bb}): a step one rank forward, a double step from the squares that have one,
 * and captures one rank forward and one file aside. The evaluation asks for the attacks and steps
 * of all of a side's pawns at once; a shift answers for every pawn together where a table answers
 * for one pawn at a time.
 *
 * <p>{@link #of} builds one only where the pawn type's compiled tables are exactly these shifts on
 * every square (so the evaluation stays the same, node for node); for any other pawn-like piece
 * (the Kingdom Subject, which steps diagonally and captures straight ahead) it gives null, and the
 * caller reads the tables.
 */
final class PawnShift {
    /** Squares a step moves a pawn by: one rank forward. */
    final int forward;
    /** The pawns that may capture toward the first file (not on it), and toward the last. */
    private final long lowLo, lowHi, highLo, highHi;
    /** The squares with a double step. */
    final long doubleLo, doubleHi;
    private final long allLo, allHi;

    private PawnShift(Geometry g, int forward, long doubleLo, long doubleHi) {
        this.forward = forward;
        long lowLo = 0, lowHi = 0, highLo = 0, highHi = 0;
        for (int sq = 0; sq < g.squares; sq++) {
            if (g.file(sq) > 0) { lowLo |= Bits.loBit(sq); lowHi |= Bits.hiBit(sq); }
            if (g.file(sq) < g.files - 1) { highLo |= Bits.loBit(sq); highHi |= Bits.hiBit(sq); }
        }
        this.lowLo = lowLo;
        this.lowHi = lowHi;
        this.highLo = highLo;
        this.highHi = highHi;
        this.doubleLo = doubleLo;
        this.doubleHi = doubleHi;
        this.allLo = g.allLo;
        this.allHi = g.allHi;
    }

    /** The squares the pawns {@code lo}/{@code hi} attack, low word. */
    long attacksLo(long lo, long hi) {
        return (Bits.shiftLo(lo & lowLo, hi & lowHi, forward - 1) | Bits.shiftLo(lo & highLo, hi & highHi, forward + 1)) & allLo;
    }

    /** The squares the pawns attack, high word. */
    long attacksHi(long lo, long hi) {
        return (Bits.shiftHi(lo & lowLo, hi & lowHi, forward - 1) | Bits.shiftHi(lo & highLo, hi & highHi, forward + 1)) & allHi;
    }

    /** The squares two of the pawns attack (one from each side: a pawn attacks a square one way only), low word. */
    long doubleAttacksLo(long lo, long hi) {
        return Bits.shiftLo(lo & lowLo, hi & lowHi, forward - 1) & Bits.shiftLo(lo & highLo, hi & highHi, forward + 1) & allLo;
    }

    /** The same, high word. */
    long doubleAttacksHi(long lo, long hi) {
        return Bits.shiftHi(lo & lowLo, hi & lowHi, forward - 1) & Bits.shiftHi(lo & highLo, hi & highHi, forward + 1) & allHi;
    }

    /** The squares one rank forward of the pawns, low word. */
    long stepLo(long lo, long hi) { return Bits.shiftLo(lo, hi, forward) & allLo; }

    /** The same, high word. */
    long stepHi(long lo, long hi) { return Bits.shiftHi(lo, hi, forward) & allHi; }

    /**
     * The shifts of pawn type {@code pt} of colour {@code c}, or null where a table of its own
     * (captures, steps, double steps) differs from them on some square.
     */
    static PawnShift of(Geometry g, PieceType pt, int c) {
        Movement capture = pt.capture[c], move = pt.move[c];
        if (capture.leap == null || capture.slides() || move.leap == null || move.slides() || g.files < 2) return null;
        int forward = c == 0 ? g.files : -g.files;
        long doubleLo = 0, doubleHi = 0;
        long[] twice = pt.doubleStep == null ? null : pt.doubleStep[c];
        if (twice != null)
            for (int sq = 0; sq < g.squares; sq++) {
                doubleLo |= twice[sq * 2] != 0 || twice[sq * 2 + 1] != 0 ? Bits.loBit(sq) : 0;
                doubleHi |= twice[sq * 2] != 0 || twice[sq * 2 + 1] != 0 ? Bits.hiBit(sq) : 0;
            }
        PawnShift s = new PawnShift(g, forward, doubleLo, doubleHi);
        for (int sq = 0; sq < g.squares; sq++) {
            long lo = Bits.loBit(sq), hi = Bits.hiBit(sq);
            if (capture.leap[sq * 2] != s.attacksLo(lo, hi) || capture.leap[sq * 2 + 1] != s.attacksHi(lo, hi)) return null;
            if (move.leap[sq * 2] != s.stepLo(lo, hi) || move.leap[sq * 2 + 1] != s.stepHi(lo, hi)) return null;
            if (twice != null && (twice[sq * 2] | twice[sq * 2 + 1]) != 0) {
                long oneLo = s.stepLo(lo, hi), oneHi = s.stepHi(lo, hi);
                if (twice[sq * 2] != s.stepLo(oneLo, oneHi) || twice[sq * 2 + 1] != s.stepHi(oneLo, oneHi)) return null;
            }
        }
        return s;
    }
}
