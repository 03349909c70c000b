package castellan.reference;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reference generator for {@code wells} (rules/wells.md), written straight from the rules text
 * with nothing from the main code: a 10x8 mailbox of FEN letters, pieces as lists of steps,
 * legality by playing the move on a copy and asking whether the mover's King is attacked.
 * Slow and plain on purpose. The en-passant square is kept after every double step.
 */
public final class WellsReference {
    static final int W = 10, H = 8;

    /** (df, dr, range): a step repeated up to range times, stopping at the first piece. */
    private static int[][] steps(char type) {
        int[][] orth = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, diag = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        List<int[]> s = new ArrayList<>();
        switch (type) {
            case 'K' -> { for (int[] d : orth) s.add(new int[] {d[0], d[1], 1}); for (int[] d : diag) s.add(new int[] {d[0], d[1], 1}); }
            case 'R' -> { for (int[] d : orth) s.add(new int[] {d[0], d[1], 9}); }
            case 'B' -> { for (int[] d : diag) s.add(new int[] {d[0], d[1], 9}); }
            case 'E' -> { for (int[] d : diag) s.add(new int[] {d[0], d[1], 2}); } // Elephant: 1-2 diagonally, no jump
            case 'F' -> { for (int[] d : diag) s.add(new int[] {d[0], d[1], 1}); } // Firzan
            case 'N' -> { for (int[] d : new int[][] {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}) s.add(new int[] {d[0], d[1], 1}); }
            default -> throw new IllegalArgumentException("no steps for " + type);
        }
        return s.toArray(new int[0][]);
    }

    private final char[] g;
    private final boolean white;
    /** Castling tokens held, e.g. "KQkq", "Be". */
    private final String rights;
    private final int ep;

    private WellsReference(char[] g, boolean white, String rights, int ep) {
        this.g = g;
        this.white = white;
        this.rights = rights;
        this.ep = ep;
    }

    public static WellsReference fromFen(String fen) {
        String[] f = fen.trim().split("\\s+");
        char[] g = ReferenceFen.placement(f[0], W, H, null);
        int ep = f.length > 3 && !f[3].equals("-") ? (f[3].charAt(0) - 'a') + W * (Integer.parseInt(f[3].substring(1)) - 1) : -1;
        return new WellsReference(g, f[1].equals("w"), f.length > 2 && !f[2].equals("-") ? f[2] : "", ep);
    }

    private static boolean mine(char c, boolean white) { return c != '.' && Character.isUpperCase(c) == white; }
    private static int sq(int f, int r) { return r * W + f; }
    private static boolean on(int f, int r) { return f >= 0 && f < W && r >= 0 && r < H; }
    private static String name(int s) { return "" + (char) ('a' + s % W) + (s / W + 1); }

    /** Could a piece of side {@code byWhite} capture a King standing on {@code target}? */
    boolean attacked(int target, boolean byWhite) {
        for (int s = 0; s < W * H; s++) {
            char c = g[s];
            if (!mine(c, byWhite)) continue;
            char t = Character.toUpperCase(c);
            if (t == 'P') {
                int dr = byWhite ? 1 : -1;
                for (int df = -1; df <= 1; df += 2)
                    if (on(s % W + df, s / W + dr) && sq(s % W + df, s / W + dr) == target) return true;
                continue;
            }
            for (int[] st : steps(t)) {
                for (int k = 1; k <= st[2]; k++) {
                    int f = s % W + st[0] * k, r = s / W + st[1] * k;
                    if (!on(f, r)) break;
                    if (sq(f, r) == target) return true;
                    if (g[sq(f, r)] != '.') break;
                }
            }
        }
        return false;
    }

    private int king(boolean w) {
        for (int s = 0; s < W * H; s++) if (g[s] == (w ? 'K' : 'k')) return s;
        return -1;
    }

    /** Legal moves as text, each with the position it leads to. */
    public Map<String, WellsReference> children() {
        Map<String, WellsReference> out = new LinkedHashMap<>();
        for (int s = 0; s < W * H; s++) {
            char c = g[s];
            if (!mine(c, white)) continue;
            char t = Character.toUpperCase(c);
            if (t == 'P') { pawn(s, out); continue; }
            for (int[] st : steps(t)) {
                for (int k = 1; k <= st[2]; k++) {
                    int f = s % W + st[0] * k, r = s / W + st[1] * k;
                    if (!on(f, r)) break;
                    int to = sq(f, r);
                    if (mine(g[to], white)) break;
                    add(out, s, to, 0, -1, -1, -1);
                    if (g[to] != '.') break;
                }
            }
        }
        castle(out);
        return out;
    }

    private void pawn(int s, Map<String, WellsReference> out) {
        int dr = white ? 1 : -1, f = s % W, r = s / W;
        int one = sq(f, r + dr);
        if (g[one] == '.') {
            add(out, s, one, 0, -1, -1, -1);
            int start = white ? 1 : H - 2;
            if (r == start && g[sq(f, r + 2 * dr)] == '.') add(out, s, sq(f, r + 2 * dr), 0, -1, -1, -1);
        }
        for (int df = -1; df <= 1; df += 2) {
            if (!on(f + df, r + dr)) continue;
            int to = sq(f + df, r + dr);
            if (g[to] != '.' && !mine(g[to], white)) add(out, s, to, 0, -1, -1, -1);
            if (to == ep) add(out, s, to, 0, -1, -1, sq(f + df, r));
        }
    }

    /** The three castlings of rules/wells.md, each from its token. */
    private void castle(Map<String, WellsReference> out) {
        int r = white ? 0 : H - 1;
        char K = white ? 'K' : 'k', R = white ? 'R' : 'r';
        // token, king from, king to, rook from, rook to, squares that must be empty, King's squares unattacked
        Object[][] kinds = {
                {'K', 5, 7, 9, 6, new int[] {6, 7, 8}, new int[] {5, 6, 7}},
                {'E', 4, 2, 0, 3, new int[] {1, 2, 3}, new int[] {4, 3, 2}},
                {'B', 5, 3, 1, 4, new int[] {2, 3, 4}, new int[] {5, 4, 3}}};
        for (Object[] k : kinds) {
            char token = white ? (char) k[0] : Character.toLowerCase((char) k[0]);
            if (rights.indexOf(token) < 0) continue;
            int kf = sq((int) k[1], r), kt = sq((int) k[2], r), rf = sq((int) k[3], r), rt = sq((int) k[4], r);
            if (g[kf] != K || g[rf] != R) continue;
            boolean ok = true;
            for (int f : (int[]) k[5]) ok &= g[sq(f, r)] == '.';
            for (int f : (int[]) k[6]) ok &= !attacked(sq(f, r), !white);
            if (ok) add(out, kf, kt, 0, rf, rt, -1);
        }
    }

    /** Plays on a copy; keeps it if the mover's King is not attacked. Promotion choice: Firzan only. */
    private void add(Map<String, WellsReference> out, int from, int to, int unused, int rookFrom, int rookTo, int epVictim) {
        char[] n = g.clone();
        char piece = n[from];
        boolean pawnToLast = Character.toUpperCase(piece) == 'P' && to / W == (white ? H - 1 : 0);
        n[from] = '.';
        n[to] = pawnToLast ? (white ? 'F' : 'f') : piece;
        if (epVictim >= 0) n[epVictim] = '.';
        if (rookFrom >= 0) { n[rookFrom] = '.'; n[rookTo] = white ? 'R' : 'r'; }
        // Rights: each token lost when a square its pieces need is left or entered; E and B
        // created by the opening steps f1e1 / a1b1 while Q is held.
        StringBuilder nr = new StringBuilder();
        for (char tok : rights.toCharArray()) {
            boolean w = Character.isUpperCase(tok);
            int r = w ? 0 : H - 1;
            int[] files = switch (Character.toUpperCase(tok)) {
                case 'K' -> new int[] {5, 9};
                case 'Q' -> new int[] {5, 0};
                case 'E' -> new int[] {4, 0};
                default -> new int[] {5, 1};
            };
            boolean lost = false;
            for (int f : files) lost |= from == sq(f, r) || to == sq(f, r) || rookFrom == sq(f, r);
            if (!lost) nr.append(tok);
            if (Character.toUpperCase(tok) == 'Q' && rookFrom < 0) {
                if (from == sq(5, r) && to == sq(4, r)) nr.append(w ? 'E' : 'e');
                if (from == sq(0, r) && to == sq(1, r)) nr.append(w ? 'B' : 'b');
            }
        }
        int nep = Character.toUpperCase(piece) == 'P' && Math.abs(to - from) == 2 * W ? (from + to) / 2 : -1;
        WellsReference child = new WellsReference(n, !white, nr.toString(), nep);
        int k = child.king(white);
        if (k >= 0 && child.attacked(k, !white)) return;
        out.put(name(from) + name(to) + (pawnToLast ? "f" : ""), child);
    }

    public List<String> legalMoves() { return new ArrayList<>(children().keySet()); }

    public WellsReference play(String move) {
        WellsReference r = children().get(move);
        if (r == null) throw new IllegalArgumentException("illegal " + move);
        return r;
    }

    public long perft(int depth) {
        if (depth == 0) return 1;
        long n = 0;
        for (WellsReference c : children().values()) n += depth == 1 ? 1 : c.perft(depth - 1);
        return n;
    }

    public boolean inCheck() { return attacked(king(white), !white); }

    /** Castling tokens in canonical order (KQEB then kqeb), for comparing with the engine. */
    public String rights() {
        StringBuilder sb = new StringBuilder();
        for (char c : "KQEBkqeb".toCharArray()) if (rights.indexOf(c) >= 0) sb.append(c);
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
