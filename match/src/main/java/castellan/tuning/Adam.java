package castellan.tuning;

/**
 * Adam (Kingma and Ba, 2015), the optimiser of most evaluation tuners since Ethereal's: a step
 * per parameter from running averages of its gradient and of the gradient's square, so that
 * every parameter moves about {@code rate} centipawns a step at first, however steep its own
 * slope. Only the parameters marked {@code free} move.
 */
final class Adam {
    private static final double BETA1 = 0.9, BETA2 = 0.999, EPSILON = 1e-12;

    private final double[] m, v;
    private final boolean[] free;
    private int t;

    Adam(boolean[] free) {
        this.free = free.clone();
        m = new double[free.length];
        v = new double[free.length];
    }

    /** One step of at most about {@code rate} per parameter against {@code gradient}. */
    void step(double[] theta, double[] gradient, double rate) {
        t++;
        double c1 = 1 - Math.pow(BETA1, t), c2 = 1 - Math.pow(BETA2, t);
        for (int i = 0; i < theta.length; i++) {
            if (!free[i]) continue;
            m[i] = BETA1 * m[i] + (1 - BETA1) * gradient[i];
            v[i] = BETA2 * v[i] + (1 - BETA2) * gradient[i] * gradient[i];
            theta[i] -= rate * (m[i] / c1) / (Math.sqrt(v[i] / c2) + EPSILON);
        }
    }
}
