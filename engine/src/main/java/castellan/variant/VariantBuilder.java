package castellan.variant;

import castellan.board.Geometry;
import castellan.piece.PieceType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Fluent description of a variant, used by the definitions in {@link Variants}. */
public final class VariantBuilder {
    private final String id;
    private final String description;
    private final Geometry g;
    private final List<PieceType> types = new ArrayList<>();
    private final List<CastlingRight> castling = new ArrayList<>();
    private final List<CastlingGrant> grants = new ArrayList<>();
    private String startFen;
    private char king = 'K';
    private String promotionLetters = "";
    /** Promotion letters of single pawn-like types that differ from {@link #promotionLetters}. */
    private final Map<Character, String> ownPromotions = new HashMap<>();
    private Rules rules = new Rules();
    private int stateSlots;
    private boolean pawnsResetClock = true;

    public VariantBuilder(String id, String description, int files, int ranks) {
        this.id = id;
        this.description = description;
        this.g = Geometry.of(files, ranks);
    }

    public Geometry geometry() { return g; }

    public VariantBuilder piece(char letter, String name, String betza, int value) {
        types.add(PieceType.builder(types.size() + 1, letter, name, betza).value(value).build(g));
        return this;
    }

    /** A pawn-like piece: double step from its second rank, en passant, promotion on the last rank. */
    public VariantBuilder pawn(char letter, String name, String betza, int value) {
        types.add(PieceType.builder(types.size() + 1, letter, name, betza).value(value).pawnLike(1).build(g));
        return this;
    }

    /**
     * A piece whose moves the variant's {@link Rules#addSpecialMoves} generates; {@code attackBetza}
     * gives the squares it attacks (captures), which the generic attack test uses.
     */
    public VariantBuilder customPiece(char letter, String name, String attackBetza, int value) {
        types.add(PieceType.builder(types.size() + 1, letter, name, attackBetza).value(value).generatedByRules().build(g));
        return this;
    }

    /** Whether pawn moves reset the 50-move clock (true by default; Curtis counts captures only). */
    public VariantBuilder pawnMovesResetClock(boolean reset) { pawnsResetClock = reset; return this; }

    /**
     * A pawn-like piece with its own double-step rank (relative, 0 = own first rank) and its own
     * promotion choices (the Kingdom Subject: double step from rank 3, becomes a Pawn).
     */
    public VariantBuilder pawn(char letter, String name, String betza, int value, int doubleStepRank, String promotions) {
        types.add(PieceType.builder(types.size() + 1, letter, name, betza).value(value).pawnLike(doubleStepRank).build(g));
        ownPromotions.put(letter, promotions);
        return this;
    }

    public VariantBuilder start(String fen) { startFen = fen; return this; }

    /** Letters of the types every pawn-like piece may promote to. */
    public VariantBuilder promotions(String letters) { promotionLetters = letters; return this; }

    public VariantBuilder royal(char letter) { king = letter; return this; }

    public VariantBuilder rules(Rules r) { rules = r; return this; }

    public VariantBuilder stateSlots(int n) { stateSlots = n; return this; }

    /** A castling option for both colours (Black's on the last rank, same files); files from 0. */
    public VariantBuilder castling(int kingFrom, int kingTo, int rookFrom, int rookTo, char letter) {
        for (int c = 0; c < 2; c++) {
            int r = c == 0 ? 0 : g.ranks - 1;
            castling.add(new CastlingRight(c, g.square(kingFrom, r), g.square(kingTo, r), g.square(rookFrom, r),
                    g.square(rookTo, r), c == 0 ? letter : Character.toLowerCase(letter), castling.size()));
        }
        return this;
    }

    /**
     * A right that only enables others: King and Rook on their squares, but no castling move of
     * its own (Wells' {@code Q}). Recorded with the King's destination equal to its origin.
     */
    public VariantBuilder castlingPrecondition(int kingFrom, int rookFrom, char letter) {
        return castling(kingFrom, kingFrom, rookFrom, rookFrom, letter);
    }

    /**
     * For both colours: a move {@code from -> to} on the owner's first rank (files from 0) made
     * while holding the right lettered {@code requires} grants the right lettered {@code grants}.
     */
    public VariantBuilder castlingGrant(char requires, int fromFile, int toFile, char grants) {
        for (int c = 0; c < 2; c++) {
            int r = c == 0 ? 0 : g.ranks - 1;
            addGrant(c, requires, grants, g.square(fromFile, r), g.square(toFile, r));
        }
        return this;
    }

    private void addGrant(int color, char requires, char grants, int from, int to) {
        char rq = color == 0 ? requires : Character.toLowerCase(requires), gr = color == 0 ? grants : Character.toLowerCase(grants);
        int rb = -1, gb = -1;
        for (CastlingRight r : castling) {
            if (r.fenLetter() == rq) rb = r.bit();
            if (r.fenLetter() == gr) gb = r.bit();
        }
        if (rb < 0 || gb < 0) throw new IllegalStateException("castling grant " + requires + "->" + grants + ": unknown right");
        this.grants.add(new CastlingGrant(rb, from, to, gb));
    }

    public Variant build() {
        int[][] promotions = new int[types.size() + 1][];
        for (PieceType t : types) {
            if (!t.promotes) { promotions[t.index] = new int[0]; continue; }
            String letters = ownPromotions.getOrDefault(t.letter, promotionLetters);
            int[] p = new int[letters.length()];
            for (int i = 0; i < p.length; i++) {
                char l = letters.charAt(i);
                p[i] = types.stream().filter(x -> x.letter == l).findFirst()
                        .orElseThrow(() -> new IllegalStateException("no piece " + l)).index;
            }
            promotions[t.index] = p;
        }
        Variant v = new Variant(id, description, g, types, king, startFen, promotions, castling, grants, rules, stateSlots);
        if (!pawnsResetClock) Arrays.fill(v.resetsClock, false);
        return v;
    }
}
