package castellan.eval;

import castellan.piece.Piece;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * What the evaluation knows of a variant, as data: piece values, piece-square tables and
 * mobility weights made from the board and the pieces' movement, which Kings are royal, and the
 * variant's own terms. A {@code Ruleset} builds it once ({@link #builder}); the {@link Evaluator}
 * of each search thread reads it. Immutable, shared by threads.
 *
 * <p>Nothing here names a variant: a variant's rules say what differs through the
 * {@link Builder} (a value, "stalemate loses", a term of its own).
 */
public final class EvalSpec {
    public final Variant variant;
    /**
     * Per type: middlegame value in centipawns. The search reads it too (move ordering, exchange
     * evaluation, futility); a royal King is 0 (it is never exchanged).
     */
    public final int[] pieceValue;
    /** Per type: endgame value in centipawns. */
    public final int[] pieceValueEg;

    final BoardMasks masks;
    /** [piece code][square]: value plus placement, middlegame and endgame, for that piece's own side. */
    final int[][] pstMg, pstEg;
    /**
     * The same tables as one array each, [piece code * 128 + square], Black's negated: the
     * weights whose sums a searched position keeps ({@link Evaluator#track}), White's point of view.
     */
    final int[] placementMg, placementEg;
    /** [color][square]: placement of a King that cannot be mated now (see {@link SquareTables}). */
    final int[][] freeKingMg, freeKingEg;
    /** Per type: a pawn-like piece (moves forward, promotes). */
    final boolean[] pawnLike;
    /** Per type, in 1/16 centipawn per square of mobility; and the mobility that scores 0, in 1/16 square. */
    final int[] mobilityMg, mobilityEg, mobilityCentre;
    /** Per type: weight of one attack on the enemy King's zone. */
    final int[] kingAttackWeight;
    /** Kings can be checked and mated (false in Norochess, where the King is a plain piece). */
    final boolean kingRoyal;
    /** Type whose presence makes its side's King immune and stops the enemy King capturing (the Kingdom Duke), or 0. */
    final int royaltyCarrier;
    /** Per count of a side's pieces other than its King (pawns included): what having so few costs. */
    final int[] fewPiecesPenalty;
    /** Being left without a move loses (Curtis, Wells): a side with almost no moves is in danger. */
    final boolean stalemateLoses;
    /** Piece material (both sides, middlegame values) at and above which the phase is full middlegame, and at and below which full endgame. */
    final int phaseMgLimit, phaseEgLimit;
    /** Bonus for the side to move. */
    final int tempo;
    /** The general terms, then the variant's, in evaluation order. */
    final EvalTerm[] terms;
    /**
     * The general terms by their classes, and the variant's own: the {@link Evaluator} calls the
     * general ones directly (calls through the interface, with a dozen classes behind it, cost
     * a table dispatch each and inline nothing).
     */
    final PieceSquares pieceSquares;
    final Mobility mobility;
    final PawnStructure pawnStructure;
    final KingSafety kingSafety;
    final Threats threats;
    final Endgame endgame;
    final EvalTerm[] variantTerms;

    private EvalSpec(Builder b) {
        variant = b.variant;
        masks = new BoardMasks(variant.geometry);
        pieceValue = b.valueMg.clone();
        pieceValueEg = b.valueEg.clone();
        int n = variant.types.length;
        pawnLike = new boolean[n];
        for (int t = 1; t < n; t++) pawnLike[t] = variant.types[t].promotes;
        kingRoyal = b.kingRoyal;
        royaltyCarrier = b.royaltyCarrier;
        fewPiecesPenalty = b.fewPiecesPenalty.clone();
        stalemateLoses = b.stalemateLoses;
        tempo = 12;
        SquareTables tables = new SquareTables(this, b.kingStrength);
        pstMg = tables.mg;
        pstEg = tables.eg;
        placementMg = flatten(pstMg);
        placementEg = flatten(pstEg);
        freeKingMg = tables.freeKingMg;
        freeKingEg = tables.freeKingEg;
        mobilityMg = tables.mobilityMg;
        mobilityEg = tables.mobilityEg;
        mobilityCentre = tables.mobilityCentre;
        kingAttackWeight = new int[n];
        for (int t = 1; t < n; t++) kingAttackWeight[t] = Math.max(2, Math.min(20, pieceValue[t] / 50));
        int start = startPieceMaterial();
        // Stockfish's limits, as fractions of the start position's piece material: 92% and 24%.
        phaseMgLimit = start * 92 / 100;
        phaseEgLimit = start * 24 / 100;
        pieceSquares = new PieceSquares(this);
        mobility = new Mobility(this);
        pawnStructure = new PawnStructure(this);
        kingSafety = new KingSafety(this);
        threats = new Threats(this);
        endgame = new Endgame(this);
        variantTerms = b.terms.toArray(new EvalTerm[0]);
        List<EvalTerm> all = new ArrayList<>(List.of(pieceSquares, mobility, pawnStructure, kingSafety, threats, endgame));
        all.addAll(b.terms);
        terms = all.toArray(new EvalTerm[0]);
    }

    private static int[] flatten(int[][] byPiece) {
        int[] flat = new int[byPiece.length * 128];
        for (int pc = 0; pc < byPiece.length; pc++) {
            if (byPiece[pc] == null) continue;
            int sign = Piece.color(pc) == Piece.WHITE ? 1 : -1;
            for (int sq = 0; sq < byPiece[pc].length && sq < 128; sq++) flat[pc * 128 + sq] = sign * byPiece[pc][sq];
        }
        return flat;
    }

    /** Both sides' piece material (middlegame values, no pawns or Kings) in the start position. */
    private int startPieceMaterial() {
        int sum = 0;
        String placement = variant.startFen.split(" ")[0];
        for (char c : placement.toCharArray()) {
            int t = Character.isLetter(c) ? variant.typeOf(c) : 0;
            if (t != 0 && !pawnLike[t] && t != variant.kingType) sum += pieceValue[t];
        }
        return Math.max(sum, 1);
    }

    /** Is {@code type} a pawn-like piece here? */
    public boolean pawnLike(int type) { return pawnLike[type]; }

    /** The variant's own terms (after the general ones), for tests and diagnostics. */
    public List<EvalTerm> terms() { return List.of(terms); }

    /** A spec with the defaults: values from mobility ({@link PieceValues}), royal Kings unless the variant says a King may be lost. */
    public static Builder builder(Variant variant) { return new Builder(variant); }

    /** Collects what a variant changes from the defaults, then {@link #build}s the spec. */
    public static final class Builder {
        private final Variant variant;
        private final int[] valueMg, valueEg;
        private boolean kingRoyal;
        private int royaltyCarrier, kingStrength = 250;
        private int[] fewPiecesPenalty = {};
        private boolean stalemateLoses;
        private final List<EvalTerm> terms = new ArrayList<>();

        private Builder(Variant v) {
            variant = v;
            kingRoyal = !v.kingMayBeLost;
            valueMg = PieceValues.defaults(v, kingRoyal);
            valueEg = valueMg.clone();
            // A pawn is worth more when the board empties (it may promote); Stockfish's ratio is larger, this is modest on purpose.
            for (int t = 1; t <= v.typeCount(); t++) if (v.types[t].promotes) valueEg[t] = valueMg[t] * 6 / 5;
        }

        private int type(char letter) {
            int t = variant.typeOf(letter);
            if (t == 0) throw new IllegalArgumentException(variant.id + " has no piece '" + letter + "'");
            return t;
        }

        /** Sets a type's value in both phases (a pawn-like type's endgame value stays 20% higher). */
        public Builder value(char letter, int centipawns) {
            int t = type(letter);
            valueMg[t] = centipawns;
            valueEg[t] = variant.types[t].promotes ? centipawns * 6 / 5 : centipawns;
            return this;
        }

        /** Every type's value from the variant's table (Norochess: the capture points). */
        public Builder tableValues() {
            for (int t = 1; t <= variant.typeCount(); t++) value(variant.types[t].letter, variant.types[t].value);
            return this;
        }

        /** A type's value as it stands (the default derived from its movement, unless changed). */
        public int value(char letter) { return valueMg[type(letter)]; }

        /** Every type's middlegame value as it stands, by type index (a copy). */
        public int[] values() { return valueMg.clone(); }

        /** How much the King is worth as a fighter in the ending (its centralisation weight); default 250. */
        public Builder kingStrength(int centipawns) { kingStrength = centipawns; return this; }

        /** While a side has a piece of this type its King is immune, and the enemy King may not capture (Kingdom's Duke). */
        public Builder royaltyCarrier(char letter) { royaltyCarrier = type(letter); return this; }

        /** What a side pays for having only {@code penalty.length - 1} or fewer pieces besides its King, by count. */
        public Builder fewPiecesPenalty(int... penalty) { fewPiecesPenalty = penalty.clone(); return this; }

        /** A side without a legal move loses (stalemate loses). */
        public Builder stalemateLoses() { stalemateLoses = true; return this; }

        /** Adds a variant term, run after the general ones. */
        public Builder term(EvalTerm term) { terms.add(term); return this; }

        public EvalSpec build() { return new EvalSpec(this); }
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder(variant.id).append(" values:");
        for (int t = 1; t <= variant.typeCount(); t++)
            sb.append(' ').append(variant.types[t].letter).append('=').append(pieceValue[t]);
        return sb.toString();
    }

    /** Value plus placement of a piece on a square (middlegame), for tests and diagnostics. */
    public int squareValue(int type, int color, int square, boolean endgame) {
        return (endgame ? pstEg : pstMg)[Piece.of(type, color)][square];
    }
}
