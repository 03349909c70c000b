package castellan.match;

import castellan.board.Geometry;
import castellan.game.Game;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.variant.Variant;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves on the wire, both ways. Castellan's own move text (ranks 1-10, {@code @d5,g1f3},
 * {@code f1g1,j1f1}) is what UCI engines speak (Castellan, and Fairy-Stockfish in the variants
 * both play); XBoard differs:
 * <ul>
 *   <li>a board with 10 ranks is numbered 0-9 ({@code a0}..{@code j9}); 8-rank boards keep 1-8;</li>
 *   <li>a Maidens huff turn is one move with two legs {@code FROM X,X TO} (the piece goes FROM-TO
 *       and whatever stands on X is removed): {@code @e4,b8c6} is {@code b8e4,e4c6};</li>
 *   <li>a Kingdom in-place promotion of S is {@code S X,X S} plus the letter, X any empty square;</li>
 *   <li>a promotion that our text leaves implied carries its letter (the Kingdom Subject
 *       {@code i9h10} is {@code i8h9p});</li>
 *   <li>castling is the King's step; a Curtis castling is its two legs ({@code f1h1,j1g1}, as in
 *       our text), and cannot be written with a Guard leg or with the Rook not next to the King.</li>
 * </ul>
 * An engine's move is read by matching it against the wire forms of every legal turn, so
 * everything the runner accepts is legal by Castellan's generator; what matches nothing comes
 * back as it was sent, and the runner's own parse then says whether it is illegal or garbled.
 */
public final class WireMoves {
    private static final Pattern SQUARE = Pattern.compile("([a-z])(\\d+)");

    private WireMoves() {}

    /** Does this variant's board number its ranks from 0 on the XBoard wire? */
    static boolean zeroBasedRanks(Variant v) { return v.geometry.ranks >= 10; }

    /**
     * A turn of the game's current position on the XBoard wire, or null when XBoard cannot
     * express it (a Curtis castling with a Guard leg, or whose Rook does not land next to the King).
     */
    public static String toXboard(Game game, long turn) {
        Variant v = game.variant;
        Geometry g = v.geometry;
        int first = Turn.first(turn), move = Turn.move(turn);
        if (first != Move.NONE) { // a huff: FROM X,X TO
            String x = g.name(Move.from(first));
            String m = game.format(Turn.of(move));
            String from = m.substring(0, squareEnd(m, 0)), rest = m.substring(squareEnd(m, 0));
            return shift(v, from + x + "," + x + rest);
        }
        switch (Move.kind(move)) {
            case Move.PROMOTE_IN_PLACE -> {
                String s = g.name(Move.from(move));
                String x = g.name(anyEmptySquare(game.position()));
                String m = game.format(turn);
                return shift(v, s + x + "," + x + s + m.substring(2 * s.length()));
            }
            case Move.GUARD_CASTLING -> {
                // Both legs, as our text writes them (XBoard's own form, xboard-research.md 0.5); XBoard
                // cannot carry a Guard leg, and always puts the Rook next to the King.
                if (Move.from(move) != Move.to(move)) return null;
                int kingTo = Move.kingTo(move), rookTo = g.square(Move.rookFile(move), g.rank(kingTo));
                return Math.abs(g.file(kingTo) - g.file(rookTo)) != 1 ? null : shift(v, game.format(turn));
            }
            default -> {
                // A promotion the variant leaves implied is spelled out (the Kingdom Subject: i9h10 is
                // i8h9p, or XBoard keeps a Subject on h10).
                int promo = Move.promotion(move);
                String text = game.format(turn);
                if (Move.kind(move) == Move.NORMAL && promo != 0 && v.promotionLetterImplied[promo])
                    text += Character.toLowerCase(v.types[promo].letter);
                return shift(v, text);
            }
        }
    }

    /** The end of the square starting at {@code i}: a letter and digits. */
    private static int squareEnd(String s, int i) {
        int j = i + 1;
        while (j < s.length() && Character.isDigit(s.charAt(j))) j++;
        return j;
    }

    private static int anyEmptySquare(Position p) {
        for (int sq = 0; sq < p.geometry.squares; sq++) if (p.pieceAt(sq) == 0) return sq;
        throw new IllegalStateException("no empty square"); // impossible: a promotion leaves the pawn's old square empty
    }

    /** Our text with its ranks as the XBoard wire numbers them. */
    static String shift(Variant v, String ours) { return shiftRanks(ours, zeroBasedRanks(v) ? -1 : 0); }

    static String shiftRanks(String text, int delta) {
        if (delta == 0) return text;
        Matcher m = SQUARE.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, m.group(1) + (Integer.parseInt(m.group(2)) + delta));
        m.appendTail(sb);
        return sb.toString();
    }

    /**
     * An XBoard engine's move, in our move text: the legal turn whose wire form it is, or the
     * text with its ranks shifted back (so the runner's error names the squares we use) when it
     * is none.
     */
    public static String fromXboard(Game game, String wire) {
        String key = xboardKey(wire);
        Map<String, String> forms = new HashMap<>();
        TurnList turns = game.legalTurns();
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            String w = toXboard(game, t), ours = game.format(t);
            if (w != null) forms.putIfAbsent(xboardKey(w), ours);
            addAlternatives(game, t, w, ours, true, forms);
        }
        String ours = forms.get(key);
        if (ours != null) return ours;
        return zeroBasedRanks(game.variant) ? shiftRanks(wire.trim().toLowerCase(Locale.ROOT), 1) : wire.trim();
    }

    /**
     * A UCI engine's move, in our move text: our own text is UCI's (upper-case letters and the
     * King-takes-Rook castling form are accepted too); null-moves and the like come back as sent.
     */
    public static String fromUci(Game game, String wire) {
        String key = wire.trim().toLowerCase(Locale.ROOT);
        TurnList turns = game.legalTurns();
        Map<String, String> forms = new HashMap<>();
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            String ours = game.format(t);
            forms.putIfAbsent(ours.toLowerCase(Locale.ROOT), ours);
            addAlternatives(game, t, ours, ours, false, forms);
        }
        String ours = forms.get(key);
        return ours != null ? ours : wire.trim();
    }

    /**
     * Other spellings of a turn ({@code wire} null when it has no XBoard form): the promotion
     * letter present or absent where the variant leaves it implied ({@code i9h10p}), a castling
     * as the King taking its own Rook ({@code e1h1}, as Chess960 engines write it), and a Curtis
     * castling as the King's leg alone where the King moves two or more squares (our short form).
     */
    private static void addAlternatives(Game game, long turn, String wire, String ours, boolean xboard,
                                        Map<String, String> forms) {
        Variant v = game.variant;
        int move = Turn.move(turn);
        int promo = Move.promotion(move);
        if (wire != null && Turn.first(turn) == Move.NONE && Move.kind(move) == Move.NORMAL && promo != 0
                && v.promotionLetterImplied[promo]) {
            String letter = String.valueOf(Character.toLowerCase(v.types[promo].letter));
            String other = wire.endsWith(letter) ? wire.substring(0, wire.length() - 1) : wire + letter;
            forms.putIfAbsent(xboardKey(other), ours);
        }
        if (Move.kind(move) == Move.GUARD_CASTLING && Move.from(move) == Move.to(move)) { // the King's leg alone
            String king = ours.substring(0, ours.indexOf(','));
            Geometry g = v.geometry;
            int a = g.parseSquare(king.substring(0, squareEnd(king, 0))), b = g.parseSquare(king.substring(squareEnd(king, 0)));
            if (Math.abs(g.file(a) - g.file(b)) >= 2) forms.putIfAbsent(xboardKey(xboard ? shift(v, king) : king), ours);
        }
        if (Move.kind(move) == Move.CASTLING) {
            Geometry g = v.geometry;
            String kingTakesRook = g.name(Move.from(move)) + g.name(Move.rookSquare(move));
            forms.putIfAbsent(xboardKey(xboard ? shift(v, kingTakesRook) : kingTakesRook), ours);
        }
    }

    /**
     * A wire move reduced to one spelling: lower case, no blanks; an in-place promotion
     * {@code S X,X S q} (any X) becomes {@code S S q}.
     */
    static String xboardKey(String wire) {
        String w = wire.trim().toLowerCase(Locale.ROOT).replace(" ", "");
        int comma = w.indexOf(',');
        if (comma < 0 || w.indexOf(',', comma + 1) >= 0) return w;
        String a = w.substring(0, comma), b = w.substring(comma + 1);
        Matcher ma = SQUARE.matcher(a), mb = SQUARE.matcher(b);
        if (!ma.find()) return w;
        String a1 = ma.group();
        if (!ma.find() || ma.end() != a.length()) return w;
        String a2 = ma.group();
        if (!mb.find() || mb.start() != 0) return w;
        String b1 = mb.group();
        if (!mb.find()) return w;
        String b2 = mb.group(), promo = b.substring(mb.end());
        if (a1.equals(b2) && a2.equals(b1)) return a1 + a1 + promo;
        return w;
    }
}
