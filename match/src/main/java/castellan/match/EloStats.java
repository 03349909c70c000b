package castellan.match;

/**
 * Elo from match results, with a 95% error bar, as cutechess-cli and fishtest compute it.
 *
 * <p>The logistic Elo difference of a score {@code s} (a fraction of the points) is
 * {@code -400 log10(1/s - 1)}. The error bar treats the mean score as normally distributed:
 * with the per-observation variance {@code var} of the outcomes (games scored 0, 1/2, 1 for the
 * trinomial model; game pairs scored 0, 1/4, 1/2, 3/4, 1 for the pentanomial one) and
 * {@code n} observations, the score lies in {@code s +- 1.96 sqrt(var / n)} with 95%
 * probability, and the margin is half the Elo width of that interval:
 * {@code (elo(s + 1.96 sd) - elo(s - 1.96 sd)) / 2}. Pairs are the better model for matches
 * that play each opening with both colours, since the two games of a pair are correlated;
 * fishtest reports pentanomial figures.
 */
public final class EloStats {
    /** The 97.5% quantile of the standard normal distribution. */
    static final double Z95 = 1.959963984540054;

    private EloStats() {}

    /** The Elo difference of a score fraction; infinite at 0 and 1. */
    public static double elo(double score) {
        if (score <= 0) return Double.NEGATIVE_INFINITY;
        if (score >= 1) return Double.POSITIVE_INFINITY;
        return -400 * Math.log10(1 / score - 1);
    }

    /** The expected score of an Elo difference (the inverse of {@link #elo}). */
    public static double score(double elo) { return 1 / (1 + Math.pow(10, -elo / 400)); }

    /** An Elo difference and its 95% margin (NaN when there are no observations). */
    public record Estimate(double elo, double margin) {
        @Override public String toString() {
            return Double.isInfinite(elo) ? format(elo) : format(elo) + " +/- " + formatMargin(margin);
        }
    }

    /** From wins, draws and losses (each game one observation). */
    public static Estimate trinomial(long wins, long draws, long losses) {
        return estimate(new double[] {losses, draws, wins});
    }

    /** From game pairs: counts of pairs scoring 0, 1/2, 1, 3/2 and 2 points (LL, LD, DD+WL, WD, WW). */
    public static Estimate pentanomial(long[] pairs) {
        double[] c = new double[5];
        for (int i = 0; i < 5; i++) c[i] = pairs[i];
        return estimate(c);
    }

    /** Outcome counts for equally spaced scores from 0 to 1 (the first count scores 0, the last 1). */
    private static Estimate estimate(double[] counts) {
        double n = 0, sum = 0;
        int k = counts.length - 1;
        for (int i = 0; i <= k; i++) {
            n += counts[i];
            sum += counts[i] * i / k;
        }
        if (n == 0) return new Estimate(Double.NaN, Double.NaN);
        double mean = sum / n, var = 0;
        for (int i = 0; i <= k; i++) var += counts[i] * Math.pow((double) i / k - mean, 2);
        var /= n;
        double sd = Math.sqrt(var / n);
        double lo = elo(mean - Z95 * sd), hi = elo(mean + Z95 * sd);
        return new Estimate(elo(mean), (hi - lo) / 2);
    }

    /**
     * Likelihood of superiority: the probability that the first engine is the stronger, from
     * wins and losses (draws carry no information here): {@code (1 + erf((W-L)/sqrt(2(W+L)))) / 2}.
     */
    public static double los(long wins, long losses) {
        if (wins + losses == 0) return 0.5;
        return 0.5 * (1 + erf((wins - losses) / Math.sqrt(2.0 * (wins + losses))));
    }

    /** The error function, Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7). */
    static double erf(double x) {
        double t = 1 / (1 + 0.3275911 * Math.abs(x));
        double y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t
                * Math.exp(-x * x);
        return x >= 0 ? y : -y;
    }

    /** {@code +12.3}, {@code -inf}, {@code nan}. */
    public static String format(double elo) {
        if (Double.isNaN(elo)) return "nan";
        if (Double.isInfinite(elo)) return elo > 0 ? "+inf" : "-inf";
        return String.format(java.util.Locale.ROOT, "%+.1f", Math.round(elo * 10) / 10.0); // never "-0.0"
    }

    static String formatMargin(double m) {
        if (Double.isNaN(m)) return "nan";
        if (Double.isInfinite(m)) return "inf";
        return String.format(java.util.Locale.ROOT, "%.1f", m);
    }
}
