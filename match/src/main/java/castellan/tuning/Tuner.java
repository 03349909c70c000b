package castellan.tuning;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Texel's tuning: first the scale {@code K} that maps the untuned evaluation to expected results
 * best (fitted once, then fixed, so that the parameters keep their centipawn meaning), then the
 * parameters by {@link Adam} on the whole training set each step (the loss is smooth and the set
 * fits in memory), with a ridge pull toward the starting values: a parameter seen in few positions
 * stays near where it was rather than following their noise. The held-out positions, never
 * trained on, say whether the result generalises. Tables are also pulled smooth: the changes of
 * {@link Neighbours} are pulled together, with a weight of its own. The parameters kept are the last step's (the
 * minimum, for the ridge's weight); with early stopping, the step's with the lowest held-out loss
 * instead. Measured on 212,632 Capablanca positions, early stopping picked step 30 of 400 for
 * the piece values, by a held-out difference of 0.0001 (within the noise of 260 held-out games),
 * and left the Pawn halfway to where the converged fit put it: so it is off by default, and the
 * ridge and the set of tuned entries are chosen by the held-out loss instead (docs/tuning.md).
 */
final class Tuner {
    /** What a run found: the parameters, and the losses before and after. */
    record Result(double[] theta, double k, double trainBefore, double trainAfter, double heldBefore, double heldAfter, int bestEpoch) {}

    private final Model model;
    private final double[] start;
    private final boolean[] free;
    private final double ridge, smooth;
    private final int[][] neighbours;
    private final PrintWriter log;
    private final boolean earlyStop;

    /**
     * @param start  the starting parameters, and the ridge's centre
     * @param free   which parameters move
     * @param ridge  the ridge's weight: the loss gains {@code ridge * (theta - start)^2} per parameter
     * @param neighbours pairs of parameters whose changes are pulled together ({@link Neighbours})
     * @param smooth the weight of that: the loss gains {@code smooth * (change_i - change_j)^2} per pair
     * @param log    where progress goes, or null
     * @param earlyStop keep the step with the lowest held-out loss rather than the last
     */
    Tuner(Model model, double[] start, boolean[] free, double ridge, int[][] neighbours, double smooth, PrintWriter log, boolean earlyStop) {
        this.earlyStop = earlyStop;
        this.neighbours = neighbours;
        this.smooth = smooth;
        this.model = model;
        this.start = start.clone();
        this.free = free.clone();
        this.ridge = ridge;
        this.log = log;
    }

    /**
     * The {@code K} that minimises the loss of {@code theta} on the positions (a model labelled by
     * the games' results: {@code K} maps evaluations to results): golden-section search on [0.01, 10].
     */
    static double fitK(Model model, int[] positions, double[] theta) throws InterruptedException {
        double a = 0.01, b = 10, r = (Math.sqrt(5) - 1) / 2;
        double c = b - r * (b - a), d = a + r * (b - a);
        double fc = model.loss(positions, theta, c, null), fd = model.loss(positions, theta, d, null);
        while (b - a > 1e-4) {
            if (fc < fd) {
                b = d;
                d = c;
                fd = fc;
                c = b - r * (b - a);
                fc = model.loss(positions, theta, c, null);
            } else {
                a = c;
                c = d;
                fc = fd;
                d = a + r * (b - a);
                fd = model.loss(positions, theta, d, null);
            }
        }
        return (a + b) / 2;
    }

    /**
     * The ridge's weight that makes the starting values count as much as {@code positions}
     * positions of a training set of {@code n}: the loss's curvature in a parameter is about
     * {@code 2 s^2} per position where it counts once, {@code s} the sigmoid's slope at 0
     * ({@code ln 10 * K / 1600}), averaged over the set, and the ridge's is twice its weight.
     */
    static double ridge(double positions, double k, int n) {
        double slope = Math.log(10) * k / 1600;
        return positions * slope * slope / Math.max(1, n);
    }

    /** The training loss with the ridge, and its gradient into {@code gradient}. */
    double objective(int[] train, double[] theta, double k, double[] gradient) throws InterruptedException {
        double loss = model.loss(train, theta, k, gradient);
        for (int i = 0; i < theta.length; i++) {
            if (!free[i]) {
                gradient[i] = 0;
                continue;
            }
            double d = theta[i] - start[i];
            loss += ridge * d * d;
            gradient[i] += 2 * ridge * d;
        }
        if (smooth > 0) {
            for (int[] pair : neighbours) {
                int i = pair[0], j = pair[1];
                double d = (theta[i] - start[i]) - (theta[j] - start[j]);
                loss += smooth * d * d;
                if (free[i]) gradient[i] += 2 * smooth * d;
                if (free[j]) gradient[j] -= 2 * smooth * d;
            }
        }
        return loss;
    }

    /** {@link #run(int[], int[], double, int, double, double[])} from the starting values. */
    Result run(int[] train, int[] held, double k, int epochs, double rate) throws InterruptedException {
        return run(train, held, k, epochs, rate, start);
    }

    /**
     * {@code epochs} Adam steps from {@code from}, at a rate falling from {@code rate} to a tenth
     * of it; keeps the last step, or with early stopping the one with the lowest held-out loss.
     */
    Result run(int[] train, int[] held, double k, int epochs, double rate, double[] from) throws InterruptedException {
        double[] theta = from.clone(), gradient = new double[theta.length], best = theta.clone();
        Adam adam = new Adam(free);
        double trainBefore = model.loss(train, theta, k, null);
        double heldBefore = held.length > 0 ? model.loss(held, theta, k, null) : Double.NaN;
        double bestHeld = heldBefore;
        int bestEpoch = 0;
        long startNs = System.nanoTime();
        for (int epoch = 1; epoch <= epochs; epoch++) {
            double loss = objective(train, theta, k, gradient);
            adam.step(theta, gradient, rate * (0.1 + 0.9 * (1 - (epoch - 1) / (double) epochs)));
            boolean report = epoch % 50 == 0 || epoch == epochs;
            if (held.length > 0 && (report || epoch % 10 == 0)) {
                double h = model.loss(held, theta, k, null);
                if (h < bestHeld) {
                    bestHeld = h;
                    bestEpoch = epoch;
                    best = theta.clone();
                }
                if (report && log != null)
                    log.printf(Locale.ROOT, "epoch %5d  train %.6f  held-out %.6f  (%.0f s)%n", epoch, loss, h, (System.nanoTime() - startNs) / 1e9);
            } else if (report && log != null) {
                log.printf(Locale.ROOT, "epoch %5d  train %.6f  (%.0f s)%n", epoch, loss, (System.nanoTime() - startNs) / 1e9);
            }
            if (log != null && report) log.flush();
        }
        if (held.length == 0 || !earlyStop) {
            best = theta;
            bestEpoch = epochs;
        }
        double trainAfter = model.loss(train, best, k, null);
        double heldAfter = held.length > 0 ? model.loss(held, best, k, null) : Double.NaN;
        return new Result(best, k, trainBefore, trainAfter, heldBefore, heldAfter, bestEpoch);
    }
}
