package castellan.web;

import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.position.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * How a person enters a legal turn on the board: the squares to click, in order, and what a
 * chooser offers when several turns share those clicks. Read from the engine's own move text,
 * so the page never needs a rule: it only matches clicks against this list.
 *
 * <ul>
 *   <li>a move, a promotion, a King's castling move: from and to ({@code e7e8q} offers {@code q}
 *       in the promotion chooser, {@code c7c8g*} offers {@code g*});</li>
 *   <li>a Kingdom in-place promotion {@code c10c10q}: the Pawn's square twice;</li>
 *   <li>a Curtis castling {@code b1d1,f1c1,a1e1}: the King's leg; the turns that share it (with
 *       or without a Guard leg, and the King's plain move) are told apart by their legs;</li>
 *   <li>a Maidens huff turn {@code @d5,g1f3}: the huffed piece, then the move.</li>
 * </ul>
 *
 * @param text    the turn's move text, as the engine reads and prints it
 * @param clicks  the squares to click, by name
 * @param choice  what the promotion chooser shows ({@code q}, {@code g*}), or null
 * @param label   the turn in words, for a chooser between turns that are not promotions
 */
record TurnClicks(String text, List<String> clicks, String choice, String label) {

    /** The clicks of a legal turn in position {@code p} (before the turn). */
    static TurnClicks of(Position p, String text) {
        Geometry g = p.geometry;
        if (text.startsWith("@")) { // a huff and a move
            int comma = text.indexOf(',');
            String huffed = text.substring(1, comma);
            TurnClicks move = of(p, text.substring(comma + 1));
            List<String> clicks = new ArrayList<>();
            clicks.add(huffed);
            clicks.addAll(move.clicks);
            return new TurnClicks(text, clicks, move.choice, "remove " + pieceName(p, g.parseSquare(huffed)) + " " + huffed
                    + ", then " + move.label);
        }
        if (text.indexOf(',') >= 0) { // Curtis castling: its legs, the King's clicked
            String[] legs = text.split(",");
            List<String> clicks = null;
            StringBuilder label = new StringBuilder("castling: ");
            for (int i = 0; i < legs.length; i++) {
                String[] sq = squares(legs[i]);
                int from = g.parseSquare(sq[0]);
                int piece = p.pieceAt(from);
                if (piece != 0 && Piece.type(piece) == p.kingType() && clicks == null) clicks = List.of(sq[0], sq[1]);
                label.append(i == 0 ? "" : ", ").append(pieceName(p, from)).append(' ').append(sq[0]).append('-').append(sq[1]);
            }
            if (clicks == null) throw new IllegalStateException("a castling without the King's leg: " + text);
            return new TurnClicks(text, clicks, null, label.toString());
        }
        String[] sq = squares(text);
        String choice = sq[2].isEmpty() ? null : sq[2];
        String label = pieceName(p, g.parseSquare(sq[0])) + " " + sq[0] + "-" + sq[1] + (choice == null ? "" : " = " + choice);
        return new TurnClicks(text, List.of(sq[0], sq[1]), choice, label);
    }

    /** A move's from-square, to-square and the rest (the promotion): {@code a10a9}, {@code c10c10q}, {@code c7c8g*}. */
    static String[] squares(String move) {
        int i = 1;
        while (i < move.length() && Character.isDigit(move.charAt(i))) i++;
        int j = i + 1;
        while (j < move.length() && Character.isDigit(move.charAt(j))) j++;
        if (i == 1 || j == i + 1 || j > move.length()) throw new IllegalStateException("not a move text: " + move);
        return new String[] {move.substring(0, i), move.substring(i, j), move.substring(j)};
    }

    private static String pieceName(Position p, int square) {
        int piece = square < 0 ? 0 : p.pieceAt(square);
        return piece == 0 ? "piece" : p.variant.types[Piece.type(piece)].name;
    }
}
