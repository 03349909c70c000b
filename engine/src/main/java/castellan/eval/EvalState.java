package castellan.eval;

import castellan.piece.Piece;

/**
 * The evaluation in progress, one per {@link Evaluator} (so one per search thread): what the
 * terms have found so far and the sums they add to. Terms run in a fixed order
 * ({@link EvalSpec}); the general ones fill the facts below (material, attacks, mobility) before
 * the variant's own terms read them.
 *
 * <p>Scores are kept from White's point of view; {@link #add} takes the side that gains.
 * Middlegame and endgame parts are blended by {@link #phase} at the end, then multiplied by
 * {@link #scale}/256, then {@link #flat} is added (a part that neither phase nor scale touch,
 * such as the Norochess score already won).
 */
public final class EvalState {
    /** Sums, White's point of view. */
    int mg, eg, flat;
    /** Multiplier of the blended part, 256 = 1. */
    int scale;
    /** Multiplier of the endgame sum alone, 256 = 1 ({@link ScaleFactor}). */
    int egScale;
    /** 256 = full middlegame, 0 = bare endgame; set by the first term from the material. */
    int phase;
    /** Scratch: the squares a piece reaches (the mobility term's lookups). */
    long reachLo, reachHi;
    /** Where the terms report what they owe to each parameter ({@link Evaluator#trace}); null in the search. */
    EvalTrace trace;
    /** The pawn structures already scored ({@link PawnStructure}), made with the evaluator; and its key scratch. */
    PawnTable pawnTable;
    long[] pawnKey;

    /** [color]: squares attacked by that side's pieces (pawns and Kings included; see {@link #kingCaptures}). */
    public final long[] attackLo = new long[2], attackHi = new long[2];
    /** [color]: the squares of that side's pawn-like pieces, of every pawn-like type ({@link Mobility} fills them). */
    public final long[] pawnsLo = new long[2], pawnsHi = new long[2];
    /** [color]: squares attacked by that side's pawn-like pieces. */
    public final long[] pawnAttackLo = new long[2], pawnAttackHi = new long[2];
    /** [color]: squares attacked twice or more by that side. */
    public final long[] attack2Lo = new long[2], attack2Hi = new long[2];
    /**
     * [piece code]: the squares that side's pieces of that type attack, as {@link Mobility} finds
     * them, for the types other than pawn-like pieces and the King (0 where the side has none): the
     * threats by a lesser piece ({@link Threats}) and the safe checks ({@link KingSafety}) read them.
     */
    public final long[] attacksLo, attacksHi;
    /** [color]: the phase weights ({@code phase.X}) of the pieces other than pawns and the King (the phase comes from their sum). */
    public final int[] pieceMaterial = new int[2];
    /** [color]: pieces other than a royal King, pawns included (a King that is not royal counts). */
    public final int[] pieceCount = new int[2];
    /** [color]: pawn-like pieces. */
    public final int[] pawnCount = new int[2];
    /** [color]: passed pawn-like pieces ({@link PawnStructure}). */
    public final int[] passedPawns = new int[2];
    /** [color]: moves of the pieces other than pawns and a royal King, pseudo-legal, counted by the mobility term. */
    public final int[] moves = new int[2];
    /** [color]: the King's square, or -1. */
    public final int[] king = new int[2];
    /** [color]: the King can be checked and mated now (the variant has royal Kings, and no piece of this side makes it immune). */
    public final boolean[] royal = new boolean[2];
    /** [color]: the King may capture now (and so attacks). */
    public final boolean[] kingCaptures = new boolean[2];
    /** [color]: pieces of that side attacking the enemy King's zone, and their summed weight (in {@link KingSafety#DANGER_SCALE}ths). */
    public final int[] kingAttackers = new int[2], kingAttackWeight = new int[2];
    /** [color]: that side's attacks on the squares next to the enemy King, a piece's each counted (Stockfish 11's {@code kingAttacksCount}). */
    public final int[] kingNeighbourAttacks = new int[2];
    /** Scratch for {@link KingSafety}: one King's {@link castellan.position.Blockers}, low word and high word. */
    final long[] blockers = new long[2];
    /** Scratch for {@link Imbalance}: [color][i] the count of its i-th type. */
    final int[][] imbalanceCounts;

    /** A state for a variant with piece codes below {@code codes} (2 * its types + 2). */
    EvalState(int codes) {
        attacksLo = new long[codes];
        attacksHi = new long[codes];
        imbalanceCounts = new int[2][codes / 2];
    }

    void reset() {
        mg = eg = flat = 0;
        scale = egScale = 256;
        phase = 256;
        for (int c = 0; c < 2; c++) {
            attackLo[c] = attackHi[c] = pawnAttackLo[c] = pawnAttackHi[c] = attack2Lo[c] = attack2Hi[c] = 0;
            pawnsLo[c] = pawnsHi[c] = 0;
            pieceMaterial[c] = pieceCount[c] = pawnCount[c] = passedPawns[c] = moves[c] = 0;
            kingAttackers[c] = kingAttackWeight[c] = kingNeighbourAttacks[c] = 0;
        }
    }

    /** Adds a middlegame and an endgame bonus for {@code color}. */
    public void add(int color, int middlegame, int endgame) {
        if (color == Piece.WHITE) {
            mg += middlegame;
            eg += endgame;
        } else {
            mg -= middlegame;
            eg -= endgame;
        }
    }

    /** Adds a bonus for {@code color} that the phase does not taper and {@link #scale} does not scale. */
    public void addFlat(int color, int centipawns) {
        flat += color == Piece.WHITE ? centipawns : -centipawns;
    }

    /** Multiplies the tapered part of the score by {@code s}/256 (several calls multiply). */
    public void scale(int s) {
        scale = scale * s / 256;
    }

    /** Multiplies the endgame sum by {@code s}/256 before the blend (Stockfish's scale factor; several calls multiply). */
    void scaleEndgame(int s) {
        egScale = egScale * s / 256;
    }

    /** 256 = full middlegame, 0 = bare endgame. */
    public int phase() { return phase; }

    /**
     * The trace of a traced evaluation ({@link Evaluator#trace}), or null (the search's): a term
     * that adds a parameter's value reports its coefficient there.
     */
    public EvalTrace trace() { return trace; }
}
