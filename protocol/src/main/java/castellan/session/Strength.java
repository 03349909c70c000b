package castellan.session;

import castellan.search.Limits;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import java.util.Random;

/**
 * A strength a person can beat, as Stockfish and Fairy-Stockfish make one: a limited search plus
 * a weakened choice. {@code Skill Level} 0-19 (20 is full strength) limits the search to
 * {@link #nodes} nodes with at least four lines (MultiPV), then picks among the lines by
 * Stockfish's rule ({@code Skill::pick_best} in its search.cpp): every line's score gets a
 * deterministic push toward the best line's, larger at weaker levels, and a random one; the
 * highest sum is played. {@code UCI_LimitStrength} with {@code UCI_Elo} chooses the level from
 * the calibration table ({@link #levelForElo}); the table's measurements are in
 * docs/strength.md.
 *
 * <p>Nodes, not depth, bound the search (Stockfish bounds depth at {@code 1 + level}): a node
 * count costs about the same in every variant, where a depth in Kingdom's wide tree costs many
 * times one in chess, and it does not depend on the machine's load, so the calibration holds.
 */
public final class Strength {
    public static final int FULL = 20;
    /** Stockfish's MultiPV floor for a limited level: the pick needs alternatives. */
    static final int LINES = 4;

    /**
     * Nodes a level may search: 40 at level 0, doubling every two levels, so 1,810 at 11 and
     * 28,963 at 19; docs/strength.md has what each level scores.
     */
    public static long nodes(int level) {
        return Math.round(40 * Math.pow(2, level / 2.0));
    }

    /**
     * Each level's Elo (index = level) on a scale that puts Fairy-Max 5.0b at 2000 (a convention
     * of this table, not a rating list's figure), fitted to 817 games in chess: levels against
     * levels at fixed nodes, levels 12, 16 and 19 and the full engine against Fairy-Max at
     * 10s+0.1s, level 19 against the full engine (docs/strength.md: the matches, the fit, the 95%
     * intervals of about +-100 to +-200). Odd levels below 10 and level 11, 13, 15, 17 were not
     * played against the others directly: the line between their neighbours
     * ({@code scripts/strength-fit.py} prints this table).
     */
    static final int[] ELO = {
        411, 563, 715, 758, 800, 829, 858, 918, 978, 1121,
        1264, 1364, 1463, 1540, 1617, 1721, 1826, 1932, 2039, 2160
    };
    public static final int MIN_ELO = 400, MAX_ELO = 2700;
    /** The full engine on the same scale (29-0-1 against Fairy-Max at 10s+0.1s: a lower bound more than a rating). */
    static final int FULL_ELO = 2687;

    /** The calibrated Elo of a level, for the board's level list. */
    public static int elo(int level) { return ELO[level]; }

    /**
     * The level for an {@code UCI_Elo}: the highest whose rating is at most it; full strength
     * from halfway between level 19 and the full engine.
     */
    public static int levelForElo(int elo) {
        if (elo >= (ELO[ELO.length - 1] + FULL_ELO) / 2) return FULL;
        int level = 0;
        for (int i = 0; i < ELO.length; i++) if (ELO[i] <= elo) level = i;
        return level;
    }

    /** The level the options ask for: {@code UCI_Elo} when {@code UCI_LimitStrength} is on, else {@code Skill Level}. */
    public static int level(EngineOptions options) {
        int skill = options.intValue(EngineOptions.SKILL_LEVEL);
        if (!options.flag(EngineOptions.LIMIT_STRENGTH)) return skill;
        return Math.min(skill, levelForElo(options.intValue(EngineOptions.ELO)));
    }

    private Strength() {}

    /**
     * Does this search play at the level? Analysis and pondering run until stopped, so they are
     * searched at full strength: a node budget would end them, and the protocols do not allow a
     * best move before {@code stop}.
     */
    public static boolean applies(Limits limits, int level) {
        return level < FULL && !limits.infinite && !limits.ponder;
    }

    /** Bounds the search to the level's nodes (or fewer, if the caller asked for fewer). */
    public static void limit(Limits limits, int level) {
        long n = nodes(level);
        limits.nodes = limits.nodes > 0 ? Math.min(limits.nodes, n) : n;
    }

    /**
     * A listener that passes the first {@code shownLines} lines on, remembers every line of the
     * deepest iteration, and replaces the search's best move by the level's pick.
     */
    public static SearchListener picker(SearchListener target, int level, int shownLines, Random random) {
        return new Pick(target, level, shownLines, random, new Lines());
    }

    /**
     * Stockfish's pick: weakness = 120 - 2 level; each line i scores
     * {@code score_i + (weakness (top - score_i) + delta rand(weakness)) / 128}, with delta the
     * spread of the lines' scores capped at a pawn, and the highest is played.
     *
     * @param scores the lines' scores, best first
     * @return the index of the line to play
     */
    static int pick(int[] scores, int lines, int level, Random random) {
        if (lines <= 1) return 0;
        int top = scores[0];
        int delta = Math.min(top - scores[lines - 1], PAWN);
        int weakness = 120 - 2 * level;
        int best = 0, max = Integer.MIN_VALUE;
        for (int i = 0; i < lines; i++) {
            int push = (weakness * (top - scores[i]) + delta * random.nextInt(weakness)) / 128;
            if (scores[i] + push >= max) {
                max = scores[i] + push;
                best = i;
            }
        }
        return best;
    }

    /** A pawn in the search's centipawns (Stockfish caps the spread at its PawnValue). */
    static final int PAWN = 100;

    /**
     * The root lines of the search's deepest iteration, best first: a new depth's best line
     * starts a new set. When the node budget ends that iteration before its other lines, the set
     * holds fewer lines and the pick has less to choose from (so measured in docs/strength.md).
     */
    private static final class Lines {
        final int[] scores = new int[64];
        final long[] moves = new long[64];
        int depth, count;

        void add(int depth, int multiPv, int score, long move) {
            if (multiPv == 1) {
                this.depth = depth;
                count = 0;
            } else if (depth != this.depth || multiPv != count + 1 || count == scores.length) {
                return;
            }
            scores[count] = score;
            moves[count] = move;
            count++;
        }

        /** A line's score can exceed an earlier one's after a re-search: insertion sort, a handful of lines. */
        void sort() {
            for (int i = 1; i < count; i++)
                for (int j = i; j > 0 && scores[j] > scores[j - 1]; j--) {
                    int s = scores[j]; scores[j] = scores[j - 1]; scores[j - 1] = s;
                    long m = moves[j]; moves[j] = moves[j - 1]; moves[j - 1] = m;
                }
        }
    }

    /** Passes the lines asked for on, and replaces the search's best move by the level's pick among its lines. */
    private record Pick(SearchListener target, int level, int shownLines, Random random, Lines lines) implements SearchListener {
        @Override public void iteration(SearchReport r) {
            if (r.multiPv <= shownLines) target.iteration(r);
            if (r.bound == SearchReport.EXACT && r.pvLength > 0) lines.add(r.depth, r.multiPv, r.score, r.pv[0]);
        }

        @Override public void bestMove(long turn, long ponderTurn) {
            if (lines.count == 0) {
                target.bestMove(turn, ponderTurn);
                return;
            }
            lines.sort();
            long chosen = lines.moves[pick(lines.scores, lines.count, level, random)];
            target.bestMove(chosen, chosen == turn ? ponderTurn : 0);
        }
    }
}
