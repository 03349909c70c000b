package castellan.movegen;

import castellan.move.MoveList;
import castellan.position.Position;

/**
 * What the move generator asks of a variant's rules: which piece is royal, the moves that are
 * not a piece's ordinary movement, and attacks beyond piece geometry. The defaults are
 * orthodox chess. Implementations are immutable and shared by every thread; per-thread
 * scratch belongs to the {@link MoveGenerator} that calls them.
 */
public interface MoveHooks {
    /** Orthodox chess: the King is royal, castling is the only special move. */
    MoveHooks ORTHODOX = new MoveHooks() {};

    /**
     * The square of the given side's royal piece, or -1 when it has none that can be attacked
     * (Norochess, a Kingdom King while its side has a Duke).
     */
    default int royalSquare(Position p, int color) {
        return p.kingSquare(color);
    }

    /**
     * Adds pseudo-legal special moves: castling, and the moves of pieces the rules move
     * ({@link castellan.piece.PieceType#movedByRules}). By default castling as in chess.
     */
    default void addSpecialMoves(Position p, MoveGenerator gen, MoveList list) {
        gen.addCastling(p, list);
    }

    /**
     * Attacks by colour {@code by} on {@code square} beyond piece geometry (Rooks jumping Guards,
     * queen-powered Guards). Called only where {@link castellan.variant.Variant#extraAttacks}.
     */
    default boolean extraAttacked(Position p, int square, int by, long occLo, long occHi) { return false; }
}
