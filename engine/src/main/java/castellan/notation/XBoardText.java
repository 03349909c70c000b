package castellan.notation;

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
 * The XBoard dialect of moves and FENs, both ways: the one place that knows it, used by the
 * engine's XBoard adapter and by the match runner's XBoard client (shared/xboard-notes.md,
 * checked against XBoard 4.9.1). Where it differs from Castellan's own text ({@link MoveText},
 * {@link Fen}):
 *
 * <ul>
 *   <li>a board with 10 ranks numbers them 0-9 ({@code e0}..{@code e9}); 8 ranks stay 1-8
 *       ({@link #rankBase}, also for the FEN's en-passant field);</li>
 *   <li>castling is the King's step ({@code f1i1}); XBoard moves the Rook next to it;</li>
 *   <li>a Curtis castling without a Guard leg is its two legs, as in our text ({@code f1h1,j1g1}):
 *       given a King with {@code O} in its Betza ({@code KisO2}), XBoard takes the piece on the
 *       second leg's square and puts it next to the King, over any Guard in between;</li>
 *   <li>a Maidens huff of X before the move FROM-TO is {@code FROMX,XTO}: XBoard removes what
 *       stands on X while the piece passes through it;</li>
 *   <li>a Kingdom in-place promotion on A goes out and back through an empty square X,
 *       {@code AX,XAq} ({@code AAq} and {@code Q@A} are refused by XBoard);</li>
 *   <li>a promotion our text leaves implied carries its letter (the Kingdom Subject {@code i9h10}
 *       is {@code i8h9p}, or XBoard keeps showing a Subject);</li>
 *   <li>a Curtis castling with a Guard leg, or one whose Rook does not land next to the King, and
 *       a promotion with queen power have no XBoard form ({@link #expressible}): the engine never
 *       plays one in XBoard mode, a GUI cannot send one, and the runner aborts a game that needs
 *       one;</li>
 *   <li>a FEN has six fields: Castellan's extra fields (a Maidens huff right, a Curtis recapture
 *       square, the Norochess scores) and the queen-power mark {@code *} are not written, and
 *       take their defaults when XBoard's FEN is read.</li>
 * </ul>
 *
 * <p>Reading is lenient where the meaning is unique: upper case and blanks, the implied
 * promotion letter present or absent, castling as the King taking its own Rook ({@code e1h1},
 * as Chess960 engines write it), a Curtis castling as the King's step alone where XBoard itself
 * would move the Rook, any empty square as an in-place promotion's detour; XBoard's FEN with
 * Shredder castling letters and promoted marks {@code ~}.
 */
public final class XBoardText {
    private XBoardText() {}

    // ---------------------------------------------------------------- squares

    /** The wire's number of the first rank: 0 on a board of 10 ranks (XBoard's a0..j9), else 1. */
    public static int rankBase(Geometry g) {
        return g.ranks == 10 ? 0 : 1;
    }

    /** The square's name on the wire. */
    public static String square(Geometry g, int sq) {
        return "" + (char) ('a' + g.file(sq)) + (g.rank(sq) + rankBase(g));
    }

    /** A square named on the wire ({@code a0}..{@code j9} on 10 ranks, {@code a1}..{@code j8} on 8), or -1. */
    public static int parseSquare(Geometry g, String text) {
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

    // ---------------------------------------------------------------- moves

    /**
     * The wire text of a legal turn in {@code p} (the position it is played from). Turns that
     * have no XBoard form ({@link #expressible}) get the nearest text XBoard would misread the
     * least; the engine does not play them in XBoard mode.
     */
    public static String format(Position p, long turn) {
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
    public static boolean expressible(Position p, long turn) {
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

    /** The legal turns of {@code p} that XBoard can show ({@link #expressible}). */
    public static TurnList expressibleTurns(Position p, MoveGenerator gen) {
        TurnList all = new TurnList(), keep = new TurnList();
        Turns.legal(p, gen, all);
        for (int i = 0; i < all.size(); i++) if (expressible(p, all.get(i))) keep.add(all.get(i));
        return keep;
    }

    /**
     * Is this a Curtis castling that XBoard also makes from the King's step alone (as a user's
     * drag sends it)? XBoard then moves the piece nearest the King beyond its path (backend.c,
     * ApplyMove), which is the Rook only when nothing stands between King and Rook.
     */
    public static boolean castlingByKingStep(Position p, long turn) {
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
    public static int castlingKingFrom(Position p, int move) {
        return p.variant.castlingToward(p.sideToMove(), Move.kingTo(move)).kingFrom();
    }

    /** The Rook's square before a castling. */
    public static int castlingRookFrom(Position p, int move) {
        return p.variant.castlingToward(p.sideToMove(), Move.kingTo(move)).rookFrom();
    }

    /**
     * Does the text have the shape of a wire move (legs of two squares and an optional letter)?
     * XBoard sends moves without {@code usermove} to engines that did not ask for it.
     */
    public static boolean looksLikeMove(String text) {
        return text.matches("(?i)[a-j][0-9][a-j][0-9][a-z*]?(,[a-j][0-9][a-j][0-9][a-z*]?)*");
    }

    /**
     * The legal, {@link #expressible} turn that XBoard's {@code text} means in {@code p};
     * otherwise IllegalArgumentException with the message {@code illegal} (well-formed wire
     * squares) or {@code unreadable}. The position is unchanged either way.
     */
    public static long parse(Position p, MoveGenerator gen, String text) {
        String t = text.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
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
            int m = Turn.move(turn);
            // A promotion whose letter our notation leaves out (Kingdom Subject to Pawn) may come without it.
            if (Move.promotion(m) != 0 && Move.kind(m) == Move.NORMAL && p.variant.promotionLetterImplied[Move.promotion(m)]
                    && wire.substring(0, wire.length() - 1).equals(t))
                return turn;
            // Chess960 engines castle by taking their own Rook; no other move lands there.
            if (Move.kind(m) == Move.CASTLING && (square(g, Move.from(m)) + square(g, Move.rookSquare(m))).equals(t)) return turn;
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

    // ---------------------------------------------------------------- FENs

    /**
     * XBoard's FEN ({@code setboard}) as Castellan's. XBoard writes the en-passant square in its
     * own rank numbering, may mark promoted pieces with {@code ~}, may name castling Rooks by
     * their file (Shredder-FEN, {@code JAja}) and knows nothing of the variants' extra fields
     * (those then take their defaults; when present, as in a FEN of Castellan's own, they are
     * kept). Castling rights whose King or Rook is not on its square are dropped, as XBoard's own
     * castling bookkeeping is looser than the rules. The result is for Castellan's FEN parser to
     * check, as any other; IllegalArgumentException when it is not even a FEN's shape.
     */
    public static String fenToCastellan(Variant v, String xboardFen) {
        String[] f = xboardFen.trim().split("\\s+");
        if (f.length < 2 || f[0].isEmpty()) throw new IllegalArgumentException("FEN needs at least placement and side to move");
        String placement = f[0].replace("~", "");
        Geometry g = v.geometry;
        char[] board = board(g, placement);
        String castling = f.length > 2 ? castling(v, board, f[2]) : "-";
        String ep = f.length > 3 ? enPassant(g, f[3], false) : "-";
        String half = f.length > 4 ? f[4] : "0", full = f.length > 5 ? f[5] : "1";
        StringBuilder fen = new StringBuilder(placement + " " + f[1] + " " + castling + " " + ep + " " + half + " " + full);
        // Castellan's own extra fields, when a GUI or a user sends our FEN, pass unchanged.
        for (int i = 6; i < f.length; i++) fen.append(' ').append(f[i]);
        return fen.toString();
    }

    /**
     * Castellan's FEN as XBoard's (for {@code setboard}): the en-passant square in XBoard's rank
     * numbering, no queen-power marks, the six fields only.
     */
    public static String fenToXBoard(Variant v, String fen) {
        String[] f = fen.trim().split("\\s+");
        StringBuilder sb = new StringBuilder(f[0].replace("*", ""));
        for (int i = 1; i < Math.min(f.length, 6); i++)
            sb.append(' ').append(i == 3 ? enPassant(v.geometry, f[i], true) : f[i]);
        return sb.toString();
    }

    /**
     * The placement as letters by square (0 when empty), or null when it does not fit the board
     * (the FEN parser then says why). A run longer than the board stops the reading at once, so
     * no run length overflows ({@code 3000000000p7}).
     */
    private static char[] board(Geometry g, String placement) {
        char[] board = new char[g.squares];
        String[] ranks = placement.split("/");
        if (ranks.length != g.ranks) return null;
        for (int i = 0; i < ranks.length; i++) {
            int rank = g.ranks - 1 - i, file = 0, run = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    run = run * 10 + (c - '0');
                    if (run > g.files) return null;
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

    /**
     * The en-passant field from one numbering into the other: the passed square, and the
     * double-stepped piece's square where our FEN names it ({@code d7e6}, Kingdom). A field that
     * is not squares passes unchanged, for the FEN parser to refuse.
     */
    private static String enPassant(Geometry g, String field, boolean toXBoard) {
        if (field.equals("-")) return field;
        StringBuilder sb = new StringBuilder();
        for (int i = 0, j; i < field.length(); i = j) {
            j = i + 1;
            while (j < field.length() && Character.isDigit(field.charAt(j))) j++;
            String name = field.substring(i, j);
            int sq = toXBoard ? g.parseSquare(name) : parseSquare(g, name);
            if (sq < 0) return field;
            sb.append(toXBoard ? square(g, sq) : g.name(sq));
        }
        return sb.toString();
    }
}
