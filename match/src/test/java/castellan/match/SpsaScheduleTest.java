package castellan.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * SPSA's gains and update against numbers worked out by hand from fishtest's formulas (and
 * evaluated with Python, not with this code). N = 100 pairs, A = int(0.1 N) = 10,
 * alpha 0.602, gamma 0.101, iteration k = 20 (fishtest's iter_local = 21):
 *
 * <pre>
 *   c_k     = c_end N^gamma / 21^gamma = c_end (100/21)^0.101 = 1.170727584 c_end
 *   R_k c_k = a / (A + 21)^alpha / c_k,  a = r_end c_end^2 (A + N)^alpha
 *           = r_end c_end (110/31)^0.602 / (100/21)^0.101
 *   Alpha (c_end 4, r_end 0.25): c_k = 4.682910337767099, R_k c_k = 1.8308923309175844
 *   Beta  (c_end 2, r_end 0.2):  c_k = 2.3414551688835497, R_k c_k = 0.7323569323670337
 * </pre>
 */
class SpsaScheduleTest {
    private static final SpsaParameter ALPHA = new SpsaParameter("Alpha", 40, 0, 100, 4, 0.25);
    private static final SpsaParameter BETA = new SpsaParameter("Beta", 95, 0, 100, 2, 0.2);
    private static final SpsaSchedule SCHEDULE = new SpsaSchedule(100, SpsaSchedule.a(0.1, 100), 0.602, 0.101);

    @Test void fishtestsAIsItsRatioOfThePairsRoundedDown() {
        assertEquals(10, SCHEDULE.a());
        assertEquals(3, SpsaSchedule.a(0.1, 32)); // int(3.2)
    }

    @Test void thePerturbationAtAnIteration() {
        assertEquals(4.682910337767099, SCHEDULE.c(ALPHA, 20), 1e-12);
        assertEquals(2.3414551688835497, SCHEDULE.c(BETA, 20), 1e-12);
        assertEquals(4, SCHEDULE.c(ALPHA, 99), 1e-12, "c_end at the last pair");
    }

    @Test void aStepAgainstOneWorkedByHand() {
        // Gradient sums +3 and -4: 40 + 3 * 1.83089233 and 95 - 4 * 0.73235693.
        double[] next = SCHEDULE.update(List.of(ALPHA, BETA), new double[] {40, 95}, 20, new long[] {3, -4});
        assertArrayEquals(new double[] {45.492676992752756, 92.07057227053187}, next, 1e-9);
    }

    @Test void aStepPastABoundStopsThere() {
        // Beta: 95 + 9 * 0.73235693 = 101.59, above max 100.
        double[] next = SCHEDULE.update(List.of(ALPHA, BETA), new double[] {40, 95}, 20, new long[] {-30, 9});
        assertArrayEquals(new double[] {0, 100}, next, 1e-12); // Alpha: 40 - 30 * 1.83 < 0
    }

    @Test void atTheEndAWonPairMovesThetaBy_rEnd_cEnd() {
        // At k = N - 1 both ratios are 1: R c = r_end c_end, fishtest's meaning of r_end.
        assertEquals(0.25 * 4, SCHEDULE.r(ALPHA, 99) * SCHEDULE.c(ALPHA, 99), 1e-12);
    }

    @Test void badParametersAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> SpsaParameter.parse("Alpha, 40, 0, 100, 4"));
        assertThrows(IllegalArgumentException.class, () -> SpsaParameter.parse("Alpha, 140, 0, 100, 4, 0.002"));
        assertThrows(IllegalArgumentException.class, () -> SpsaParameter.parse("Alpha, 40, 0.5, 100, 4, 0.002"));
        assertThrows(IllegalArgumentException.class, () -> SpsaParameter.parse("Alpha, 40, 0, 100, 0, 0.002"));
        assertThrows(IllegalArgumentException.class, () -> SpsaParameter.parse("Alpha, forty, 0, 100, 4, 0.002"));
        assertEquals(new SpsaParameter("Move Overhead", 30, 0, 5000, 250, 0.002), SpsaParameter.parse(" Move Overhead , 30, 0, 5000, 250, 0.002"));
        assertThrows(IllegalArgumentException.class, () -> new SpsaRun(List.of(ALPHA), SCHEDULE, 8, 1), "100 pairs are not whole steps of 8");
    }
}
