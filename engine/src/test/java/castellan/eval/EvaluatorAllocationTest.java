package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An evaluator allocates everything it keeps when it is made, none of it at its first
 * evaluations. A search thread's evaluator is made with the thread, by a {@code Threads} setting
 * that the session follows with a full collection while no clock runs; what the first search
 * made instead stayed in the young generation, and with 128 threads a young collection copied
 * it in the first searches (the pawn tables, made at first use until 2026-12-03:
 * docs/search.md, "Many threads on few cores"). Counted with HotSpot's bytes allocated by this
 * thread, which the JVM keeps exactly.
 */
class EvaluatorAllocationTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void aNewEvaluatorsFirstEvaluationsAllocateNothing(String id) {
        com.sun.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean t
                && t.isThreadAllocatedMemoryEnabled() ? t : null;
        assumeTrue(bean != null, "a JVM that counts each thread's allocations");
        Ruleset r = Variants.get(id);
        Position[] positions = positionsOf(r);
        // Every class the evaluation needs is loaded by an evaluator of its own first.
        Evaluator first = r.newEvaluator();
        for (Position p : positions) first.evaluate(p);

        Evaluator fresh = r.newEvaluator();
        long before = bean.getCurrentThreadAllocatedBytes();
        int sum = 0;
        for (Position p : positions) sum += fresh.evaluate(p); // an array: a list's iterator would be counted
        long allocated = bean.getCurrentThreadAllocatedBytes() - before;
        assertEquals(0, allocated, id + ": bytes allocated by a new evaluator's first " + positions.length + " evaluations (sum " + sum + ")");
    }

    /** The positions of a random game of the variant, made before anything is counted. */
    private static Position[] positionsOf(Ruleset r) {
        List<Position> out = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(r.variant().id.hashCode());
        Game g = new Game(r);
        for (int ply = 0; ply < 60 && g.outcome() == null; ply++) {
            out.add(g.position().copy());
            TurnList turns = g.legalTurns();
            g.play(turns.get(random.nextInt(turns.size())));
        }
        return out.toArray(new Position[0]);
    }
}
