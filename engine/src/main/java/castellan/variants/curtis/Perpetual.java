package castellan.variants.curtis;

import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.position.Position;

/**
 * Ruling (perpetual check): when a position occurs for the third time and every move of exactly
 * one side since its first occurrence gave check, that side wins.
 */
final class Perpetual {
    private Perpetual() {}

    /**
     * The side that checked on every move since the first of the three occurrences, or -1.
     * Walks back on the position itself and replays the moves (kept in the generator's scratch
     * list), so it allocates nothing and leaves the position as it found it.
     */
    static int checkingSide(Position p, MoveGenerator gen) {
        long target = p.hash();
        int limit = Math.min(p.ply(), p.halfmoveClock());
        boolean whiteChecks = true, blackChecks = true, whiteMoved = false, blackMoved = false;
        int seen = 1;
        MoveList undone = gen.hookList();
        undone.clear();
        while (undone.size() < limit) {
            // The move that led here gave check iff the side now to move is in check.
            boolean check = gen.inCheck(p);
            if (p.sideToMove() == 1) { whiteMoved = true; whiteChecks &= check; }
            else { blackMoved = true; blackChecks &= check; }
            undone.add(p.lastMove(1));
            p.unmake();
            if (p.hash() == target && ++seen == 3) break;
        }
        for (int i = undone.size() - 1; i >= 0; i--) p.make(undone.get(i));
        if (seen < 3) return -1;
        boolean white = whiteChecks && whiteMoved, black = blackChecks && blackMoved;
        return white == black ? -1 : white ? 0 : 1;
    }
}
