package castellan.variants.curtis;

import castellan.board.Geometry;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.CastlingRight;

/**
 * Curtis castling (rules/royal.md, "Castling"), one compound move: an optional move of a Guard
 * standing between King and Rook, the King to the Bishop's, Knight's or Guard's square of that
 * side, the Rook to the first empty square beyond the King. Conditions are judged after the
 * Guard leg: the King not in check, every square strictly between its home and its destination
 * unattacked (Ruling: whether or not a Guard stands there), the destination empty and unattacked.
 */
final class GuardCastling {
    private final Geometry g;
    private final GuardMoves guards;

    GuardCastling(Geometry g, GuardMoves guards) {
        this.g = g;
        this.guards = guards;
    }

    void add(Position p, MoveGenerator gen, MoveList list, MoveList legs) {
        int us = p.sideToMove();
        for (CastlingRight r : p.variant.castlingRights) {
            if (r.color() != us || !CurtisRules.holds(p, r)) continue;
            int kf = r.kingFrom(), rf = r.rookFrom(), step = Integer.signum(rf - kf);
            boolean onlyGuards = true;
            legs.clear();
            for (int s = kf + step; s != rf; s += step) {
                int pc = p.pieceAt(s);
                if (pc == 0) continue;
                if (!guards.isGuard(pc) || Piece.color(pc) != us) { onlyGuards = false; break; }
                guards.add(p, s, false, legs);
            }
            if (!onlyGuards) continue;
            int n = legs.size();
            for (int i = -1; i < n; i++) {
                int leg = i < 0 ? Move.NONE : legs.get(i);
                if (leg != Move.NONE) p.make(leg);
                addKingMoves(p, gen, us, kf, rf, step, leg, list);
                if (leg != Move.NONE) p.unmake();
            }
        }
    }

    /** With the Guard leg (if any) made: the King's three destinations on this side. */
    private void addKingMoves(Position p, MoveGenerator gen, int us, int kf, int rf, int step, int leg, MoveList list) {
        int them = us ^ 1;
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        if (gen.attacks.isAttacked(p, kf, them, occLo, occHi)) return;
        for (int j = 1; j <= 3; j++) {
            int kt = rf - step * j;
            if (p.pieceAt(kt) != 0) continue;
            boolean safe = true;
            for (int s = kf + step; safe; s += step) {
                safe = !gen.attacks.isAttacked(p, s, them, occLo, occHi);
                if (s == kt) break;
            }
            if (!safe) continue;
            int rt = kt - step; // the Rook: first empty square beyond the King, the King's home counting as empty
            while (rt != kf && p.pieceAt(rt) != 0) rt -= step;
            int gf = leg == Move.NONE ? kf : Move.from(leg), gt = leg == Move.NONE ? kf : Move.to(leg);
            list.add(Move.guardCastling(gf, gt, kt, g.file(rt)));
        }
    }
}
