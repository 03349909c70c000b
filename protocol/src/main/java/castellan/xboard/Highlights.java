package castellan.xboard;

import castellan.board.Geometry;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.notation.XBoardText;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Answers to XBoard's {@code lift} and {@code put}: a {@code highlight} board marking exactly the
 * squares the lifted piece may go to by our rules, and the promotion {@code choice}. XBoard
 * refuses unmarked squares even with its own legality testing off, so this is how rules Betza
 * cannot express reach the GUI. Upper-case colours mark legal targets (XBoard 4.9 {@code
 * MarkByFEN}): {@code Y} a move, {@code R} a capture, {@code M} a promotion with a choice,
 * {@code B} a promotion without one (then {@code choice} names it on {@code put}), {@code C} the
 * first leg of a two-leg move: a Maidens huff (the piece passes through the huffed square) or a
 * Curtis castling (the King takes its Rook's square); XBoard then sends {@code put} and
 * {@code lift} for that square and the second leg is highlighted.
 *
 * <p>It keeps the state of the GUI's hands between these commands: the piece lifted and, on a
 * two-leg move, the square passed. The turns given are the ones XBoard can show ({@link
 * XBoardText#expressible}); a Kingdom in-place promotion cannot be entered with the mouse in
 * XBoard 4.9.1 and is not marked.
 */
final class Highlights {
    /** The square of the piece last lifted in the GUI and, after a two-leg step, the square passed; -1 when none. */
    private int lifted = -1, passed = -1;

    /**
     * {@code lift SQ}: the {@code highlight} line for the piece on the square; a second lift of
     * the square a two-leg step passed continues that move (its second leg).
     */
    String lift(Position p, TurnList turns, String square) {
        int sq = XBoardText.parseSquare(p.geometry, square);
        if (sq < 0) return "Error (no such square): lift " + square;
        if (lifted >= 0 && passed == sq) return "highlight " + secondLeg(p, turns, lifted, sq); // passed stays, for a promotion's choice
        lifted = sq;
        passed = -1;
        return "highlight " + targets(p, turns, sq);
    }

    /**
     * {@code put SQ}: on the first leg of a two-leg move the next {@code lift} asks for the second
     * leg; on a promotion square the answer is the {@code choice} of the pieces the promotion may
     * give (a second put for the same square may follow); null when there is nothing to answer.
     */
    String put(Position p, TurnList turns, String square) {
        int sq = XBoardText.parseSquare(p.geometry, square.replace(",", ""));
        if (sq < 0 || lifted < 0) {
            forget();
            return null;
        }
        String choice = choice(p, turns, lifted, passed, sq);
        if (choice != null) return "choice " + choice;
        if (passed < 0 && isFirstLeg(p, turns, lifted, sq)) passed = sq;
        else forget();
        return null;
    }

    /** A move was made: the hands are empty. */
    void forget() {
        lifted = passed = -1;
    }

    /** One way the mouse enters a turn: from a square, directly or through {@code via}, to a target. */
    private record Entry(long turn, int from, int via, int target) {}

    private static List<Entry> entries(Position p, TurnList turns) {
        List<Entry> list = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            int m = Turn.move(t), huff = Turn.first(t);
            if (huff != Move.NONE) {
                list.add(new Entry(t, Move.from(m), Move.from(huff), Move.to(m)));
                continue;
            }
            switch (Move.kind(m)) {
                case Move.PROMOTE_IN_PLACE -> {}
                case Move.GUARD_CASTLING -> {
                    int king = XBoardText.castlingKingFrom(p, m);
                    list.add(new Entry(t, king, XBoardText.castlingRookFrom(p, m), Move.kingTo(m)));
                    if (XBoardText.castlingByKingStep(p, t)) list.add(new Entry(t, king, -1, Move.kingTo(m)));
                }
                default -> list.add(new Entry(t, Move.from(m), -1, Move.to(m)));
            }
        }
        return list;
    }

    /** The highlight for a piece lifted from {@code from}: its targets, and the first legs of its two-leg moves. */
    static String targets(Position p, TurnList turns, int from) {
        char[] marks = new char[p.geometry.squares];
        List<Entry> entries = entries(p, turns);
        for (Entry e : entries) {
            if (e.from() != from) continue;
            if (e.via() >= 0) mark(marks, e.via(), 'C');
            else mark(marks, e.target(), color(p, entries, e));
        }
        return board(p.geometry, marks);
    }

    /** The highlight for the second leg: the piece from {@code from} has passed {@code via}. */
    static String secondLeg(Position p, TurnList turns, int from, int via) {
        char[] marks = new char[p.geometry.squares];
        List<Entry> entries = entries(p, turns);
        for (Entry e : entries)
            if (e.from() == from && e.via() == via) mark(marks, e.target(), color(p, entries, e));
        return board(p.geometry, marks);
    }

    /** Is {@code via} the first leg of a two-leg move of the piece on {@code from}? */
    static boolean isFirstLeg(Position p, TurnList turns, int from, int via) {
        for (Entry e : entries(p, turns)) if (e.from() == from && e.via() == via) return true;
        return false;
    }

    /**
     * The promotion choice for the piece from {@code from} (through {@code via}, or -1) put down
     * on {@code target}: the letters of the legal promotions, the most valuable first; null when
     * that is no promotion.
     */
    static String choice(Position p, TurnList turns, int from, int via, int target) {
        Variant v = p.variant;
        List<Integer> types = new ArrayList<>();
        for (Entry e : entries(p, turns)) {
            int m = Turn.move(e.turn());
            if (e.from() == from && e.via() == via && e.target() == target && Move.promotion(m) != 0
                    && Move.kind(m) == Move.NORMAL && !types.contains(Move.promotion(m)))
                types.add(Move.promotion(m));
        }
        if (types.isEmpty()) return null;
        types.sort((a, b) -> Integer.compare(v.types[b].value, v.types[a].value));
        StringBuilder sb = new StringBuilder();
        for (int t : types) sb.append(Character.toUpperCase(v.types[t].letter));
        return sb.toString();
    }

    private static char color(Position p, List<Entry> entries, Entry e) {
        int m = Turn.move(e.turn());
        if (Move.promotion(m) != 0 && Move.kind(m) == Move.NORMAL) {
            int choices = 0;
            for (Entry o : entries)
                if (o.from() == e.from() && o.via() == e.via() && o.target() == e.target()) choices++;
            return choices > 1 ? 'M' : 'B';
        }
        int victim = p.pieceAt(e.target());
        boolean capture = Move.kind(m) == Move.EN_PASSANT
                || (victim != 0 && Piece.color(victim) != p.sideToMove() && Move.kind(m) != Move.GUARD_CASTLING);
        return capture ? 'R' : 'Y';
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
