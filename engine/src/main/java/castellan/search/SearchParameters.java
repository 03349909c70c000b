package castellan.search;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Every margin, reduction and limit of the search, named, in one place, each with where it came
 * from: an SPRT in docs/matches.md, or the engine it was taken from. The tuning issues work on
 * these names; changing a default changes the bench signature.
 *
 * <p>Each {@link Spin} field is also a UCI spin option of its name with a capital letter
 * ({@code castellan uci --search-options}), so that the SPSA driver tunes them through games as it
 * tunes any engine's options. One set belongs to a {@link Search} and is read by its threads; it
 * changes only between searches. Plain fields, not constants, cost no measured speed (within 1%
 * in Capablanca and chess, docs/benchmarks.md) once the null move and ProbCut left
 * {@code SearchThread.search} for methods of their own: the fields had grown it past the JIT's
 * inlining budget.
 *
 * <p>"By hand" means the value was set when the feature was written (at or before {@code ee9b300})
 * and has not yet been tested on its own by an SPRT: its shape is Stockfish's, its numbers are
 * not (Stockfish's are tuned for its evaluation, and Castellan's pawn is worth about twice as much
 * against pieces). "SPSA: N before" marks the twelve constants tuned together by SPSA
 * (Capablanca, 3,000 game pairs at 10s+0.1s on a clock of 100 nodes a millisecond,
 * docs/matches.md "SPSA"), each then the run's last θ, rounded; together they passed an SPRT at
 * 10s+0.1s (+37.8 ± 20.3 Elo in 850 games), and no other variant was weaker in 200-800 games.
 */
public final class SearchParameters {
    /** One tunable constant as an option: its name, default and range. */
    public record Option(String name, int defaultValue, int min, int max) {}

    // ---- iterative deepening

    /** Aspiration windows from this depth on (by hand; Stockfish 11 uses 4 too). */
    @Spin(min = 1, max = 10) int aspirationMinDepth = 4;
    /** The first half-width of an aspiration window, in centipawns; it grows by half at each fail (by hand; Stockfish 11: 21 + |score| / 256). SPSA: 20 before. */
    @Spin(min = 5, max = 80) int aspirationDelta = 19;
    /** Past this half-width the window opens fully (by hand). */
    @Spin(min = 200, max = 3000) int aspirationMaxDelta = 1000;
    /** Fail-high and fail-low lines are reported after this many milliseconds of a search (Stockfish 11: 3000). */
    static final long BOUND_REPORT_AFTER_MS = 3000;

    // ---- pruning before any move is searched

    /** Reverse futility pruning (Stockfish's "futility pruning: child node") up to this depth (by hand; Stockfish 11: below 6). */
    @Spin(min = 1, max = 14) int reverseFutilityMaxDepth = 7;
    /** ... when the static evaluation less this much per ply is at least beta (by hand; Stockfish 11: 217 per ply, a ply less when improving). SPSA: 80 before. */
    @Spin(min = 20, max = 300) int reverseFutilityMargin = 50;
    /** ... and this much less when the evaluation is improving (by hand). */
    @Spin(min = 0, max = 200) int reverseFutilityImproving = 40;
    /** Razoring up to this depth (by hand; Stockfish 11 razors at depth 1 only, 531 below alpha). */
    @Spin(min = 0, max = 8) int razorMaxDepth = 3;
    /** Razoring: a quiescence search confirms when the evaluation plus this base ... (by hand) SPSA: 250 before. */
    @Spin(min = 0, max = 1000) int razorMargin = 256;
    /** ... plus this times the depth squared is below alpha (by hand). */
    @Spin(min = 0, max = 800) int razorDepthMargin = 200;
    /** Null move from this depth (by hand). */
    @Spin(min = 1, max = 8) int nullMoveMinDepth = 2;
    /** Null move only after a move whose statScore is below this (Stockfish 11: 23397). */
    @Spin(min = 0, max = 60000) int nullMoveMaxPriorStat = 23_397;
    /**
     * ... and where the static evaluation is at least beta less this per ply plus this margin,
     * less a bit when improving (Stockfish 11: 32, 292, 30; scaled to Castellan's pawn of 100).
     */
    @Spin(min = 0, max = 100) int nullMoveDepthMargin = 25;
    @Spin(min = 0, max = 800) int nullMoveMargin = 228;
    @Spin(min = 0, max = 100) int nullMoveImproving = 23;
    /** Null-move reduction: (base + this per ply) / divisor (Stockfish 11: (854 + 68 * depth) / 258) ... SPSA: 854 before. */
    @Spin(min = 200, max = 2000) int nullMoveReductionBase = 904;
    @Spin(min = 0, max = 200) int nullMoveReductionPerDepth = 68;
    @Spin(min = 100, max = 600) int nullMoveReductionDivisor = 258;
    /** ... plus one ply per this many centipawns of evaluation above beta, at most {@link #nullMoveEvalMaxPlies} (Stockfish 11: 192, scaled; 3). */
    @Spin(min = 30, max = 600) int nullMoveEvalDivisor = 150;
    @Spin(min = 0, max = 8) int nullMoveEvalMaxPlies = 3;
    /** A verified null move is confirmed by a search from this depth on (Stockfish 11: 13) ... */
    @Spin(min = 4, max = 40) int nullMoveVerifyDepth = 13;
    /** ... or when the side has at most this many pieces other than King and pawns (by hand, for the variants where zugzwang decides). */
    @Spin(min = 0, max = 8) int nullMoveVerifyPieces = 2;

    // ---- singular extensions (Stockfish 11's)

    /** Singular extension search from this depth (Stockfish 11: 6) ... */
    @Spin(min = 3, max = 14) int singularMinDepth = 6;
    /** ... when the table's entry is at most this much shallower (Stockfish 11: 3) ... */
    @Spin(min = 1, max = 8) int singularTableDepthMargin = 3;
    /** ... against a beta this much per ply below the table's score (Stockfish 11: 2). */
    @Spin(min = 0, max = 8) int singularMarginPerDepth = 2;
    /** A singular move whose alternatives fail this far below the lowered beta is extended two plies, not one (Stockfish 15: 25; by hand 20 for this scale) ... */
    @Spin(min = 0, max = 100) int doubleExtensionMargin = 20;
    /** ... while at most this many nodes above it on the line granted one (Stockfish 15: 10 double-extended moves; by hand 8) ... */
    @Spin(min = 0, max = 16) int doubleExtensionMax = 8;
    /** ... and a table move expected to cut, with another move reaching the lowered beta, is searched this many plies shallower (Stockfish 15: 2). */
    @Spin(min = 0, max = 3) int negativeExtension = 2;

    /** Internal iterative reduction from this depth: a node without a table move is searched a ply shallower (by hand). */
    @Spin(min = 2, max = 16) int iirMinDepth = 6;

    // ---- pruning of moves (Stockfish 11's "pruning at shallow depth"; its centipawn margins scaled
    //      from its midgame pawn of 128 to Castellan's pawn of 100)

    /** Continuation history based pruning below this reduced depth ... (Stockfish 16: 6) */
    @Spin(min = 0, max = 14) int contHistoryPruningDepth = 6;
    /** ... of a quiet move whose three continuation histories sum below minus this per ply (Stockfish 16: 3832). */
    @Spin(min = 0, max = 20000) int contHistoryPruningMargin = 3832;
    /** The reduced depth of the pruning of quiet moves moves a ply per this much of the continuation histories plus twice the butterfly history (Stockfish 16: 7011). */
    @Spin(min = 1000, max = 30000) int lmrDepthHistoryDivisor = 7011;
    /** Futility pruning of quiet moves below this reduced depth ... (Stockfish 16: 12) */
    @Spin(min = 0, max = 20) int futilityMaxDepth = 12;
    /** ... when the static evaluation plus this base ... (Stockfish 16: 112, its pawn of 126 scaled to 100) */
    @Spin(min = 0, max = 600) int futilityMargin = 89;
    /** ... plus this per ply of reduced depth is at most alpha (Stockfish 16: 138, scaled). */
    @Spin(min = 0, max = 500) int futilityDepthMargin = 110;
    /**
     * Quiet moves that lose more than this times (32 - lmrDepth) / 32 times the reduced depth
     * squared in the exchange are pruned (Stockfish 11: (32 - lmrDepth) * lmrDepth^2).
     */
    @Spin(min = 0, max = 100) int quietExchangeMargin = 25;
    /** Tactical moves that lose more than this per ply in the exchange are pruned (Stockfish 11: 194). SPSA: 152 before. */
    @Spin(min = 0, max = 500) int tacticalExchangeMargin = 132;

    /** Futility pruning of captures below this reduced depth ... (Stockfish 16: 7) */
    @Spin(min = 0, max = 14) int captureFutilityMaxDepth = 7;
    /** ... when the static evaluation plus this base ... (Stockfish 16: 197) ... */
    @Spin(min = 0, max = 600) int captureFutilityMargin = 156;
    /** ... plus this per ply of reduced depth ... (Stockfish 16: 248) ... */
    @Spin(min = 0, max = 500) int captureFutilityDepthMargin = 197;
    /** ... plus the victim's value and the capture history over this is below alpha (Stockfish 16: 7, its pawn of 126 scaled to 100). */
    @Spin(min = 1, max = 50) int captureFutilityHistoryDivisor = 9;

    /** Late-move pruning: quiet moves after this many are skipped (Stockfish 11's futility_move_count). */
    static int futilityMoveCount(boolean improving, int depth) {
        return (5 + depth * depth) * (improving ? 2 : 1) / 2 - 1;
    }

    // ---- late-move reductions (Stockfish 11's)

    /** Reductions from this depth (Stockfish 11: 3). */
    @Spin(min = 1, max = 8) int lmrMinDepth = 3;
    /** One ply less when the opponent searched more than this many moves at its node (Stockfish 11: 14). */
    @Spin(min = 2, max = 64) int lmrOpponentMoveCount = 14;
    /** A quiet move's history score is its histories less this (Stockfish 11: 4926) ... */
    @Spin(min = 0, max = 20000) int statScoreOffset = 4926;
    /** ... and its reduction falls by a ply per this much of it (Stockfish 11: 16384). SPSA: 16,384 before. */
    @Spin(min = 2000, max = 60000) int lmrHistoryDivisor = 14_717;
    /** A ply less when this move's score is at least the first and the previous move's below the second; a ply more the other way round (Stockfish 11). */
    @Spin(min = -2000, max = 2000) int statGood = -102;
    @Spin(min = -2000, max = 2000) int previousStatBad = -114;
    @Spin(min = -2000, max = 2000) int previousStatGood = -116;
    @Spin(min = -2000, max = 2000) int statBad = -154;
    /** Late captures are reduced a ply more below this depth, after the second move (Stockfish 11: 8). */
    @Spin(min = 1, max = 20) int lmrCaptureMaxDepth = 8;

    // ---- ProbCut (Stockfish 11's, its margins scaled to Castellan's pawn of 100)

    /** ProbCut from this depth (Stockfish 11: 5). */
    @Spin(min = 2, max = 12) int probcutMinDepth = 5;
    /** The raised beta: beta plus this, less {@link #probcutImproving} when improving (Stockfish 11: 189, 45). SPSA: 148 before. */
    @Spin(min = 30, max = 500) int probcutMargin = 151;
    @Spin(min = 0, max = 150) int probcutImproving = 35;
    /** Captures tried: this many, twice as many at a cut node (Stockfish 11: 2 + 2 * cutNode). */
    @Spin(min = 1, max = 8) int probcutMoves = 2;
    /** The verifying search is this much shallower (Stockfish 11: 4). */
    @Spin(min = 2, max = 8) int probcutDepthReduction = 4;

    // ---- quiescence

    /** Futility: the stand-pat score plus this and the victim's value must reach alpha (Stockfish 11's futilityBase: 154, scaled). SPSA: 120 before. */
    @Spin(min = 0, max = 500) int quiescenceFutilityMargin = 115;

    // ---- time (Stockfish 11's use of the optimum time at the end of an iteration)

    /** How much more time a falling score gets: (base + weight * fall from the last search + weight * fall over four iterations) / divisor, within 0.5-1.5 (Stockfish 11: 332, 6, 704). */
    @Spin(min = 0, max = 1000) int fallingEvalBase = 332;
    @Spin(min = 0, max = 30) int fallingEvalWeight = 6;
    @Spin(min = 200, max = 2000) int fallingEvalDivisor = 704;
    /** A best move unchanged for more than this many iterations is stable (Stockfish 11: 9) ... */
    @Spin(min = 1, max = 30) int stableDepths = 9;
    /** ... and the time is divided by this; otherwise by the other (Stockfish 11: 1.94, 0.91). */
    static final double STABLE_REDUCTION = 1.94, UNSTABLE_REDUCTION = 0.91;

    // ---- evaluation

    /** A new position's static evaluation falls by the previous move's statScore divided by this (Stockfish 11: 512). */
    @Spin(min = 64, max = 4096) int staticEvalStatDivisor = 512;
    /** The correction history ({@link CorrectionHistory}) moves a static evaluation by at most this many centipawns (by hand: Ethereal's and Weiss's 32 of a 100 pawn). */
    @Spin(min = 0, max = 200) int correctionMax = 32;
    /** ... and a node of depth d moves its entry by min(d + 1, this) / 256 of the way to the miss (by hand: Ethereal's 16). */
    @Spin(min = 1, max = 128) int correctionWeightMax = 16;

    // ---- histories

    /** A best move that beats beta by more than this earns the next depth's bonus (Stockfish 11: a pawn, PawnValueMg 128). */
    @Spin(min = 0, max = 500) int bestMoveLargeBonusMargin = 100;
    /**
     * The opponent's last quiet move earns this many times minus the sum of the two static
     * evaluations in its butterfly history, within +-{@link #evalDiffHistoryMax} (Stockfish 15:
     * 16 times, within +-2,000, on its pawn of 208 and history bound of 7,183; scaled to a pawn
     * of 100 and Castellan's bound of 10,692: 49.5 and 2,977).
     */
    @Spin(min = 0, max = 200) int evalDiffHistoryScale = 50;
    @Spin(min = 0, max = 10_000) int evalDiffHistoryMax = 2977;
    /**
     * A quiet move that takes a piece away from a lesser attacker gains this many times the
     * piece's value in centipawns, and one that offers an unthreatened piece to one loses as much
     * ({@link LesserAttacks}; Stockfish 16's 50,000, 25,000 and 15,000 for a Queen, a Rook and a
     * minor piece, beside twice its butterfly bound of 7,183, scaled to Castellan's single
     * butterfly of 10,692 and Capablanca's values: about 35 a centipawn).
     */
    @Spin(min = 0, max = 200) int threatScale = 35;

    // ---- extensions

    /** Extensions only while the ply is below this many times the iteration's depth (by hand: stops them from running away). */
    @Spin(min = 1, max = 4) int checkExtensionPlyFactor = 2;

    // ---- late-move reductions' table

    /** Stockfish 11's reduction steps are this many tenths times log(i) for a depth or a move number i (one thread: 24.8). SPSA: 248 before. */
    @Spin(min = 100, max = 400) int reductionScale = 255;

    private final int[] reductions = new int[256];

    SearchParameters() {
        tabulate();
    }

    private void tabulate() {
        for (int i = 1; i < reductions.length; i++) reductions[i] = (int) (reductionScale / 10.0 * Math.log(i));
    }

    /**
     * The late-move reduction at this depth and move number (Stockfish 11's {@code reduction}:
     * about 0.6 log(depth) log(moveNumber), a ply more when the evaluation is not improving and
     * the reduction is already large).
     */
    int reduction(int depth, int moveCount, boolean improving) {
        int r = reductions[Math.min(depth, 255)] * reductions[Math.min(moveCount, 255)];
        return (r + 511) / 1024 + (!improving && r > 1007 ? 1 : 0);
    }

    // ---------------------------------------------------------------- as options

    /** Every tunable constant with its default, in the order of this file. */
    public static List<Option> options() {
        SearchParameters defaults = new SearchParameters();
        List<Option> all = new ArrayList<>();
        for (Field f : spinFields()) {
            Spin spin = f.getAnnotation(Spin.class);
            all.add(new Option(optionName(f), defaults.get(f), spin.min(), spin.max()));
        }
        return all;
    }

    /**
     * Sets the constant of this option name (case ignored); IllegalArgumentException, nothing
     * changed, for an unknown name or a value out of its range.
     */
    void set(String name, int value) {
        for (Field f : spinFields()) {
            if (!optionName(f).equalsIgnoreCase(name.trim())) continue;
            Spin spin = f.getAnnotation(Spin.class);
            if (value < spin.min() || value > spin.max())
                throw new IllegalArgumentException(optionName(f) + " must be " + spin.min() + "-" + spin.max() + ", got " + value);
            try {
                f.setInt(this, value);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            tabulate();
            return;
        }
        throw new IllegalArgumentException("no search constant '" + name + "'");
    }

    /** The value of this option name (case ignored); IllegalArgumentException for an unknown one. */
    int get(String name) {
        for (Field f : spinFields()) if (optionName(f).equalsIgnoreCase(name.trim())) return get(f);
        throw new IllegalArgumentException("no search constant '" + name + "'");
    }

    private int get(Field f) {
        try {
            return f.getInt(this);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code futilityMargin} is {@code FutilityMargin}. */
    private static String optionName(Field f) {
        return f.getName().substring(0, 1).toUpperCase(Locale.ROOT) + f.getName().substring(1);
    }

    /** The {@link Spin} fields in declaration order (HotSpot's order of {@code getDeclaredFields}, checked by a test). */
    private static List<Field> spinFields() {
        List<Field> fields = new ArrayList<>();
        for (Field f : SearchParameters.class.getDeclaredFields())
            if (f.isAnnotationPresent(Spin.class) && !Modifier.isStatic(f.getModifiers())) fields.add(f);
        return fields;
    }
}
