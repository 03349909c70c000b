package castellan.notation;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.movegen.Attacks;
import castellan.piece.Piece;
import castellan.piece.PieceType;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variant.CastlingRight;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads and writes FEN. Parsing builds a fresh {@link Position} and validates it completely
 * before returning it, so a bad FEN leaves the caller's position untouched; the
 * {@link FenException} names the field and the problem.
 */
public final class Fen {
    private Fen() {}

    public static Position parse(Ruleset rules, String fen) {
        Variant v = rules.variant();
        if (fen == null || fen.isBlank()) throw new FenException("empty FEN");
        String[] f = fen.trim().split("\\s+");
        if (f.length < 2) throw new FenException("FEN needs at least placement and side to move, got '" + fen.trim() + "'");
        Position p = new Position(v, rules);
        placement(p, rules, f[0]);
        p.setUpSideToMove(switch (f[1]) {
            case "w", "W" -> 0;
            case "b", "B" -> 1;
            default -> throw new FenException("side to move must be 'w' or 'b', got '" + f[1] + "'");
        });
        p.setUpCastling(f.length > 2 ? castling(p, v, f[2]) : 0);
        if (f.length > 3) enPassant(p, v, f[3]);
        p.setUpClocks(f.length > 4 ? number(f[4], "halfmove clock", 0, 100_000) : 0,
                f.length > 5 ? number(f[5], "fullmove number", 1, 100_000) : 1);
        List<String> extra = f.length > 6 ? Arrays.asList(f).subList(6, f.length) : List.of();
        rules.parseExtraFields(p, extra);
        rules.validate(p);
        int them = p.sideToMove() ^ 1;
        int royal = rules.royalSquare(p, them);
        if (royal >= 0 && new Attacks(v, rules).isAttacked(p, royal, p.sideToMove(), p.occupiedLo(), p.occupiedHi()))
            throw new FenException("the side not to move (" + (them == 0 ? "White" : "Black") + ") is in check");
        p.finishSetUp();
        return p;
    }

    private static void placement(Position p, Ruleset rules, String text) {
        Variant v = rules.variant();
        Geometry g = v.geometry;
        String[] rows = text.split("/", -1);
        if (rows.length != g.ranks)
            throw new FenException("placement has " + rows.length + " ranks, " + v.id + " has " + g.ranks);
        int[] kings = new int[2];
        for (int i = 0; i < rows.length; i++) {
            int rank = g.ranks - 1 - i, file = 0;
            String row = rows[i];
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (Character.isDigit(c)) {
                    int n = c - '0';
                    if (j + 1 < row.length() && Character.isDigit(row.charAt(j + 1))) n = n * 10 + (row.charAt(++j) - '0');
                    if (n == 0) throw new FenException("rank " + (rank + 1) + ": empty run of 0 squares");
                    file += n;
                    continue;
                }
                int type = v.typeOf(c);
                if (type == 0 || !Character.isLetter(c))
                    throw new FenException("rank " + (rank + 1) + ": unknown piece letter '" + c + "' for " + v.id);
                if (file >= g.files) throw new FenException("rank " + (rank + 1) + " has more than " + g.files + " files");
                int color = Character.isUpperCase(c) ? 0 : 1;
                int square = g.square(file, rank);
                int modifier = j + 1 < row.length() && row.charAt(j + 1) == '*' ? 1 : 0;
                if (modifier == 1) {
                    j++;
                    rules.pieceModifier(p, square, type, color);
                }
                PieceType t = v.types[type];
                if (t.promotes && !rules.pawnMayStandOn(p, type, g.relativeRank(color, square)))
                    throw new FenException((color == 0 ? "White" : "Black") + " " + t.name.toLowerCase() + " on "
                            + g.name(square) + ", a rank it cannot stand on");
                if (type == v.kingType) kings[color]++;
                p.setUpPiece(square, Piece.of(type, color));
                file++;
            }
            if (file != g.files)
                throw new FenException("rank " + (rank + 1) + " has " + file + " files, " + v.id + " has " + g.files);
        }
        for (int c = 0; c < 2; c++)
            if (kings[c] > 1 || (kings[c] == 0 && !v.kingMayBeLost))
                throw new FenException((c == 0 ? "White" : "Black") + " has " + kings[c] + " kings");
    }

    private static int castling(Position p, Variant v, String text) {
        if (text.equals("-")) return 0;
        if (v.castlingRights.length == 0)
            throw new FenException("castling field must be '-': " + v.id + " has no castling, got '" + text + "'");
        int rights = 0;
        for (char c : text.toCharArray()) {
            CastlingRight right = null;
            for (CastlingRight r : v.castlingRights) if (r.fenLetter() == c) right = r;
            if (right == null) {
                // X-FEN/Shredder style: the file letter of the Rook.
                int color = Character.isUpperCase(c) ? 0 : 1;
                int file = Character.toLowerCase(c) - 'a';
                for (CastlingRight r : v.castlingRights)
                    if (r.color() == color && v.geometry.file(r.rookFrom()) == file) right = r;
            }
            if (right == null) throw new FenException("castling field: unknown right '" + c + "' in '" + text + "'");
            int king = Piece.of(v.kingType, right.color());
            if (p.pieceAt(right.kingFrom()) != king)
                throw new FenException("castling right '" + c + "' but no King on " + v.geometry.name(right.kingFrom()));
            int rook = p.pieceAt(right.rookFrom());
            if (rook == 0 || Piece.color(rook) != right.color() || !v.types[Piece.type(rook)].castlingRook)
                throw new FenException("castling right '" + c + "' but no Rook on " + v.geometry.name(right.rookFrom()));
            rights |= 1 << right.bit();
        }
        return rights;
    }

    /**
     * The en-passant field: the passed square, or (when two pieces could just have passed it, as
     * Kingdom Subjects can) the passed square followed by the square of the piece that did,
     * {@code d7e6}.
     */
    private static void enPassant(Position p, Variant v, String text) {
        if (text.equals("-")) return;
        Geometry g = v.geometry;
        int split = 1;
        while (split < text.length() && Character.isDigit(text.charAt(split))) split++;
        int sq = g.parseSquare(text, 0, split);
        int named = split < text.length() ? g.parseSquare(text, split, text.length()) : -1;
        if (sq < 0 || (split < text.length() && named < 0))
            throw new FenException("en-passant field: '" + text + "' is not a square (or a square and the double-stepped piece's square)");
        List<Integer> victims = doubleStepVictims(p, sq);
        if (victims.isEmpty())
            throw new FenException("en-passant square " + g.name(sq) + " but no piece can just have made a double step past it");
        int victim;
        if (named >= 0) {
            if (!victims.contains(named))
                throw new FenException("en-passant field '" + text + "': the piece on " + g.name(named)
                        + " cannot just have made a double step past " + g.name(sq));
            victim = named;
        } else if (victims.size() > 1) {
            throw new FenException("en-passant square " + g.name(sq) + ": pieces on " + g.name(victims.get(0)) + " and "
                    + g.name(victims.get(1)) + " could both have passed it; name the one that did, e.g. "
                    + g.name(sq) + g.name(victims.get(0)));
        } else {
            victim = victims.get(0);
        }
        // Keep the square only if a capture is possible, as make() does, so hashes agree.
        int piece = p.pieceAt(victim);
        long[] cap = v.types[Piece.type(piece)].capture[Piece.color(piece)].leap;
        int enemy = piece ^ 1;
        if ((cap[sq * 2] & p.piecesLo(enemy)) != 0 || (cap[sq * 2 + 1] & p.piecesHi(enemy)) != 0) p.setUpEnPassant(sq, victim);
    }

    /**
     * Squares of the pieces of the side not to move that can just have made a double step past
     * {@code sq}: a double-stepping piece one step beyond it, its origin (one step before) empty.
     */
    private static List<Integer> doubleStepVictims(Position p, int sq) {
        Variant v = p.variant;
        Geometry g = v.geometry;
        int them = p.sideToMove() ^ 1;
        List<Integer> victims = new ArrayList<>();
        if (p.pieceAt(sq) != 0) return victims;
        for (int type = 1; type <= v.typeCount(); type++) {
            PieceType t = v.types[type];
            if (t.doubleStep == null) continue;
            long[] quiet = t.move[them].leap;
            if (quiet == null) continue;
            for (int victim = 0; victim < g.squares; victim++) {
                if (p.pieceAt(victim) != Piece.of(type, them)) continue;
                int f = 2 * g.file(sq) - g.file(victim), r = 2 * g.rank(sq) - g.rank(victim);
                if (!g.onBoard(f, r)) continue;
                int origin = g.square(f, r);
                if (g.relativeRank(them, origin) != t.doubleStepRank || p.pieceAt(origin) != 0) continue;
                if ((quiet[origin * 2] & Bits.loBit(sq)) != 0 || (quiet[origin * 2 + 1] & Bits.hiBit(sq)) != 0)
                    victims.add(victim);
            }
        }
        return victims;
    }

    private static int number(String text, String field, int min, int max) {
        try {
            int n = Integer.parseInt(text);
            if (n < min || n > max) throw new FenException(field + " " + n + " out of range " + min + ".." + max);
            return n;
        } catch (NumberFormatException e) {
            throw new FenException(field + " must be a number, got '" + text + "'");
        }
    }

    public static String format(Ruleset rules, Position p) {
        Variant v = p.variant;
        Geometry g = v.geometry;
        StringBuilder sb = new StringBuilder();
        for (int rank = g.ranks - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < g.files; file++) {
                int sq = g.square(file, rank);
                int piece = p.pieceAt(sq);
                if (piece == 0) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                char l = v.types[Piece.type(piece)].letter;
                sb.append(Piece.color(piece) == 0 ? l : Character.toLowerCase(l));
                sb.append(rules.pieceModifierText(p, sq));
            }
            if (empty > 0) sb.append(empty);
            if (rank > 0) sb.append('/');
        }
        sb.append(p.sideToMove() == 0 ? " w " : " b ");
        StringBuilder rights = new StringBuilder();
        for (int c = 0; c < 2; c++)
            for (CastlingRight r : v.castlingRights)
                if (r.color() == c && (p.castlingRights() & (1 << r.bit())) != 0) rights.append(r.fenLetter());
        sb.append(rights.length() == 0 ? "-" : rights);
        sb.append(' ').append(p.epSquare() >= 0 ? g.name(p.epSquare()) : "-");
        if (p.epSquare() >= 0 && doubleStepVictims(p, p.epSquare()).size() > 1) sb.append(g.name(p.epVictim()));
        sb.append(' ').append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        List<String> extra = new ArrayList<>();
        rules.formatExtraFields(p, extra);
        for (String e : extra) sb.append(' ').append(e);
        return sb.toString();
    }
}
