package castellan.reference;

import java.util.ArrayList;
import java.util.List;

/**
 * Norochess straight from rules/norochess.md, on the plain {@link ChessMailbox}: every
 * pseudo-legal move is legal (the King is not royal), no castling, each capture scores the
 * captured piece for the capturer (Q 9, R 5, B 3, N 3, K 2, P 1: the piece as it stands, so a
 * promoted Queen is 9), and the game ends by the four rules of "How the game ends". Slow and
 * simple; uses no main code.
 */
public final class NorochessReference {
    private final ChessMailbox board;
    private final int whiteScore, blackScore;

    private NorochessReference(ChessMailbox board, int whiteScore, int blackScore) {
        this.board = board;
        this.whiteScore = whiteScore;
        this.blackScore = blackScore;
    }

    public static NorochessReference fromFen(String fen) {
        String[] f = fen.trim().split("\\s+");
        return new NorochessReference(ChessMailbox.fromFen(f),
                f.length > 6 ? Integer.parseInt(f[6]) : 0, f.length > 7 ? Integer.parseInt(f[7]) : 0);
    }

    public int score(boolean white) { return white ? whiteScore : blackScore; }

    /** FEN as the engine prints it: en passant only when a pawn could take it, then the scores. */
    public String fen() {
        return board.placement() + (board.white ? " w " : " b ") + "-"
                + " " + (board.enPassantPossible() ? ChessMailbox.name(board.ep) : "-")
                + " " + board.halfmove + " " + board.fullmove + " " + whiteScore + " " + blackScore;
    }

    public List<String> legalMoves() {
        List<String> out = new ArrayList<>();
        for (ChessMailbox.Move m : board.pseudoMoves(false)) out.add(m.text());
        return out;
    }

    static int points(char piece) {
        return switch (Character.toUpperCase(piece)) {
            case 'Q' -> 9;
            case 'R' -> 5;
            case 'B', 'N' -> 3;
            case 'K' -> 2;
            case 'P' -> 1;
            default -> throw new IllegalStateException("piece " + piece);
        };
    }

    public NorochessReference play(String text) {
        for (ChessMailbox.Move m : board.pseudoMoves(false)) {
            if (!m.text().equals(text)) continue;
            int gain = m.capture() ? points(board.board[m.victim()]) : 0;
            return new NorochessReference(board.play(m),
                    whiteScore + (board.white ? gain : 0), blackScore + (board.white ? 0 : gain));
        }
        throw new IllegalArgumentException("not a Norochess move here: " + text + " in " + fen());
    }

    public long perft(int depth) {
        if (depth == 0) return 1;
        List<String> moves = legalMoves();
        if (depth == 1) return moves.size();
        long n = 0;
        for (String m : moves) n += play(m).perft(depth - 1);
        return n;
    }

    /**
     * The result after the last move, "1-0", "0-1", "1/2-1/2", or null while the game goes on:
     * rule 1 (a side without pieces loses), rule 2 (no legal move: higher score, else draw),
     * rules 3 and 4 (after Black's move 48..59 a differing score decides; after 60 always).
     */
    public String result() {
        boolean whiteHas = false, blackHas = false;
        for (char c : board.board) {
            if (c == '.') continue;
            if (Character.isUpperCase(c)) whiteHas = true; else blackHas = true;
        }
        if (!whiteHas) return "0-1";
        if (!blackHas) return "1-0";
        String byScore = whiteScore > blackScore ? "1-0" : whiteScore < blackScore ? "0-1" : "1/2-1/2";
        if (legalMoves().isEmpty()) return byScore;
        int blackMovesMade = board.white ? board.fullmove - 1 : -1;
        if (blackMovesMade >= 60) return byScore;
        if (blackMovesMade >= 48 && whiteScore != blackScore) return byScore;
        return null;
    }
}
