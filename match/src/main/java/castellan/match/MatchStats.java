package castellan.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The running totals of a match, from the first engine's point of view: wins, draws, losses,
 * the pentanomial counts of completed game pairs (the two games of one opening), how the games
 * ended, forfeits by engine, game lengths, and the claims that the rules contradicted.
 * Thread-safe: games finish on several threads.
 */
public final class MatchStats {
    private long wins, draws, losses, aborted, whitePoints2, decided;
    private final long[] pairs = new long[5];
    private final Map<Integer, Double> openPairs = new HashMap<>();
    private final Map<String, Integer> endings = new TreeMap<>();
    /** By engine name, sorted: the summary of merged shards lists them as one run does. */
    private final Map<String, Map<String, Integer>> forfeits = new TreeMap<>();
    private final List<Integer> lengths = new ArrayList<>();
    private int claimMismatches;
    /** The SPRT's verdict once a bound was crossed ({@link #decide}), the games counted then and the LLR then. */
    private Sprt.Verdict verdict = Sprt.Verdict.CONTINUE;
    private long verdictGames;
    private double verdictLlr;

    /** The statistics of merged shards: their totals, as if one run had played their games. */
    public static MatchStats of(MatchTotals t) {
        MatchStats s = new MatchStats();
        s.wins = t.wins();
        s.draws = t.draws();
        s.losses = t.losses();
        s.aborted = t.aborted();
        s.decided = t.games();
        s.whitePoints2 = t.whiteHalfPoints();
        System.arraycopy(t.pentanomial(), 0, s.pairs, 0, 5);
        t.endings().forEach((k, v) -> s.endings.put(k, Math.toIntExact(v)));
        t.forfeits().forEach((engine, kinds) -> {
            Map<String, Integer> m = new TreeMap<>();
            kinds.forEach((k, v) -> m.put(k, Math.toIntExact(v)));
            s.forfeits.put(engine, m);
        });
        t.lengths().forEach((moves, n) -> { for (long i = 0; i < n; i++) s.lengths.add(moves); });
        s.claimMismatches = Math.toIntExact(t.claimMismatches());
        return s;
    }

    /** The counts so far, which add up across shards (an SPRT verdict and half-played pairs are not among them). */
    public synchronized MatchTotals totals() {
        SortedMap<String, SortedMap<String, Long>> f = new TreeMap<>();
        forfeits.forEach((engine, kinds) -> f.put(engine, MatchTotals.counts(kinds)));
        Map<Integer, Integer> byLength = new TreeMap<>();
        for (int l : lengths) byLength.merge(l, 1, Integer::sum);
        return new MatchTotals(wins, draws, losses, aborted, whitePoints2, pairs, MatchTotals.counts(endings), f,
                MatchTotals.counts(byLength), claimMismatches);
    }

    /** Adds a finished game of pair {@code pair} (its two games share an opening). */
    public synchronized void add(GameRecord g, int pair) {
        endings.merge(g.endingLabel(), 1, Integer::sum);
        claimMismatches += g.claimMismatches.size();
        double s = g.firstScore();
        if (Double.isNaN(s)) {
            aborted++;
            return;
        }
        if (s == 1) wins++;
        else if (s == 0) losses++;
        else draws++;
        decided++;
        whitePoints2 += switch (g.result()) { case "1-0" -> 2; case "1/2-1/2" -> 1; default -> 0; };
        lengths.add((g.moves.size() + 1) / 2);
        if (g.ending().isForfeit()) {
            String loser = g.result().equals("1-0") ? g.black : g.white;
            forfeits.computeIfAbsent(loser, k -> new TreeMap<>()).merge(g.ending().label, 1, Integer::sum);
        }
        Double first = openPairs.remove(pair);
        if (first == null) openPairs.put(pair, s);
        else pairs[(int) Math.round((first + s) * 2)]++;
    }

    public synchronized long wins() { return wins; }
    public synchronized long draws() { return draws; }
    public synchronized long losses() { return losses; }
    public synchronized long games() { return wins + draws + losses; }
    public synchronized long aborted() { return aborted; }
    /** Pairs scoring 0, 1/2, 1, 3/2, 2 points for the first engine. */
    public synchronized long[] pentanomial() { return pairs.clone(); }
    public synchronized long completePairs() { long n = 0; for (long p : pairs) n += p; return n; }
    /** The first engine's share of the points. */
    public synchronized double score() { return games() == 0 ? Double.NaN : (wins + draws / 2.0) / games(); }
    /** White's share of the points. */
    public synchronized double whiteScore() { return decided == 0 ? Double.NaN : whitePoints2 / 2.0 / decided; }
    public synchronized Map<String, Integer> endings() { return new TreeMap<>(endings); }
    public synchronized Map<String, Map<String, Integer>> forfeits() { return new TreeMap<>(forfeits); }
    public synchronized int claimMismatches() { return claimMismatches; }

    /** Game lengths in moves, sorted. */
    public synchronized List<Integer> lengths() {
        List<Integer> l = new ArrayList<>(lengths);
        Collections.sort(l);
        return l;
    }

    /** The SPRT's LLR: on the pentanomial counts of complete pairs (as fishtest), trinomial before the first pair is complete. */
    public synchronized double llr(Sprt sprt) {
        return completePairs() > 0 ? sprt.llrPentanomial(pairs) : sprt.llrTrinomial(wins, draws, losses);
    }

    /**
     * The SPRT's verdict, kept from the game whose result first crossed a bound: the games still
     * being played then are counted when they finish, and may move the LLR back inside the
     * bounds, but the test was decided (as in fishtest and cutechess).
     */
    public synchronized Sprt.Verdict decide(Sprt sprt) {
        if (verdict == Sprt.Verdict.CONTINUE) {
            double llr = llr(sprt);
            verdict = sprt.verdict(llr);
            if (verdict != Sprt.Verdict.CONTINUE) {
                verdictGames = games();
                verdictLlr = llr;
            }
        }
        return verdict;
    }

    /** The verdict {@link #decide} reached, or CONTINUE. */
    public synchronized Sprt.Verdict verdict() { return verdict; }
    /** The games counted when the verdict was reached, and the LLR then. */
    public synchronized long verdictGames() { return verdictGames; }
    public synchronized double verdictLlr() { return verdictLlr; }
}
