package castellan.variants.norochess;

import castellan.eval.EvalSpec;
import castellan.eval.Score;
import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.rules.Outcome.Termination;
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
     * Material is the capture points (the piece table's values: what the opponent scores by
     * taking it); the score won so far, and the move limit, are {@link ScoreTerm}'s. Rule 1 (a
     * side that loses all its pieces loses, whatever the scores) makes the last pieces precious.
     */
    @Override protected EvalSpec buildEvalSpec() {
        return EvalSpec.builder(variant).tableValues()
                .fewPiecesPenalty(600, 250, 100, 40)
                .term(new ScoreTerm())
                .build();
    }

    // ---------------------------------------------------------------- game end

    /** No repetition rule; a side without a move ends the game by score; endings are decided by zugzwang as in chess. */
    @Override public SearchTraits searchTraits() { return TRAITS; }

    private static final SearchTraits TRAITS = new SearchTraits(SearchTraits.NullMove.VERIFIED, false, true);

    /** Rule 1 first (a side without pieces loses), then rule 2: no legal move, higher score wins. */
    @Override public Outcome outcomeWithoutMoves(Position p, boolean inCheck) {
        Outcome bare = allPiecesLost(p);
        return bare != null ? bare : byScore(p, true, Termination.NO_MOVES);
    }

    /** Rule 1, then the move limit: rule 3 after Black's moves 48-59, rule 4 after Black's move 60. */
    @Override public Outcome outcome(Position p) {
        Outcome bare = allPiecesLost(p);
        if (bare != null) return bare;
        if (p.sideToMove() != 0) return null; // only "after Black's move n"
        int blackMoves = p.fullmoveNumber() - 1;
        if (blackMoves >= LAST_MOVE) return byScore(p, true, Termination.MOVE_LIMIT);
        if (blackMoves >= FIRST_DECISIVE_MOVE) return byScore(p, false, Termination.MOVE_LIMIT);
        return null;
    }

    /** No repetition, 50-move or material draws: the move limit ends every game. */
    @Override public Outcome drawByRule(Position p) { return null; }

    /** Rule 1, then rule 2: the side that cannot move wins or loses by the score difference. */
    @Override public int noMovesScore(Position p, boolean inCheck, int ply) {
        int lost = sideWithoutPieces(p);
        return lost >= 0 ? decided(p, 1 - lost, ply) : byScore(p, ply);
    }

    /** Rule 1, then the move limit (rules 3 and 4), as {@link #outcome}. */
    @Override public int endScore(Position p, MoveGenerator gen, int ply) {
        int lost = sideWithoutPieces(p);
        if (lost >= 0) return decided(p, 1 - lost, ply);
        if (p.sideToMove() != 0) return Score.NONE;
        int blackMoves = p.fullmoveNumber() - 1;
        if (blackMoves >= LAST_MOVE) return byScore(p, ply);
        if (blackMoves >= FIRST_DECISIVE_MOVE && score(p, 0) != score(p, 1)) return byScore(p, ply);
        return Score.NONE;
    }

    /** The side that has lost all its pieces, or -1. */
    private static int sideWithoutPieces(Position p) {
        for (int c = 0; c < 2; c++) if ((p.colorLo(c) | p.colorHi(c)) == 0) return c;
        return -1;
    }

    /** The higher score wins by the difference (a larger margin is better); equal scores draw. */
    private static int byScore(Position p, int ply) {
        int white = score(p, 0), black = score(p, 1);
        return white == black ? Score.DRAW : decided(p, white > black ? 0 : 1, ply);
    }

    /** A win for {@code winner}, by its score margin (none when it wins with the lower score, rule 1), for the side to move. */
    private static int decided(Position p, int winner, int ply) {
        int margin = score(p, winner) - score(p, 1 - winner);
        return winner == p.sideToMove() ? Score.win(margin, ply) : Score.loss(margin, ply);
    }

    private static Outcome allPiecesLost(Position p) {
        for (int c = 0; c < 2; c++)
            if ((p.colorLo(c) | p.colorHi(c)) == 0)
                return Outcome.byScore(1 - c, Termination.ALL_PIECES_LOST, c, score(p, 0), score(p, 1));
        return null;
    }

    /** Higher score wins; equal scores draw when {@code drawIfEqual}, else the game goes on (null). */
    private static Outcome byScore(Position p, boolean drawIfEqual, Termination how) {
        int white = score(p, 0), black = score(p, 1);
        if (white == black && !drawIfEqual) return null;
        int winner = white == black ? -1 : white > black ? 0 : 1;
        return Outcome.byScore(winner, how, p.sideToMove(), white, black);
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
