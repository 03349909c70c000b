package castellan.position;

import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.variant.Variant;

import java.util.function.IntPredicate;

/**
 * The pieces, of either side, that alone stand between a King and an enemy piece that would
 * attack it along a line were they gone (Stockfish's {@code blockers_for_king}). The move
 * generator keeps the King's own side's, its pinned pieces; King danger counts both sides'.
 *
 * <p>A sniper is an enemy piece of a sliding type on a square from which it would slide to the
 * King on the empty board. Squares it also leaps to the King from are left out: from there it
 * attacks the King whatever stands between, so nothing there blocks it. (For the move generator
 * that changes nothing: such a piece gives check, and the only legal moves of a piece between
 * are then along the line, pinned or not.)
 */
public final class Blockers {
    private final Geometry g;
    /** The sniping types. */
    private final int[] types;
    /** [type][the King's colour]: the snipers' squares, by the King's square, lo/hi interleaved. */
    private final long[][][] snipers;

    /** The blockers against enemy pieces of the sliding types {@code sniper} accepts. */
    public Blockers(Variant v, IntPredicate sniper) {
        this.g = v.geometry;
        this.types = java.util.stream.IntStream.rangeClosed(1, v.typeCount())
                .filter(t -> sniper.test(t) && (v.types[t].capture[0].slides() || v.types[t].capture[1].slides())).toArray();
        this.snipers = new long[v.typeCount() + 1][2][];
        for (int t : types) {
            for (int c = 0; c < 2; c++) {
                // A piece's move reversed is the other colour's: the squares from which the enemy's
                // piece reaches the King are those the King's colour's reaches from the King.
                Movement m = v.types[t].capture[c];
                long[] s = snipers[t][c] = new long[g.squares * 2];
                for (int k = 0; k < g.squares; k++) {
                    long leapLo = m.leap == null ? 0 : m.leap[k * 2], leapHi = m.leap == null ? 0 : m.leap[k * 2 + 1];
                    s[k * 2] = m.emptySlideLo(g, k) & ~leapLo;
                    s[k * 2 + 1] = m.emptySlideHi(g, k) & ~leapHi;
                }
            }
        }
    }

    /**
     * Writes the blockers of the King of colour {@code c} on {@code king} into {@code out}: its
     * low word at 0, its high word at 1. The tables are read only, so threads may share one.
     */
    public void of(Position p, int king, int c, long[] out) {
        int them = c ^ 1;
        long occLo = p.occupiedLo(), occHi = p.occupiedHi(), resLo = 0, resHi = 0;
        for (int t : types) {
            int pc = Piece.of(t, them);
            long[] s = snipers[t][c];
            long sLo = s[king * 2] & p.piecesLo(pc), sHi = s[king * 2 + 1] & p.piecesHi(pc);
            while ((sLo | sHi) != 0) {
                int sq;
                if (sLo != 0) { sq = Long.numberOfTrailingZeros(sLo); sLo &= sLo - 1; }
                else { sq = 64 + Long.numberOfTrailingZeros(sHi); sHi &= sHi - 1; }
                long bLo = g.betweenLo(king, sq) & occLo, bHi = g.betweenHi(king, sq) & occHi;
                if (Long.bitCount(bLo) + Long.bitCount(bHi) == 1) {
                    resLo |= bLo;
                    resHi |= bHi;
                }
            }
        }
        out[0] = resLo;
        out[1] = resHi;
    }
}
