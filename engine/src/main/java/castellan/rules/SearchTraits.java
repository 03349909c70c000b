package castellan.rules;

/**
 * What the search must know of a variant's rules, as data the {@link Ruleset} supplies (the
 * search never asks which variant it plays). The defaults fit orthodox chess.
 */
public final class SearchTraits {
    /** Null-move pruning: off where zugzwang decides games, verified where it may, or on. */
    public enum NullMove { OFF, VERIFIED, ON }

    public final NullMove nullMove;
    /**
     * A repetition is a plain draw, so the search may score the first repetition inside its tree
     * as one. False where a repetition can win (Curtis: perpetual check), so only the rules'
     * threefold verdict counts.
     */
    public final boolean repetitionIsDraw;
    /**
     * Having no legal move is not a plain draw (stalemate wins or loses; Norochess decides by
     * score), so quiescence leaves must check that a legal move exists before standing pat.
     */
    public final boolean noMovesDecides;

    public SearchTraits(NullMove nullMove, boolean repetitionIsDraw, boolean noMovesDecides) {
        this.nullMove = nullMove;
        this.repetitionIsDraw = repetitionIsDraw;
        this.noMovesDecides = noMovesDecides;
    }

    /** Orthodox chess: null move verified near the end, repetition draws, stalemate draws. */
    public static final SearchTraits ORTHODOX = new SearchTraits(NullMove.VERIFIED, true, false);
}
