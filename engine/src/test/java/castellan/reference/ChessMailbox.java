package castellan.reference;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain 8x8 chess board for the Norochess and Maidens references: a {@code char[64]} mailbox
 * (index {@code rank * 8 + file}, {@code '.'} empty, FEN letters), immutable, each move giving
 * a new board. It knows only FIDE movement; what is legal and what a move scores or allows is
 * decided by the reference that uses it. Depends on nothing but the JDK, and on no main code.
 *
 * <p>Conventions: the en-passant square is recorded after every double step; castling rights
 * are the letters {@code KQkq}.
 */
final class ChessMailbox {
    /** A pseudo-legal move. {@code victim}: square of the captured piece, -1 if none. */
    record Move(int from, int to, char promotion, int victim, boolean castling, boolean doubleStep) {
        boolean capture() { return victim >= 0; }

        String text() {
            return name(from) + name(to) + (promotion == 0 ? "" : String.valueOf(Character.toLowerCase(promotion)));
        }
    }

    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    static final int[][] KING = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    final char[] board;
    final boolean white;
    final String castling;
    final int ep;
    final int halfmove, fullmove;

    ChessMailbox(char[] board, boolean white, String castling, int ep, int halfmove, int fullmove) {
        this.board = board;
        this.white = white;
        this.castling = castling;
        this.ep = ep;
        this.halfmove = halfmove;
        this.fullmove = fullmove;
    }

    static String name(int sq) { return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8); }

    static int square(String name) { return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a'); }

    /** The six usual FEN fields; fewer are allowed (defaults). */
    static ChessMailbox fromFen(String[] f) {
        char[] b = new char[64];
        String[] rows = f[0].split("/");
        for (int i = 0; i < 8; i++) {
            int file = 0;
            for (char c : rows[i].toCharArray()) {
                if (Character.isDigit(c)) for (int k = 0; k < c - '0'; k++) b[(7 - i) * 8 + file++] = '.';
                else b[(7 - i) * 8 + file++] = c;
            }
        }
        return new ChessMailbox(b, f[1].equals("w"), f.length > 2 && !f[2].equals("-") ? f[2] : "",
                f.length > 3 && !f[3].equals("-") ? square(f[3]) : -1,
                f.length > 4 ? Integer.parseInt(f[4]) : 0, f.length > 5 ? Integer.parseInt(f[5]) : 1);
    }

    /** Placement, side, castling, halfmove and fullmove (the en-passant field is the caller's choice). */
    String placement() {
        StringBuilder sb = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 8; f++) {
                char c = board[r * 8 + f];
                if (c == '.') { empty++; continue; }
                if (empty > 0) sb.append(empty);
                empty = 0;
                sb.append(c);
            }
            if (empty > 0) sb.append(empty);
            if (r > 0) sb.append('/');
        }
        return sb.toString();
    }

    static boolean isWhite(char c) { return Character.isUpperCase(c); }

    boolean own(char c, boolean whiteSide) { return c != '.' && isWhite(c) == whiteSide; }

    static boolean onBoard(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

    /** Every pseudo-legal move of the side to move; castling only when {@code withCastling}. */
    List<Move> pseudoMoves(boolean withCastling) {
        List<Move> out = new ArrayList<>();
        for (int s = 0; s < 64; s++) {
            char c = board[s];
            if (!own(c, white)) continue;
            int f = s % 8, r = s / 8;
            switch (Character.toUpperCase(c)) {
                case 'N' -> jumps(out, s, KNIGHT);
                case 'K' -> jumps(out, s, KING);
                case 'R' -> slides(out, s, ROOK);
                case 'B' -> slides(out, s, BISHOP);
                case 'Q' -> { slides(out, s, ROOK); slides(out, s, BISHOP); }
                case 'P' -> pawn(out, s, f, r);
                default -> throw new IllegalStateException("piece " + c);
            }
        }
        if (withCastling) castlingMoves(out);
        return out;
    }

    private void jumps(List<Move> out, int s, int[][] dirs) {
        for (int[] d : dirs) {
            int f = s % 8 + d[0], r = s / 8 + d[1];
            if (!onBoard(f, r)) continue;
            int t = r * 8 + f;
            if (own(board[t], white)) continue;
            out.add(new Move(s, t, (char) 0, board[t] == '.' ? -1 : t, false, false));
        }
    }

    private void slides(List<Move> out, int s, int[][] dirs) {
        for (int[] d : dirs) {
            int f = s % 8 + d[0], r = s / 8 + d[1];
            while (onBoard(f, r)) {
                int t = r * 8 + f;
                if (own(board[t], white)) break;
                out.add(new Move(s, t, (char) 0, board[t] == '.' ? -1 : t, false, false));
                if (board[t] != '.') break;
                f += d[0];
                r += d[1];
            }
        }
    }

    private void pawn(List<Move> out, int s, int f, int r) {
        int dir = white ? 1 : -1, last = white ? 7 : 0, start = white ? 1 : 6;
        int ahead = (r + dir) * 8 + f;
        if (board[ahead] == '.') {
            pawnTo(out, s, ahead, -1, r + dir == last);
            int two = (r + 2 * dir) * 8 + f;
            if (r == start && board[two] == '.') out.add(new Move(s, two, (char) 0, -1, false, true));
        }
        for (int df = -1; df <= 1; df += 2) {
            if (!onBoard(f + df, r + dir)) continue;
            int t = (r + dir) * 8 + f + df;
            if (board[t] != '.' && !own(board[t], white)) pawnTo(out, s, t, t, r + dir == last);
            else if (t == ep && board[t] == '.') out.add(new Move(s, t, (char) 0, r * 8 + f + df, false, false));
        }
    }

    private void pawnTo(List<Move> out, int s, int t, int victim, boolean promotes) {
        if (!promotes) { out.add(new Move(s, t, (char) 0, victim, false, false)); return; }
        for (char p : "QRBN".toCharArray()) out.add(new Move(s, t, white ? p : Character.toLowerCase(p), victim, false, false));
    }

    /** FIDE castling: rights, empty squares between, King's start, path and target not attacked. */
    private void castlingMoves(List<Move> out) {
        int rank = white ? 0 : 56;
        char king = white ? 'K' : 'k', rook = white ? 'R' : 'r';
        if (board[rank + 4] != king) return;
        if (castling.indexOf(white ? 'K' : 'k') >= 0 && board[rank + 7] == rook
                && board[rank + 5] == '.' && board[rank + 6] == '.'
                && !attacked(rank + 4, !white) && !attacked(rank + 5, !white) && !attacked(rank + 6, !white))
            out.add(new Move(rank + 4, rank + 6, (char) 0, -1, true, false));
        if (castling.indexOf(white ? 'Q' : 'q') >= 0 && board[rank] == rook
                && board[rank + 1] == '.' && board[rank + 2] == '.' && board[rank + 3] == '.'
                && !attacked(rank + 4, !white) && !attacked(rank + 3, !white) && !attacked(rank + 2, !white))
            out.add(new Move(rank + 4, rank + 2, (char) 0, -1, true, false));
    }

    /** Could a piece of side {@code byWhite} capture on {@code s} (ignoring pins)? */
    boolean attacked(int s, boolean byWhite) {
        return !attackers(s, byWhite).isEmpty();
    }

    /** The squares of the pieces of side {@code byWhite} that could capture on {@code s}. */
    List<Integer> attackers(int s, boolean byWhite) {
        List<Integer> out = new ArrayList<>();
        int f = s % 8, r = s / 8;
        for (int[] d : KNIGHT) at(out, f + d[0], r + d[1], byWhite, "N");
        for (int[] d : KING) at(out, f + d[0], r + d[1], byWhite, "K");
        int pr = r - (byWhite ? 1 : -1);
        at(out, f - 1, pr, byWhite, "P");
        at(out, f + 1, pr, byWhite, "P");
        for (int[] d : ROOK) ray(out, f, r, d, byWhite, "RQ");
        for (int[] d : BISHOP) ray(out, f, r, d, byWhite, "BQ");
        return out;
    }

    private void at(List<Integer> out, int f, int r, boolean byWhite, String kinds) {
        if (!onBoard(f, r)) return;
        char c = board[r * 8 + f];
        if (own(c, byWhite) && kinds.indexOf(Character.toUpperCase(c)) >= 0) out.add(r * 8 + f);
    }

    private void ray(List<Integer> out, int f, int r, int[] d, boolean byWhite, String kinds) {
        f += d[0];
        r += d[1];
        while (onBoard(f, r) && board[r * 8 + f] == '.') { f += d[0]; r += d[1]; }
        at(out, f, r, byWhite, kinds);
    }

    int kingSquare(boolean whiteSide) {
        for (int s = 0; s < 64; s++) if (board[s] == (whiteSide ? 'K' : 'k')) return s;
        return -1;
    }

    /** The board after a move: pieces moved, rights, en passant, clocks; the other side to move. */
    ChessMailbox play(Move m) {
        char[] b = board.clone();
        char piece = b[m.from()];
        if (m.victim() >= 0) b[m.victim()] = '.';
        b[m.from()] = '.';
        b[m.to()] = m.promotion() != 0 ? m.promotion() : piece;
        if (m.castling()) {
            int rank = m.from() / 8 * 8;
            boolean kingside = m.to() % 8 == 6;
            b[rank + (kingside ? 5 : 3)] = b[rank + (kingside ? 7 : 0)];
            b[rank + (kingside ? 7 : 0)] = '.';
        }
        String rights = castling;
        for (int s : new int[] {m.from(), m.to()}) rights = dropRights(rights, s);
        int newEp = m.doubleStep() ? (m.from() + m.to()) / 2 : -1;
        boolean reset = m.capture() || Character.toUpperCase(piece) == 'P';
        return new ChessMailbox(b, !white, rights, newEp, reset ? 0 : halfmove + 1, fullmove + (white ? 0 : 1));
    }

    /** Rights lost when something moves from, to or off this square. */
    static String dropRights(String rights, int s) {
        String lost = switch (s) {
            case 4 -> "KQ";
            case 0 -> "Q";
            case 7 -> "K";
            case 60 -> "kq";
            case 56 -> "q";
            case 63 -> "k";
            default -> "";
        };
        StringBuilder sb = new StringBuilder();
        for (char c : rights.toCharArray()) if (lost.indexOf(c) < 0) sb.append(c);
        return sb.toString();
    }

    /** The same board with one piece removed (a huff): same side to move, same clocks. */
    ChessMailbox without(int s, String rights, int newEp) {
        char[] b = board.clone();
        b[s] = '.';
        return new ChessMailbox(b, white, rights, newEp, 0, fullmove);
    }

    /** Is there a piece of the side to move that could capture the pawn on the en-passant square? */
    boolean enPassantPossible() {
        if (ep < 0) return false;
        int dir = white ? -1 : 1; // from the ep square back towards the capturing pawns
        for (int df = -1; df <= 1; df += 2) {
            int f = ep % 8 + df, r = ep / 8 + dir;
            if (onBoard(f, r) && board[r * 8 + f] == (white ? 'P' : 'p')) return true;
        }
        return false;
    }
}
