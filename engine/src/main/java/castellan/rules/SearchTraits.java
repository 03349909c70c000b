package castellan.rules;

/**
 * What the search must know of a variant's rules, as data the {@link Ruleset} supplies (the
 * search never asks which variant it plays). The defaults fit orthodox chess.
 *
 * <p>Null-move pruning assumes that passing is never better than the best move. It is tried only
 * when the side to move has a piece other than its King and pawns (so the pawn endings where
 * zugzwang decides are left alone everywhere); {@link NullMove#VERIFIED} also confirms a cutoff
 * by a reduced search without null move when the search is deep or the side has two pieces or
 * fewer. The choices per variant, each with its reason in the variant's {@code searchTraits()}:
 *
 * <ul>
 *   <li>orthodox chess, Capablanca, Kingdom: {@code VERIFIED} (zugzwang exists, rarely outside
 *       pawn endings);</li>
 *   <li>Wells (stalemate loses) and Curtis (stalemate and the bare King win): {@code VERIFIED}, and
 *       {@link #noMovesDecides}: being left without a move is itself a result there, so static
 *       pruning also needs a piece that can move, and quiescence checks for a legal move;</li>
 *   <li>Norochess: {@code VERIFIED}; no repetition rule, and having no move decides by score;</li>
 *   <li>Maidens: {@code OFF}. A real pass would make every piece that declined a capture
 *       huffable, which a null move cannot express (and the huffable squares it keeps would name
 *       the passer's own pieces).</li>
 * </ul>
 */
public final class SearchTraits {
    /** Null-move pruning: off where zugzwang decides games, verified where it may, or on. */
    public enum NullMove { OFF, VERIFIED, ON }

    public final NullMove nullMove;
    /**
     * A repetition is a plain draw, so the search may score the first repetition inside its tree
     * as one. False where a repetition can win (Curtis: perpetual check) or means nothing
     * (Norochess), so only the rules' own verdict counts.
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
