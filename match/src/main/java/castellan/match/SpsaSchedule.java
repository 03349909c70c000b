package castellan.match;

import java.util.List;

/**
 * The gains of SPSA as fishtest computes them (Spall's schedule; fishtest's
 * {@code parse_spsa_params} and {@code spsa_handler.py}). With {@code N} the pairs of the whole
 * run and {@code A} a fraction of it (the "A ratio", 0.1 by default), for each parameter
 *
 * <pre>
 *   c = c_end * N^gamma               a_end = r_end * c_end^2        a = a_end * (A + N)^alpha
 * </pre>
 *
 * and at iteration {@code k} (the pairs played before; fishtest's {@code iter_local = k + 1}):
 *
 * <pre>
 *   c_k = c / (k + 1)^gamma            R_k = a / (A + k + 1)^alpha / c_k^2
 * </pre>
 *
 * The pair plays θ + c_k Δ against θ − c_k Δ (Δ a ±1 flip per parameter), and its result
 * {@code r} (wins − losses of θ + c_k Δ) moves θ by {@code R_k c_k r Δ}, clamped to [min, max]:
 * at the end {@code c_k = c_end} and the step is {@code r_end c_end r Δ}. A step of several
 * pairs played from one θ adds their moves ({@link #update}).
 *
 * @param pairs N, the pairs of the whole run (fishtest's {@code num_iter})
 * @param a     A, in pairs (fishtest: {@code int(A_ratio * N)})
 */
public record SpsaSchedule(long pairs, long a, double alpha, double gamma) {
    public SpsaSchedule {
        if (pairs < 1) throw new IllegalArgumentException("an SPSA run needs at least one pair");
        if (a < 0) throw new IllegalArgumentException("A must not be negative");
        if (!(alpha >= 0) || !(gamma >= 0)) throw new IllegalArgumentException("alpha and gamma must not be negative");
    }

    /** A as fishtest makes it from its ratio: {@code int(ratio * N)}. */
    public static long a(double ratio, long pairs) {
        if (!(ratio >= 0)) throw new IllegalArgumentException("the A ratio must not be negative");
        return (long) (ratio * pairs);
    }

    /** The perturbation at iteration k. */
    public double c(SpsaParameter p, long k) {
        return p.cEnd() * Math.pow(pairs, gamma) / Math.pow(k + 1, gamma);
    }

    /** fishtest's R at iteration k: the learning rate over c_k². */
    public double r(SpsaParameter p, long k) {
        double aBig = p.rEnd() * p.cEnd() * p.cEnd() * Math.pow(a + pairs, alpha);
        double ck = c(p, k);
        return aBig / Math.pow(a + k + 1, alpha) / (ck * ck);
    }

    /**
     * θ after pairs played from θ at iteration k: each parameter moves by {@code R_k c_k G},
     * where G is its gradient sum (the sum over the pairs of {@code r Δ}), then is clamped.
     */
    public double[] update(List<SpsaParameter> params, double[] theta, long k, long[] gradient) {
        double[] next = new double[theta.length];
        for (int i = 0; i < theta.length; i++) {
            SpsaParameter p = params.get(i);
            next[i] = p.clamp(theta[i] + r(p, k) * c(p, k) * gradient[i]);
        }
        return next;
    }
}
