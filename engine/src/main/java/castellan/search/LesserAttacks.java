package castellan.search;

import castellan.board.SliderAttacks;
import castellan.eval.EvalSpec;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.variant.Variant;

/**
 * The squares the opponent's lesser pieces attack, for the quiet ordering (Stockfish 16's
 * {@code threatenedByPawn}, {@code threatenedByMinor} and {@code threatenedByRook}). A piece that
 * stands where a piece worth less attacks it is threatened: a quiet move that takes it where no
 * such piece attacks is tried earlier, and one that puts an unthreatened piece there is tried
 * later, each by the piece's value times {@link SearchParameters#threatScale}.
 *
 * <p>"Worth less" by the evaluation's middlegame values: below five sixths of the piece. So a
 * Rook is threatened by Bishops and Knights, an Archbishop by Rooks, while a Knight and a Bishop,
 * or a Queen, a Chancellor and an Archbishop, do not threaten each other, as Stockfish's three
 * classes say for chess. Kings neither threaten nor are threatened here (their danger is check),
 * and pawn-like pieces are not threatened (Stockfish's pawns are not). Attacks come from the
 * capture tables alone, so what the rules add (a Curtis Rook jumping a Guard) is not seen: this
 * only orders moves.
 *
 * <p>One per search thread, made for its variant; the sets are found and read within one
 * picker's scoring of its quiet moves.
 */
final class LesserAttacks {
    private final SliderAttacks sliders;
    private final long[] table;
    /** [type][colour]: the capture movements. */
    private final Movement[][] capture;
    /** The types that threaten, least valuable first. */
    private final int[] attackers;
    /** Per type: how many of {@link #attackers} are worth less than it (0: never threatened here). */
    private final int[] lesser;
    /** Per type: its middlegame value in centipawns. */
    private final int[] value;
    /** [k]: the squares attacked by the opponent's pieces of the first k {@link #attackers}. */
    private final long[] lo, hi;
    private final int types;

    LesserAttacks(Variant v, EvalSpec spec) {
        types = v.typeCount();
        sliders = v.geometry.sliders;
        table = sliders.table();
        capture = new Movement[types + 1][2];
        value = new int[types + 1];
        int n = 0;
        int[] order = new int[types];
        for (int t = 1; t <= types; t++) {
            capture[t][0] = v.types[t].capture[0];
            capture[t][1] = v.types[t].capture[1];
            value[t] = spec.pieceValue[t];
            if (t != v.kingType) order[n++] = t;
        }
        attackers = java.util.Arrays.copyOf(order, n);
        for (int i = 1; i < n; i++) // insertion sort by value, stable on type index
            for (int j = i; j > 0 && value[attackers[j]] < value[attackers[j - 1]]; j--) {
                int x = attackers[j]; attackers[j] = attackers[j - 1]; attackers[j - 1] = x;
            }
        lesser = new int[types + 1];
        for (int t = 1; t <= types; t++) {
            if (t == v.kingType || v.types[t].promotes) continue;
            for (int u : attackers) if (6 * value[u] < 5 * value[t]) lesser[t]++;
        }
        lo = new long[n + 1];
        hi = new long[n + 1];
    }

    /** Finds the squares attacked by {@code them}'s pieces, class by class, as far as {@code us}'s pieces need. */
    void find(Position p, int them) {
        int us = them ^ 1, need = 0;
        for (int t = 1; t <= types; t++)
            if (lesser[t] > need && (p.piecesLo(Piece.of(t, us)) | p.piecesHi(Piece.of(t, us))) != 0) need = lesser[t];
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        long aLo = 0, aHi = 0;
        for (int k = 0; k < need; k++) {
            int pc = Piece.of(attackers[k], them);
            Movement m = capture[attackers[k]][them];
            long[] leap = m.leap, mask = m.slideMask;
            int fam = m.families;
            for (long bLo = p.piecesLo(pc), bHi = p.piecesHi(pc); (bLo | bHi) != 0; ) {
                int sq;
                if (bLo != 0) { sq = Long.numberOfTrailingZeros(bLo); bLo &= bLo - 1; }
                else { sq = 64 + Long.numberOfTrailingZeros(bHi); bHi &= bHi - 1; }
                if (leap != null) { aLo |= leap[sq * 2]; aHi |= leap[sq * 2 + 1]; }
                if (fam != 0) {
                    long sLo = 0, sHi = 0;
                    for (int f = 0; f < 4; f++) {
                        if ((fam & (1 << f)) == 0) continue;
                        int x = sliders.index(f, sq, occLo, occHi);
                        sLo |= table[x];
                        sHi |= table[x + 1];
                    }
                    if (mask != null) { sLo &= mask[sq * 2]; sHi &= mask[sq * 2 + 1]; }
                    aLo |= sLo;
                    aHi |= sHi;
                }
            }
            lo[k + 1] = aLo;
            hi[k + 1] = aHi;
        }
    }

    /**
     * A quiet move's threat score for a piece of this type: {@code scale} times its value in
     * centipawns, plus if it leaves a threatened square for one no lesser piece attacks, minus if
     * an unthreatened piece goes where one does (Stockfish 16), else 0. {@link #find} first.
     */
    int score(int type, int from, int to, int scale) {
        int k = lesser[type];
        if (k == 0) return 0;
        boolean threatened = attacked(k, from), into = attacked(k, to);
        if (threatened == into) return 0;
        return (threatened ? scale : -scale) * value[type];
    }

    private boolean attacked(int k, int sq) {
        return sq < 64 ? (lo[k] & 1L << sq) != 0 : (hi[k] & 1L << (sq - 64)) != 0;
    }
}
