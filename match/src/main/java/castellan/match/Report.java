package castellan.match;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/** The text of a match's progress line and of its final summary. */
public final class Report {
    private Report() {}

    /**
     * One line: games, score, Elo so far (trinomial: it moves with every game, where the
     * pentanomial figure waits for pairs), and the LLR when an SPRT runs.
     */
    public static String progress(String first, String second, MatchStats s, int games, Sprt sprt) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Games %d/%d  %s vs %s  +%d -%d =%d  %s  Elo %s",
                s.games() + s.aborted(), games, first, second, s.wins(), s.losses(), s.draws(), percent(s.score()),
                EloStats.trinomial(s.wins(), s.draws(), s.losses())));
        if (sprt != null) sb.append(String.format(Locale.ROOT, "  LLR %.2f (%.2f, %.2f)", s.llr(sprt), sprt.lower(), sprt.upper()));
        return sb.toString();
    }

    /** The final summary: score, Elo with its error bar, pentanomial counts, SPRT verdict, endings, forfeits, lengths. */
    public static String summary(String first, String second, MatchStats s, Sprt sprt) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%s]  %d games%n", first, second, s.wins(),
                s.losses(), s.draws(), s.games() == 0 ? "-" : String.format(Locale.ROOT, "%.3f", s.score()), s.games()));
        sb.append(String.format(Locale.ROOT, "Elo difference: %s (95%%, trinomial)%n", EloStats.trinomial(s.wins(), s.draws(), s.losses())));
        long[] p = s.pentanomial();
        if (s.completePairs() > 0)
            sb.append(String.format(Locale.ROOT, "Elo difference: %s (95%%, pentanomial, %d pairs)%n", EloStats.pentanomial(p), s.completePairs()));
        sb.append(String.format(Locale.ROOT, "LOS: %.1f%%%n", 100 * EloStats.los(s.wins(), s.losses())));
        sb.append(String.format(Locale.ROOT, "Pentanomial [0, 1/2, 1, 3/2, 2 points for %s per pair]: [%d, %d, %d, %d, %d]%n",
                first, p[0], p[1], p[2], p[3], p[4]));
        if (sprt != null) {
            double llr = s.llr(sprt);
            Sprt.Verdict decided = s.verdict() != Sprt.Verdict.CONTINUE ? s.verdict() : sprt.verdict(llr);
            String verdict = switch (decided) {
                case H1_ACCEPTED -> "H1 accepted (" + first + " is stronger by at least elo1: passed)";
                case H0_ACCEPTED -> "H0 accepted (" + first + " is not stronger by elo1: failed)";
                case CONTINUE -> "no verdict yet";
            };
            // Games still being played when a bound was crossed count in the score, and may move
            // the LLR back inside the bounds: the verdict stands, and says where it was reached.
            if (s.verdict() != Sprt.Verdict.CONTINUE && s.verdictGames() != s.games())
                verdict += String.format(Locale.ROOT, " at game %d, LLR %.2f", s.verdictGames(), s.verdictLlr());
            sb.append(String.format(Locale.ROOT, "SPRT (%s, %s): LLR %.2f, bounds (%.2f, %.2f): %s%n", sprt,
                    s.completePairs() > 0 ? "pentanomial" : "trinomial", llr, sprt.lower(), sprt.upper(), verdict));
        }
        sb.append(String.format(Locale.ROOT, "White scored %s%n", percent(s.whiteScore())));
        sb.append("Endings: ").append(join(s.endings())).append('\n');
        StringJoiner f = new StringJoiner("; ");
        for (Map.Entry<String, Map<String, Integer>> e : s.forfeits().entrySet()) f.add(e.getKey() + ": " + join(e.getValue()));
        sb.append("Forfeits: ").append(f.length() == 0 ? "none" : f.toString()).append('\n');
        List<Integer> l = s.lengths();
        if (!l.isEmpty()) {
            double mean = l.stream().mapToInt(Integer::intValue).average().orElse(0);
            int n = l.size();
            double median = n % 2 == 1 ? l.get(n / 2) : (l.get(n / 2 - 1) + l.get(n / 2)) / 2.0;
            sb.append(String.format(Locale.ROOT, "Game length (moves): mean %.1f, median %s, min %d, max %d%n", mean,
                    median == Math.rint(median) ? String.valueOf((long) median) : String.valueOf(median), l.get(0), l.get(n - 1)));
        }
        if (s.aborted() > 0) sb.append("Aborted games (not counted): ").append(s.aborted()).append('\n');
        sb.append("Claims contradicting the rules: ").append(s.claimMismatches()).append('\n');
        return sb.toString();
    }

    private static String join(Map<String, Integer> counts) {
        if (counts.isEmpty()) return "none";
        StringJoiner j = new StringJoiner(", ");
        counts.forEach((k, v) -> j.add(k + " " + v));
        return j.toString();
    }

    private static String percent(double fraction) {
        return Double.isNaN(fraction) ? "-" : String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
    }
}
