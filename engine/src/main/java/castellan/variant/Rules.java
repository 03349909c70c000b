package castellan.variant;

import castellan.game.Outcome;
import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.piece.PieceType;
import castellan.position.FenException;
import castellan.position.Position;
import java.util.List;

/**
 * The named hooks through which a variant changes the rules. The defaults are orthodox chess;
 * a variant overrides only what it changes, so the hot paths stay free of per-variant branching.
 *
 * <ul>
 *   <li>{@link #royalSquare}: which piece, if any, must not be left attacked;</li>
 *   <li>{@link #pinLegality}: whether the fast pin/check legality test is valid;</li>
 *   <li>{@link #addSpecialMoves}: moves that are not a piece's ordinary movement (castling and
 *       the like), and the moves of pieces declared with
 *       {@link VariantBuilder#customPiece};</li>
 *   <li>{@link #kingsCapturable}: whether a King is ever a capture target;</li>
 *   <li>{@link #promotionLetterImplied}: promotions written without a letter;</li>
 *   <li>{@link #outcomeWithoutMoves} and {@link #outcome}: how the game ends;</li>
 *   <li>FEN: extra fields, piece modifiers ({@code G*}), set-up checks;</li>
 *   <li>{@link #beforeMake}/{@link #afterMake}: variant state words kept up to date by
 *       {@link Position#make} (Norochess scores, Maidens huff rights), called only for variants
 *       that have state words;</li>
 *   <li>{@link #compoundTurns}: turns made of a side-keeping pseudo-move and a move (Maidens).</li>
 * </ul>
 */
public class Rules {
    /**
     * The square of the given side's royal piece, or -1 when it has none that can be attacked
     * (Norochess, a Kingdom King while its side has a Duke).
     */
    public int royalSquare(Position p, int color) {
        return p.kingSquare(color);
    }

    /**
     * True when every attack is plain piece geometry, so legality can be judged from pinned
     * pieces and checkers without making the move. Variants whose attacks depend on more (Rooks
     * jumping Guards) answer false and moves are tried on the board.
     */
    public boolean pinLegality() {
        return true;
    }

    /**
     * False when no move may capture a King: it is either immune by rule or royal, and a royal
     * King is never left attacked on the opponent's turn (Kingdom). Capture targets then
     * exclude Kings.
     */
    public boolean kingsCapturable() {
        return true;
    }

    /** True when a promotion to this type is written without its letter (Kingdom: a Subject becomes a Pawn). */
    public boolean promotionLetterImplied(PieceType type) {
        return false;
    }

    /** Adds pseudo-legal special moves; by default castling as in chess. */
    public void addSpecialMoves(Position p, MoveGenerator gen, MoveList list) {
        gen.addCastling(p, list);
    }

    /** The result when the side to move has no legal move: checkmate loses, stalemate draws. */
    public Outcome outcomeWithoutMoves(Position p, boolean inCheck) {
        int loser = p.sideToMove();
        return inCheck ? Outcome.win(1 - loser, (loser == 0 ? "Black" : "White") + " mates")
                       : Outcome.draw("Stalemate");
    }

    /** Game ends that do not depend on the absence of moves (material, move limits); null if none. */
    public Outcome outcome(Position p) {
        return null;
    }

    /**
     * Draws by rule when the side to move still has moves: the 50-move rule, threefold
     * repetition, and positions where neither side can win. Null if none applies.
     */
    public Outcome drawByRule(Position p) {
        if (p.halfmoveClock() >= 100) return Outcome.draw("50-move rule");
        if (p.repetitions() >= 3) return Outcome.draw("Threefold repetition");
        if (insufficientMaterial(p)) return Outcome.draw("Insufficient material");
        return null;
    }

    /** Neither side can mate: bare Kings, or a King and one minor piece against a bare King. */
    public boolean insufficientMaterial(Position p) {
        int others = 0, minors = 0;
        for (int t = 1; t <= p.variant.typeCount(); t++) {
            if (t == p.kingType()) continue;
            int n = p.count(t, 0) + p.count(t, 1);
            others += n;
            char l = p.variant.types[t].letter;
            if (l == 'N' || l == 'B') minors += n;
        }
        return others == 0 || (others == 1 && minors == 1);
    }

    /**
     * For variants without {@link #pinLegality}: true when every attack is a leap or runs along
     * a rank, file or diagonal from a piece whose type slides (its capture movement has line
     * families), blocked by what stands between. Then a move of a piece that stands on no line
     * through the royal piece shared with an enemy slider cannot expose it, and is not tried
     * on the board. Answer false for attacks that depend on anything else.
     */
    public boolean attacksRunAlongLines() { return true; }

    /**
     * True when {@link #extraAttacked} adds attacks; only then does {@link castellan.movegen.Attacks#isAttacked}
     * call it. Such attacks are not seen by the pin test, so the variant must answer
     * {@link #pinLegality} false.
     */
    public boolean hasExtraAttacks() { return false; }

    /** Attacks by colour {@code by} on {@code square} beyond piece geometry (Rooks jumping Guards ...). */
    public boolean extraAttacked(Position p, int square, int by, long occLo, long occHi) { return false; }

    /** Text after a promotion letter ({@code "*"} for a Curtis Guard with queen power); empty by default. */
    public String promotionSuffix(int move) { return ""; }

    // ---------------------------------------------------------------- variant state and turns

    /**
     * Called by {@link Position#make} before the move changes anything, only for variants that
     * keep state words ({@link VariantBuilder#stateSlots}). Maidens reads the capture candidates
     * of the position the move is made from here.
     */
    public void beforeMake(Position p, int move) {}

    /**
     * Called by {@link Position#make} at its end (board, rights and hash updated, the state words
     * copied from the previous ply), only for variants that keep state words: scores, huff rights.
     * {@code captured} is the piece the move removed, 0 if none.
     */
    public void afterMake(Position p, int move, int captured) {}

    /**
     * True when a turn may be compound: a pseudo-move that leaves the same side to move (the
     * Maidens huff, {@link castellan.move.Move#HUFF}) followed by a normal move. Perft, move text
     * and the game then count and print whole turns.
     */
    public boolean compoundTurns() { return false; }

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
        throw new FenException("'*' after a piece letter is not used in " + p.variant.id);
    }

    /** Text printed after the piece letter on this square ({@code "*"} or empty). */
    public String pieceModifierText(Position p, int square) { return ""; }

    /** May a pawn-like piece stand on this relative rank (0 = own first rank)? Not on the first or last. */
    public boolean pawnMayStandOn(Position p, int type, int relativeRank) {
        return relativeRank > 0 && relativeRank < p.geometry.ranks - 1;
    }

    /** Kings a side must have: exactly one. */
    public boolean kingCountAllowed(int kings) { return kings == 1; }

    /** Further checks on a parsed position; throw {@link FenException} to reject it. */
    public void validate(Position p) {}
}
