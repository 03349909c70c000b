package castellan.search;

import castellan.eval.Score;
import castellan.move.TurnList;

/**
 * The legal turns at the root of one search thread, each with its score and principal
 * variation from the last iteration that searched it, kept best first (stable, so that turns
 * an interrupted iteration did not get to keep their order). MultiPV line {@code k} is the
 * turn at index {@code k}.
 */
final class RootTurns {
    /** Score of a turn not (yet) searched in this iteration. */
    static final int UNSEARCHED = -Score.INFINITE - 1;

    long[] turn = new long[0];
    int[] score = new int[0], previous = new int[0];
    /** How many iterations ended with this turn best inside the aspiration window (Stockfish 11's bestMoveCount). */
    int[] bestCount = new int[0];
    long[][] pv = new long[0][];
    int[] pvLength = new int[0];
    int size;

    /**
     * The legal turns, restricted to {@code only} when it names at least one of them. The arrays
     * are kept from search to search and grow when a root has more turns: a helper thread sets up
     * every search without allocating (see {@link castellan.position.Position#copyFrom}).
     */
    void set(TurnList legal, long[] only) {
        if (turn.length < legal.size()) grow(legal.size());
        int n = 0;
        for (int i = 0; i < legal.size(); i++) if (contains(only, legal.get(i))) turn[n++] = legal.get(i);
        if (n == 0) {
            for (int i = 0; i < legal.size(); i++) turn[i] = legal.get(i);
            n = legal.size();
        }
        size = n;
        for (int i = 0; i < n; i++) {
            score[i] = previous[i] = UNSEARCHED;
            bestCount[i] = 0;
            pv[i][0] = turn[i];
            pvLength[i] = 1;
        }
    }

    private void grow(int n) {
        turn = java.util.Arrays.copyOf(turn, n);
        score = java.util.Arrays.copyOf(score, n);
        previous = java.util.Arrays.copyOf(previous, n);
        bestCount = java.util.Arrays.copyOf(bestCount, n);
        pvLength = java.util.Arrays.copyOf(pvLength, n);
        int had = pv.length;
        pv = java.util.Arrays.copyOf(pv, n);
        for (int i = had; i < n; i++) pv[i] = new long[Score.MAX_PLY + 1];
    }

    private static boolean contains(long[] only, long t) {
        if (only == null || only.length == 0) return true;
        for (long x : only) if (x == t) return true;
        return false;
    }

    /** Puts this turn first (the transposition table's best move, before the first iteration). */
    void moveToFront(long t) {
        for (int i = 0; i < size; i++)
            if (turn[i] == t) {
                while (i > 0) swap(i, --i);
                return;
            }
    }

    /** A new iteration: the scores found so far become the previous ones. */
    void startIteration() {
        for (int i = 0; i < size; i++) {
            previous[i] = score[i];
            score[i] = UNSEARCHED;
        }
    }

    /** Stable insertion sort of turns {@code from..size-1} by score, best first. */
    void sort(int from) {
        for (int i = from + 1; i < size; i++)
            for (int j = i; j > from && score[j] > score[j - 1]; j--) swap(j, j - 1);
    }

    private void swap(int a, int b) {
        long t = turn[a]; turn[a] = turn[b]; turn[b] = t;
        int s = score[a]; score[a] = score[b]; score[b] = s;
        s = previous[a]; previous[a] = previous[b]; previous[b] = s;
        s = bestCount[a]; bestCount[a] = bestCount[b]; bestCount[b] = s;
        long[] l = pv[a]; pv[a] = pv[b]; pv[b] = l;
        s = pvLength[a]; pvLength[a] = pvLength[b]; pvLength[b] = s;
    }
}
