package castellan.xboard;

import castellan.board.Geometry;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Answers to XBoard's {@code lift}: a {@code highlight} board marking exactly the squares the
 * lifted piece may go to by our rules. XBoard refuses unmarked squares even with its own legality
 * testing off, so this is how rules Betza cannot express reach the GUI. Upper-case colours mark
 * legal targets (XBoard 4.9 {@code MarkByFEN}): {@code Y} a move, {@code R} a capture, {@code M}
 * a promotion with a choice, {@code C} the first leg of a two-leg move (a Maidens huff: the piece
 * passes through the huffed square; XBoard then sends {@code put} and {@code lift} for it).
 */
final class Highlights {
    private Highlights() {}

    /** The highlight for a piece lifted from {@code from}: its legal first legs. */
    static String lift(Position p, TurnList turns, int from) {
        char[] marks = new char[p.geometry.squares];
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            int m = Turn.move(t), huff = Turn.first(t);
            if (Move.from(m) != from || Move.kind(m) == Move.PROMOTE_IN_PLACE) continue;
            if (huff != Move.NONE) mark(marks, Move.from(huff), 'C');
            else mark(marks, destination(p, m), color(p, turns, m));
        }
        return board(p.geometry, marks);
    }

    /** The highlight for the second leg of a huff turn: {@code from} has passed through the huffed square {@code via}. */
    static String secondLeg(Position p, TurnList turns, int from, int via) {
        char[] marks = new char[p.geometry.squares];
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            int m = Turn.move(t), huff = Turn.first(t);
            if (huff != Move.NONE && Move.from(huff) == via && Move.from(m) == from)
                mark(marks, destination(p, m), color(p, turns, m));
        }
        return board(p.geometry, marks);
    }

    /** Does any legal huff turn of the piece on {@code from} pass through {@code via}? */
    static boolean isFirstLeg(TurnList turns, int from, int via) {
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            if (Turn.first(t) != Move.NONE && Move.from(Turn.first(t)) == via && Move.from(Turn.move(t)) == from) return true;
        }
        return false;
    }

    private static int destination(Position p, int m) {
        return Move.kind(m) == Move.GUARD_CASTLING ? Move.kingTo(m) : Move.to(m);
    }

    private static char color(Position p, TurnList turns, int m) {
        int to = Move.to(m);
        if (Move.promotion(m) != 0 && Move.kind(m) == Move.NORMAL && choices(turns, m) > 1) return 'M';
        int victim = p.pieceAt(to);
        boolean capture = Move.kind(m) == Move.EN_PASSANT
                || (victim != 0 && Piece.color(victim) != p.sideToMove() && Move.kind(m) != Move.GUARD_CASTLING);
        return capture ? 'R' : 'Y';
    }

    /** How many promotion choices share this move's squares. */
    private static int choices(TurnList turns, int m) {
        int n = 0;
        for (int i = 0; i < turns.size(); i++) {
            int o = Turn.move(turns.get(i));
            if (Turn.first(turns.get(i)) == Move.NONE && Move.from(o) == Move.from(m) && Move.to(o) == Move.to(m)) n++;
        }
        return n;
    }

    /** A capture mark wins over the others on the same square. */
    private static void mark(char[] marks, int sq, char c) {
        if (marks[sq] == 0 || c == 'R') marks[sq] = c;
    }

    /** The marks as a FEN-like board, top rank first, runs of unmarked squares as numbers. */
    static String board(Geometry g, char[] marks) {
        StringBuilder sb = new StringBuilder();
        for (int r = g.ranks - 1; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < g.files; f++) {
                char c = marks[g.square(f, r)];
                if (c == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) sb.append(empty);
                empty = 0;
                sb.append(c);
            }
            if (empty > 0) sb.append(empty);
            if (r > 0) sb.append('/');
        }
        return sb.toString();
    }
}
