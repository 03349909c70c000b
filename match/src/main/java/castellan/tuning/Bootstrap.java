package castellan.tuning;

import castellan.eval.EvalParams;
import castellan.variant.Variant;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * How sure the learnt worth of each piece is: the tuning done again on sets of games drawn from
 * the data with replacement (Efron's bootstrap), each from the tuned parameters with half the
 * steps at half the rate, and the standard deviation of each piece's worth ({@link LearnedValues})
 * over those tunings.
 * Games, not positions, are drawn: the positions of one game are far from independent, and
 * drawing them one by one would understate the uncertainty.
 */
final class Bootstrap {
    private Bootstrap() {}

    /** [type][phase]: the standard deviation over {@code samples} tunings (0 with none). */
    static double[][] spread(Variant v, EvalParams p, TraceSet set, Tuner tuner, double[] tuned, double k, int samples, int epochs,
                             double rate, long seed, PrintWriter log) throws InterruptedException {
        int n = v.types.length;
        double[][] sum = new double[n][2], squares = new double[n][2];
        if (samples == 0) return sum;
        Map<Integer, List<Integer>> byGame = new HashMap<>();
        for (int i = 0; i < set.size; i++) byGame.computeIfAbsent(set.game[i], g -> new ArrayList<>()).add(i);
        List<List<Integer>> games = new ArrayList<>(byGame.values());
        games.sort((a, b) -> Integer.compare(a.get(0), b.get(0))); // a fixed order, whatever the map's
        SplittableRandom random = new SplittableRandom(seed ^ 0xB0075_7A9L);
        for (int b = 0; b < samples; b++) {
            List<Integer> drawn = new ArrayList<>();
            for (int g = 0; g < games.size(); g++) drawn.addAll(games.get(random.nextInt(games.size())));
            int[] positions = drawn.stream().mapToInt(Integer::intValue).toArray();
            Tuner.Result r = tuner.run(positions, new int[0], k, epochs, rate, tuned);
            double[][] worth = LearnedValues.of(v, p, r.theta(), set.occurrencesByPhase);
            for (int t = 1; t < n; t++) {
                for (int phase = 0; phase < 2; phase++) {
                    sum[t][phase] += worth[t][phase];
                    squares[t][phase] += worth[t][phase] * worth[t][phase];
                }
            }
            if (log != null) {
                log.printf(Locale.ROOT, "bootstrap %d/%d done%n", b + 1, samples);
                log.flush();
            }
        }
        double[][] sd = new double[n][2];
        for (int t = 1; t < n; t++)
            for (int phase = 0; phase < 2; phase++) {
                double mean = sum[t][phase] / samples;
                sd[t][phase] = samples > 1 ? Math.sqrt(Math.max(0, (squares[t][phase] / samples - mean * mean) * samples / (samples - 1))) : 0;
            }
        return sd;
    }
}
