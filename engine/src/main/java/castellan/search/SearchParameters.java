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
    /** Null-move reduction: this base ... (by hand; Stockfish 11: (854 + 68 * depth) / 258, about 3 + depth / 4) */
    static final int NULL_MOVE_REDUCTION = 3;
    /** ... plus the depth divided by this ... (by hand) */
    static final int NULL_MOVE_DEPTH_DIVISOR = 3;
    /** ... plus one ply per this many centipawns of evaluation above beta, at most {@link #NULL_MOVE_EVAL_MAX_PLIES} (by hand; Stockfish 11: 192, 3). */
    static final int NULL_MOVE_EVAL_DIVISOR = 200;
    static final int NULL_MOVE_EVAL_MAX_PLIES = 3;
    /** A verified null move is confirmed by a search from this depth on (by hand; Stockfish 11: 13) ... */
    static final int NULL_MOVE_VERIFY_DEPTH = 10;
    /** ... or when the side has at most this many pieces other than King and pawns (by hand). */
    static final int NULL_MOVE_VERIFY_PIECES = 2;
    /** Internal iterative reduction from this depth: a node without a table move is searched a ply shallower (by hand). */
    static final int IIR_MIN_DEPTH = 6;

    // ---- pruning of moves

    /** Late-move pruning of quiet moves up to this depth ... (by hand; Stockfish 11 has no depth limit) */
    static final int LATE_MOVE_PRUNING_MAX_DEPTH = 8;
    /** ... after (this + depth squared) moves, halved when the evaluation is not improving (by hand; Stockfish 11's futility_move_count: (5 + depth^2) / 2 - 1, doubled when improving). */
    static final int LATE_MOVE_PRUNING_BASE = 3;
    /** Futility pruning of quiet moves up to this reduced depth ... (by hand; Stockfish 11: below 6) */
    static final int FUTILITY_MAX_DEPTH = 6;
    /** ... when the evaluation plus this base ... (by hand; Stockfish 11: 235) */
    static final int FUTILITY_MARGIN = 100;
    /** ... plus this per ply of reduced depth is at most alpha (by hand; Stockfish 11: 172). */
    static final int FUTILITY_DEPTH_MARGIN = 100;
    /** Quiet moves that lose more than this times the reduced depth squared in the exchange are pruned ... (by hand; Stockfish 11: (32 - lmrDepth) * lmrDepth^2) */
    static final int QUIET_EXCHANGE_MARGIN = 25;
    /** ... up to this reduced depth (by hand; Stockfish 11: any depth). */
    static final int QUIET_EXCHANGE_MAX_DEPTH = 4;
    /** Tactical moves that lose more than this per ply in the exchange are pruned ... (by hand; Stockfish 11: -194 * depth) */
    static final int TACTICAL_EXCHANGE_MARGIN = 100;
    /** ... up to this depth (by hand; Stockfish 11: any depth). */
    static final int TACTICAL_EXCHANGE_MAX_DEPTH = 6;

    // ---- late-move reductions

    /** Reductions from this depth (by hand; Stockfish 11: 3). */
    static final int LMR_MIN_DEPTH = 3;
    /** The reduction table: log(depth) * log(moveNumber) divided by this, rounded (by hand; Stockfish 11: about log * log / 1.66). */
    static final double LMR_DIVISOR = 2.0;
    /** A quiet move's reduction falls by a ply per this much butterfly history (by hand; Stockfish 11: statScore / 16384). */
    static final int LMR_HISTORY_DIVISOR = 6000;

    // ---- quiescence

    /** Delta pruning: a capture whose victim plus this cannot lift the stand-pat score to alpha is skipped (by hand; Stockfish 11's futilityBase: 154). */
    static final int DELTA_MARGIN = 200;

    // ---- histories

    /** A best move that beats beta by more than this earns the next depth's bonus (Stockfish 11: a pawn, PawnValueMg 128). */
    static final int BEST_MOVE_LARGE_BONUS_MARGIN = 100;

    // ---- extensions

    /** Checks are extended while the ply is below this many times the iteration's depth (by hand: stops check extensions from running away). */
    static final int CHECK_EXTENSION_PLY_FACTOR = 2;

    /** Late-move reductions by depth and move number, from {@link #LMR_DIVISOR}. */
    static final int[][] REDUCTION = new int[64][64];

    static {
        for (int d = 1; d < 64; d++)
            for (int m = 1; m < 64; m++) REDUCTION[d][m] = (int) (0.5 + Math.log(d) * Math.log(m) / LMR_DIVISOR);
    }

    /** The late-move reduction at this depth and move number (both clamped to the table). */
    static int reduction(int depth, int moveCount) {
        return REDUCTION[Math.min(depth, 63)][Math.min(moveCount, 63)];
    }
}
