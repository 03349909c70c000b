package castellan.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Maidens Chess straight from rules/maidens.md, on the plain {@link ChessMailbox}; slow and
 * simple, uses no main code. A position is a board plus the set of huffable squares; a turn is
 * a legal move, or a legal huff followed by a legal move, written {@code @d5,g1f3}.
 *
 * <ul>
 *   <li>Legal move: FIDE (the mover's King not attacked afterwards).</li>
 *   <li>Capture candidates of a board: if the side to move is not in check, the squares of its
 *       non-King pieces with a legal capture (en passant included).</li>
 *   <li>After a move: a capture leaves nothing huffable; otherwise the candidates of the board
 *       the move was made from, the moving piece (the castling Rook) followed to its square.</li>
 *   <li>Huff: removes a huffable piece; lawful if every enemy piece attacking our King after it
 *       attacked it before. It takes the castling right of a Rook on its corner and the
 *       en-passant capture of the Pawn that double-stepped; the clock is 0 after a huff turn.</li>
 *   <li>Ruling (a huff that uncovers the opponent's King): a huff may leave the enemy King
 *       attacked, but a King is never captured: no move takes a King, so a piece whose only
 *       capture would take it is no candidate. If the King is still attacked when the turn
 *       ends, the opponent is simply in check.</li>
 * </ul>
 */
public final class MaidensReference {
    private final ChessMailbox board;
    private final TreeSet<Integer> huffable;

    private MaidensReference(ChessMailbox board, TreeSet<Integer> huffable) {
        this.board = board;
        this.huffable = huffable;
    }

    public static MaidensReference fromFen(String fen) {
        String[] f = fen.trim().split("\\s+");
        TreeSet<Integer> h = new TreeSet<>();
        if (f.length > 6 && !f[6].equals("-")) for (String s : f[6].split(",")) h.add(ChessMailbox.square(s));
        return new MaidensReference(ChessMailbox.fromFen(f), h);
    }

    /** FEN as the engine prints it: en passant only when a Pawn could take it; huffable squares in square order. */
    public String fen() {
        List<String> names = new ArrayList<>();
        for (int s : huffable) names.add(ChessMailbox.name(s));
        return board.placement() + (board.white ? " w " : " b ") + (board.castling.isEmpty() ? "-" : board.castling)
                + " " + (board.enPassantPossible() ? ChessMailbox.name(board.ep) : "-")
                + " " + board.halfmove + " " + board.fullmove + " " + (names.isEmpty() ? "-" : String.join(",", names));
    }

    // ---------------------------------------------------------------- rules

    static List<ChessMailbox.Move> legalMoves(ChessMailbox b) {
        List<ChessMailbox.Move> out = new ArrayList<>();
        for (ChessMailbox.Move m : b.pseudoMoves(true)) {
            if (m.capture() && Character.toUpperCase(b.board[m.victim()]) == 'K') continue; // never taken
            ChessMailbox after = b.play(m);
            if (!after.attacked(after.kingSquare(b.white), !b.white)) out.add(m);
        }
        return out;
    }

    static boolean inCheck(ChessMailbox b) {
        return b.attacked(b.kingSquare(b.white), !b.white);
    }

    static TreeSet<Integer> candidates(ChessMailbox b, List<ChessMailbox.Move> legal) {
        TreeSet<Integer> c = new TreeSet<>();
        if (inCheck(b)) return c;
        for (ChessMailbox.Move m : legal)
            if (m.capture() && Character.toUpperCase(b.board[m.from()]) != 'K') c.add(m.from());
        return c;
    }

    /** The huffable set after a legal move from b, given b's candidates. */
    static TreeSet<Integer> huffableAfter(ChessMailbox b, TreeSet<Integer> candidates, ChessMailbox.Move m) {
        TreeSet<Integer> h = new TreeSet<>();
        if (m.capture()) return h;
        int from = m.from(), to = m.to();
        if (m.castling()) {
            int rank = m.from() / 8 * 8;
            boolean kingside = m.to() % 8 == 6;
            from = rank + (kingside ? 7 : 0);
            to = rank + (kingside ? 5 : 3);
        }
        for (int s : candidates) h.add(s == from ? to : s);
        return h;
    }

    /** The board after huffing s, or null if the huff is not lawful. */
    ChessMailbox huff(int s) {
        ChessMailbox b = board;
        int king = b.kingSquare(b.white);
        int victim = b.ep < 0 ? -1 : b.ep + (b.white ? -8 : 8);
        ChessMailbox after = b.without(s, ChessMailbox.dropRights(b.castling, s), s == victim ? -1 : b.ep);
        List<Integer> before = b.attackers(king, !b.white);
        for (int a : after.attackers(king, !b.white)) if (!before.contains(a)) return null;
        return after;
    }

    /** A turn and the position it leads to. */
    public record Turn(String text, MaidensReference next) {}

    public List<Turn> turns() {
        List<Turn> out = new ArrayList<>();
        addMoves(out, "", board, false);
        for (int s : huffable) {
            ChessMailbox after = huff(s);
            if (after != null) addMoves(out, "@" + ChessMailbox.name(s) + ",", after, true);
        }
        return out;
    }

    private static void addMoves(List<Turn> out, String prefix, ChessMailbox b, boolean huffTurn) {
        List<ChessMailbox.Move> legal = legalMoves(b);
        TreeSet<Integer> cand = candidates(b, legal);
        for (ChessMailbox.Move m : legal) {
            ChessMailbox next = b.play(m);
            if (huffTurn) next = new ChessMailbox(next.board, next.white, next.castling, next.ep, 0, next.fullmove);
            out.add(new Turn(prefix + m.text(), new MaidensReference(next, huffableAfter(b, cand, m))));
        }
    }

    public List<String> turnTexts() {
        List<String> out = new ArrayList<>();
        for (Turn t : turns()) out.add(t.text());
        return out;
    }

    public MaidensReference play(String text) {
        for (Turn t : turns()) if (t.text().equals(text)) return t.next();
        throw new IllegalArgumentException("not a Maidens turn here: " + text + " in " + fen());
    }

    /** Counts turns; the last level counts legal moves without building the positions. */
    public long perft(int depth) {
        if (depth == 0) return 1;
        if (depth == 1) {
            long n = legalMoves(board).size();
            for (int s : huffable) {
                ChessMailbox after = huff(s);
                if (after != null) n += legalMoves(after).size();
            }
            return n;
        }
        long n = 0;
        for (Turn t : turns()) n += t.next().perft(depth - 1);
        return n;
    }

    /** "1-0", "0-1", "1/2-1/2" when the side to move has no legal turn (mate, stalemate), else null. */
    public String mateOrStalemate() {
        if (!turns().isEmpty()) return null;
        if (!inCheck(board)) return "1/2-1/2";
        return board.white ? "0-1" : "1-0";
    }
}
