package castellan.bench;

import castellan.eval.Evaluator;
import castellan.game.Game;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The static evaluation of a fixed set of {@value #POSITIONS} positions per variant, in
 * nanoseconds per position: computed by the terms ({@code evaluate}), and answered by the
 * evaluator's per-thread cache ({@code evaluateCached}, which a search hits when it meets a
 * position again). Run:
 * {@code java -jar bench/target/benchmarks.jar EvalBenchmark}.
 *
 * <p>The positions are the variant's start position and positions from seeded random games
 * (every fourth ply from ply 4), so opening, middlegame and thinned-out positions all count. A
 * move is drawn from the legal turns sorted by their text, not in the generator's order, so the
 * set stays the same when the generator or the evaluation changes and two builds are measured
 * on the same positions. The measured loop only evaluates: the positions are made in the set-up.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class EvalBenchmark {
    static final int POSITIONS = 16;
    private static final int PLY_STEP = 4;

    @Param({"normal", "capablanca", "wells", "royal", "kingdom", "maidens", "norochess"})
    public String variant;

    private Evaluator evaluator;
    private Position[] positions;

    @Setup(Level.Trial)
    public void setUp() {
        Ruleset rules = Variants.get(variant);
        evaluator = rules.newEvaluator();
        positions = positions(rules).toArray(new Position[0]);
    }

    /** The terms themselves ({@link Evaluator#compute}), every position of the set once; the score is per position. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void evaluate(Blackhole bh) {
        for (Position p : positions) bh.consume(evaluator.compute(p));
    }

    /** Through the evaluator's cache ({@link Evaluator#evaluate}), which holds every position of the set: the cost of a hit. */
    @Benchmark
    @OperationsPerInvocation(POSITIONS)
    public void evaluateCached(Blackhole bh) {
        for (Position p : positions) bh.consume(evaluator.evaluate(p));
    }

    /** The start position, then every {@value #PLY_STEP}th position of seeded random games (a new game when one ends). */
    static List<Position> positions(Ruleset rules) {
        List<Position> out = new ArrayList<>();
        out.add(new Game(rules).position().copy());
        SplittableRandom random = new SplittableRandom(20261123);
        while (out.size() < POSITIONS) {
            Game g = new Game(rules);
            while (out.size() < POSITIONS && g.outcome() == null) {
                TurnList legal = g.legalTurns();
                String[] texts = new String[legal.size()];
                for (int i = 0; i < texts.length; i++) texts[i] = g.format(legal.get(i));
                Arrays.sort(texts, Comparator.naturalOrder());
                g.play(texts[random.nextInt(texts.length)]);
                if (g.turnsPlayed() % PLY_STEP == 0 && g.outcome() == null) out.add(g.position().copy());
            }
        }
        return out;
    }
}
