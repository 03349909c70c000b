package castellan.variants.norochess;

import castellan.eval.EvalSpec;
import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.rules.Outcome.Termination;
import castellan.rules.GameEnd;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import castellan.rules.SearchTraits;
import castellan.variant.Variant;
import java.util.List;

/**
 * The Norochess rules beyond the data. The two scores live in one state word (White's in the
 * low 32 bits, Black's in the high 32), so they are hashed and copied forward by
 * {@link Position#make}; {@link #afterMake} adds the captured piece's points.
 */
final class NorochessRules extends Ruleset {
    /** First and last Black move after which differing scores end the game; the last draws too. */
    static final int FIRST_DECISIVE_MOVE = 48, LAST_MOVE = 60;

    /** Per piece code: the points its capture scores. */
    private final int[] points;

    NorochessRules(Variant variant) {
        super(variant);
        points = new int[2 * variant.types.length];
        for (int t = 1; t <= variant.typeCount(); t++)
            for (int c = 0; c < 2; c++) points[Piece.of(t, c)] = variant.types[t].capturePoints;
    }

    public static int score(Position p, int color) {
        return (int) (p.state(0) >>> (32 * color));
    }

    static void setScores(Position p, int white, int black) {
        p.setState(0, (long) black << 32 | white);
    }

    // ---------------------------------------------------------------- moves

    /** The King is not royal: nothing may not be left attacked, so every pseudo-legal move is legal. */
    @Override public int royalSquare(Position p, int color) { return -1; }

    /** No castling. */
    @Override public void addSpecialMoves(Position p, MoveGenerator gen, MoveList list) {}

    /** The capturing side (the one that just moved) scores the captured piece as it stood. */
    @Override public void afterMake(Position p, int move, int captured) {
        if (captured == 0) return;
        int gain = points[captured];
        int white = score(p, 0), black = score(p, 1);
        if (p.sideToMove() == 1) white += gain; else black += gain;
        setScores(p, white, black);
    }

    // ---------------------------------------------------------------- evaluation

    /**
     * The score won so far, and the move limit, are {@link ScoreTerm}'s; the numbers (material
     * as the capture points, the last pieces made precious by rule 1) are in norochess.params.
     */
    @Override protected EvalSpec buildEvalSpec() {
        return EvalSpec.builder(variant).term(ScoreTerm::new).build();
    }

    // ---------------------------------------------------------------- game end

    /** No repetition rule; a side without a move ends the game by score; endings are decided by zugzwang as in chess. */
    @Override public SearchTraits searchTraits() { return TRAITS; }

    private static final SearchTraits TRAITS = new SearchTraits(SearchTraits.NullMove.VERIFIED, false, true);

    /** Rule 1 first (a side without pieces loses), then rule 2: no legal move, the higher score wins. */
    @Override public int endWithoutMoves(Position p, boolean inCheck) {
        int lost = sideWithoutPieces(p);
        return lost >= 0 ? win(p, 1 - lost, Termination.ALL_PIECES_LOST) : byScore(p, Termination.NO_MOVES);
    }

    /**
     * Rule 1, then the move limit: rule 3 after Black's moves 48-59 (differing scores end the
     * game), rule 4 after Black's move 60 (equal scores draw). No repetition, 50-move or
     * material draws: the move limit ends every game.
     */
    @Override public int end(Position p, MoveGenerator gen) {
        int lost = sideWithoutPieces(p);
        if (lost >= 0) return win(p, 1 - lost, Termination.ALL_PIECES_LOST);
        if (p.sideToMove() != 0) return GameEnd.NONE; // only "after Black's move n"
        int blackMoves = p.fullmoveNumber() - 1;
        if (blackMoves >= LAST_MOVE) return byScore(p, Termination.MOVE_LIMIT);
        if (blackMoves >= FIRST_DECISIVE_MOVE && score(p, 0) != score(p, 1)) return byScore(p, Termination.MOVE_LIMIT);
        return GameEnd.NONE;
    }

    /**
     * The result with both scores, the winner's first; it names the side concerned: the one that
     * lost all its pieces, or the side to move (the one that cannot move).
     */
    @Override public Outcome outcome(Position p, int code) {
        Termination how = GameEnd.termination(code);
        int winner = GameEnd.winner(code);
        int side = how == Termination.ALL_PIECES_LOST ? 1 - winner : p.sideToMove();
        return Outcome.byScore(winner, how, side, score(p, 0), score(p, 1));
    }

    /** The side that has lost all its pieces, or -1. */
    private static int sideWithoutPieces(Position p) {
        for (int c = 0; c < 2; c++) if ((p.colorLo(c) | p.colorHi(c)) == 0) return c;
        return -1;
    }

    /** The higher score wins by the difference (a larger margin is better); equal scores draw. */
    private static int byScore(Position p, Termination how) {
        int white = score(p, 0), black = score(p, 1);
        return white == black ? GameEnd.draw(how) : win(p, white > black ? 0 : 1, how);
    }

    /** A win for {@code winner} by its score margin (none when it wins with the lower score, rule 1). */
    private static int win(Position p, int winner, Termination how) {
        return GameEnd.win(winner, how, score(p, winner) - score(p, 1 - winner));
    }

    @Override public void describe(Position p, StringBuilder out) {
        out.append("Score: White ").append(score(p, 0)).append(", Black ").append(score(p, 1)).append('\n');
    }

    // ---------------------------------------------------------------- FEN

    /** Two fields after the fullmove number, White's and Black's score; none means 0 0. */
    @Override public void parseExtraFields(Position p, List<String> fields) {
        if (fields.isEmpty()) return;
        if (fields.size() != 2)
            throw new FenException("Norochess FEN needs two score fields (White's, Black's) after the fullmove number, got "
                    + fields.size());
        setScores(p, scoreField(fields.get(0), "White"), scoreField(fields.get(1), "Black"));
    }

    private static int scoreField(String text, String side) {
        try {
            int n = Integer.parseInt(text);
            if (n < 0 || n > 10_000) throw new FenException(side + "'s score " + n + " out of range 0..10000");
            return n;
        } catch (NumberFormatException e) {
            throw new FenException(side + "'s score must be a number, got '" + text + "'");
        }
    }

    @Override public void formatExtraFields(Position p, List<String> out) {
        out.add(String.valueOf(score(p, 0)));
        out.add(String.valueOf(score(p, 1)));
    }
}
