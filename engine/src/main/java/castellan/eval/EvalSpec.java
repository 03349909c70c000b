package castellan.eval;

import castellan.piece.Piece;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What the evaluation knows of a variant: its parameters ({@link EvalParams}: values, tables and
 * weights, read from the variant's resource), which Kings are royal, and the variant's own
 * terms. A {@code Ruleset} builds it once ({@link #builder}); the {@link Evaluator} of each search
 * thread reads it. Immutable, shared by threads.
 *
 * <p>Nothing here names a variant: a variant's rules say what differs through the
 * {@link Builder} (a royalty carrier, "stalemate loses", a term of its own), and its numbers
 * through its parameter file.
 */
public final class EvalSpec {
    public final Variant variant;
    /** The numbers this spec was made from. */
    public final EvalParams params;
    /**
     * Per type: middlegame value in centipawns. The search reads it too (move ordering, exchange
     * evaluation, futility); a royal King is 0 (it is never exchanged).
     */
    public final int[] pieceValue;
    /** Per type: endgame value in centipawns. */
    public final int[] pieceValueEg;

    final BoardMasks masks;
    /**
     * The piece-square tables ({@link PieceSquares}) as one array each, [piece code * 128 + square],
     * Black's negated: the weights whose sums a searched position keeps ({@link Evaluator#track}),
     * White's point of view.
     */
    final int[] placementMg, placementEg;
    /** Per type: a pawn-like piece (moves forward, promotes). */
    final boolean[] pawnLike;
    /** Kings can be checked and mated (false in Norochess, where the King is a plain piece). */
    final boolean kingRoyal;
    /** Type whose presence makes its side's King immune and stops the enemy King capturing (the Kingdom Duke), or 0. */
    final int royaltyCarrier;
    /** Being left without a move loses (Curtis, Wells): a side with almost no moves is in danger. */
    final boolean stalemateLoses;
    /** Bonus for the side to move, and its index in the parameters. */
    public final int tempo;
    final int tempoIndex;
    /** Per number of the parameters: the part of the score it adds to, its fixed-point scale, whether it is tuned. */
    private final ParamReader.Part[] paramPart;
    private final int[] paramScale;
    private final boolean[] paramTuned;
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
    final KingShelter kingShelter;
    final Initiative initiative;
    final ScaleFactor scaleFactor;
    final Threats threats;
    final Pieces pieces;
    final Space space;
    final Imbalance imbalance;
    final Endgame endgame;
    final EvalTerm[] variantTerms;
    /** How this spec was built, to build it again with other numbers ({@link #withParams}). */
    private final Builder recipe;

    private EvalSpec(Builder b, EvalParams params) {
        recipe = b.copy();
        variant = b.variant;
        this.params = params;
        ParamReader r = new ParamReader(params, variant.id + ".params");
        masks = new BoardMasks(variant.geometry);
        int n = variant.types.length;
        pawnLike = new boolean[n];
        for (int t = 1; t < n; t++) pawnLike[t] = variant.types[t].promotes;
        kingRoyal = b.kingRoyal;
        royaltyCarrier = b.royaltyCarrier;
        stalemateLoses = b.stalemateLoses;
        tempo = r.linear("tempo", 1, ParamReader.Part.FLAT)[0];
        tempoIndex = r.index("tempo");
        pieceSquares = new PieceSquares(this, r);
        pieceValue = pieceSquares.valueMg;
        pieceValueEg = pieceSquares.valueEg;
        placementMg = flatten(pieceSquares.pstMg);
        placementEg = flatten(pieceSquares.pstEg);
        pawnStructure = new PawnStructure(this, r);
        kingSafety = new KingSafety(this, r);
        kingShelter = new KingShelter(this, r);
        threats = new Threats(this, r);
        // Mobility keeps each type's attacks only for the parts that read them (not while their numbers are all 0).
        mobility = new Mobility(this, r, kingSafety.readsTypeAttacks() || threats.readsTypeAttacks());
        pieces = new Pieces(this, r);
        space = new Space(this, r);
        imbalance = new Imbalance(this, r);
        endgame = new Endgame(this, r);
        List<EvalTerm> own = new ArrayList<>();
        for (Function<ParamReader, EvalTerm> f : b.terms) own.add(f.apply(r));
        variantTerms = own.toArray(new EvalTerm[0]);
        initiative = new Initiative(this, r);
        scaleFactor = new ScaleFactor(this, pieceSquares, r);
        List<EvalTerm> all = new ArrayList<>(List.of(pieceSquares, mobility, pawnStructure, kingSafety, kingShelter, threats, pieces, space, imbalance, endgame));
        all.addAll(own);
        all.add(initiative);
        all.add(scaleFactor);
        terms = all.toArray(new EvalTerm[0]);
        r.checkAllTaken();
        paramPart = r.part;
        paramScale = r.scale;
        paramTuned = r.tuned;
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

    /** The same variant's spec with other numbers (the tuner's); IllegalArgumentException when they do not fit. */
    public EvalSpec withParams(EvalParams other) { return new EvalSpec(recipe, other); }

    /** The numbers this variant would have before anything was learnt ({@link DefaultParams}), to start a parameter file from. */
    public DefaultParams defaults() { return recipe.defaults(); }

    /** The part of the score the i-th parameter adds to. */
    public ParamReader.Part paramPart(int i) { return paramPart[i]; }

    /** The i-th parameter's fixed-point scale: the hot path uses its value times this, rounded (1: whole centipawns). */
    public int paramScale(int i) { return paramScale[i]; }

    /** May the tuner change the i-th parameter? */
    public boolean paramTuned(int i) { return paramTuned[i]; }

    /** A trace for evaluations of this spec ({@link Evaluator#trace}). */
    public EvalTrace newTrace() {
        EvalTrace t = new EvalTrace(paramPart);
        kingSafety.describe(t);
        initiative.describe(t);
        return t;
    }

    /** Is {@code type} a pawn-like piece here? */
    public boolean pawnLike(int type) { return pawnLike[type]; }

    /** The terms, general then the variant's, for tests and diagnostics. */
    public List<EvalTerm> terms() { return List.of(terms); }

    /** A spec with the defaults: royal Kings unless the variant says a King may be lost, no variant terms. */
    public static Builder builder(Variant variant) { return new Builder(variant); }

    /** Collects what a variant changes from the defaults, then {@link #build}s the spec. */
    public static final class Builder {
        private final Variant variant;
        private boolean kingRoyal;
        private int royaltyCarrier;
        private boolean stalemateLoses;
        private EvalParams params;
        private final List<Function<ParamReader, EvalTerm>> terms = new ArrayList<>();

        private Builder(Variant v) {
            variant = v;
            kingRoyal = !v.kingMayBeLost;
        }

        private Builder copy() {
            Builder b = new Builder(variant);
            b.kingRoyal = kingRoyal;
            b.royaltyCarrier = royaltyCarrier;
            b.stalemateLoses = stalemateLoses;
            b.terms.addAll(terms);
            return b;
        }

        /** While a side has a piece of this type its King is immune, and the enemy King may not capture (Kingdom's Duke). */
        public Builder royaltyCarrier(char letter) {
            royaltyCarrier = variant.typeOf(letter);
            if (royaltyCarrier == 0) throw new IllegalArgumentException(variant.id + " has no piece '" + letter + "'");
            return this;
        }

        /** A side without a legal move loses (stalemate loses). */
        public Builder stalemateLoses() { stalemateLoses = true; return this; }

        /** Adds a variant term, run after the general ones, made from the parameters (it takes its own entries). */
        public Builder term(Function<ParamReader, EvalTerm> term) { terms.add(term); return this; }

        /** The numbers to use; by default the variant's resource, else {@link DefaultParams}. */
        public Builder params(EvalParams p) { params = p; return this; }

        private DefaultParams defaults() { return new DefaultParams(variant, kingRoyal, royaltyCarrier, stalemateLoses); }

        public EvalSpec build() {
            EvalParams p = params != null ? params : EvalParams.resource(variant.id);
            return new EvalSpec(this, p != null ? p : defaults().build());
        }
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder(variant.id).append(" values:");
        for (int t = 1; t <= variant.typeCount(); t++)
            sb.append(' ').append(variant.types[t].letter).append('=').append(pieceValue[t]);
        return sb.toString();
    }

    /** Value plus placement of a piece on a square, for tests and diagnostics. */
    public int squareValue(int type, int color, int square, boolean endgame) {
        return (endgame ? pieceSquares.pstEg : pieceSquares.pstMg)[Piece.of(type, color)][square];
    }
}
