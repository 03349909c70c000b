package castellan.eval;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.Piece;
import castellan.position.Position;

/**
 * Space, Stockfish 11's term made linear, middlegame only: per side, the squares of the central
 * files on its own ranks 2 to half the board (the central files are those at least a quarter of
 * the board's width from both edges: c-f on 8 files, c-h on 10) that no enemy pawn-like piece
 * attacks and no own pawn-like piece stands on, a square behind an own pawn-like piece (on its
 * file, any distance) counting twice. Stockfish multiplies the count by a weight that grows with
 * the side's pieces; here the tuner gets two numbers to learn that: per square ({@code space}) and
 * per square times the side's pieces other than pawn-like pieces and a royal King
 * ({@code space.pieces}). Both read to 1/256 centipawn, summed and divided once.
 */
final class Space implements EvalTerm {
    private final int[] pawnTypes;
    private final int files, squares, spaceWeight, piecesWeight, spaceIndex, piecesIndex;
    /** [color]: the squares counted, lo/hi. */
    private final long[] mask = new long[4];

    Space(EvalSpec spec, ParamReader r) {
        Geometry g = spec.variant.geometry;
        files = g.files;
        squares = g.squares;
        pawnTypes = java.util.stream.IntStream.rangeClosed(1, spec.variant.typeCount()).filter(t -> spec.pawnLike[t]).toArray();
        if (pawnTypes.length == 0) {
            spaceWeight = piecesWeight = 0;
            spaceIndex = piecesIndex = -1;
            return;
        }
        spaceWeight = r.fixedPoint("space", 1, ParamReader.Part.MG, 256)[0];
        piecesWeight = r.fixedPoint("space.pieces", 1, ParamReader.Part.MG, 256)[0];
        spaceIndex = r.index("space");
        piecesIndex = r.index("space.pieces");
        int edge = g.files / 4;
        for (int s = 0; s < g.squares; s++) {
            int f = g.file(s);
            if (f < edge || f >= g.files - edge) continue;
            for (int c = 0; c < 2; c++) {
                int rel = g.relativeRank(c, s);
                if (rel < 1 || rel > g.ranks / 2 - 1) continue;
                mask[c * 2] |= Bits.loBit(s);
                mask[c * 2 + 1] |= Bits.hiBit(s);
            }
        }
    }

    @Override public void evaluate(Position p, EvalState s) {
        EvalTrace trace = s.trace;
        // Nothing to add (no pawns, or both numbers 0 and not traced: ParamReader#anyNonZero).
        if (pawnTypes.length == 0 || spaceWeight == 0 && piecesWeight == 0 && trace == null) return;
        for (int c = 0; c < 2; c++) {
            long pawnLo = 0, pawnHi = 0;
            for (int t : pawnTypes) {
                pawnLo |= p.piecesLo(Piece.of(t, c));
                pawnHi |= p.piecesHi(Piece.of(t, c));
            }
            long safeLo = mask[c * 2] & ~pawnLo & ~s.pawnAttackLo[c ^ 1];
            long safeHi = mask[c * 2 + 1] & ~pawnHi & ~s.pawnAttackHi[c ^ 1];
            // The squares behind its pawns: their file filled toward its own side, a rank, two, four ... at a time.
            long lo = pawnLo, hi = pawnHi;
            for (int n = files; n < squares; n <<= 1) {
                long sLo, sHi;
                if (c == Piece.WHITE) { // toward rank 0: a right shift of the 128 bits
                    if (n < 64) { sLo = (lo >>> n) | (hi << (64 - n)); sHi = hi >>> n; }
                    else { sLo = hi >>> (n - 64); sHi = 0; }
                } else {
                    if (n < 64) { sHi = (hi << n) | (lo >>> (64 - n)); sLo = lo << n; }
                    else { sHi = lo << (n - 64); sLo = 0; }
                }
                lo |= sLo;
                hi |= sHi;
            }
            int count = Long.bitCount(safeLo) + Long.bitCount(safeHi) + Long.bitCount(safeLo & lo) + Long.bitCount(safeHi & hi);
            int pieces = s.pieceCount[c] - s.pawnCount[c];
            // Fixed point, 1/256 centipawn: divide once, truncating toward zero for both sides alike.
            s.add(c, (count * spaceWeight + count * pieces * piecesWeight) / 256, 0);
            if (trace != null) {
                trace.add(spaceIndex, count, c);
                trace.add(piecesIndex, count * pieces, c);
                trace.rounded();
            }
        }
    }
}
