package castellan.variant;

import castellan.board.Geometry;
import castellan.piece.PieceType;
import java.util.List;

/**
 * A chess variant as data: board shape, piece types, start position, promotion choices and
 * castling options, plus the {@link Rules} hooks that change what the data cannot express.
 */
public final class Variant {
    public final String id;
    public final String description;
    public final Geometry geometry;
    /** Piece types by index; index 0 is unused. */
    public final PieceType[] types;
    public final int kingType;
    public final String startFen;
    /** Per pawn-like type index: the types it may promote to (empty for others). */
    public final int[][] promotions;
    public final CastlingRight[] castlingRights;
    /** Rights created by particular moves (Wells); empty for most variants. */
    public final CastlingGrant[] castlingGrants;
    public final Rules rules;
    /** Per type index: true when a move of it resets the 50-move counter. */
    public final boolean[] resetsClock;
    /** Number of extra state words a position of this variant keeps (see {@link Rules}). */
    public final int stateSlots;

    Variant(String id, String description, Geometry geometry, List<PieceType> types, char kingLetter,
            String startFen, int[][] promotions, List<CastlingRight> castling, List<CastlingGrant> grants, Rules rules, int stateSlots) {
        this.id = id;
        this.description = description;
        this.geometry = geometry;
        this.types = new PieceType[types.size() + 1];
        int king = -1;
        for (PieceType t : types) {
            this.types[t.index] = t;
            if (t.letter == kingLetter) king = t.index;
        }
        this.kingType = king;
        this.startFen = startFen;
        this.promotions = promotions;
        this.castlingRights = castling.toArray(new CastlingRight[0]);
        this.castlingGrants = grants.toArray(new CastlingGrant[0]);
        this.rules = rules;
        this.resetsClock = new boolean[this.types.length];
        for (PieceType t : types) resetsClock[t.index] = t.promotes;
        this.stateSlots = stateSlots;
    }

    public int typeCount() { return types.length - 1; }

    /** Type index for an upper-case FEN letter, or 0. */
    public int typeOf(char letter) {
        char u = Character.toUpperCase(letter);
        for (int i = 1; i < types.length; i++) if (types[i].letter == u) return i;
        return 0;
    }

    @Override public String toString() { return id; }
}
