package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * The squares from which a piece of type {@code t} of colour {@code a} could check the King on
 * {@code k}, worked out the long way for the tests of safe and unsafe checks: the squares a piece
 * of the type attacks now (its own movement from each square it stands on, on the board as it
 * is), not its side's own, from which a piece of the type would attack the King.
 */
final class CheckSquares {
    private CheckSquares() {}

    static List<Integer> of(Position p, Variant v, int t, int a, int k) {
        Geometry g = v.geometry;
        Movement m = v.types[t].capture[a];
        long occLo = p.occupiedLo(), occHi = p.occupiedHi(), attLo = 0, attHi = 0;
        for (int sq = 0; sq < g.squares; sq++) {
            if (p.pieceAt(sq) != Piece.of(t, a)) continue;
            attLo |= m.reach(g, sq, occLo, occHi, false);
            attHi |= m.reach(g, sq, occLo, occHi, true);
        }
        List<Integer> out = new ArrayList<>();
        for (int sq = 0; sq < g.squares; sq++) {
            if (!Bits.has(attLo, attHi, sq) || Bits.has(p.colorLo(a), p.colorHi(a), sq)) continue;
            if (Bits.has(m.reach(g, sq, occLo, occHi, false), m.reach(g, sq, occLo, occHi, true), k)) out.add(sq);
        }
        return out;
    }
}
