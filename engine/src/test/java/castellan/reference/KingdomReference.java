package castellan.reference;

import java.util.ArrayList;
import java.util.List;

/**
 * A slow, plain reference move generator for Kingdom Chess, written straight from
 * {@code shared/rules/kingdom.md} and using nothing from the engine: a 10x10 mailbox of FEN
 * letters, copy-make, legality by "play it and look whether my royal King is attacked".
 * Tests use it for differential testing and as the independent source of perft numbers.
 *
 * <p>Every rule is written the literal way, even where the engine takes a short cut:
 * <ul>
 *   <li>a King may capture only while the enemy has no Duke, and then attacks its neighbours;
 *       otherwise it attacks nothing (the engine argues its table is enough);</li>
 *   <li>an immune King (its side has a Duke) cannot be captured; a royal one could be, if it
 *       were ever attacked on the opponent's turn (the engine argues that never happens);</li>
 *   <li>the en-passant square is recorded after every double step.</li>
 * </ul>
 */
public final class KingdomReference {
    static final int N = 10;
    static final String PAWN_PROMOTIONS = "qrbniedwg";

    /** Board squares {@code rank * 10 + file}, rank 0 = rank 1; '.' for empty. */
    private final char[] board;
    private final boolean whiteToMove;
    /** White king side, White queen side, Black king side, Black queen side. */
    private final boolean[] castle;
    /** The square a double-stepping piece passed, and where it stands; -1 if none. */
    private final int ep, epVictim;

    private KingdomReference(char[] board, boolean whiteToMove, boolean[] castle, int ep, int epVictim) {
        this.board = board;
        this.whiteToMove = whiteToMove;
        this.castle = castle;
        this.ep = ep;
        this.epVictim = epVictim;
    }

    /** A move: squares, the piece placed on {@code to} (may differ: promotion), text. */
    private record Move(int from, int to, char placed, String text, int capturedAt, int rookFrom, int rookTo,
                        int newEp, int newEpVictim) {}

    // ---------------------------------------------------------------- FEN

    public static KingdomReference fromFen(String fen) {
        String[] f = fen.trim().split("\\s+");
        char[] b = ReferenceFen.placement(f[0], N, N, null);
        boolean white = f[1].equals("w");
        boolean[] castle = new boolean[4];
        if (f.length > 2) for (char c : f[2].toCharArray()) {
            int i = "KQkq".indexOf(c);
            if (i >= 0) castle[i] = true;
        }
        int ep = -1, victim = -1;
        if (f.length > 3 && !f[3].equals("-")) {
            String t = f[3];
            int split = 1;
            while (split < t.length() && Character.isDigit(t.charAt(split))) split++;
            ep = square(t.substring(0, split));
            if (split < t.length()) {
                victim = square(t.substring(split));
            } else {
                // The piece of the side that just moved standing one step beyond the passed square.
                int dir = white ? -1 : 1; // the mover of the double step went toward rank 1 if Black
                int r = rank(ep) + dir;
                for (int df = -1; df <= 1; df++) {
                    int fl = file(ep) + df;
                    if (fl < 0 || fl >= N || file(ep) - df < 0 || file(ep) - df >= N) continue;
                    char c = b[r * N + fl];
                    char want = df == 0 ? 'p' : 's';
                    int origin = 2 * ep - (r * N + fl); // one step before the passed square, now empty
                    if (Character.toLowerCase(c) == want && isWhite(c) != white && b[origin] == '.') victim = r * N + fl;
                }
            }
        }
        return new KingdomReference(b, white, castle, ep, victim);
    }

    static int square(String name) {
        return (Integer.parseInt(name.substring(1)) - 1) * N + (name.charAt(0) - 'a');
    }

    static String name(int s) {
        return "" + (char) ('a' + file(s)) + (rank(s) + 1);
    }

    static int file(int s) { return s % N; }
    static int rank(int s) { return s / N; }
    static boolean isWhite(char c) { return Character.isUpperCase(c); }
    private boolean mine(char c) { return c != '.' && isWhite(c) == whiteToMove; }
    private boolean theirs(char c) { return c != '.' && isWhite(c) != whiteToMove; }

    private boolean has(char piece) {
        for (char c : board) if (c == piece) return true;
        return false;
    }

    private boolean hasDuke(boolean white) { return has(white ? 'D' : 'd'); }

    private int king(boolean white) {
        for (int s = 0; s < N * N; s++) if (board[s] == (white ? 'K' : 'k')) return s;
        return -1;
    }

    // ---------------------------------------------------------------- pieces

    /** {df, dr, range} with dr seen from White; range 0 = unlimited. */
    private static final int[][] ORTHO = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAG = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    private static final int[][] ALL8 = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    /** Prince and Princess: sideways, straight forward, diagonally forward. */
    private static final int[][] FORWARD_AND_SIDE = {{1, 0}, {-1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    /**
     * Squares the piece on {@code from} reaches along (df, dr) up to {@code range} steps, for
     * moving ({@code capture} false: empty squares) or capturing (the first piece met).
     */
    private void ride(List<Integer> out, int from, int[][] dirs, int range, boolean white, boolean capture) {
        for (int[] d : dirs) {
            int df = d[0], dr = white ? d[1] : -d[1];
            int f = file(from), r = rank(from);
            for (int k = 1; range == 0 || k <= range; k++) {
                f += df;
                r += dr;
                if (f < 0 || f >= N || r < 0 || r >= N) break;
                int s = r * N + f;
                if (board[s] == '.') {
                    if (!capture) out.add(s);
                    continue;
                }
                if (capture) out.add(s);
                break;
            }
        }
    }

    /**
     * Squares the piece on {@code from} could capture on, if an enemy piece stood there, under
     * the current board state (King and Wizard powers depend on it). Wizard not included: it
     * captures only Pawns and Subjects, so it is handled where it matters.
     */
    private List<Integer> captureSquares(int from) {
        char c = board[from];
        boolean white = isWhite(c);
        List<Integer> out = new ArrayList<>();
        switch (Character.toUpperCase(c)) {
            case 'K' -> { if (!hasDuke(!white)) ride(out, from, ALL8, 1, white, true); }
            case 'Q' -> ride(out, from, ALL8, 0, white, true);
            case 'R' -> ride(out, from, ORTHO, 0, white, true);
            case 'B' -> ride(out, from, DIAG, 0, white, true);
            case 'N' -> ride(out, from, KNIGHT, 1, white, true);
            case 'I' -> ride(out, from, FORWARD_AND_SIDE, 1, white, true);
            case 'E' -> ride(out, from, FORWARD_AND_SIDE, 0, white, true);
            case 'D' -> ride(out, from, ALL8, 2, white, true);
            case 'G' -> ride(out, from, ORTHO, 1, white, true);
            case 'P' -> ride(out, from, new int[][] {{1, 1}, {-1, 1}}, 1, white, true);
            case 'S' -> ride(out, from, new int[][] {{0, 1}}, 1, white, true);
            default -> { }
        }
        return out;
    }

    /** Empty squares the piece on {@code from} may move to (not double steps, castling, en passant). */
    private List<Integer> quietSquares(int from) {
        char c = board[from];
        boolean white = isWhite(c);
        List<Integer> out = new ArrayList<>();
        switch (Character.toUpperCase(c)) {
            case 'K' -> ride(out, from, ALL8, 1, white, false);
            case 'Q' -> ride(out, from, ALL8, 0, white, false);
            case 'R' -> ride(out, from, ORTHO, 0, white, false);
            case 'B' -> ride(out, from, DIAG, 0, white, false);
            case 'N' -> ride(out, from, KNIGHT, 1, white, false);
            case 'I' -> ride(out, from, FORWARD_AND_SIDE, 1, white, false);
            case 'E' -> ride(out, from, FORWARD_AND_SIDE, 0, white, false);
            case 'D' -> ride(out, from, ALL8, 2, white, false);
            case 'G' -> ride(out, from, DIAG, 1, white, false);
            case 'W' -> { for (int s = 0; s < N * N; s++) if (board[s] == '.') out.add(s); }
            case 'P' -> ride(out, from, new int[][] {{0, 1}}, 1, white, false);
            case 'S' -> ride(out, from, new int[][] {{1, 1}, {-1, 1}}, 1, white, false);
            default -> { }
        }
        return out;
    }

    /** Could a piece of this colour capture a royal King standing on {@code s}? */
    private boolean attacked(int s, boolean byWhite) {
        for (int from = 0; from < N * N; from++) {
            char c = board[from];
            if (c == '.' || isWhite(c) != byWhite) continue;
            for (int t : captureSquaresAsIfOccupied(from, s)) if (t == s) return true;
        }
        return false;
    }

    /** Capture squares of the piece on {@code from} with {@code target} treated as occupied. */
    private List<Integer> captureSquaresAsIfOccupied(int from, int target) {
        if (board[target] != '.') return captureSquares(from);
        board[target] = 'x';
        try {
            return captureSquares(from);
        } finally {
            board[target] = '.';
        }
    }

    // ---------------------------------------------------------------- moves

    private List<Move> pseudoLegal() {
        List<Move> out = new ArrayList<>();
        boolean white = whiteToMove;
        int lastRank = white ? N - 1 : 0;
        boolean enemyImmuneKing = hasDuke(!white);
        for (int from = 0; from < N * N; from++) {
            char c = board[from];
            if (!mine(c)) continue;
            char u = Character.toUpperCase(c);
            int rel = white ? rank(from) : N - 1 - rank(from);
            for (int to : quietSquares(from)) addWithPromotion(out, from, to, c, -1);
            // captures
            List<Integer> caps = new ArrayList<>(captureSquares(from));
            if (u == 'W' && !has(white ? 'g' : 'G')) {
                for (int s = 0; s < N * N; s++) {
                    char t = Character.toUpperCase(board[s]);
                    if (theirs(board[s]) && (t == 'P' || t == 'S') && rank(s) >= 3 && rank(s) <= 6) caps.add(s);
                }
            }
            for (int to : caps) {
                if (!theirs(board[to])) continue;
                if (Character.toUpperCase(board[to]) == 'K' && enemyImmuneKing) continue; // immune King
                addWithPromotion(out, from, to, c, to);
            }
            // double steps: Pawn straight, Subject along either forward diagonal
            int dr = white ? 1 : -1;
            if (u == 'P' && rel == 1) doubleStep(out, from, 0, dr, c);
            if (u == 'S' && rel == 2) { doubleStep(out, from, 1, dr, c); doubleStep(out, from, -1, dr, c); }
            // en passant, against the same kind only
            if (ep >= 0 && epVictim >= 0 && Character.toUpperCase(board[epVictim]) == u && theirs(board[epVictim])) {
                boolean reaches = u == 'P' ? rank(ep) == rank(from) + dr && Math.abs(file(ep) - file(from)) == 1
                        : u == 'S' && rank(ep) == rank(from) + dr && file(ep) == file(from);
                if (reaches && board[ep] == '.')
                    out.add(new Move(from, ep, c, name(from) + name(ep), epVictim, -1, -1, -1, -1));
            }
            // in-place promotion of a Pawn standing on the last rank
            if (u == 'P' && rank(from) == lastRank)
                for (char p : PAWN_PROMOTIONS.toCharArray())
                    out.add(new Move(from, from, white ? Character.toUpperCase(p) : p, name(from) + name(from) + p,
                            -1, -1, -1, -1, -1));
        }
        castling(out);
        return out;
    }

    private void addWithPromotion(List<Move> out, int from, int to, char piece, int capturedAt) {
        boolean white = isWhite(piece);
        int lastRank = white ? N - 1 : 0;
        char u = Character.toUpperCase(piece);
        String text = name(from) + name(to);
        if (u == 'P' && rank(to) == lastRank) {
            for (char p : PAWN_PROMOTIONS.toCharArray())
                out.add(new Move(from, to, white ? Character.toUpperCase(p) : p, text + p, capturedAt, -1, -1, -1, -1));
        } else if (u == 'S' && rank(to) == lastRank) {
            out.add(new Move(from, to, white ? 'P' : 'p', text, capturedAt, -1, -1, -1, -1)); // written without a letter
        } else {
            out.add(new Move(from, to, piece, text, capturedAt, -1, -1, -1, -1));
        }
    }

    private void doubleStep(List<Move> out, int from, int df, int dr, char piece) {
        int f1 = file(from) + df, f2 = file(from) + 2 * df, r1 = rank(from) + dr, r2 = rank(from) + 2 * dr;
        if (f2 < 0 || f2 >= N || r2 < 0 || r2 >= N) return;
        int mid = r1 * N + f1, to = r2 * N + f2;
        if (board[mid] != '.' || board[to] != '.') return;
        out.add(new Move(from, to, piece, name(from) + name(to), -1, -1, -1, mid, to));
    }

    /** Kingdom castling: no Duke on the board, and the King-to-Rook squares (inclusive) not attacked. */
    private void castling(List<Move> out) {
        if (has('D') || has('d')) return;
        boolean white = whiteToMove;
        int base = white ? 0 : (N - 1) * N;
        char king = white ? 'K' : 'k', rook = white ? 'R' : 'r';
        int[][] sides = {{9, 6, 5}, {0, 2, 3}}; // rook file, king to, rook to
        for (int i = 0; i < 2; i++) {
            if (!castle[(white ? 0 : 2) + i]) continue;
            int kf = base + 4, rf = base + sides[i][0];
            if (board[kf] != king || board[rf] != rook) continue;
            boolean ok = true;
            for (int s = Math.min(kf, rf) + 1; s < Math.max(kf, rf); s++) ok &= board[s] == '.';
            for (int s = Math.min(kf, rf); s <= Math.max(kf, rf) && ok; s++) ok &= !attacked(s, !white);
            if (ok) out.add(new Move(kf, base + sides[i][1], king, name(kf) + name(base + sides[i][1]), -1,
                    rf, base + sides[i][2], -1, -1));
        }
    }

    private KingdomReference play(Move m) {
        char[] b = board.clone();
        char moving = b[m.from()];
        if (m.capturedAt() >= 0) b[m.capturedAt()] = '.';
        b[m.from()] = '.';
        b[m.to()] = m.placed();
        if (m.rookFrom() >= 0) {
            b[m.rookTo()] = b[m.rookFrom()];
            b[m.rookFrom()] = '.';
        }
        boolean[] c = castle.clone();
        int[][] corners = {{4, 9}, {4, 0}, {94, 99}, {94, 90}}; // king square, rook square per right
        for (int i = 0; i < 4; i++)
            for (int s : new int[] {m.from(), m.to()})
                if (s == corners[i][0] || s == corners[i][1]) c[i] = false;
        if (Character.toUpperCase(moving) == 'K') { c[whiteToMove ? 0 : 2] = false; c[whiteToMove ? 1 : 3] = false; }
        return new KingdomReference(b, !whiteToMove, c, m.newEp(), m.newEpVictim());
    }

    /** After my move: if I have no Duke, my King must not be attacked. */
    private boolean legalAfter(KingdomReference next) {
        boolean me = whiteToMove;
        if (next.hasDuke(me)) return true;
        int k = next.king(me);
        return k < 0 || !next.attacked(k, !me);
    }

    private List<Move> legal() {
        List<Move> out = new ArrayList<>();
        for (Move m : pseudoLegal()) if (legalAfter(play(m))) out.add(m);
        return out;
    }

    public List<String> legalMoves() {
        List<String> out = new ArrayList<>();
        for (Move m : legal()) out.add(m.text());
        return out;
    }

    /** The position after a legal move given as text. */
    public KingdomReference play(String text) {
        for (Move m : legal()) if (m.text().equals(text)) return play(m);
        throw new IllegalArgumentException("not legal: " + text);
    }

    /** Is the side to move's royal King attacked? */
    public boolean inCheck() {
        if (hasDuke(whiteToMove)) return false;
        int k = king(whiteToMove);
        return k >= 0 && attacked(k, !whiteToMove);
    }

    public long perft(int depth) {
        List<Move> moves = legal();
        if (depth == 1) return moves.size();
        long n = 0;
        for (Move m : moves) n += play(m).perft(depth - 1);
        return n;
    }
}
