package castellan.xboard;

import castellan.board.Geometry;
import castellan.variant.CastlingRight;
import castellan.variant.Variant;

/**
 * XBoard's FEN ({@code setboard}) into Castellan's. XBoard writes the en-passant square in its own
 * rank numbering (0-9 on a board of 10 ranks), may mark promoted pieces with {@code ~}, may name
 * castling Rooks by their file (Shredder-FEN, {@code JAja}) and knows nothing of the variants'
 * extra fields (those then take their defaults: no huffable piece, scores 0-0, no Curtis
 * recapture; when present, as in a FEN of Castellan's own, they are kept). Castling rights whose King or Rook is not on its square are dropped, as XBoard's
 * own castling bookkeeping is looser than the rules. The result is checked by Castellan's FEN
 * parser as any other.
 */
final class XBoardFen {
    private XBoardFen() {}

    static String toCastellan(Variant v, String xboardFen) {
        String[] f = xboardFen.trim().split("\\s+");
        if (f.length < 2 || f[0].isEmpty()) throw new IllegalArgumentException("FEN needs at least placement and side to move");
        String placement = f[0].replace("~", "");
        Geometry g = v.geometry;
        char[] board = board(g, placement);
        String castling = f.length > 2 ? castling(v, board, f[2]) : "-";
        String ep = f.length > 3 ? enPassant(g, f[3]) : "-";
        String half = f.length > 4 ? f[4] : "0", full = f.length > 5 ? f[5] : "1";
        StringBuilder fen = new StringBuilder(placement + " " + f[1] + " " + castling + " " + ep + " " + half + " " + full);
        // Castellan's own extra fields, when a GUI or a user sends our FEN, pass unchanged.
        for (int i = 6; i < f.length; i++) fen.append(' ').append(f[i]);
        return fen.toString();
    }

    /** The placement as letters by square (0 when empty), or null when it does not fit the board (the parser says why). */
    private static char[] board(Geometry g, String placement) {
        char[] board = new char[g.squares];
        String[] ranks = placement.split("/");
        if (ranks.length != g.ranks) return null;
        for (int i = 0; i < ranks.length; i++) {
            int rank = g.ranks - 1 - i, file = 0, run = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    run = run * 10 + (c - '0');
                    continue;
                }
                file += run;
                run = 0;
                if (c == '*') continue; // a Curtis queen-powered Guard's mark
                if (file >= g.files) return null;
                board[g.square(file++, rank)] = c;
            }
        }
        return board;
    }

    /** KQkq as they are; file letters as K or Q by the side of the King; rights whose pieces are not in place dropped. */
    private static String castling(Variant v, char[] board, String field) {
        if (field.equals("-") || board == null) return field.equals("-") || v.castlingRights.length > 0 ? field : "-";
        StringBuilder sb = new StringBuilder();
        for (char c : field.toCharArray()) {
            int color = Character.isUpperCase(c) ? 0 : 1;
            char letter = Character.toUpperCase(c);
            CastlingRight right = null;
            for (CastlingRight r : v.castlingRights) {
                if (r.color() != color) continue;
                if (Character.toUpperCase(r.fenLetter()) == letter) right = r;
                else if (letter >= 'A' && letter <= 'J' && letter != 'B' && letter != 'E'
                        && v.geometry.file(r.rookFrom()) == letter - 'A' && "KQkq".indexOf(r.fenLetter()) >= 0)
                    right = r;
            }
            if (right == null || !inPlace(v, board, right)) continue;
            char ours = right.fenLetter();
            if (sb.indexOf(String.valueOf(ours)) < 0) sb.append(ours);
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static boolean inPlace(Variant v, char[] board, CastlingRight r) {
        char king = v.types[v.kingType].letter, rook = 'R';
        if (r.color() == 1) {
            king = Character.toLowerCase(king);
            rook = 'r';
        }
        return board[r.kingFrom()] == king && board[r.rookFrom()] == rook;
    }

    private static String enPassant(Geometry g, String field) {
        if (field.equals("-") || WireMoves.rankBase(g) == 1) return field;
        int sq = WireMoves.parseSquare(g, field);
        return sq < 0 ? field : g.name(sq);
    }
}
