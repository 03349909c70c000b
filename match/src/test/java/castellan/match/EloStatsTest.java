package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Elo and its error bar against values worked out by hand from the formulas cutechess-cli and
 * fishtest use (the arithmetic is in the comments).
 */
class EloStatsTest {

    @Test void eloOfAScore() {
        // -400 log10(1/s - 1): s = 0.5 is 0; s = 0.75 is 400 log10(3) = 190.85; symmetric around 0.5.
        assertEquals(0, EloStats.elo(0.5), 1e-12);
        assertEquals(400 * Math.log10(3), EloStats.elo(0.75), 1e-9);
        assertEquals(190.848501, EloStats.elo(0.75), 1e-6);
        assertEquals(-EloStats.elo(0.75), EloStats.elo(0.25), 1e-9);
        assertEquals(0.75, EloStats.score(EloStats.elo(0.75)), 1e-12);
        assertTrue(Double.isInfinite(EloStats.elo(1)));
    }

    @Test void trinomialErrorBar() {
        // W 60, D 20, L 20: s = (60 + 10) / 100 = 0.7;
        // var = (60 * 0.3^2 + 20 * 0.2^2 + 20 * 0.7^2) / 100 = (5.4 + 0.8 + 9.8) / 100 = 0.16; sd = sqrt(0.16/100) = 0.04;
        // Elo = 400 log10(0.7/0.3) = 147.19; the interval 0.7 -+ 1.96 * 0.04 = [0.62160, 0.77840]
        // is [86.22, 218.25] Elo, so the margin is (218.25 - 86.22) / 2 = 66.01.
        EloStats.Estimate e = EloStats.trinomial(60, 20, 20);
        assertEquals(147.19, e.elo(), 0.01);
        assertEquals(66.01, e.margin(), 0.01);
        assertEquals("+147.2 +/- 66.0", e.toString());
    }

    @Test void pentanomialErrorBar() {
        // Pairs scoring 0, 1/4, 1/2, 3/4, 1 (per game): [2, 5, 15, 18, 10], 50 pairs.
        // mean = (5*0.25 + 15*0.5 + 18*0.75 + 10) / 50 = (1.25 + 7.5 + 13.5 + 10) / 50 = 0.645;
        // var = (2*0.645^2 + 5*0.395^2 + 15*0.145^2 + 18*0.105^2 + 10*0.355^2) / 50 = 0.067725;
        // sd = sqrt(0.067725 / 50) = 0.036804; Elo(0.645) = 400 log10(0.645/0.355) = 103.73;
        // interval [0.572866, 0.717134] = [51.00, 161.61] Elo: margin 55.31.
        EloStats.Estimate e = EloStats.pentanomial(new long[] {2, 5, 15, 18, 10});
        assertEquals(103.73, e.elo(), 0.01);
        assertEquals(55.31, e.margin(), 0.01);
    }

    @Test void noGamesGiveNoNumbers() {
        assertTrue(Double.isNaN(EloStats.trinomial(0, 0, 0).elo()));
        assertEquals("nan +/- nan", EloStats.trinomial(0, 0, 0).toString());
    }

    @Test void evenScoreIsZeroNotMinusZero() {
        assertEquals("+0.0", EloStats.format(-0.0));
        assertEquals("+0.0", EloStats.format(-0.04));
    }

    @Test void likelihoodOfSuperiority() {
        // LOS = (1 + erf((W-L)/sqrt(2(W+L))))/2: W = L gives 1/2; W 60, L 20: erf(40/sqrt(160)) = erf(3.1623) = 0.9999923.
        assertEquals(0.5, EloStats.los(10, 10), 1e-9);
        assertEquals(0.99999613, EloStats.los(60, 20), 1e-6);
        // erf(1) = 0.8427007929 (tables of the error function).
        assertEquals(0.8427007929, EloStats.erf(1), 2e-7);
        assertEquals(-0.8427007929, EloStats.erf(-1), 2e-7);
    }
}
