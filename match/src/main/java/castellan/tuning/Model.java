package castellan.tuning;

import castellan.eval.EvalSpec;
import castellan.eval.EvalTrace;
import castellan.eval.ParamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * The evaluation as a function of the parameters, over a {@link TraceSet}, and the tuner's loss:
 * Texel's mean squared error between each position's label and its evaluation mapped to an
 * expected result, {@code 1 / (1 + 10^(-K * eval / 400))}. The evaluation is the trace's formula
 * ({@link castellan.eval.EvalTrace}): linear in the parameters, with King danger's function and
 * the initiative's clamp differentiated by the chain rule. The label is the game's result,
 * blended with the search's score mapped the same way when {@code lambda < 1}.
 *
 * <p>Loss and gradient are summed over chunks of the positions on the pool's threads, each into
 * its own array, then added in a fixed order: the same numbers whatever the threads.
 */
final class Model {
    private static final int CHUNK = 8192;
    private static final double LN10 = Math.log(10);

    private final TraceSet set;
    /** Per parameter: 0 middlegame, 1 endgame, 2 untapered, 3 none directly. */
    private final byte[] part;
    private final ExecutorService pool;
    /** The weight of the game's result in the label; the rest is the search's score's. */
    final double lambda;

    Model(TraceSet set, EvalSpec spec, double lambda, ExecutorService pool) {
        this.set = set;
        this.pool = pool;
        this.lambda = lambda;
        part = new byte[set.params];
        for (int i = 0; i < part.length; i++) part[i] = (byte) spec.paramPart(i).ordinal();
        if (ParamReader.Part.values().length != 4) throw new IllegalStateException("parts changed");
    }

    /** The expected result of an evaluation in centipawns: {@code 1 / (1 + 10^(-k e / 400))}. */
    static double sigmoid(double k, double e) {
        return 1 / (1 + Math.pow(10, -k * e / 400));
    }

    /** Position {@code p}'s label with scale {@code k}. */
    double target(int p, double k) {
        double r = set.result[p];
        return lambda >= 1 ? r : lambda * r + (1 - lambda) * sigmoid(k, set.score[p]);
    }

    /** White's evaluation of position {@code p} with parameters {@code theta}. */
    double evaluate(int p, double[] theta) {
        return evaluate(p, theta, null, 0);
    }

    /**
     * White's evaluation of position {@code p}; with {@code gradient}, adds {@code factor} times
     * the evaluation's derivative by each parameter to it.
     */
    double evaluate(int p, double[] theta, double[] gradient, double factor) {
        TraceSet s = set;
        double mg = 0, eg = 0, flat = 0;
        for (int f = s.start[p], end = s.start[p + 1]; f < end; f++) {
            double v = s.coefficient[f] * theta[s.index[f]];
            switch (part[s.index[f]]) {
                case 0 -> mg += v;
                case 1 -> eg += v;
                case 2 -> flat += v;
                default -> { }
            }
        }
        double ph = s.phase[p], taper = s.scale[p] / 65536.0;
        double dMg = ph * taper, dEg = (256 - ph) * taper * s.egScale[p] / 256.0;
        double w0 = 0, w1 = 0;
        if (s.danger[p] != 0) {
            for (int d = s.dangerStart[p], end = s.dangerStart[p + 1]; d < end; d++) {
                double v = s.dangerCoefficient[d] * theta[s.dangerIndex[d]];
                if (s.dangerColor[d] == 0) w0 += v; else w1 += v;
            }
            for (int c = 0; c < 2; c++) {
                if ((s.danger[p] & (1 << c)) == 0) continue;
                double w = c == 0 ? w0 : w1, sign = c == 0 ? 1 : -1;
                if (!EvalTrace.dangerCounts(w, s.dangerPositiveOnly)) continue;
                mg -= sign * Math.min(theta[s.max], w * w * theta[s.quadratic] / 1024);
                eg -= sign * w * theta[s.endgame] / 1024;
            }
        }
        // The initiative: each sum moved by the complexity, toward 0 at most to 0. Where it stops
        // at 0 the sum no longer depends on anything (keep = 0); else by the complexity with the sum's sign.
        double keepMg = 1, keepEg = 1, byComplexityMg = 0, byComplexityEg = 0;
        if (s.shift >= 0) {
            double complexity = 0;
            for (int i = s.initiativeStart[p], end = s.initiativeStart[p + 1]; i < end; i++)
                complexity += s.initiativeCoefficient[i] * theta[s.initiativeIndex[i]];
            double mgComplexity = complexity + theta[s.shift];
            if (mgComplexity < 0 && mg != 0) {
                if (mgComplexity <= -Math.abs(mg)) {
                    mg = 0;
                    keepMg = 0;
                } else {
                    byComplexityMg = Math.signum(mg);
                    mg += byComplexityMg * mgComplexity;
                }
            }
            if (eg != 0) {
                if (complexity <= -Math.abs(eg)) {
                    eg = 0;
                    keepEg = 0;
                } else {
                    byComplexityEg = Math.signum(eg);
                    eg += byComplexityEg * complexity;
                }
            }
        }
        if (gradient != null) {
            double gMg = dMg * keepMg, gEg = dEg * keepEg;
            for (int f = s.start[p], end = s.start[p + 1]; f < end; f++) {
                int i = s.index[f];
                double weight = switch (part[i]) {
                    case 0 -> gMg;
                    case 1 -> gEg;
                    case 2 -> 1;
                    default -> 0;
                };
                gradient[i] += factor * weight * s.coefficient[f];
            }
            if (s.danger[p] != 0) dangerGradient(p, theta, w0, w1, gMg, gEg, gradient, factor);
            if (s.shift >= 0) {
                double byComplexity = byComplexityMg * dMg + byComplexityEg * dEg;
                for (int i = s.initiativeStart[p], end = s.initiativeStart[p + 1]; i < end; i++)
                    gradient[s.initiativeIndex[i]] += factor * byComplexity * s.initiativeCoefficient[i];
                gradient[s.shift] += factor * byComplexityMg * dMg;
            }
        }
        return mg * dMg + eg * dEg + flat;
    }

    /** King danger's part of the gradient (the chain rule through its function). */
    private void dangerGradient(int p, double[] theta, double w0, double w1, double dMg, double dEg, double[] gradient, double factor) {
        TraceSet s = set;
        double q = theta[s.quadratic], cap = theta[s.max], e = theta[s.endgame];
        double byW0 = 0, byW1 = 0;
        for (int c = 0; c < 2; c++) {
            if ((s.danger[p] & (1 << c)) == 0) continue;
            double w = c == 0 ? w0 : w1, sign = c == 0 ? 1 : -1, byW;
            if (!EvalTrace.dangerCounts(w, s.dangerPositiveOnly)) continue; // 0 here: no gradient
            if (w * w * q / 1024 >= cap) {
                gradient[s.max] += factor * -sign * dMg;
                byW = 0;
            } else {
                gradient[s.quadratic] += factor * -sign * w * w / 1024 * dMg;
                byW = -sign * 2 * w * q / 1024 * dMg;
            }
            gradient[s.endgame] += factor * -sign * w / 1024 * dEg;
            byW += -sign * e / 1024 * dEg;
            if (c == 0) byW0 = byW; else byW1 = byW;
        }
        for (int d = s.dangerStart[p], end = s.dangerStart[p + 1]; d < end; d++)
            gradient[s.dangerIndex[d]] += factor * (s.dangerColor[d] == 0 ? byW0 : byW1) * s.dangerCoefficient[d];
    }

    /** The mean loss over {@code positions} with scale {@code k}; with {@code gradient}, fills it with the loss's gradient. */
    double loss(int[] positions, double[] theta, double k, double[] gradient) throws InterruptedException {
        List<Future<double[]>> parts = new ArrayList<>();
        for (int from = 0; from < positions.length; from += CHUNK) {
            int a = from, b = Math.min(positions.length, from + CHUNK);
            parts.add(pool.submit(() -> chunk(positions, a, b, theta, k, gradient != null)));
        }
        double sum = 0;
        if (gradient != null) java.util.Arrays.fill(gradient, 0);
        for (Future<double[]> f : parts) {
            double[] r;
            try {
                r = f.get();
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
            sum += r[0];
            if (gradient != null) for (int i = 0; i < gradient.length; i++) gradient[i] += r[i + 1];
        }
        double n = Math.max(1, positions.length);
        if (gradient != null) for (int i = 0; i < gradient.length; i++) gradient[i] /= n;
        return sum / n;
    }

    /** {loss sum, gradient sum...} over positions[a..b). */
    private double[] chunk(int[] positions, int a, int b, double[] theta, double k, boolean withGradient) {
        double[] out = new double[withGradient ? theta.length + 1 : 1];
        double[] g = withGradient ? new double[theta.length] : null;
        double sum = 0;
        for (int j = a; j < b; j++) {
            int p = positions[j];
            double target = target(p, k);
            if (!withGradient) {
                double err = target - sigmoid(k, evaluate(p, theta));
                sum += err * err;
                continue;
            }
            // d/dtheta (t - s(e))^2 = -2 (t - s) s (1 - s) ln10 k / 400 de/dtheta: the factor is known
            // only after e, so the position is evaluated twice (the second time adding the derivative).
            double e = evaluate(p, theta);
            double sg = sigmoid(k, e), err = target - sg;
            sum += err * err;
            double factor = -2 * err * sg * (1 - sg) * LN10 * k / 400;
            evaluate(p, theta, g, factor);
        }
        out[0] = sum;
        if (withGradient) System.arraycopy(g, 0, out, 1, g.length);
        return out;
    }
}
