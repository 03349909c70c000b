package castellan.rules;

import castellan.eval.EvalSpec;
import castellan.eval.Evaluator;
import castellan.movegen.MoveGenerator;
import castellan.movegen.MoveHooks;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.position.StateHooks;
import castellan.rules.Outcome.Termination;
import castellan.variant.Variant;
import java.util.List;

/**
 * A variant's rules: its {@link Variant} data and the hooks that change what the data cannot
 * express. The defaults are orthodox chess; a variant overrides only what it changes, so the
 * hot paths stay free of per-variant branching.
 *
 * <ul>
 *   <li>{@link MoveHooks} for the generator: royalty, special moves, extra attacks;</li>
 *   <li>{@link StateHooks} for {@link Position#make}: variant state words;</li>
 *   <li>game end, computed once as a {@link GameEnd} code ({@link #end}, {@link #endWithoutMoves})
 *       from which the search's score ({@link GameEnd#score}) and the game's {@link Outcome}
 *       ({@link #outcome(Position, int)}) are both derived;</li>
 *   <li>FEN: extra fields, piece modifiers ({@code G*}), set-up checks;</li>
 *   <li>{@link #describe}: extra lines for {@code castellan show}.</li>
 * </ul>
 *
 * A Ruleset is immutable and shared by every thread; per-thread scratch lives in the
 * {@link MoveGenerator} or the {@link Position} that the hooks are called for.
 */
public class Ruleset implements MoveHooks, StateHooks {
    protected final Variant variant;

    public Ruleset(Variant variant) {
        this.variant = variant;
    }

    public final Variant variant() { return variant; }

    public final String id() { return variant.id; }

    /** A generator for one thread. */
    public final MoveGenerator newGenerator() { return new MoveGenerator(variant, this); }

    // ---------------------------------------------------------------- search and evaluation

    /** What the search must know of these rules (null move, repetitions, stalemate). */
    public SearchTraits searchTraits() { return SearchTraits.ORTHODOX; }

    /** Built on first use by {@link #buildEvalSpec}; immutable, so one is shared by every thread. */
    private volatile EvalSpec evalSpec;

    /** The evaluation's knowledge of this variant (piece values, tables, terms), built once. */
    public final EvalSpec evalSpec() {
        EvalSpec s = evalSpec;
        if (s == null) {
            synchronized (this) {
                if ((s = evalSpec) == null) evalSpec = s = buildEvalSpec();
            }
        }
        return s;
    }

    /** Builds {@link #evalSpec}: orthodox defaults; variants override to add their values and terms. */
    protected EvalSpec buildEvalSpec() { return EvalSpec.builder(variant).build(); }

    /** An evaluator for one search thread. */
    public Evaluator newEvaluator() { return new Evaluator(evalSpec()); }

    // ---------------------------------------------------------------- game end

    /**
     * The end of a game by a rule that does not need the absence of moves (the 50-move rule,
     * threefold repetition, material, move limits, a bare King), as a {@link GameEnd} code, or
     * {@link GameEnd#NONE} while the game goes on. Valid where the side to move has a legal turn:
     * where both apply (a mate on the 100th halfmove), the caller lets the mate win
     * ({@link #endWithoutMoves}), as {@code Game} and the search do. Called by the search at every
     * node: allocates nothing; {@code gen} is the calling thread's generator.
     */
    public int end(Position p, MoveGenerator gen) {
        if (p.halfmoveClock() >= 100) return GameEnd.draw(Termination.FIFTY_MOVES);
        if (p.repetitions() >= 3) return GameEnd.draw(Termination.REPETITION);
        if (insufficientMaterial(p)) return GameEnd.draw(Termination.INSUFFICIENT_MATERIAL);
        return GameEnd.NONE;
    }

    /** The end when the side to move has no legal turn, as a {@link GameEnd} code: checkmate loses, stalemate draws. */
    public int endWithoutMoves(Position p, boolean inCheck) {
        return inCheck ? GameEnd.win(1 - p.sideToMove(), Termination.CHECKMATE) : GameEnd.draw(Termination.STALEMATE);
    }

    /**
     * The result a {@link GameEnd} code of this position means, with its text: orthodox wording
     * by default; variants that score results otherwise (Curtis's points, the Norochess scores)
     * override. Not for the search: it allocates.
     */
    public Outcome outcome(Position p, int code) {
        return Outcome.orthodox(GameEnd.winner(code), GameEnd.termination(code));
    }

    /** Neither side can mate: bare Kings, or a King and one minor piece against a bare King. */
    public boolean insufficientMaterial(Position p) {
        // Two pieces besides the Kings are never too few: the usual answer, from the occupancy
        // alone (the search asks at every node; the loop below was 0.5% of a chess profile).
        int king = variant.kingType;
        long kingsLo = p.piecesLo(king << 1) | p.piecesLo(king << 1 | 1), kingsHi = p.piecesHi(king << 1) | p.piecesHi(king << 1 | 1);
        if (Long.bitCount(p.occupiedLo() & ~kingsLo) + Long.bitCount(p.occupiedHi() & ~kingsHi) > 1) return false;
        int others = 0, minors = 0;
        for (int t = 1; t <= variant.typeCount(); t++) {
            if (t == variant.kingType) continue;
            int n = p.count(t, 0) + p.count(t, 1);
            others += n;
            if (variant.types[t].minor) minors += n;
        }
        return others == 0 || (others == 1 && minors == 1);
    }

    /** Has {@code color} nothing but its King (or nothing at all)? */
    public final boolean onlyKing(Position p, int color) {
        int king = variant.kingType;
        long lo = p.colorLo(color) & ~p.piecesLo(king << 1 | color), hi = p.colorHi(color) & ~p.piecesHi(king << 1 | color);
        return (lo | hi) == 0;
    }

    /** Are both sides down to their Kings? */
    public final boolean onlyKings(Position p) {
        return onlyKing(p, 0) && onlyKing(p, 1);
    }

    /** Extra lines for {@code castellan show} (scores, huff rights ...); none by default. */
    public void describe(Position p, StringBuilder out) {}

    // ---------------------------------------------------------------- FEN

    /** Reads the fields after the fullmove number; orthodox FEN has none. */
    public void parseExtraFields(Position p, List<String> fields) {
        if (!fields.isEmpty()) throw new FenException("unexpected field '" + fields.get(0) + "' after the fullmove number");
    }

    /** Appends the fields after the fullmove number. */
    public void formatExtraFields(Position p, List<String> out) {}

    /** A {@code *} after a piece letter; orthodox FEN has none. */
    public void pieceModifier(Position p, int square, int type, int color) {
        throw new FenException("'*' after a piece letter is not used in " + variant.id);
    }

    /** Text printed after the piece letter on this square ({@code "*"} or empty). */
    public String pieceModifierText(Position p, int square) { return ""; }

    /** May a pawn-like piece stand on this relative rank (0 = own first rank)? Not on the first or last. */
    public boolean pawnMayStandOn(Position p, int type, int relativeRank) {
        return relativeRank > 0 && relativeRank < p.geometry.ranks - 1;
    }

    /** Further checks on a parsed position; throw {@link FenException} to reject it. */
    public void validate(Position p) {}

    @Override public String toString() { return variant.id; }
}
