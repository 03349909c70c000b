package castellan.reference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reference generator for {@code royal} (rules/royal.md, Curtis), written from the rules text
 * with nothing from the main code: a 10x8 mailbox of FEN letters, every rule as plain code,
 * legality by playing the move on a copy and asking whether the mover's King could be captured.
 * Slow on purpose. State kept: castling tokens (KQkq), en passant (after every double step),
 * the squares of queen-powered Guards, and the recapture square.
 */
public final class CurtisReference {
    static final int W = 10, H = 8;
    static final int[][] ORTH = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, DIAG = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    /** How many of each type a side starts with: promotion is only to a type of which it now has fewer. */
    static final String PROMOTABLE = "QRBNGH";
    static final int[] START = {1, 2, 2, 2, 1, 1};

    private final char[] g;
    private final boolean white;
    private final String rights;
    private final int ep;
    private final Set<Integer> powered;
    /** Square where the side to move may recapture over its Guards, or -1. */
    private final int recapture;

    private CurtisReference(char[] g, boolean white, String rights, int ep, Set<Integer> powered, int recapture) {
        this.g = g;
        this.white = white;
        this.rights = rights;
        this.ep = ep;
        this.powered = powered;
        this.recapture = recapture;
    }

    public static CurtisReference fromFen(String fen) {
        String[] f = fen.trim().split("\\s+");
        Set<Integer> powered = new HashSet<>();
        char[] g = ReferenceFen.placement(f[0], W, H, powered);
        int ep = f.length > 3 && !f[3].equals("-") ? square(f[3]) : -1;
        int rec = f.length > 6 && !f[6].equals("-") ? square(f[6]) : -1;
        return new CurtisReference(g, f[1].equals("w"), f.length > 2 && !f[2].equals("-") ? f[2] : "", ep, powered, rec);
    }

    static int square(String s) { return (s.charAt(0) - 'a') + W * (Integer.parseInt(s.substring(1)) - 1); }
    static String name(int s) { return "" + (char) ('a' + s % W) + (s / W + 1); }
    private static boolean side(char c, boolean white) { return c != '.' && Character.isUpperCase(c) == white; }
    private static boolean on(int f, int r) { return f >= 0 && f < W && r >= 0 && r < H; }
    private static char up(char c) { return Character.toUpperCase(c); }
    private static int rankFromOwnSide(boolean white, int s) { return white ? s / W : H - 1 - s / W; }
    private static boolean isGuard(char c) { return up(c) == 'G' || up(c) == 'H'; }

    /** A move: its text, and the squares of each leg (from, to) in order; promotion piece or 0. */
    private record Move(String text, int[] legs, char promo, boolean power, int epVictim) {}

    // ------------------------------------------------------------ piece moves (targets)

    /** Guard moves from s for side w (quiet and captures), per rules/royal.md "Royal Guards". */
    private void guardMoves(int s, boolean w, List<int[]> out) {
        char c = g[s];
        if (powered.contains(s)) { // moves as a Queen
            for (int[][] dirs : new int[][][] {ORTH, DIAG}) for (int[] d : dirs) ride(s, w, d, 99, out);
            return;
        }
        boolean kingsGuard = up(c) == 'H';
        for (int[][] dirs : new int[][][] {ORTH, DIAG}) {
            boolean orth = dirs == ORTH;
            boolean major = kingsGuard ? orth : !orth;
            for (int[] d : dirs) {
                boolean jumpedKing = false;
                for (int k = 1; k <= 3; k++) {
                    int f = s % W + d[0] * k, r = s / W + d[1] * k;
                    if (!on(f, r)) break;
                    int t = r * W + f;
                    if (g[t] != '.') {
                        // the own King on the own first rank may be passed along that rank, without capturing
                        if (g[t] == (w ? 'K' : 'k') && d[1] == 0 && rankFromOwnSide(w, s) == 0) { jumpedKing = true; continue; }
                        if (!side(g[t], w) && !jumpedKing && (major || k == 1)) out.add(new int[] {s, t});
                        break;
                    }
                    out.add(new int[] {s, t});
                    if (major) continue;
                    if (d[1] == 0) { // Queen's Guard horizontal minor: one square only deeper than the first enemy rank
                        if (rankFromOwnSide(w, s) >= 5) break;
                    } else if (rankFromOwnSide(w, t) >= 4) {
                        break; // reached enemy territory: stop there
                    }
                }
            }
        }
    }

    private void ride(int s, boolean w, int[] d, int range, List<int[]> out) {
        for (int k = 1; k <= range; k++) {
            int f = s % W + d[0] * k, r = s / W + d[1] * k;
            if (!on(f, r)) return;
            int t = r * W + f;
            if (side(g[t], w)) return;
            out.add(new int[] {s, t});
            if (g[t] != '.') return;
        }
    }

    /** Only empty squares or Guards of side w strictly between a and b (same line)? Also reports whether any Guard. */
    private int guardsBetween(int a, int b, boolean w) {
        int df = Integer.signum(b % W - a % W), dr = Integer.signum(b / W - a / W), n = 0;
        for (int s = a + df + dr * W; s != b; s += df + dr * W) {
            if (g[s] == '.') continue;
            if (!isGuard(g[s]) || !side(g[s], w)) return -1;
            n++;
        }
        return n;
    }

    /** Rook moves including the jumps over own Guards (rules 1 and 2 and the recapture). */
    private void rookMoves(int s, boolean w, boolean mayRecapture, List<int[]> out) {
        for (int[] d : ORTH) ride(s, w, d, 99, out);
        boolean firstRank = rankFromOwnSide(w, s) == 0;
        for (int t = 0; t < W * H; t++) {
            if (t == s) continue;
            boolean sameRank = t / W == s / W, sameFile = t % W == s % W;
            if (!sameRank && !sameFile) continue;
            int n = guardsBetween(s, t, w);
            if (n <= 0) continue; // not over a Guard: an ordinary Rook move, added above
            if (firstRank && sameRank) { // rule 1: along the first rank, capture allowed
                if (!side(g[t], w)) out.add(new int[] {s, t});
                continue;
            }
            // rule 2: toward a partner Rook on this line, to an empty square between them
            if (g[t] == '.') {
                if (partnerBeyond(s, t, w)) out.add(new int[] {s, t});
            } else if (mayRecapture && t == recapture && side(g[t], !w)) {
                out.add(new int[] {s, t}); // the one-move recapture exception
            }
        }
    }

    /** Walking on from t, away from s, along the line: own Guards or empty squares, then an own Rook? */
    private boolean partnerBeyond(int s, int t, boolean w) {
        int df = Integer.signum(t % W - s % W), dr = Integer.signum(t / W - s / W);
        for (int f = t % W + df, r = t / W + dr; on(f, r); f += df, r += dr) {
            char c = g[r * W + f];
            if (c == (w ? 'R' : 'r')) return true;
            if (c != '.' && !(isGuard(c) && side(c, w))) return false;
        }
        return false;
    }

    /** Squares side w's pieces could capture on (as if it were w's turn), from the ordinary moves. */
    private List<int[]> targets(boolean w, boolean mayRecapture) {
        List<int[]> out = new ArrayList<>();
        for (int s = 0; s < W * H; s++) {
            if (!side(g[s], w)) continue;
            switch (up(g[s])) {
                case 'K' -> { for (int[] d : ORTH) ride(s, w, d, 1, out); for (int[] d : DIAG) ride(s, w, d, 1, out); }
                case 'Q' -> { for (int[] d : ORTH) ride(s, w, d, 99, out); for (int[] d : DIAG) ride(s, w, d, 99, out); }
                case 'B' -> { for (int[] d : DIAG) ride(s, w, d, 99, out); }
                case 'N' -> { for (int[] d : KNIGHT) ride(s, w, d, 1, out); }
                case 'R' -> rookMoves(s, w, mayRecapture, out);
                case 'G', 'H' -> guardMoves(s, w, out);
                case 'P' -> {
                    int dr = w ? 1 : -1;
                    for (int df = -1; df <= 1; df += 2) {
                        int f = s % W + df, r = s / W + dr;
                        if (on(f, r)) out.add(new int[] {s, r * W + f, 1}); // pawn diagonal: a capture target
                    }
                }
                default -> throw new IllegalStateException("piece " + g[s]);
            }
        }
        return out;
    }

    /** Could side w capture a King standing on t? The recapture counts only when it is w's turn. */
    boolean attacked(int t, boolean w) {
        char saved = g[t];
        g[t] = w ? 'k' : 'K'; // a King of the other side stands there
        try {
            for (int[] m : targets(w, w == white)) if (m[1] == t) return true;
            return false;
        } finally {
            g[t] = saved;
        }
    }

    // ------------------------------------------------------------ moves of the side to move

    private List<Move> pseudoLegal() {
        List<Move> out = new ArrayList<>();
        for (int[] m : targets(white, true)) {
            int from = m[0], to = m[1];
            if (m.length == 3) { // pawn diagonal: only onto an enemy piece, or en passant
                if (side(g[to], !white)) pawnTo(from, to, -1, out);
                else if (to == ep) pawnTo(from, to, (from / W) * W + to % W, out);
                continue;
            }
            out.add(new Move(name(from) + name(to), new int[] {from, to}, (char) 0, false, -1));
        }
        for (int s = 0; s < W * H; s++) {
            if (g[s] != (white ? 'P' : 'p')) continue;
            int dr = white ? 1 : -1, one = s + dr * W;
            if (g[one] != '.') continue;
            pawnTo(s, one, -1, out);
            if (rankFromOwnSide(white, s) == 1 && g[one + dr * W] == '.') out.add(new Move(name(s) + name(one + dr * W), new int[] {s, one + dr * W}, (char) 0, false, -1));
        }
        castlings(out);
        return out;
    }

    private void pawnTo(int from, int to, int epVictim, List<Move> out) {
        if (rankFromOwnSide(white, to) != H - 1) {
            out.add(new Move(name(from) + name(to), new int[] {from, to}, (char) 0, false, epVictim));
            return;
        }
        for (int i = 0; i < PROMOTABLE.length(); i++) {
            char t = PROMOTABLE.charAt(i), pc = white ? t : Character.toLowerCase(t);
            int have = 0;
            for (char c : g) if (c == pc) have++;
            if (have >= START[i]) continue; // only a lost type
            String text = name(from) + name(to) + Character.toLowerCase(t);
            out.add(new Move(text, new int[] {from, to}, pc, false, -1));
            if (t == 'G' || t == 'H') out.add(new Move(text + "*", new int[] {from, to}, pc, true, -1));
        }
    }

    /** rules/royal.md "Castling". */
    private void castlings(List<Move> out) {
        int home = white ? 0 : H - 1, kf = home * W + 5;
        for (char token : new char[] {'K', 'Q'}) {
            if (rights.indexOf(white ? token : Character.toLowerCase(token)) < 0) continue;
            int rf = home * W + (token == 'K' ? 9 : 0), step = token == 'K' ? 1 : -1;
            if (g[kf] != (white ? 'K' : 'k') || g[rf] != (white ? 'R' : 'r')) continue;
            if (guardsBetween(kf, rf, white) < 0) continue;
            List<int[]> legs = new ArrayList<>();
            legs.add(null);
            for (int s = kf + step; s != rf; s += step) if (g[s] != '.') guardMoves(s, white, legs);
            for (int[] leg : legs) {
                CurtisReference after = leg == null ? this : new CurtisReference(played(leg), white, rights, -1, powered, -1);
                if (after.attacked(kf, !white)) continue;
                for (int kt : new int[] {rf - step, rf - 2 * step, rf - 3 * step}) {
                    if (after.g[kt] != '.') continue;
                    boolean safe = true;
                    for (int s = kf + step; s != kt + step; s += step) safe &= !after.attacked(s, !white);
                    if (!safe) continue;
                    int rt = kt - step;
                    while (rt != kf && after.g[rt] != '.') rt -= step;
                    String text = (leg == null ? "" : name(leg[0]) + name(leg[1]) + ",") + name(kf) + name(kt) + "," + name(rf) + name(rt);
                    int[] legsArr = leg == null ? new int[] {kf, kt, rf, rt} : new int[] {leg[0], leg[1], kf, kt, rf, rt};
                    out.add(new Move(text, legsArr, (char) 0, false, -1));
                }
            }
        }
    }

    private char[] played(int[] leg) {
        char[] n = g.clone();
        n[leg[1]] = n[leg[0]];
        n[leg[0]] = '.';
        return n;
    }

    /** The position after a pseudo-legal move. */
    private CurtisReference apply(Move m) {
        char[] n = g.clone();
        int[] l = m.legs();
        Set<Integer> pw = new HashSet<>(powered);
        char captured = '.';
        int capturedOn = -1;
        // legs in order; a castling's King and Rook are lifted first, then placed
        if (l.length == 2) {
            captured = n[l[1]];
            capturedOn = l[1];
            n[l[1]] = m.promo() != 0 ? m.promo() : n[l[0]];
            n[l[0]] = '.';
            if (m.epVictim() >= 0) n[m.epVictim()] = '.';
            pw.remove(l[0]);
            pw.remove(l[1]);
            if (m.power()) pw.add(l[1]);
        } else {
            int k = l.length - 4;
            if (k == 2) {
                captured = n[l[1]];
                capturedOn = l[1];
                n[l[1]] = n[l[0]];
                n[l[0]] = '.';
                pw.remove(l[1]);
            }
            char king = n[l[k]], rook = n[l[k + 2]];
            n[l[k]] = '.';
            n[l[k + 2]] = '.';
            n[l[k + 1]] = king;
            n[l[k + 3]] = rook;
        }
        StringBuilder nr = new StringBuilder();
        for (char tok : rights.toCharArray()) {
            int home = Character.isUpperCase(tok) ? 0 : H - 1;
            int kingSq = home * W + 5, rookSq = home * W + (up(tok) == 'K' ? 9 : 0);
            boolean touched = false;
            for (int s : l) touched |= s == kingSq || s == rookSq;
            if (!touched) nr.append(tok);
        }
        int nep = up(g[l[0]]) == 'P' && l.length == 2 && Math.abs(l[1] - l[0]) == 2 * W ? (l[0] + l[1]) / 2 : -1;
        // Recapture: we took a Rook that stood with its partner on a file or a (not first) rank,
        // only the partner side's Guards or empty squares between them before this move.
        int rec = -1;
        if (captured == (white ? 'r' : 'R')) {
            for (int s = 0; s < W * H; s++) {
                if (g[s] != captured || s == capturedOn) continue;
                boolean line = s % W == capturedOn % W || (s / W == capturedOn / W && rankFromOwnSide(!white, s) != 0);
                if (line && guardsBetween(s, capturedOn, !white) >= 0) rec = capturedOn;
            }
        }
        return new CurtisReference(n, !white, nr.toString(), nep, pw, rec);
    }

    private int king(boolean w) {
        for (int s = 0; s < W * H; s++) if (g[s] == (w ? 'K' : 'k')) return s;
        return -1;
    }

    public Map<String, CurtisReference> children() {
        Map<String, CurtisReference> out = new LinkedHashMap<>();
        for (Move m : pseudoLegal()) {
            CurtisReference c = apply(m);
            int k = c.king(white);
            if (k >= 0 && c.attacked(k, !white)) continue;
            out.put(m.text(), c);
        }
        return out;
    }

    public List<String> legalMoves() { return new ArrayList<>(children().keySet()); }

    public CurtisReference play(String move) {
        CurtisReference r = children().get(move);
        if (r == null) throw new IllegalArgumentException("illegal " + move + " in " + Arrays.toString(legalMoves().toArray()));
        return r;
    }

    public long perft(int depth) {
        if (depth == 0) return 1;
        Map<String, CurtisReference> ch = children();
        if (depth == 1) return ch.size();
        long n = 0;
        for (CurtisReference c : ch.values()) n += c.perft(depth - 1);
        return n;
    }

    public boolean inCheck() { return attacked(king(white), !white); }

    /** Placement with '*' for powered Guards, side, castling tokens and the recapture square: for comparing with the engine. */
    public String key() {
        StringBuilder sb = new StringBuilder();
        for (int r = H - 1; r >= 0; r--) {
            int e = 0;
            for (int f = 0; f < W; f++) {
                char c = g[r * W + f];
                if (c == '.') { e++; continue; }
                if (e > 0) { sb.append(e); e = 0; }
                sb.append(c);
                if (powered.contains(r * W + f)) sb.append('*');
            }
            if (e > 0) sb.append(e);
            if (r > 0) sb.append('/');
        }
        sb.append(white ? " w " : " b ");
        StringBuilder rt = new StringBuilder();
        for (char c : "KQkq".toCharArray()) if (rights.indexOf(c) >= 0) rt.append(c);
        sb.append(rt.length() == 0 ? "-" : rt);
        sb.append(' ').append(recapture < 0 ? "-" : name(recapture));
        return sb.toString();
    }
}
