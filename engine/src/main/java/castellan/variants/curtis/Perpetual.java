package castellan.variants.curtis;

import castellan.movegen.Attacks;
import castellan.movegen.MoveHooks;
import castellan.position.Position;

/**
 * Ruling (perpetual check): when a position occurs for the third time and every move of exactly
 * one side since its first occurrence gave check, that side wins.
 */
final class Perpetual {
    private Perpetual() {}

    /** The side that checked on every move since the first of the three occurrences, or -1. */
    static int checkingSide(Position p, MoveHooks hooks, Attacks attacks) {
        Position q = p.copy();
        long target = q.hash();
        int limit = Math.min(q.ply(), q.halfmoveClock());
        boolean[] allChecks = {true, true};
        boolean[] moved = {false, false};
        int seen = 1;
        for (int back = 0; back < limit; back++) {
            // The move that led to q gave check iff the side now to move is in check.
            int mover = q.sideToMove() ^ 1;
            moved[mover] = true;
            int king = hooks.royalSquare(q, q.sideToMove());
            if (king < 0 || !attacks.isAttacked(q, king, mover, q.occupiedLo(), q.occupiedHi())) allChecks[mover] = false;
            q.unmake();
            if (q.hash() == target && ++seen == 3) break;
        }
        if (seen < 3) return -1;
        boolean white = allChecks[0] && moved[0], black = allChecks[1] && moved[1];
        return white == black ? -1 : white ? 0 : 1;
    }
}
