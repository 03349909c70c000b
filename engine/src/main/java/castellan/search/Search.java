package castellan.search;

import castellan.eval.Score;
import castellan.move.TurnList;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.position.Position;
import castellan.rules.Ruleset;

/**
 * The search of one variant. {@link #think} runs on the caller's thread until a limit is met or
 * {@link #stop} is called from another thread, reports through a {@link SearchListener}, and
 * returns the best turn.
 *
 * <p>PLACEHOLDER (to be replaced by the real alpha-beta search): this version only tries each
 * root turn and counts material, so that the protocol adapters have something to drive.
 */
public final class Search {
    private final Ruleset rules;
    private final MoveGenerator gen;
    private volatile boolean stopped;
    private volatile boolean ponderHit;
    private int hashMb = 64, threads = 1;

    public Search(Ruleset rules) {
        this.rules = rules;
        this.gen = rules.newGenerator();
    }

    public Ruleset rules() { return rules; }

    /** Transposition table size in MB (1 or more); takes effect at once, clearing the table. */
    public void setHashMb(int mb) { hashMb = mb; }

    public void setThreads(int n) { threads = n; }

    /** Forget everything learnt (transposition table, histories): a new game. */
    public void newGame() {}

    /** Asks a running {@link #think} to finish as soon as possible; safe from any thread. */
    public void stop() { stopped = true; }

    /** The opponent played the expected move: a pondering search now obeys its clock limits. */
    public void ponderHit() { ponderHit = true; }

    /**
     * Searches {@code root} (left as it was found; its history counts for repetitions) within
     * the limits, reports to the listener, and returns the best turn, or 0 when the side to move
     * has no legal turn or the game is over.
     */
    public long think(Position root, Limits limits, SearchListener listener) {
        stopped = false;
        ponderHit = false;
        long start = System.nanoTime();
        Position p = root.copy();
        TurnList turns = new TurnList();
        Turns.legal(p, gen, turns);
        long best = 0;
        int bestScore = -Score.INFINITE;
        long nodes = 0;
        for (int i = 0; i < turns.size(); i++) {
            if (limits.searchTurns != null && limits.searchTurns.length > 0 && !contains(limits.searchTurns, turns.get(i))) continue;
            Turns.play(p, turns.get(i));
            nodes++;
            int score = -material(p);
            Turns.unplay(p, turns.get(i));
            if (score > bestScore) { bestScore = score; best = turns.get(i); }
        }
        int depth = Math.max(1, limits.depth == 0 ? 1 : Math.min(limits.depth, 3));
        for (int d = 1; d <= depth && !stopped; d++)
            listener.iteration(d, d, 1, best == 0 ? 0 : bestScore, SearchListener.EXACT, nodes, (System.nanoTime() - start) / 1_000_000,
                    0, new long[] {best}, best == 0 ? 0 : 1);
        while ((limits.infinite || (limits.ponder && !ponderHit)) && !stopped) Thread.onSpinWait();
        listener.bestMove(best, 0);
        return best;
    }

    private static boolean contains(long[] turns, long t) {
        for (long x : turns) if (x == t) return true;
        return false;
    }

    private int material(Position p) {
        int s = 0;
        for (int t = 1; t <= rules.variant().typeCount(); t++)
            s += rules.variant().types[t].value * (p.count(t, p.sideToMove()) - p.count(t, p.sideToMove() ^ 1));
        return s;
    }
}
