package castellan.match;

import java.util.Locale;

/**
 * The sequential probability ratio test as fishtest runs it (the "GSPRT"): H0 "the Elo
 * difference is {@code elo0}" against H1 "it is {@code elo1}" (logistic Elo), with error rates
 * {@code alpha} (accepting H1 when H0 holds) and {@code beta}.
 *
 * <p>The results are counts of outcomes with equally spaced scores {@code a_i} from 0 to 1: game
 * pairs (LL, LD, DD+WL, WD, WW: 0, 1/4, 1/2, 3/4, 1) when pairs are complete, else single games
 * (L, D, W: 0, 1/2, 1). Empty outcome classes get a count of 0.001 (fishtest's regularization).
 * With {@code N} observations and empirical frequencies {@code p_i}, the log-likelihood ratio is
 *
 * <pre>  LLR = N * sum_i p_i * ln(q1_i / q0_i)</pre>
 *
 * where {@code qj} is the distribution of largest likelihood among those whose expected score is
 * {@code s_j = 1 / (1 + 10^(-elo_j / 400))}: {@code qj_i = p_i / (1 + x (a_i - s_j))} with
 * {@code x} the root of {@code sum_i p_i (a_i - s_j) / (1 + x (a_i - s_j)) = 0} (Van den Bergh,
 * "Support of the MLE for multinomial distributions"; fishtest's {@code LLR_logistic}). The test
 * stops when {@code LLR >= ln((1 - beta) / alpha)} (H1 accepted: the change passes) or
 * {@code LLR <= ln(beta / (1 - alpha))} (H0 accepted: it fails).
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    public Sprt {
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) throw new IllegalArgumentException("SPRT: alpha and beta must lie in (0, 0.5)");
        if (!(elo1 > elo0)) throw new IllegalArgumentException("SPRT: elo1 must be greater than elo0");
    }

    /** Parses {@code elo0=0 elo1=5 alpha=0.05 beta=0.05} (alpha and beta default to 0.05). */
    public static Sprt parse(String text) {
        double e0 = Double.NaN, e1 = Double.NaN, a = 0.05, b = 0.05;
        for (String kv : text.trim().split("[\\s,]+")) {
            int eq = kv.indexOf('=');
            if (eq < 0) throw new IllegalArgumentException("SPRT: expected key=value, got '" + kv + "'");
            String k = kv.substring(0, eq).toLowerCase(Locale.ROOT);
            double v;
            try {
                v = Double.parseDouble(kv.substring(eq + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("SPRT: '" + kv + "' is not a number");
            }
            switch (k) {
                case "elo0" -> e0 = v;
                case "elo1" -> e1 = v;
                case "alpha" -> a = v;
                case "beta" -> b = v;
                default -> throw new IllegalArgumentException("SPRT: unknown key '" + k + "' (elo0, elo1, alpha, beta)");
            }
        }
        if (Double.isNaN(e0) || Double.isNaN(e1)) throw new IllegalArgumentException("SPRT needs elo0= and elo1=");
        return new Sprt(e0, e1, a, b);
    }

    /** The lower bound: at or below it H0 is accepted. */
    public double lower() { return Math.log(beta / (1 - alpha)); }

    /** The upper bound: at or above it H1 is accepted. */
    public double upper() { return Math.log((1 - beta) / alpha); }

    /** The test's state for an LLR. */
    public enum Verdict { H0_ACCEPTED, H1_ACCEPTED, CONTINUE }

    public Verdict verdict(double llr) {
        return llr >= upper() ? Verdict.H1_ACCEPTED : llr <= lower() ? Verdict.H0_ACCEPTED : Verdict.CONTINUE;
    }

    /** The LLR of game results (losses, draws, wins). */
    public double llrTrinomial(long wins, long draws, long losses) {
        return llr(new double[] {losses, draws, wins});
    }

    /** The LLR of pair results (LL, LD, DD+WL, WD, WW). */
    public double llrPentanomial(long[] pairs) {
        double[] c = new double[5];
        for (int i = 0; i < 5; i++) c[i] = pairs[i];
        return llr(c);
    }

    /** The generalized LLR of counts of equally spaced scores 0..1; 0 when nothing was played. */
    double llr(double[] counts) {
        int k = counts.length - 1;
        double n = 0;
        double[] c = counts.clone();
        for (double x : c) n += x;
        if (n == 0) return 0;
        for (int i = 0; i <= k; i++) if (c[i] == 0) c[i] = 1e-3;
        n = 0;
        for (double x : c) n += x;
        double[] a = new double[k + 1], p = new double[k + 1];
        for (int i = 0; i <= k; i++) {
            a[i] = (double) i / k;
            p[i] = c[i] / n;
        }
        double[] q0 = mle(a, p, EloStats.score(elo0)), q1 = mle(a, p, EloStats.score(elo1));
        double sum = 0;
        for (int i = 0; i <= k; i++) sum += p[i] * Math.log(q1[i] / q0[i]);
        return n * sum;
    }

    /**
     * The distribution closest in likelihood to {@code p} with expected score {@code s}:
     * {@code p_i / (1 + x (a_i - s))}, where x solves the secular equation by bisection (the
     * left side decreases in x between the poles {@code -1/max(a - s)} and {@code -1/min(a - s)}).
     */
    static double[] mle(double[] a, double[] p, double s) {
        int n = a.length;
        double min = Double.MAX_VALUE, max = -Double.MAX_VALUE;
        for (double ai : a) {
            min = Math.min(min, ai - s);
            max = Math.max(max, ai - s);
        }
        double lo = -1 / max + 1e-12, hi = -1 / min - 1e-12;
        for (int it = 0; it < 200; it++) {
            double x = (lo + hi) / 2, f = 0;
            for (int i = 0; i < n; i++) f += p[i] * (a[i] - s) / (1 + x * (a[i] - s));
            if (f > 0) lo = x;
            else hi = x;
        }
        double x = (lo + hi) / 2;
        double[] q = new double[n];
        for (int i = 0; i < n; i++) q[i] = p[i] / (1 + x * (a[i] - s));
        return q;
    }

    @Override public String toString() {
        return String.format(Locale.ROOT, "elo0=%s elo1=%s alpha=%s beta=%s", num(elo0), num(elo1), num(alpha), num(beta));
    }

    private static String num(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }
}
