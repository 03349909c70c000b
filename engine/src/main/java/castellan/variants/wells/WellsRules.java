package castellan.variants.wells;

import castellan.eval.EvalSpec;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.rules.Outcome.Termination;
import castellan.rules.GameEnd;
import castellan.rules.Ruleset;
import castellan.rules.SearchTraits;
import castellan.variant.CastlingRight;
import castellan.variant.Variant;

/** Wells' rules beyond the data: stalemate loses; only bare Kings are a dead draw; castling tokens agree. */
final class WellsRules extends Ruleset {
    WellsRules(Variant variant) {
        super(variant);
    }

    /** Stalemate loses: a position without a move is a result, not a draw (null move verified as in chess). */
    @Override public SearchTraits searchTraits() { return TRAITS; }

    private static final SearchTraits TRAITS = new SearchTraits(SearchTraits.NullMove.VERIFIED, true, true);

    /**
     * Stalemate loses (wells.md): the side with more should aim to stalemate, so a lone King is
     * lost (the stronger side is also paid for taking its moves away) and one piece left is in
     * danger; a side with almost no moves may be stalemated.
     */
    @Override protected EvalSpec buildEvalSpec() {
        return EvalSpec.builder(variant).stalemateLoses().build();
    }

    /** Mate and stalemate both lose for the side that cannot move. */
    @Override public int endWithoutMoves(Position p, boolean inCheck) {
        return GameEnd.win(1 - p.sideToMove(), inCheck ? Termination.CHECKMATE : Termination.STALEMATE);
    }

    /** A lone minor piece can still stalemate, so only bare Kings cannot win. */
    @Override public boolean insufficientMaterial(Position p) {
        return onlyKings(p);
    }

    /** Rejects castling tokens that contradict each other: Q with E or B, E with B, K with E. */
    @Override public void validate(Position p) {
        String letters = "KQEB";
        for (int c = 0; c < 2; c++) {
            boolean[] has = new boolean[4];
            for (CastlingRight r : variant.castlingRights)
                if (r.color() == c && (p.castlingRights() & (1 << r.bit())) != 0)
                    has[letters.indexOf(Character.toUpperCase(r.fenLetter()))] = true;
            String side = c == 0 ? "White" : "Black";
            if (has[1] && (has[2] || has[3])) throw new FenException("castling field: " + side + " has Q together with " + (has[2] ? "E" : "B"));
            if (has[2] && has[3]) throw new FenException("castling field: " + side + " has both E and B");
            if (has[0] && has[2]) throw new FenException("castling field: " + side + " has K with E (the King has moved)");
        }
    }
}
