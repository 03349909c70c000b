package castellan.match;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Everything a match's summary is computed from, as counts that add: the part of
 * {@link MatchStats} a shard's result file keeps, so that shards merged give the summary of one
 * run. From the first engine's point of view.
 *
 * @param whiteHalfPoints White's points in the counted games, doubled (a draw is 1)
 * @param pentanomial     complete pairs scoring 0, 1/2, 1, 3/2, 2 points for the first engine
 * @param endings         games by how they ended ({@link GameRecord#endingLabel})
 * @param forfeits        by the engine at fault, its forfeits by kind
 * @param lengths         counted games by length in moves
 */
public record MatchTotals(long wins, long draws, long losses, long aborted, long whiteHalfPoints, long[] pentanomial,
                          SortedMap<String, Long> endings, SortedMap<String, SortedMap<String, Long>> forfeits,
                          SortedMap<Integer, Long> lengths, long claimMismatches) {

    public MatchTotals {
        if (pentanomial.length != 5) throw new IllegalArgumentException("the pentanomial has five counts");
        pentanomial = pentanomial.clone();
        endings = Collections.unmodifiableSortedMap(new TreeMap<>(endings));
        TreeMap<String, SortedMap<String, Long>> f = new TreeMap<>();
        forfeits.forEach((engine, kinds) -> f.put(engine, Collections.unmodifiableSortedMap(new TreeMap<>(kinds))));
        forfeits = Collections.unmodifiableSortedMap(f);
        lengths = Collections.unmodifiableSortedMap(new TreeMap<>(lengths));
    }

    @Override public long[] pentanomial() { return pentanomial.clone(); }

    public long games() { return wins + draws + losses; }

    /** These counts and another's: the totals of both sets of games. */
    public MatchTotals plus(MatchTotals o) {
        long[] p = new long[5];
        for (int i = 0; i < 5; i++) p[i] = pentanomial[i] + o.pentanomial[i];
        TreeMap<String, Long> e = new TreeMap<>(endings);
        o.endings.forEach((k, v) -> e.merge(k, v, Long::sum));
        TreeMap<String, SortedMap<String, Long>> f = new TreeMap<>();
        for (MatchTotals t : new MatchTotals[] {this, o})
            t.forfeits.forEach((engine, kinds) -> kinds.forEach((k, v) -> f.computeIfAbsent(engine, x -> new TreeMap<>()).merge(k, v, Long::sum)));
        TreeMap<Integer, Long> l = new TreeMap<>(lengths);
        o.lengths.forEach((k, v) -> l.merge(k, v, Long::sum));
        return new MatchTotals(wins + o.wins, draws + o.draws, losses + o.losses, aborted + o.aborted, whiteHalfPoints + o.whiteHalfPoints,
                p, e, f, l, claimMismatches + o.claimMismatches);
    }

    // A record compares arrays by identity: the counts are what matters.
    @Override public boolean equals(Object other) {
        return other instanceof MatchTotals t && wins == t.wins && draws == t.draws && losses == t.losses && aborted == t.aborted
                && whiteHalfPoints == t.whiteHalfPoints && Arrays.equals(pentanomial, t.pentanomial) && endings.equals(t.endings)
                && forfeits.equals(t.forfeits) && lengths.equals(t.lengths) && claimMismatches == t.claimMismatches;
    }

    @Override public int hashCode() {
        return java.util.Objects.hash(wins, draws, losses, aborted, whiteHalfPoints, Arrays.hashCode(pentanomial), endings, forfeits,
                lengths, claimMismatches);
    }

    @Override public String toString() {
        return "+" + wins + " -" + losses + " =" + draws + " aborted " + aborted + " pentanomial " + Arrays.toString(pentanomial)
                + " endings " + endings + " forfeits " + forfeits + " lengths " + lengths + " white " + whiteHalfPoints / 2.0
                + " claims " + claimMismatches;
    }

    /** {@link MatchStats}'s int counts as a total's long ones. */
    static <K> SortedMap<K, Long> counts(Map<K, Integer> m) {
        TreeMap<K, Long> out = new TreeMap<>();
        m.forEach((k, v) -> out.put(k, (long) v));
        return out;
    }
}
