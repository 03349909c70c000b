package castellan.match;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What one game pair of an SPSA run plays: a flip Δ of ±1 per parameter, and the option values
 * of the two engines, {@code θ + c_k Δ} and {@code θ − c_k Δ}, each clamped to [min, max] and
 * rounded to a whole number as fishtest's worker rounds them: {@code floor(v + u)} with
 * {@code u} uniform in [0, 1), so that {@code 4.3} is 5 three times in ten and the value is
 * right on average.
 *
 * <p>The random numbers come from the run's seed and the pair's number alone, so that a shard
 * plays each of its pairs with the flips and values an unsharded run gives them, whichever
 * machine plays it and in whatever order.
 *
 * @param flips the ±1 per parameter
 * @param plus  the first engine's values (θ + c_k Δ)
 * @param minus the second engine's values (θ − c_k Δ)
 */
public record SpsaPerturbation(int[] flips, long[] plus, long[] minus) {

    /** The perturbation of pair {@code pair} (from 0, over the whole run) played from θ with perturbations {@code c}. */
    public static SpsaPerturbation of(List<SpsaParameter> params, double[] theta, double[] c, long seed, long pair) {
        // Consecutive seeds of SplittableRandom give unrelated sequences: each pair its own.
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + pair);
        int n = params.size();
        int[] flips = new int[n];
        long[] plus = new long[n], minus = new long[n];
        for (int i = 0; i < n; i++) flips[i] = random.nextBoolean() ? 1 : -1;
        for (int i = 0; i < n; i++) {
            SpsaParameter p = params.get(i);
            plus[i] = (long) Math.floor(p.clamp(theta[i] + c[i] * flips[i]) + random.nextDouble());
            minus[i] = (long) Math.floor(p.clamp(theta[i] - c[i] * flips[i]) + random.nextDouble());
        }
        return new SpsaPerturbation(flips, plus, minus);
    }

    /** The options of one side (0: θ + c_k Δ, 1: θ − c_k Δ), by parameter name, for UCI {@code setoption}. */
    public Map<String, String> options(List<SpsaParameter> params, int side) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < params.size(); i++) out.put(params.get(i).name(), String.valueOf(side == 0 ? plus[i] : minus[i]));
        return out;
    }
}
