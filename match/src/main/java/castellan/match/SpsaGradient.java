package castellan.match;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The SPSA part of a shard's result: the step it played, the θ it played from, and per
 * parameter the gradient sum {@code sum over games of r * flip}, where {@code r} is +1 when
 * θ+cΔ won the game, -1 when it lost, 0 for a draw, and {@code flip} is the parameter's ±1 in
 * that game's pair. The sums of the shards of a step add up to the step's; θ moves by
 * {@link SpsaSchedule#update}. Whole numbers, so the merge is exact.
 *
 * @param step      the step, from 1 (the θ log's line it played from is step {@code step - 1})
 * @param iteration the pairs played before the step (fishtest's {@code iter})
 * @param theta     θ at the start of the step, by parameter name
 * @param sums      the gradient sums, by parameter name, in the parameters' order
 */
public record SpsaGradient(long step, long iteration, Map<String, Double> theta, Map<String, Long> sums) {
    public SpsaGradient {
        theta = Collections.unmodifiableMap(new LinkedHashMap<>(theta));
        sums = Collections.unmodifiableMap(new LinkedHashMap<>(sums));
        if (!theta.keySet().equals(sums.keySet())) throw new IllegalArgumentException("θ and the gradient sums name other parameters");
    }

    /** The sums of this shard and another of the same step; IllegalArgumentException when they played from different θ. */
    public SpsaGradient plus(SpsaGradient o) {
        if (step != o.step || iteration != o.iteration)
            throw new IllegalArgumentException("the shards played different steps (" + step + " and " + o.step + ")");
        if (!theta.equals(o.theta)) throw new IllegalArgumentException("the shards of step " + step + " played from different θ: " + theta + " and " + o.theta);
        Map<String, Long> s = new LinkedHashMap<>(sums);
        o.sums.forEach((k, v) -> s.merge(k, v, Long::sum));
        return new SpsaGradient(step, iteration, theta, s);
    }
}
