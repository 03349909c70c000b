package castellan.xboard;

import castellan.notation.XBoardText;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How XBoard learns a variant it does not know: after {@code variant X} the engine sends
 * {@code setup (PIECETOCHAR) WxH+0_PARENT FEN}, then {@code piece L& BETZA} for every piece that
 * does not move as in chess. PIECETOCHAR gives each of XBoard's piece slots a letter (White's,
 * King last, then Black's); the slot chooses the picture. {@code normal} and {@code capablanca}
 * are XBoard's own and get nothing.
 */
final class VariantSetup {
    /**
     * XBoard 4.9's piece slots (common.h, ChessSquare) that Castellan uses, named by the picture
     * the slot shows in XBoard's default theme (draw.c, pngPieceNames and backupPiece: Monarch
     * shows a King; checked in screenshots).
     */
    static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, FERZ = 5, ALFIL = 6, COMMONER = 10,
            DRAGON = 30, LEFT_SHIELD = 33, WIZARD = 35, HELMET = 36, CROWN = 48, RIGHT_SHIELD = 49, MONARCH = 50,
            PRINCESS = 64;
    /** Slots before the King's (the King is always the last letter of each colour). */
    private static final int SLOTS = 65;

    private final String id;
    private final Map<Integer, Character> slots = new LinkedHashMap<>();
    private final Map<Character, String> betza = new LinkedHashMap<>();
    private char king = 'K';
    private String parent = "fairy";

    private VariantSetup(String id) {
        this.id = id;
    }

    private VariantSetup piece(char letter, int slot) {
        slots.put(slot, letter);
        return this;
    }

    private VariantSetup piece(char letter, int slot, String betza) {
        slots.put(slot, letter);
        this.betza.put(letter, betza);
        return this;
    }

    private VariantSetup king(char letter, String betza) {
        king = letter;
        if (betza != null) this.betza.put(letter, betza);
        return this;
    }

    private VariantSetup orthodox() {
        return piece('P', PAWN).piece('N', KNIGHT).piece('B', BISHOP).piece('R', ROOK);
    }

    /** The set-up for a variant XBoard does not know, or null for XBoard's own ({@code normal}, {@code capablanca}). */
    static VariantSetup of(String id) {
        return switch (id) {
            // Guards as shields, the Queen's on the left, the King's on the right. Their territory
            // limits and the Rooks' jumps over them are beyond Betza: these are supersets, and the
            // answers to lift (highlight) carry the exact moves. The King's O (castling) is what
            // lets XBoard read a two-leg castling f1h1,j1g1 (backend.c, ApplyMove).
            case "royal" -> new VariantSetup(id).orthodox().piece('Q', QUEEN)
                    .piece('G', LEFT_SHIELD, "B3mR3cW").piece('H', RIGHT_SHIELD, "R3mB3cF").king('K', KING_CASTLING);
            case "wells" -> new VariantSetup(id).orthodox().piece('F', FERZ, "F").piece('E', ALFIL, "B2")
                    .king('K', KING_CASTLING);
            // The Wizard's teleport is beyond Betza: mQ only shows some of its moves.
            case "kingdom" -> new VariantSetup(id).orthodox().piece('Q', QUEEN)
                    .piece('S', HELMET, "fmFfcWifmnA").piece('I', COMMONER, "fsWfF").piece('E', PRINCESS, "fsRfB")
                    .piece('D', CROWN, "KnDnA").piece('W', WIZARD, "mQ").piece('G', DRAGON, "mFcW")
                    .king('K', KING_CASTLING);
            case "maidens" -> new VariantSetup(id).orthodox().piece('Q', QUEEN);
            // The King is not royal: a King's picture in a slot XBoard does not treat as royal
            // (CheckTest looks at the King's slot only, left empty here).
            case "norochess" -> new VariantSetup(id).orthodox().piece('Q', QUEEN).piece('K', MONARCH, "K").king('.', null);
            default -> null;
        };
    }

    /** A King that castles: XBoard's own castling marks, and the O a two-leg castling needs. */
    private static final String KING_CASTLING = "KisO2";

    /** {@code (PIECETOCHAR)}: White's letters by slot with {@code .} for unused slots and the King last, then Black's. */
    String pieceToChar() {
        StringBuilder white = new StringBuilder(), black = new StringBuilder();
        int last = 0;
        for (int s : slots.keySet()) last = Math.max(last, s);
        for (int s = 0; s <= last && s < SLOTS; s++) {
            Character c = slots.get(s);
            white.append(c == null ? '.' : c);
            black.append(c == null ? '.' : Character.toLowerCase(c));
        }
        // XBoard needs at least six letters a colour.
        while (white.length() < 5) {
            white.append('.');
            black.append('.');
        }
        white.append(king);
        black.append(Character.toLowerCase(king));
        return white.append(black).toString();
    }

    /** The {@code setup} line and the {@code piece} lines, as one block. */
    String lines(Variant v) {
        StringBuilder sb = new StringBuilder(setupLine(v)).append('\n');
        for (String p : pieceLines()) sb.append(p).append('\n');
        return sb.toString();
    }

    /** The {@code setup} line for the variant's start position, in XBoard's FEN. */
    String setupLine(Variant v) {
        return "setup (" + pieceToChar() + ") " + v.geometry.files + "x" + v.geometry.ranks + "+0_" + parent + " "
                + XBoardText.fenToXBoard(v, v.startFen);
    }

    /** {@code piece L& BETZA} for every piece whose moves are not chess's. */
    List<String> pieceLines() {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<Character, String> e : betza.entrySet()) lines.add("piece " + e.getKey() + "& " + e.getValue());
        return lines;
    }

    String id() { return id; }
}
