package castellan.xboard;

import castellan.board.Geometry;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.position.Position;
import castellan.variant.CastlingRight;
import castellan.variant.Variant;
import java.util.Locale;

/**
 * Castellan's turns in XBoard's move syntax, both ways; the only place that knows it
 * (shared/xboard-notes.md, checked against XBoard 4.9.1):
 *
 * <ul>
 *   <li>a board with 10 ranks numbers them 0-9 ({@code e0}..{@code e9}); 8 ranks stay 1-8;</li>
 *   <li>castling is the King's step ({@code f1i1}); XBoard moves the Rook next to it;</li>
 *   <li>a Curtis castling without a Guard leg is its two legs, as in our text ({@code f1h1,j1g1}):
 *       given a King with {@code O} in its Betza ({@code KisO2}), XBoard takes the piece on the
 *       second leg's square and puts it next to the King, over any Guard in between;</li>
 *   <li>a Maidens huff of X before the move FROM-TO is {@code FROMX,XTO}: XBoard removes what
 *       stands on X while the piece passes through it;</li>
 *   <li>a Kingdom in-place promotion on A goes out and back through an empty square X,
 *       {@code AX,XAq} ({@code AAq} and {@code Q@A} are refused by XBoard);</li>
 *   <li>a Curtis castling with a Guard leg, or one whose Rook does not land next to the King, has
 *       no XBoard form: the engine never plays one in XBoard mode ({@link #expressible}), and a
 *       GUI cannot send one.</li>
 * </ul>
 */
final class WireMoves {
    private WireMoves() {}

    /** The square's name on the wire: ranks from 0 on a board of 10 ranks, else from 1. */
    static String square(Geometry g, int sq) {
        return "" + (char) ('a' + g.file(sq)) + (g.rank(sq) + rankBase(g));
    }

    /** The wire's number of the first rank. */
    static int rankBase(Geometry g) {
        return g.ranks == 10 ? 0 : 1;
    }

    /** A wire square name, or -1. */
    static int parseSquare(Geometry g, String text) {
        if (text.length() < 2 || text.length() > 3) return -1;
        int f = Character.toLowerCase(text.charAt(0)) - 'a';
        int r = 0;
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') return -1;
            r = r * 10 + (c - '0');
        }
        if (text.length() == 3 && text.charAt(1) == '0') return -1;
        r -= rankBase(g);
        return g.onBoard(f, r) ? g.square(f, r) : -1;
    }

    /**
     * The wire text of a legal turn in {@code p} (the position it is played from). Turns that
     * have no XBoard form ({@link #expressible}) get the nearest text XBoard would misread the
     * least; the engine does not play them in XBoard mode.
     */
    static String format(Position p, long turn) {
        Variant v = p.variant;
        Geometry g = v.geometry;
        int huff = Turn.first(turn), m = Turn.move(turn);
        int from = Move.from(m), to = Move.to(m);
        if (huff != Move.NONE) {
            String x = square(g, Move.from(huff));
            return square(g, from) + x + "," + x + square(g, to) + promotion(v, m);
        }
        switch (Move.kind(m)) {
            case Move.GUARD_CASTLING -> {
                CastlingRight r = v.castlingToward(p.sideToMove(), Move.kingTo(m));
                int rookTo = g.square(Move.rookFile(m), g.rank(Move.kingTo(m)));
                String legs = square(g, r.kingFrom()) + square(g, Move.kingTo(m)) + "," + square(g, r.rookFrom()) + square(g, rookTo);
                return from == to ? legs : square(g, from) + square(g, to) + "," + legs;
            }
            case Move.PROMOTE_IN_PLACE -> {
                String x = square(g, emptySquareNear(p, from));
                return square(g, from) + x + "," + x + square(g, from) + letter(v, Move.promotion(m));
            }
            default -> {
                return square(g, from) + square(g, to) + promotion(v, m);
            }
        }
    }

    private static String promotion(Variant v, int m) {
        int type = Move.promotion(m);
        if (type == 0 || Move.kind(m) == Move.GUARD_CASTLING) return "";
        return letter(v, type) + (Move.withPower(m) ? "*" : "");
    }

    private static String letter(Variant v, int type) {
        return String.valueOf(Character.toLowerCase(v.types[type].letter));
    }

    /** The empty square nearest to {@code sq} (the first found ring by ring): the detour of an in-place promotion. */
    static int emptySquareNear(Position p, int sq) {
        Geometry g = p.geometry;
        int f0 = g.file(sq), r0 = g.rank(sq);
        for (int d = 1; d < Math.max(g.files, g.ranks); d++)
            for (int r = r0 - d; r <= r0 + d; r++)
                for (int f = f0 - d; f <= f0 + d; f++) {
                    if (Math.max(Math.abs(f - f0), Math.abs(r - r0)) != d || !g.onBoard(f, r)) continue;
                    if (p.pieceAt(g.square(f, r)) == 0) return g.square(f, r);
                }
        return sq; // a full board: no detour exists
    }

    /**
     * Can XBoard 4.9 show this turn as Castellan plays it? Not a Curtis castling with a Guard leg
     * (XBoard drops the middle leg of three), nor one whose Rook does not land next to the King
     * (XBoard always puts it there), nor a promotion to a Guard with queen power (XBoard has no
     * such piece), nor an in-place promotion on a full board (no square for the detour).
     */
    static boolean expressible(Position p, long turn) {
        int m = Turn.move(turn);
        if (Move.withPower(m)) return false;
        if (Move.kind(m) == Move.PROMOTE_IN_PLACE && emptySquareNear(p, Move.from(m)) == Move.from(m)) return false;
        if (Move.kind(m) != Move.GUARD_CASTLING) return true;
        if (Move.from(m) != Move.to(m)) return false;
        Geometry g = p.geometry;
        int kingTo = Move.kingTo(m);
        int step = Integer.signum(kingTo - p.variant.castlingToward(p.sideToMove(), kingTo).kingFrom());
        return g.square(Move.rookFile(m), g.rank(kingTo)) == kingTo - step;
    }

    /**
     * Is this a Curtis castling that XBoard also makes from the King's step alone (as a user's
     * drag sends it)? XBoard then moves the piece nearest the King beyond its path (backend.c,
     * ApplyMove), which is the Rook only when nothing stands between King and Rook.
     */
    static boolean castlingByKingStep(Position p, long turn) {
        int m = Turn.move(turn);
        if (Move.kind(m) != Move.GUARD_CASTLING || !expressible(p, turn)) return false;
        CastlingRight r = p.variant.castlingToward(p.sideToMove(), Move.kingTo(m));
        if (Math.abs(p.geometry.file(Move.kingTo(m)) - p.geometry.file(r.kingFrom())) < 2) return false;
        int step = Integer.signum(Move.kingTo(m) - r.kingFrom());
        for (int sq = r.kingFrom() + step; sq != r.rookFrom(); sq += step)
            if (p.pieceAt(sq) != 0) return false;
        return true;
    }

    /** The King's square before a castling (its from-square on the wire). */
    static int castlingKingFrom(Position p, int move) {
        return p.variant.castlingToward(p.sideToMove(), Move.kingTo(move)).kingFrom();
    }

    /** The Rook's square before a castling. */
    static int castlingRookFrom(Position p, int move) {
        return p.variant.castlingToward(p.sideToMove(), Move.kingTo(move)).rookFrom();
    }

    /**
     * The legal, {@link #expressible} turn that XBoard's {@code text} means in {@code p};
     * IllegalArgumentException otherwise (the position is unchanged either way).
     */
    static long parse(Position p, MoveGenerator gen, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        TurnList turns = new TurnList();
        Turns.legal(p, gen, turns);
        Geometry g = p.geometry;
        int comma = t.indexOf(',');
        String[] legs = comma < 0 ? new String[] {t} : t.split(",", -1);
        // An in-place promotion comes back to its square through any square: A X , X A letter.
        if (legs.length == 2 && legs[0].length() >= 4 && legs[1].length() >= 5) {
            int[] a = squares(g, legs[0]), b = squares(g, legs[1].substring(0, legs[1].length() - 1));
            if (a != null && b != null && a[1] == b[0] && a[0] == b[1]) {
                char letter = legs[1].charAt(legs[1].length() - 1);
                for (int i = 0; i < turns.size(); i++) {
                    int m = Turn.move(turns.get(i));
                    if (Turn.first(turns.get(i)) == Move.NONE && Move.kind(m) == Move.PROMOTE_IN_PLACE && Move.from(m) == a[0]
                            && letter(p.variant, Move.promotion(m)).charAt(0) == letter)
                        return turns.get(i);
                }
            }
        }
        for (int i = 0; i < turns.size(); i++) {
            long turn = turns.get(i);
            // XBoard would show another move than ours for these (a Guard castling, say): refuse them.
            if (!expressible(p, turn)) continue;
            String wire = format(p, turn);
            if (wire.equals(t)) return turn;
            // A user's drag of the King sends a Curtis castling as the King's step alone.
            if (castlingByKingStep(p, turn) && wire.substring(0, wire.indexOf(',')).equals(t)) return turn;
            // A promotion whose letter our notation leaves out (Kingdom Subject to Pawn) may come without it.
            int m = Turn.move(turn);
            if (Move.promotion(m) != 0 && Move.kind(m) == Move.NORMAL && p.variant.promotionLetterImplied[Move.promotion(m)]
                    && wire.substring(0, wire.length() - 1).equals(t))
                return turn;
        }
        throw new IllegalArgumentException(wellFormed(g, legs) ? "illegal" : "unreadable");
    }

    private static boolean wellFormed(Geometry g, String[] legs) {
        for (String leg : legs) {
            String s = leg.endsWith("*") ? leg.substring(0, leg.length() - 1) : leg;
            if (squares(g, s) == null && (s.isEmpty() || squares(g, s.substring(0, s.length() - 1)) == null)) return false;
        }
        return true;
    }

    /** The two squares of a leg like {@code e2e4} or {@code c9c10}, or null. */
    private static int[] squares(Geometry g, String leg) {
        for (int split = 2; split <= 3 && split < leg.length(); split++) {
            int a = parseSquare(g, leg.substring(0, split)), b = parseSquare(g, leg.substring(split));
            if (a >= 0 && b >= 0) return new int[] {a, b};
        }
        return null;
    }
}
