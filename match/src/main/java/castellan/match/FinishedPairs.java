package castellan.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The pairs of a test that are over, both games, and their counts: the result file a match
 * keeps up to date as it plays ({@code --result}), rewritten after every pair. A run that is
 * stopped, killed or cut off by the end of a session leaves the exact result of the pairs it
 * finished (a pair half played is left out), which {@code --resume} goes on from and
 * {@code castellan match merge} adds to other shards.
 */
final class FinishedPairs {
    private final TestDefinition test;
    private final Sprt sprt;
    private final Path file;
    private final MatchStats stats;
    private List<PairRange> pairs;
    /** A pair's first game to finish, until its second does; by the pair's number from 1. */
    private final Map<Long, GameRecord> halfPlayed = new HashMap<>();

    /** @param earlier the result this run goes on from (--resume), or null */
    FinishedPairs(TestDefinition test, Sprt sprt, Path file, ShardResult earlier) {
        this.test = test;
        this.sprt = sprt;
        this.file = file;
        this.stats = earlier == null ? new MatchStats() : MatchStats.of(earlier.totals());
        this.pairs = earlier == null ? List.of() : earlier.pairs();
    }

    /** Counts a finished game; when it ends its pair, the pair is counted and the file written again. */
    synchronized void add(GameRecord g) {
        long pair = (g.round + 1) / 2; // games 2p-1 and 2p
        GameRecord other = halfPlayed.remove(pair);
        if (other == null) {
            halfPlayed.put(pair, g);
            return;
        }
        int index = Math.toIntExact(pair - 1);
        stats.add(other, index);
        stats.add(g, index);
        List<PairRange> all = new ArrayList<>(pairs);
        all.add(new PairRange(pair, pair));
        pairs = PairRange.union(all);
        try {
            result().write(file);
        } catch (IOException e) {
            // The run goes on (a full disk may clear): the last write, at the end, reports a failure that stays.
        }
    }

    /** The result of the pairs finished. */
    synchronized ShardResult result() { return new ShardResult(test, pairs, stats.totals(), sprt, null); }

    /** Writes the file once more (not when no pair is over: a result holds at least one), IOException if it cannot. */
    synchronized void close() throws IOException {
        if (!pairs.isEmpty()) result().write(file);
    }

    /** The pairs finished, as a result file lists them. */
    synchronized List<PairRange> pairs() { return pairs; }
}
