package castellan.variant;

import castellan.board.Geometry;
import castellan.piece.PieceType;

/**
 * A chess variant as data: board shape, piece types, start position, promotion choices,
 * castling options, and the flags that tell the generator which of its fast paths hold. Built
 * once by {@link VariantBuilder}; immutable and shared by every thread. The rules that data
 * cannot say live in the variant's {@code Ruleset}, which holds its Variant (never the reverse).
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
    /** Per type index: true when a move of it resets the 50-move counter. */
    public final boolean[] resetsClock;
    /** Per type index: a promotion to this type is written without its letter (Kingdom: a Subject becomes a Pawn). */
    public final boolean[] promotionLetterImplied;
    /** Number of extra state words a position of this variant keeps (scores, huff rights ...). */
    public final int stateSlots;

    // ---- flags for the generator's fast paths, set by the builder ----

    /**
     * Every attack is plain piece geometry, so legality is judged from pinned pieces and checkers
     * without making the move. False where attacks depend on more (Rooks jumping Guards).
     */
    public final boolean pinLegality;
    /**
     * Without {@link #pinLegality}: every attack is a leap or runs along a rank, file or diagonal
     * from a sliding piece, blocked by what stands between; then only moves of pieces on a line
     * through the royal piece shared with an enemy slider can expose it.
     */
    public final boolean attacksAlongLines;
    /** The rules add attacks that piece geometry cannot express (Curtis: Rook jumps, queen-powered Guards). */
    public final boolean extraAttacks;
    /** Some move may capture a King (false in Kingdom and Maidens: capture targets exclude Kings). */
    public final boolean kingsCapturable;
    /**
     * A turn may be compound: a pseudo-move that leaves the same side to move (the Maidens huff)
     * followed by a move. Perft, move text and the game then count and print whole turns.
     */
    public final boolean compoundTurns;
    /** A side may have lost its King (Norochess: it is not royal); otherwise exactly one per side. */
    public final boolean kingMayBeLost;
    /**
     * The rules' special moves include plain moves (kind NORMAL) of pieces the tables move: Curtis's
     * Rook jumps and promotions. A move the tables do not explain may still be pseudo-legal then.
     */
    public final boolean specialMovesLookOrdinary;

    Variant(VariantBuilder b, PieceType[] types, int kingType, int[][] promotions, boolean[] resetsClock,
            boolean[] letterImplied) {
        this.id = b.id;
        this.description = b.description;
        this.geometry = b.geometry();
        this.types = types;
        this.kingType = kingType;
        this.startFen = b.startFen;
        this.promotions = promotions;
        this.castlingRights = b.castling.toArray(new CastlingRight[0]);
        this.castlingGrants = b.grants.toArray(new CastlingGrant[0]);
        this.resetsClock = resetsClock;
        this.promotionLetterImplied = letterImplied;
        this.stateSlots = b.stateSlots;
        this.pinLegality = b.pinLegality;
        this.attacksAlongLines = b.attacksAlongLines;
        this.extraAttacks = b.extraAttacks;
        this.kingsCapturable = b.kingsCapturable;
        this.compoundTurns = b.compoundTurns;
        this.kingMayBeLost = b.kingMayBeLost;
        this.specialMovesLookOrdinary = b.specialMovesLookOrdinary;
    }

    public int typeCount() { return types.length - 1; }

    /** Type index for a FEN letter of either case, or 0. */
    public int typeOf(char letter) {
        char u = Character.toUpperCase(letter);
        for (int i = 1; i < types.length; i++) if (types[i].letter == u) return i;
        return 0;
    }

    /** The castling right of {@code color} whose Rook stands on the side the King goes to. */
    public CastlingRight castlingToward(int color, int kingTo) {
        for (CastlingRight r : castlingRights)
            if (r.color() == color && Integer.signum(r.rookFrom() - r.kingFrom()) == Integer.signum(kingTo - r.kingFrom())) return r;
        throw new IllegalStateException("no castling toward " + geometry.name(kingTo));
    }

    /** Where the Rook of the castling {@code kingFrom -> kingTo} with the Rook on {@code rookFrom} lands. */
    public int castlingRookTarget(int kingFrom, int kingTo, int rookFrom) {
        for (CastlingRight r : castlingRights)
            if (r.kingFrom() == kingFrom && r.kingTo() == kingTo && r.rookFrom() == rookFrom) return r.rookTo();
        throw new IllegalStateException("no castling " + geometry.name(kingFrom) + geometry.name(kingTo));
    }

    @Override public String toString() { return id; }
}
