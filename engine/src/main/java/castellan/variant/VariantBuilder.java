package castellan.variant;

import castellan.board.Geometry;
import castellan.piece.PieceType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fluent description of a variant. Piece methods add a type; {@link #minor}, {@link #castlingRook},
 * {@link #capturePoints} and {@link #promotionLetterImplied} qualify the type added last.
 */
public final class VariantBuilder {
    final String id;
    final String description;
    private final Geometry g;
    private final List<PieceType.Builder> types = new ArrayList<>();
    private final List<Character> letters = new ArrayList<>();
    private final List<Character> impliedLetters = new ArrayList<>();
    final List<CastlingRight> castling = new ArrayList<>();
    final List<CastlingGrant> grants = new ArrayList<>();
    String startFen;
    private char king = 'K';
    private String promotionLetters = "";
    /** Promotion letters of single pawn-like types that differ from {@link #promotionLetters}. */
    private final Map<Character, String> ownPromotions = new HashMap<>();
    int stateSlots;
    private boolean pawnsResetClock = true;
    boolean pinLegality = true, attacksAlongLines = true, extraAttacks, kingsCapturable = true, compoundTurns, kingMayBeLost,
            specialMovesLookOrdinary;

    public VariantBuilder(String id, String description, int files, int ranks) {
        this.id = id;
        this.description = description;
        this.g = Geometry.of(files, ranks);
    }

    public Geometry geometry() { return g; }

    private VariantBuilder add(char letter, PieceType.Builder b) {
        types.add(b);
        letters.add(letter);
        return this;
    }

    private PieceType.Builder last() {
        if (types.isEmpty()) throw new IllegalStateException("no piece declared yet");
        return types.get(types.size() - 1);
    }

    public VariantBuilder piece(char letter, String name, String betza, int value) {
        return add(letter, PieceType.builder(types.size() + 1, letter, name, betza).value(value));
    }

    /** A pawn-like piece: double step from its second rank, en passant, promotion on the last rank. */
    public VariantBuilder pawn(char letter, String name, String betza, int value) {
        return add(letter, PieceType.builder(types.size() + 1, letter, name, betza).value(value).pawnLike(1));
    }

    /**
     * A pawn-like piece with its own double-step rank (relative, 0 = own first rank) and its own
     * promotion choices (the Kingdom Subject: double step from rank 3, becomes a Pawn).
     */
    public VariantBuilder pawn(char letter, String name, String betza, int value, int doubleStepRank, String promotions) {
        ownPromotions.put(letter, promotions);
        return add(letter, PieceType.builder(types.size() + 1, letter, name, betza).value(value).pawnLike(doubleStepRank));
    }

    /**
     * A piece whose moves the variant's rules generate (the generator's special-move hook);
     * {@code attackBetza} gives the squares it attacks, which the generic attack test uses.
     */
    public VariantBuilder movedByRules(char letter, String name, String attackBetza, int value) {
        return add(letter, PieceType.builder(types.size() + 1, letter, name, attackBetza).value(value).movedByRules());
    }

    /** The last piece is minor: King and one of it cannot mate a bare King. */
    public VariantBuilder minor() { last().minor(); return this; }

    /** The last piece is the one the King castles with. */
    public VariantBuilder castlingRook() { last().castlingRook(); return this; }

    /** Capturing the last piece scores this many points (Norochess). */
    public VariantBuilder capturePoints(int points) { last().capturePoints(points); return this; }

    /** A promotion to the last piece is written without its letter ({@code i9h10}: a Kingdom Subject becomes a Pawn). */
    public VariantBuilder promotionLetterImplied() { impliedLetters.add(letters.get(letters.size() - 1)); return this; }

    /** Whether pawn moves reset the 50-move clock (true by default; Curtis counts captures only). */
    public VariantBuilder pawnMovesResetClock(boolean reset) { pawnsResetClock = reset; return this; }

    public VariantBuilder start(String fen) { startFen = fen; return this; }

    /** Letters of the types every pawn-like piece may promote to. */
    public VariantBuilder promotions(String letters) { promotionLetters = letters; return this; }

    public VariantBuilder royal(char letter) { king = letter; return this; }

    public VariantBuilder stateSlots(int n) { stateSlots = n; return this; }

    /** Attacks beyond piece geometry (the rules' {@code extraAttacked} hook); the pin test is then not valid. */
    public VariantBuilder extraAttacks() { extraAttacks = true; pinLegality = false; return this; }

    /** No move captures a King (immune or royal, Kingdom; never captured, Maidens). */
    public VariantBuilder kingsNotCapturable() { kingsCapturable = false; return this; }

    /** Turns may be a side-keeping pseudo-move and a move (the Maidens huff). */
    public VariantBuilder compoundTurns() { compoundTurns = true; return this; }

    /** The rules' special moves include plain moves of pieces the tables move (Curtis: Rook jumps, promotions). */
    public VariantBuilder specialMovesLookOrdinary() { specialMovesLookOrdinary = true; return this; }

    /** The King is not royal and may be captured: at most one per side in a FEN. */
    public VariantBuilder kingMayBeLost() { kingMayBeLost = true; return this; }

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
        int n = types.size();
        PieceType[] built = new PieceType[n + 1];
        for (int i = 0; i < n; i++) built[i + 1] = types.get(i).build(g);
        int kingType = letters.indexOf(king) + 1;
        if (kingType == 0) throw new IllegalStateException(id + ": no King letter " + king);
        int[][] promotions = new int[n + 1][];
        boolean[] resets = new boolean[n + 1], implied = new boolean[n + 1];
        promotions[0] = new int[0];
        for (int t = 1; t <= n; t++) {
            PieceType type = built[t];
            resets[t] = pawnsResetClock && type.promotes;
            implied[t] = impliedLetters.contains(type.letter);
            if (!type.promotes) { promotions[t] = new int[0]; continue; }
            String choices = ownPromotions.getOrDefault(type.letter, promotionLetters);
            int[] p = new int[choices.length()];
            for (int i = 0; i < p.length; i++) {
                p[i] = letters.indexOf(choices.charAt(i)) + 1;
                if (p[i] == 0) throw new IllegalStateException(id + ": no piece " + choices.charAt(i));
            }
            promotions[t] = p;
        }
        return new Variant(this, built, kingType, promotions, resets, implied);
    }
}
