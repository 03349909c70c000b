package castellan.movegen;

/**
 * What {@link MoveGenerator#prepare} learnt of one position for its legality test: the royal
 * square, the checkers and the pinned pieces (or, without pin legality, the pieces on lines
 * through the royal square). A search keeps one per ply, so that a node's context survives the
 * searches of its children and is computed once per node.
 */
public final class Legality {
    /** The royal square of the side to move, or -1 when it has none. */
    int royal;
    /** Without pin legality: in check, and our pieces on lines through the royal square with an enemy slider. */
    boolean inCheck;
    long exposedLo, exposedHi;
    /** With pin legality: the number of checkers, the first of them, and our pinned pieces. */
    int checkers;
    int checker;
    long pinnedLo, pinnedHi;
}
