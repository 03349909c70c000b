package castellan.eval;

import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * Stockfish 11's scale factor: how much of the endgame sum the side ahead (by that sum's sign)
 * can turn into a win, in 64ths, run after every other term (the initiative included, as in
 * Stockfish). Only the endgame sum is scaled ({@link EvalState#scaleEndgame}); the numbers are
 * rules of thumb, not tuned:
 * <ul>
 *   <li>without pawn-like pieces and at most {@code scale.material}'s minor piece ahead in
 *       material (the phase's weights, {@code phase.X}), it can hardly win ({@code scale.pawnless}:
 *       with less than a Rook's material, else with the other side at most a minor piece, else;
 *       Stockfish 0, 4, 14: King and Bishop against King, King and Rook against King and Bishop);</li>
 *   <li>a wrong Bishop ({@code scale.wrongBishop}, Stockfish's KBPsK: 0): its only piece is one of
 *       a type bound to one colour, all its pawn-like pieces on one edge file, the square where
 *       they would promote (their last rank) not of the piece's colour, and the enemy King on it
 *       or next to it;</li>
 *   <li>otherwise, with Bishops of opposite colours as the only pieces, {@code scale.oppositeBishops}
 *       (Stockfish 16 and 4 per passed pawn of either side); else at most {@code scale.fewPawns}'s
 *       base and so much per pawn-like piece of the side ahead (Stockfish 36 and 7, and 2 with
 *       Bishops of opposite colours among other pieces).</li>
 * </ul>
 * Against a bare King, a Rook's material or more is not scaled (Stockfish's KXK: a win, which the
 * lone King's terms of {@link Endgame} measure). Where the variant's endings are not chess's (a bare King loses, stalemate loses), the file
 * holds 64 for all of them: nothing is scaled.
 */
final class ScaleFactor implements EvalTerm {
    /** 64ths: Stockfish's SCALE_FACTOR_NORMAL. */
    static final int NORMAL = 64;

    private final Geometry g;
    private final int[] pawnTypes, colourTypes;
    private final int pawnless0, pawnless1, pawnless2, minor, rook, wrongBishop, oppositeBase, oppositePerPassed,
            fewPawnsBase, fewPawnsPerPawn, fewPawnsPerPawnOpposite;
    /** Any number other than {@link #NORMAL}'s neutral ones: else the term does nothing and is skipped. */
    private final boolean on;
    /** The phase's weights of the types ({@link PieceSquares#phaseWeight}). */
    private final PieceSquares squares;

    ScaleFactor(EvalSpec spec, PieceSquares squares, ParamReader r) {
        Variant v = spec.variant;
        g = v.geometry;
        pawnTypes = java.util.stream.IntStream.rangeClosed(1, v.typeCount()).filter(t -> spec.pawnLike[t]).toArray();
        colourTypes = java.util.stream.IntStream.rangeClosed(1, v.typeCount()).filter(t -> Pieces.colourBound(v, t)).toArray();
        this.squares = squares;
        int[] pawnless = r.fixed("scale.pawnless", 3), material = r.fixed("scale.material", 2), few = r.fixed("scale.fewPawns", 3),
                opposite = r.fixed("scale.oppositeBishops", 2);
        pawnless0 = pawnless[0];
        pawnless1 = pawnless[1];
        pawnless2 = pawnless[2];
        minor = material[0];
        rook = material[1];
        fewPawnsBase = few[0];
        fewPawnsPerPawn = few[1];
        fewPawnsPerPawnOpposite = few[2];
        oppositeBase = opposite[0];
        oppositePerPassed = opposite[1];
        wrongBishop = r.fixed("scale.wrongBishop", 1)[0];
        on = pawnless0 != NORMAL || pawnless1 != NORMAL || pawnless2 != NORMAL || wrongBishop != NORMAL || oppositeBase != NORMAL
                || oppositePerPassed != 0 || fewPawnsBase < NORMAL;
    }

    @Override public void evaluate(Position p, EvalState s) {
        if (!on || s.eg == 0) return;
        int strong = s.eg > 0 ? Piece.WHITE : Piece.BLACK, weak = strong ^ 1;
        int npmStrong = s.pieceMaterial[strong], npmWeak = s.pieceMaterial[weak];
        // A Rook's material or more against a bare King wins (Stockfish's KXK): the lone King's terms say how fast.
        if (npmWeak == 0 && s.pawnCount[weak] == 0 && npmStrong >= rook) return;
        int sf = NORMAL;
        if (s.pawnCount[strong] == 0 && npmStrong - npmWeak <= minor)
            sf = npmStrong < rook ? pawnless0 : npmWeak <= minor ? pawnless1 : pawnless2;
        else if (wrongBishop(p, s, strong))
            sf = wrongBishop;
        if (sf == NORMAL) {
            int bishop = oppositeBishops(p);
            if (bishop != 0 && s.pieceMaterial[0] == squares.phaseWeight(bishop) && s.pieceMaterial[1] == squares.phaseWeight(bishop))
                sf = oppositeBase + oppositePerPassed * (s.passedPawns[0] + s.passedPawns[1]);
            else
                sf = Math.min(sf, fewPawnsBase + (bishop != 0 ? fewPawnsPerPawnOpposite : fewPawnsPerPawn) * s.pawnCount[strong]);
        }
        if (sf != NORMAL) s.scaleEndgame(Math.max(0, sf) * (256 / NORMAL));
    }

    /** The colour-bound type of which each side has exactly one, the two on squares of different colours; 0 if none. */
    private int oppositeBishops(Position p) {
        for (int t : colourTypes) {
            int white = Piece.of(t, Piece.WHITE), black = Piece.of(t, Piece.BLACK);
            if (p.count(t, Piece.WHITE) != 1 || p.count(t, Piece.BLACK) != 1) continue;
            if (colour(square(p, white)) != colour(square(p, black))) return t;
        }
        return 0;
    }

    /** KBPsK: {@code strong}'s only piece of the colour-bound kind, its pawns all on one edge file, promoting on a square of the other colour, the enemy King at it. */
    private boolean wrongBishop(Position p, EvalState s, int strong) {
        if (colourTypes.length == 0 || s.pawnCount[strong] == 0 || s.king[strong ^ 1] < 0) return false;
        int bishop = 0;
        for (int t : colourTypes) if (p.count(t, strong) == 1 && s.pieceMaterial[strong] == squares.phaseWeight(t)) bishop = t;
        if (bishop == 0) return false;
        int file = -1;
        for (int t : pawnTypes) {
            int pc = Piece.of(t, strong);
            for (long lo = p.piecesLo(pc), hi = p.piecesHi(pc); (lo | hi) != 0; ) {
                int sq;
                if (lo != 0) { sq = Long.numberOfTrailingZeros(lo); lo &= lo - 1; }
                else { sq = 64 + Long.numberOfTrailingZeros(hi); hi &= hi - 1; }
                int f = g.file(sq);
                if (f != 0 && f != g.files - 1 || file >= 0 && f != file) return false;
                file = f;
            }
        }
        int promotion = g.square(file, strong == Piece.WHITE ? g.ranks - 1 : 0);
        return colour(promotion) != colour(square(p, Piece.of(bishop, strong))) && g.distance(promotion, s.king[strong ^ 1]) <= 1;
    }

    private int colour(int sq) { return (g.file(sq) + g.rank(sq)) & 1; }

    /** The square of the one piece {@code pc} (the caller knows there is one). */
    private static int square(Position p, int pc) {
        long lo = p.piecesLo(pc);
        return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(p.piecesHi(pc));
    }
}
