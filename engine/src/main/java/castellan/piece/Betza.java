package castellan.piece;

import castellan.board.Bits;
import castellan.board.Geometry;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles a piece's movement written in a subset of Betza's funny notation into
 * {@link Movement} tables, so that a new piece is one line of text.
 *
 * <p>Atoms: leapers {@code W F D N A H C Z G} ((1,0) (1,1) (2,0) (2,1) (2,2) (3,0) (3,1) (3,2)
 * (3,3)), {@code K} = WF; riders {@code R B Q}, or a doubled leaper atom ({@code WW} = R). A
 * number after a rider limits its range ({@code B2}: one or two squares diagonally, not jumping;
 * {@code Q2} is the Kingdom Duke KnDnA). Prefixes: {@code m} move only, {@code c} capture only,
 * {@code f b} forward/backward, {@code s} sideways, {@code v} vertical (f+b), {@code l r} left /
 * right. "Forward" is toward the far side of the mover; Black's directions are White's rotated
 * by 180 degrees, so one colour's captures, reversed, are the other colour's.
 */
public final class Betza {
    private Betza() {}

    /** Result: [color][0 = move, 1 = capture]. */
    public static Movement[][] compile(Geometry g, String betza) {
        List<Part> parts = parse(betza);
        Movement[][] result = new Movement[2][2];
        for (int color = 0; color < 2; color++) {
            Movement move = build(g, parts, color, true);
            Movement capture = build(g, parts, color, false);
            boolean same = sameParts(parts);
            result[color][0] = move;
            result[color][1] = same ? move : capture;
        }
        return result;
    }

    private record Part(String mods, int dx, int dy, boolean rider, int range) {}

    private static boolean sameParts(List<Part> parts) {
        for (Part p : parts) if (p.mods.indexOf('m') >= 0 || p.mods.indexOf('c') >= 0) return false;
        return true;
    }

    static List<Part> parse(String text) {
        List<Part> parts = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int start = i;
            while (i < text.length() && Character.isLowerCase(text.charAt(i))) i++;
            String mods = text.substring(start, i);
            if (i >= text.length()) throw new IllegalArgumentException("Betza '" + text + "': modifier without atom");
            char atom = text.charAt(i++);
            boolean doubled = i < text.length() && text.charAt(i) == atom;
            if (doubled) i++;
            int range = 0;
            while (i < text.length() && Character.isDigit(text.charAt(i))) range = range * 10 + (text.charAt(i++) - '0');
            switch (atom) {
                case 'K' -> { parts.add(new Part(mods, 1, 0, false, 0)); parts.add(new Part(mods, 1, 1, false, 0)); }
                case 'R' -> parts.add(new Part(mods, 1, 0, true, range));
                case 'B' -> parts.add(new Part(mods, 1, 1, true, range));
                case 'Q' -> { parts.add(new Part(mods, 1, 0, true, range)); parts.add(new Part(mods, 1, 1, true, range)); }
                default -> {
                    int[] v = leaper(atom, text);
                    parts.add(new Part(mods, v[0], v[1], doubled || range > 0, range));
                }
            }
        }
        return parts;
    }

    private static int[] leaper(char atom, String text) {
        return switch (atom) {
            case 'W' -> new int[] {1, 0};
            case 'F' -> new int[] {1, 1};
            case 'D' -> new int[] {2, 0};
            case 'N' -> new int[] {2, 1};
            case 'A' -> new int[] {2, 2};
            case 'H' -> new int[] {3, 0};
            case 'C' -> new int[] {3, 1};
            case 'Z' -> new int[] {3, 2};
            case 'G' -> new int[] {3, 3};
            default -> throw new IllegalArgumentException("Betza '" + text + "': unknown atom " + atom);
        };
    }

    /** Does direction (df, dr), seen from White, pass the direction modifiers? */
    private static boolean allowed(String mods, int df, int dr) {
        String dirs = mods.replace("m", "").replace("c", "").replace("n", "");
        if (dirs.isEmpty()) return true;
        boolean ok = false;
        for (char c : dirs.toCharArray()) {
            ok |= switch (c) {
                case 'f' -> dr > 0;
                case 'b' -> dr < 0;
                case 'v' -> dr != 0 && df == 0 || (dr != 0 && Math.abs(dr) > Math.abs(df));
                case 's' -> dr == 0 || (df != 0 && Math.abs(df) > Math.abs(dr));
                case 'l' -> df < 0;
                case 'r' -> df > 0;
                default -> throw new IllegalArgumentException("Betza modifier '" + c + "' not supported");
            };
        }
        return ok;
    }

    private static Movement build(Geometry g, List<Part> parts, int color, boolean quiet) {
        int n = g.squares;
        long[] leap = null;
        long[] mask = null;
        int families = 0;
        boolean limited = false;
        long[] slide = new long[n * 2];
        for (Part p : parts) {
            boolean m = p.mods.indexOf('m') >= 0, c = p.mods.indexOf('c') >= 0;
            if ((m || c) && (quiet ? !m : !c)) continue;
            for (int[] d : directions(p.dx, p.dy)) {
                if (!allowed(p.mods, d[0], d[1])) continue;
                int df = color == 0 ? d[0] : -d[0], dr = color == 0 ? d[1] : -d[1];
                if (!p.rider) {
                    if (leap == null) leap = new long[n * 2];
                    for (int s = 0; s < n; s++) {
                        int f = g.file(s) + df, r = g.rank(s) + dr;
                        if (g.onBoard(f, r)) set(leap, s, g.square(f, r));
                    }
                } else {
                    if (Math.abs(p.dx) > 1 || Math.abs(p.dy) > 1)
                        throw new IllegalArgumentException("only W, F, R, B, Q riders are supported");
                    families |= 1 << family(df, dr);
                    for (int s = 0; s < n; s++) {
                        int k = 0;
                        for (int f = g.file(s) + df, r = g.rank(s) + dr; g.onBoard(f, r); f += df, r += dr) {
                            if (p.range > 0 && ++k > p.range) break;
                            set(slide, s, g.square(f, r));
                        }
                    }
                }
            }
        }
        if (families != 0) {
            // Keep the mask only if it cuts the full lines of the families used.
            for (int s = 0; s < n && !limited; s++) {
                limited = g.sliders.emptyLinesLo(families, s) != slide[s * 2] || g.sliders.emptyLinesHi(families, s) != slide[s * 2 + 1];
            }
            if (limited) mask = slide;
        }
        return new Movement(leap, families, mask);
    }

    private static int family(int df, int dr) {
        if (dr == 0) return 0;
        if (df == 0) return 1;
        return df == dr ? 2 : 3;
    }

    private static void set(long[] bb, int s, int t) {
        bb[s * 2] |= Bits.loBit(t);
        bb[s * 2 + 1] |= Bits.hiBit(t);
    }

    /** All symmetric images of a leap (dx, dy). */
    private static List<int[]> directions(int dx, int dy) {
        List<int[]> out = new ArrayList<>();
        int[][] base = {{dx, dy}, {dy, dx}};
        for (int[] b : base)
            for (int sx = -1; sx <= 1; sx += 2)
                for (int sy = -1; sy <= 1; sy += 2) {
                    int x = b[0] * sx, y = b[1] * sy;
                    boolean dup = false;
                    for (int[] o : out) dup |= o[0] == x && o[1] == y;
                    if (!dup) out.add(new int[] {x, y});
                }
        return out;
    }
}
