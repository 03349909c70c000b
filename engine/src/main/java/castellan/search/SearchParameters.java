package castellan.search;

/**
 * Every margin, reduction and limit of the search, named, in one place, each with where it came
 * from: an SPRT in docs/matches.md, or the engine it was taken from. The tuning issues work on
 * these names; changing one changes the bench signature.
 *
 * <p>"By hand" means the value was set when the feature was written (at or before {@code ee9b300})
 * and has not yet been tested on its own by an SPRT: its shape is Stockfish's, its numbers are
 * not (Stockfish's are tuned for its evaluation, and Castellan's pawn is worth about twice as much
 * against pieces).
 */
final class SearchParameters {
    private SearchParameters() {}

    // ---- iterative deepening

    /** Aspiration windows from this depth on (by hand; Stockfish 11 uses 4 too). */
    static final int ASPIRATION_MIN_DEPTH = 4;
    /** The first half-width of an aspiration window, in centipawns; it grows by half at each fail (by hand; Stockfish 11: 21 + |score| / 256). */
    static final int ASPIRATION_DELTA = 20;
    /** Past this half-width the window opens fully (by hand). */
    static final int ASPIRATION_MAX_DELTA = 1000;
    /** Fail-high and fail-low lines are reported after this many milliseconds of a search (Stockfish 11: 3000). */
    static final long BOUND_REPORT_AFTER_MS = 3000;

    // ---- pruning before any move is searched

    /** Reverse futility pruning (Stockfish's "futility pruning: child node") up to this depth (by hand; Stockfish 11: below 6). */
    static final int REVERSE_FUTILITY_MAX_DEPTH = 7;
    /** ... when the static evaluation less this much per ply is at least beta (by hand; Stockfish 11: 217 per ply, a ply less when improving). */
    static final int REVERSE_FUTILITY_MARGIN = 80;
    /** ... and this much less when the evaluation is improving (by hand). */
    static final int REVERSE_FUTILITY_IMPROVING = 40;
    /** Razoring up to this depth (by hand; Stockfish 11 razors at depth 1 only, 531 below alpha). */
    static final int RAZOR_MAX_DEPTH = 3;
    /** Razoring: a quiescence search confirms when the evaluation plus this base ... (by hand) */
    static final int RAZOR_MARGIN = 250;
    /** ... plus this times the depth squared is below alpha (by hand). */
    static final int RAZOR_DEPTH_MARGIN = 200;
    /** Null move from this depth (by hand). */
    static final int NULL_MOVE_MIN_DEPTH = 2;
    /** Null move only after a move whose statScore is below this (Stockfish 11: 23397). */
    static final int NULL_MOVE_MAX_PRIOR_STAT = 23_397;
    /**
     * ... and where the static evaluation is at least beta less this per ply plus this margin,
     * less a bit when improving (Stockfish 11: 32, 292, 30; scaled to Castellan's pawn of 100).
     */
    static final int NULL_MOVE_DEPTH_MARGIN = 25, NULL_MOVE_MARGIN = 228, NULL_MOVE_IMPROVING = 23;
    /** Null-move reduction: (base + this per ply) / divisor (Stockfish 11: (854 + 68 * depth) / 258) ... */
    static final int NULL_MOVE_REDUCTION_BASE = 854, NULL_MOVE_REDUCTION_PER_DEPTH = 68, NULL_MOVE_REDUCTION_DIVISOR = 258;
    /** ... plus one ply per this many centipawns of evaluation above beta, at most {@link #NULL_MOVE_EVAL_MAX_PLIES} (Stockfish 11: 192, scaled; 3). */
    static final int NULL_MOVE_EVAL_DIVISOR = 150;
    static final int NULL_MOVE_EVAL_MAX_PLIES = 3;
    /** A verified null move is confirmed by a search from this depth on (Stockfish 11: 13) ... */
    static final int NULL_MOVE_VERIFY_DEPTH = 13;
    /** ... or when the side has at most this many pieces other than King and pawns (by hand, for the variants where zugzwang decides). */
    static final int NULL_MOVE_VERIFY_PIECES = 2;

    // ---- singular extensions (Stockfish 11's)

    /** Singular extension search from this depth (Stockfish 11: 6) ... */
    static final int SINGULAR_MIN_DEPTH = 6;
    /** ... when the table's entry is at most this much shallower (Stockfish 11: 3) ... */
    static final int SINGULAR_TABLE_DEPTH_MARGIN = 3;
    /** ... against a beta this much per ply below the table's score (Stockfish 11: 2). */
    static final int SINGULAR_MARGIN_PER_DEPTH = 2;

    /** Internal iterative reduction from this depth: a node without a table move is searched a ply shallower (by hand). */
    static final int IIR_MIN_DEPTH = 6;

    // ---- pruning of moves (Stockfish 11's "pruning at shallow depth"; its centipawn margins scaled
    //      from its midgame pawn of 128 to Castellan's pawn of 100)

    /** Countermove-based pruning below this reduced depth (one more after a good or a first move; Stockfish 11: 4). */
    static final int HISTORY_PRUNING_DEPTH = 4;
    /** Futility pruning of quiet moves below this reduced depth ... (Stockfish 11: 6) */
    static final int FUTILITY_MAX_DEPTH = 6;
    /** ... when the evaluation plus this base ... (Stockfish 11: 235) */
    static final int FUTILITY_MARGIN = 184;
    /** ... plus this per ply of reduced depth is at most alpha (Stockfish 11: 172) ... */
    static final int FUTILITY_DEPTH_MARGIN = 134;
    /** ... and the move's history is below this (Stockfish 11: 25000). */
    static final int FUTILITY_HISTORY_LIMIT = 25_000;
    /**
     * Quiet moves that lose more than this times (32 - lmrDepth) / 32 times the reduced depth
     * squared in the exchange are pruned (Stockfish 11: (32 - lmrDepth) * lmrDepth^2).
     */
    static final int QUIET_EXCHANGE_MARGIN = 25;
    /** Tactical moves that lose more than this per ply in the exchange are pruned (Stockfish 11: 194). */
    static final int TACTICAL_EXCHANGE_MARGIN = 152;

    /** Late-move pruning: quiet moves after this many are skipped (Stockfish 11's futility_move_count). */
    static int futilityMoveCount(boolean improving, int depth) {
        return (5 + depth * depth) * (improving ? 2 : 1) / 2 - 1;
    }

    // ---- late-move reductions (Stockfish 11's)

    /** Reductions from this depth (Stockfish 11: 3). */
    static final int LMR_MIN_DEPTH = 3;
    /** One ply less when the opponent searched more than this many moves at its node (Stockfish 11: 14). */
    static final int LMR_OPPONENT_MOVE_COUNT = 14;
    /** A quiet move's history score is its histories less this (Stockfish 11: 4926) ... */
    static final int STAT_SCORE_OFFSET = 4926;
    /** ... and its reduction falls by a ply per this much of it (Stockfish 11: 16384). */
    static final int LMR_HISTORY_DIVISOR = 16_384;
    /** A ply less when this move's score is at least the first and the previous move's below the second; a ply more the other way round (Stockfish 11). */
    static final int STAT_GOOD = -102, PREVIOUS_STAT_BAD = -114, PREVIOUS_STAT_GOOD = -116, STAT_BAD = -154;
    /** Late captures are reduced a ply more below this depth, after the second move (Stockfish 11: 8). */
    static final int LMR_CAPTURE_MAX_DEPTH = 8;

    // ---- ProbCut (Stockfish 11's, its margins scaled to Castellan's pawn of 100)

    /** ProbCut from this depth (Stockfish 11: 5). */
    static final int PROBCUT_MIN_DEPTH = 5;
    /** The raised beta: beta plus this, less {@link #PROBCUT_IMPROVING} when improving (Stockfish 11: 189, 45). */
    static final int PROBCUT_MARGIN = 148, PROBCUT_IMPROVING = 35;
    /** Captures tried: this many, twice as many at a cut node (Stockfish 11: 2 + 2 * cutNode). */
    static final int PROBCUT_MOVES = 2;
    /** The verifying search is this much shallower (Stockfish 11: 4). */
    static final int PROBCUT_DEPTH_REDUCTION = 4;

    // ---- quiescence

    /** Futility: the stand-pat score plus this and the victim's value must reach alpha (Stockfish 11's futilityBase: 154, scaled). */
    static final int QUIESCENCE_FUTILITY_MARGIN = 120;

    // ---- time (Stockfish 11's use of the optimum time at the end of an iteration)

    /** How much more time a falling score gets: (base + weight * fall from the last search + weight * fall over four iterations) / divisor, within 0.5-1.5 (Stockfish 11: 332, 6, 704). */
    static final int FALLING_EVAL_BASE = 332, FALLING_EVAL_WEIGHT = 6, FALLING_EVAL_DIVISOR = 704;
    /** A best move unchanged for more than this many iterations is stable (Stockfish 11: 9) ... */
    static final int STABLE_DEPTHS = 9;
    /** ... and the time is divided by this; otherwise by the other (Stockfish 11: 1.94, 0.91). */
    static final double STABLE_REDUCTION = 1.94, UNSTABLE_REDUCTION = 0.91;

    // ---- evaluation

    /** A new position's static evaluation falls by the previous move's statScore divided by this (Stockfish 11: 512). */
    static final int STATIC_EVAL_STAT_DIVISOR = 512;

    // ---- histories

    /** A best move that beats beta by more than this earns the next depth's bonus (Stockfish 11: a pawn, PawnValueMg 128). */
    static final int BEST_MOVE_LARGE_BONUS_MARGIN = 100;

    // ---- extensions

    /** Extensions only while the ply is below this many times the iteration's depth (by hand: stops them from running away). */
    static final int CHECK_EXTENSION_PLY_FACTOR = 2;

    /** Stockfish 11's reduction steps: 24.8 log(i) for a depth or a move number i (one thread). */
    private static final int[] REDUCTIONS = new int[256];

    static {
        for (int i = 1; i < REDUCTIONS.length; i++) REDUCTIONS[i] = (int) (24.8 * Math.log(i));
    }

    /**
     * The late-move reduction at this depth and move number (Stockfish 11's {@code reduction}:
     * about 0.6 log(depth) log(moveNumber), a ply more when the evaluation is not improving and
     * the reduction is already large).
     */
    static int reduction(int depth, int moveCount, boolean improving) {
        int r = REDUCTIONS[Math.min(depth, 255)] * REDUCTIONS[Math.min(moveCount, 255)];
        return (r + 511) / 1024 + (!improving && r > 1007 ? 1 : 0);
    }
}
