package castellan.variant;

import castellan.game.Outcome;
import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.piece.Piece;
import castellan.position.FenException;
import castellan.position.Position;
import java.util.List;

/**
 * Norochess (rules/norochess.md): chess with a non-royal King, no castling, and a score for
 * every capture; the game ends when a side has lost all its pieces, cannot move, or at the
 * move limit (48 to 60 moves), the higher score winning.
 *
 * <p>The two scores live in one state word (White's in the low 32 bits, Black's in the high 32),
 * so they are hashed and copied forward by {@link Position#make}; {@link #afterMake} adds the
 * captured piece's points.
 */
public final class Norochess extends Rules {
    /** First and last Black move after which differing scores end the game; the last draws too. */
    static final int FIRST_DECISIVE_MOVE = 48, LAST_MOVE = 60;

    static Variant variant() {
        return new VariantBuilder("norochess", "Norochess: non-royal King, captures score, 48-60 moves", 8, 8)
                .pawn('P', "Pawn", "fmWfcF", 100)
                .piece('N', "Knight", "N", 300)
                .piece('B', "Bishop", "B", 300)
                .piece('R', "Rook", "R", 500)
                .piece('Q', "Queen", "Q", 900)
                .piece('K', "King", "K", 200)
                .promotions("QRBN")
                .start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 0 0")
                .rules(new Norochess())
                .stateSlots(1)
                .build();
    }

    /** Points for capturing a piece with this letter (norochess.md, "Scoring"). */
    static int points(char letter) {
        return switch (letter) {
            case 'Q' -> 9;
            case 'R' -> 5;
            case 'B', 'N' -> 3;
            case 'K' -> 2;
            case 'P' -> 1;
            default -> throw new IllegalArgumentException("no Norochess value for " + letter);
        };
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
        int mover = p.sideToMove() ^ 1;
        int gain = points(p.variant.types[Piece.type(captured)].letter);
        int white = score(p, 0), black = score(p, 1);
        if (mover == 0) white += gain; else black += gain;
        setScores(p, white, black);
    }

    // ---------------------------------------------------------------- game end

    /** Rule 1 first (a side without pieces loses), then rule 2: no legal move, higher score wins. */
    @Override public Outcome outcomeWithoutMoves(Position p, boolean inCheck) {
        Outcome bare = allPiecesLost(p);
        return bare != null ? bare : byScore(p, true, (p.sideToMove() == 0 ? "White" : "Black") + " cannot move");
    }

    /** Rule 1, then the move limit: rule 3 after Black's moves 48-59, rule 4 after Black's move 60. */
    @Override public Outcome outcome(Position p) {
        Outcome bare = allPiecesLost(p);
        if (bare != null) return bare;
        if (p.sideToMove() != 0) return null; // only "after Black's move n"
        int blackMoves = p.fullmoveNumber() - 1;
        if (blackMoves >= LAST_MOVE) return byScore(p, true, null);
        if (blackMoves >= FIRST_DECISIVE_MOVE) return byScore(p, false, null);
        return null;
    }

    /** No repetition, 50-move or material draws: the move limit ends every game. */
    @Override public Outcome drawByRule(Position p) { return null; }

    private static Outcome allPiecesLost(Position p) {
        for (int c = 0; c < 2; c++) {
            if ((p.colorLo(c) | p.colorHi(c)) == 0)
                return win(p, 1 - c, (c == 0 ? "White" : "Black") + " has lost all its pieces");
        }
        return null;
    }

    /** Higher score wins; equal scores draw when {@code drawIfEqual}, else the game goes on (null). */
    private static Outcome byScore(Position p, boolean drawIfEqual, String why) {
        int white = score(p, 0), black = score(p, 1);
        if (white != black) return win(p, white > black ? 0 : 1, why);
        if (!drawIfEqual) return null;
        return Outcome.draw("Draw " + white + "-" + black + (why == null ? "" : ", " + why));
    }

    /** "White wins 38-33": the winner's score first (the seed's "White wins 38 - 33"). */
    private static Outcome win(Position p, int winner, String why) {
        int mine = score(p, winner), theirs = score(p, 1 - winner);
        return Outcome.win(winner, (winner == 0 ? "White" : "Black") + " wins " + mine + "-" + theirs
                + (why == null ? "" : ", " + why));
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

    /** At most one King per side: it may have been captured. */
    @Override public boolean kingCountAllowed(int kings) { return kings <= 1; }
}
