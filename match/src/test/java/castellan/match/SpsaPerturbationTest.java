package castellan.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The flips and the values each pair plays: ±1, clamped, rounded as fishtest's worker rounds, the same on every machine. */
class SpsaPerturbationTest {
    private static final List<SpsaParameter> PARAMS = List.of(new SpsaParameter("Alpha", 50, 0, 100, 4, 0.002),
            new SpsaParameter("Beta", 98, 0, 100, 4, 0.002));

    @Test void flipsAreFairCoinsAndValuesAreRightOnAverage() {
        // theta 50.3 and c 4.68: theta+c = 54.98 and theta-c = 45.62, rounded down or up at random.
        double[] theta = {50.3, 98}, c = {4.68, 4.68};
        int n = 20_000, up = 0;
        double plusSum = 0, minusSum = 0;
        for (int pair = 0; pair < n; pair++) {
            SpsaPerturbation p = SpsaPerturbation.of(PARAMS, theta, c, 7, pair);
            assertTrue(Math.abs(p.flips()[0]) == 1 && Math.abs(p.flips()[1]) == 1);
            if (p.flips()[0] == 1) up++;
            // As θ + c·flip: flip +1 gives 54.98 to the first engine, -1 gives it 45.62.
            double expectedPlus = p.flips()[0] == 1 ? 54.98 : 45.62, expectedMinus = p.flips()[0] == 1 ? 45.62 : 54.98;
            assertTrue(p.plus()[0] == Math.floor(expectedPlus) || p.plus()[0] == Math.ceil(expectedPlus), "a neighbour of " + expectedPlus);
            plusSum += p.plus()[0] - expectedPlus;
            minusSum += p.minus()[0] - expectedMinus;
            // Beta at 98 + 4.68 is clamped to 100 (which rounds to itself), 98 - 4.68 = 93.32.
            long high = p.flips()[1] == 1 ? p.plus()[1] : p.minus()[1], low = p.flips()[1] == 1 ? p.minus()[1] : p.plus()[1];
            assertEquals(100, high);
            assertTrue(low == 93 || low == 94, "93.32 rounds to 93 or 94, not " + low);
        }
        // A fair coin: 10000 +- 3.9 sd (sd 70.7); rounding errors of mean 0, sd <= 0.5 each: mean within 0.012.
        assertEquals(n / 2.0, up, 280);
        assertEquals(0, plusSum / n, 0.012);
        assertEquals(0, minusSum / n, 0.012);
    }

    @Test void aPairPlaysTheSameOnEveryMachine() {
        double[] theta = {50.3, 60.1}, c = {4.68, 3.0};
        SpsaPerturbation a = SpsaPerturbation.of(PARAMS, theta, c, 7, 12345), b = SpsaPerturbation.of(PARAMS, theta, c, 7, 12345);
        assertArrayEquals(a.flips(), b.flips());
        assertArrayEquals(a.plus(), b.plus());
        assertArrayEquals(a.minus(), b.minus());
        assertEquals(Map.of("Alpha", String.valueOf(a.plus()[0]), "Beta", String.valueOf(a.plus()[1])), a.options(PARAMS, 0));
        assertEquals(Map.of("Alpha", String.valueOf(a.minus()[0]), "Beta", String.valueOf(a.minus()[1])), a.options(PARAMS, 1));
        int differs = 0; // another seed, or another pair, flips otherwise about half the time
        for (int pair = 0; pair < 64; pair++)
            if (SpsaPerturbation.of(PARAMS, theta, c, 7, pair).flips()[0] != SpsaPerturbation.of(PARAMS, theta, c, 8, pair).flips()[0]) differs++;
        assertTrue(differs > 16 && differs < 48, differs + " of 64");
    }
}
