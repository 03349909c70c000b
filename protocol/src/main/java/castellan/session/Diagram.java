package castellan.session;

import castellan.board.Geometry;
import castellan.game.Game;
import castellan.move.TurnList;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import java.util.ArrayList;
import java.util.List;

/** A text diagram of a position, White at the bottom, ranks and files labelled. */
public final class Diagram {
    private Diagram() {}

    /** Unicode figurines for the orthodox letters, by colour; other pieces keep their letter. */
    private static final String WHITE = "KQRBNP", WHITE_FIG = "♔♕♖♗♘♙", BLACK_FIG = "♚♛♜♝♞♟";

    /** The board of the game's position; figurines for the orthodox pieces when {@code unicode}. */
    public static String render(Game game, boolean unicode) {
        Position p = game.position();
        Ruleset rules = game.rules;
        Geometry g = p.geometry;
        int labelWidth = String.valueOf(g.ranks).length();
        StringBuilder sb = new StringBuilder();
        String edge = " ".repeat(labelWidth) + " +" + "---".repeat(g.files) + "+\n";
        sb.append(edge);
        for (int rank = g.ranks - 1; rank >= 0; rank--) {
            sb.append(String.format("%" + labelWidth + "d |", rank + 1));
            for (int file = 0; file < g.files; file++) {
                int sq = g.square(file, rank);
                int piece = p.pieceAt(sq);
                sb.append(' ').append(piece == 0 ? ((file + rank) % 2 == 0 ? "." : " ") : symbol(rules, p, piece, sq, unicode));
                if (piece == 0 || rules.pieceModifierText(p, sq).isEmpty()) sb.append(' ');
            }
            sb.append("|\n");
        }
        sb.append(edge);
        sb.append(" ".repeat(labelWidth)).append("  ");
        for (int file = 0; file < g.files; file++) sb.append(' ').append((char) ('a' + file)).append(' ');
        sb.append('\n');
        return sb.toString();
    }

    private static String symbol(Ruleset rules, Position p, int piece, int sq, boolean unicode) {
        char l = p.variant.types[Piece.type(piece)].letter;
        String mod = rules.pieceModifierText(p, sq);
        int i = WHITE.indexOf(l);
        if (unicode && i >= 0) return (Piece.color(piece) == 0 ? WHITE_FIG : BLACK_FIG).charAt(i) + mod;
        return (Piece.color(piece) == 0 ? String.valueOf(l) : String.valueOf(Character.toLowerCase(l))) + mod;
    }

    /**
     * What {@code castellan show} and UCI's {@code d} print: the board, variant, FEN, side to
     * move, check, the variant's own lines, the legal moves (sorted) and the result.
     */
    public static String report(Game game, boolean unicode) {
        Position p = game.position();
        StringBuilder out = new StringBuilder();
        out.append(render(game, unicode)).append('\n');
        out.append("Variant: ").append(p.variant.id).append('\n');
        out.append("FEN: ").append(game.fen()).append('\n');
        out.append("Side to move: ").append(p.sideToMove() == 0 ? "White" : "Black").append('\n');
        out.append("In check: ").append(game.inCheck() ? "yes" : "no").append('\n');
        game.rules.describe(p, out);
        TurnList turns = game.legalTurns();
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) texts.add(game.format(turns.get(i)));
        texts.sort(null);
        out.append("Legal moves (").append(texts.size()).append("): ").append(String.join(" ", texts)).append('\n');
        Outcome o = game.outcome();
        out.append("Result: ").append(o == null ? "*" : o.toString()).append('\n');
        return out.toString();
    }
}
