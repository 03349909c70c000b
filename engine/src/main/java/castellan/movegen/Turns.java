package castellan.movegen;

import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.position.Position;

/**
 * Whole turns, for everything outside the engine core (game, command line, protocols, divide).
 * Inside the engine a Maidens huff is a pseudo-move in the legal move list that keeps the side
 * to move; here it is joined with each legal move that may follow it. For variants without such
 * pseudo-moves a turn is exactly one legal move.
 */
public final class Turns {
    private Turns() {}

    /** All legal turns: the plain legal moves, then each legal huff followed by each legal move after it. */
    public static void legal(Position p, MoveGenerator gen, TurnList out) {
        legal(p, gen, out, new MoveList(), new MoveList());
    }

    /** {@link #legal(Position, MoveGenerator, TurnList)} with the caller's scratch lists: nothing allocated (a search thread's root). */
    public static void legal(Position p, MoveGenerator gen, TurnList out, MoveList moves, MoveList after) {
        out.clear();
        gen.generateLegal(p, moves);
        for (int i = 0; i < moves.size(); i++) {
            int m = moves.get(i);
            if (!Turn.keepsSide(m)) {
                out.add(Turn.of(m));
                continue;
            }
            p.make(m);
            gen.generateLegal(p, after);
            for (int j = 0; j < after.size(); j++)
                if (!Turn.keepsSide(after.get(j))) out.add(Turn.of(m, after.get(j)));
            p.unmake();
        }
    }

    /** Does the side to move have a legal turn? (Mate and stalemate are judged on turns.) */
    public static boolean any(Position p, MoveGenerator gen) {
        TurnList list = new TurnList();
        legal(p, gen, list);
        return list.size() > 0;
    }

    public static void play(Position p, long turn) {
        int first = Turn.first(turn);
        if (first != Move.NONE) p.make(first);
        p.make(Turn.move(turn));
    }

    public static void unplay(Position p, long turn) {
        p.unmake();
        if (Turn.first(turn) != Move.NONE) p.unmake();
    }
}
