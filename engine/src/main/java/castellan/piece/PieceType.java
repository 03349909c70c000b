package castellan.piece;

import castellan.board.Bits;
import castellan.board.Geometry;

/**
 * A kind of piece in one variant: its FEN letter, its movement (Betza, compiled for the board),
 * and the pawn-like abilities that Betza does not express (initial double step, en passant,
 * promotion). Types are numbered from 1 within a variant; a piece on the board is
 * {@code type << 1 | color} (see {@link Piece}).
 */
public final class PieceType {
    public final int index;
    /** Upper-case FEN letter. */
    public final char letter;
    public final String name;
    public final String betza;
    /** [color]: quiet moves and captures; the same object when they coincide. */
    public final Movement[] move = new Movement[2], capture = new Movement[2];
    /** [color][square]: double-step targets from the initial rank (lo/hi interleaved), or null. */
    public final long[][] doubleStep;
    /** Relative rank (0 = own first rank) from which the double step is allowed. */
    public final int doubleStepRank;
    public final boolean enPassant;
    /** Must promote on reaching the last rank. */
    public final boolean promotes;
    /** Material value in centipawns, for evaluation and scoring order. */
    public final int value;
    /**
     * True when the variant's rules generate this piece's moves (the generator's special-move
     * hook); the generic generator skips it, while its Betza still gives what it attacks (the
     * Curtis Guards, whose quiet moves depend on territory; the Kingdom Wizard and King).
     */
    public final boolean movedByRules;
    /** A minor piece: a King and one of these cannot mate a bare King (orthodox insufficient material). */
    public final boolean minor;
    /** The piece a King castles with; a FEN castling right needs one on its square. */
    public final boolean castlingRook;
    /** Points scored for capturing this piece (Norochess); 0 where captures do not score. */
    public final int capturePoints;

    private PieceType(Builder b, Geometry g) {
        index = b.index;
        letter = b.letter;
        name = b.name;
        betza = b.betza;
        value = b.value;
        movedByRules = b.movedByRules;
        minor = b.minor;
        castlingRook = b.castlingRook;
        capturePoints = b.capturePoints;
        Movement[][] m = Betza.compile(g, b.betza);
        for (int c = 0; c < 2; c++) {
            move[c] = m[c][0];
            capture[c] = m[c][1];
        }
        enPassant = b.enPassant;
        promotes = b.promotes;
        doubleStepRank = b.doubleStepRank;
        if (b.doubleStepRank >= 0) {
            doubleStep = new long[2][g.squares * 2];
            for (int c = 0; c < 2; c++) {
                Movement q = move[c];
                for (int s = 0; s < g.squares; s++) {
                    if (g.relativeRank(c, s) != b.doubleStepRank || q.leap == null) continue;
                    long lo = q.leap[s * 2], hi = q.leap[s * 2 + 1];
                    while (lo != 0 || hi != 0) {
                        int t;
                        if (lo != 0) { t = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                        else { t = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                        int f = 2 * g.file(t) - g.file(s), r = 2 * g.rank(t) - g.rank(s);
                        if (!g.onBoard(f, r)) continue;
                        int d = g.square(f, r);
                        doubleStep[c][s * 2] |= Bits.loBit(d);
                        doubleStep[c][s * 2 + 1] |= Bits.hiBit(d);
                    }
                }
            }
        } else {
            doubleStep = null;
        }
    }

    public boolean symmetricMoveAndCapture() { return move[0] == capture[0]; }

    public static Builder builder(int index, char letter, String name, String betza) {
        return new Builder(index, letter, name, betza);
    }

    @Override public String toString() { return name + " (" + letter + ")"; }

    /** Describes a piece type; {@link #build} compiles it for a board. */
    public static final class Builder {
        private final int index;
        private final char letter;
        private final String name;
        private final String betza;
        private int value = 100;
        private int doubleStepRank = -1;
        private boolean enPassant, promotes, movedByRules, minor, castlingRook;
        private int capturePoints;

        private Builder(int index, char letter, String name, String betza) {
            this.index = index;
            this.letter = letter;
            this.name = name;
            this.betza = betza;
        }

        public Builder value(int centipawns) { value = centipawns; return this; }
        /** Pawn-like: double step from this relative rank, en passant against its own kind, promotion. */
        public Builder pawnLike(int doubleStepRank) {
            this.doubleStepRank = doubleStepRank;
            enPassant = true;
            promotes = true;
            return this;
        }

        /** The variant's rules generate the moves; the Betza describes only what the piece attacks. */
        public Builder movedByRules() { movedByRules = true; return this; }

        /** See {@link PieceType#minor}. */
        public Builder minor() { minor = true; return this; }

        /** See {@link PieceType#castlingRook}. */
        public Builder castlingRook() { castlingRook = true; return this; }

        /** See {@link PieceType#capturePoints}. */
        public Builder capturePoints(int points) { capturePoints = points; return this; }

        public PieceType build(Geometry g) { return new PieceType(this, g); }
    }
}
