package castellan.variants.curtis;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Rooks passing over their own Guards (rules/royal.md): (1) along the own first rank over any
 * number of own Guards, capturing allowed (Ruling); (2) between two Rooks on a file or another
 * rank with only own Guards between, to an empty square between them, no capture, except the
 * recapture on the square where the enemy has just taken the partner Rook (kept as state).
 * Only the moves that actually pass a Guard are added; the others are ordinary Rook moves.
 */
final class RookJumps {
    private final Geometry g;
    private final GuardMoves guards;
    private final int rook;

    RookJumps(Geometry g, GuardMoves guards, int rook) {
        this.g = g;
        this.guards = guards;
        this.rook = rook;
    }

    /** Is every square strictly between a and b (on one line) empty or a Guard of colour c? */
    boolean onlyGuardsBetween(Position p, int a, int b, int c, int forbidden) {
        int df = Integer.signum(g.file(b) - g.file(a)), dr = Integer.signum(g.rank(b) - g.rank(a));
        for (int f = g.file(a) + df, r = g.rank(a) + dr; g.square(f, r) != b; f += df, r += dr) {
            int s = g.square(f, r), pc = p.pieceAt(s);
            if (s == forbidden) return false;
            if (pc != 0 && !(guards.isGuard(pc) && Piece.color(pc) == c)) return false;
        }
        return true;
    }

    /** Same file, or same rank other than colour c's first rank: where rule 2 applies. */
    boolean pairLine(int a, int b, int c) {
        if (g.file(a) == g.file(b)) return true;
        return g.rank(a) == g.rank(b) && g.relativeRank(c, a) != 0;
    }

    void add(Position p, int victimSquare, MoveList list) {
        int us = p.sideToMove(), own = Piece.of(rook, us);
        long rooksLo = p.piecesLo(own), rooksHi = p.piecesHi(own);
        for (long lo = rooksLo, hi = rooksHi; (lo | hi) != 0; ) {
            int from = Bits.first(lo, hi);
            if (from < 64) lo &= lo - 1; else hi &= hi - 1;
            if (g.relativeRank(us, from) == 0) firstRank(p, from, us, list);
            for (long lo2 = rooksLo, hi2 = rooksHi; (lo2 | hi2) != 0; ) {
                int other = Bits.first(lo2, hi2);
                if (other < 64) lo2 &= lo2 - 1; else hi2 &= hi2 - 1;
                if (other != from && pairLine(from, other, us) && onlyGuardsBetween(p, from, other, us, -1))
                    between(p, from, other, list);
            }
            if (victimSquare >= 0 && pairLine(from, victimSquare, us) && guardsBetween(p, from, victimSquare) > 0
                    && onlyGuardsBetween(p, from, victimSquare, us, -1)) list.add(Move.of(from, victimSquare));
        }
    }

    private int guardsBetween(Position p, int a, int b) {
        int df = Integer.signum(g.file(b) - g.file(a)), dr = Integer.signum(g.rank(b) - g.rank(a)), n = 0;
        for (int f = g.file(a) + df, r = g.rank(a) + dr; g.square(f, r) != b; f += df, r += dr)
            if (p.pieceAt(g.square(f, r)) != 0) n++;
        return n;
    }

    /** Rule 1: along the first rank, on past own Guards; empty squares and one enemy capture beyond a Guard. */
    private void firstRank(Position p, int from, int us, MoveList list) {
        for (int df = -1; df <= 1; df += 2) {
            boolean passed = false;
            for (int f = g.file(from) + df; f >= 0 && f < g.files; f += df) {
                int to = g.square(f, g.rank(from)), pc = p.pieceAt(to);
                if (pc == 0) {
                    if (passed) list.add(Move.of(from, to));
                    continue;
                }
                if (Piece.color(pc) == us) {
                    if (guards.isGuard(pc)) { passed = true; continue; }
                    break;
                }
                if (passed) list.add(Move.of(from, to));
                break;
            }
        }
    }

    /** Rule 2: toward the partner, to the empty squares beyond the first Guard. */
    private void between(Position p, int from, int other, MoveList list) {
        int df = Integer.signum(g.file(other) - g.file(from)), dr = Integer.signum(g.rank(other) - g.rank(from));
        boolean passed = false;
        for (int f = g.file(from) + df, r = g.rank(from) + dr; g.square(f, r) != other; f += df, r += dr) {
            int s = g.square(f, r);
            if (p.pieceAt(s) != 0) passed = true;
            else if (passed) list.add(Move.of(from, s));
        }
    }

    /**
     * Capturing jumps of colour {@code by} onto {@code square}: along by's first rank over its
     * Guards, and the recapture when {@code recapture} names this square.
     */
    boolean attacks(Position p, int square, int by, boolean recapture) {
        int own = Piece.of(rook, by);
        for (long lo = p.piecesLo(own), hi = p.piecesHi(own); (lo | hi) != 0; ) {
            int s = Bits.first(lo, hi);
            if (s < 64) lo &= lo - 1; else hi &= hi - 1;
            if (s == square) continue;
            if (g.relativeRank(by, s) == 0 && g.rank(s) == g.rank(square) && onlyGuardsBetween(p, s, square, by, -1)) return true;
            if (recapture && pairLine(s, square, by) && onlyGuardsBetween(p, s, square, by, -1)) return true;
        }
        return false;
    }
}
