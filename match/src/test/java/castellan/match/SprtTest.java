package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The SPRT's log-likelihood ratio. Reference values were computed outside Castellan with an
 * independent method: scipy's SLSQP maximizing the multinomial likelihood under the two
 * constraints (probabilities sum to 1, expected score s) directly, rather than through the
 * secular equation the class solves; zero counts replaced by 0.001 as fishtest does. They agree
 * with fishtest's LLR_logistic formula (and, within 0.001, with its normal approximation
 * LLR_alt2 = N (s1 - s0)(2 mean - s0 - s1) / (2 var)).
 */
class SprtTest {
    private static final Sprt STANDARD = new Sprt(0, 5, 0.05, 0.05);

    @Test void boundsAreWaldsLogarithms() {
        // ln(beta / (1 - alpha)) = ln(0.05 / 0.95) = -2.944439; ln((1 - beta) / alpha) = ln(19) = 2.944439.
        assertEquals(-2.944439, STANDARD.lower(), 1e-6);
        assertEquals(2.944439, STANDARD.upper(), 1e-6);
        assertEquals(Sprt.Verdict.H1_ACCEPTED, STANDARD.verdict(3.0));
        assertEquals(Sprt.Verdict.H0_ACCEPTED, STANDARD.verdict(-3.0));
        assertEquals(Sprt.Verdict.CONTINUE, STANDARD.verdict(0.5));
    }

    @Test void trinomialAgainstIndependentValues() {
        assertEquals(0.707247, STANDARD.llrTrinomial(60, 20, 20), 1e-4);   // L 20, D 20, W 60
        assertEquals(0.297245, STANDARD.llrTrinomial(320, 380, 300), 1e-4); // L 300, D 380, W 320
    }

    @Test void pentanomialAgainstIndependentValues() {
        assertEquals(0.534994, STANDARD.llrPentanomial(new long[] {2, 5, 15, 18, 10}), 1e-4);
        assertEquals(0.288563, STANDARD.llrPentanomial(new long[] {10, 120, 250, 130, 12}), 1e-4);
        assertEquals(0.954866, new Sprt(-5, 0, 0.05, 0.05).llrPentanomial(new long[] {10, 120, 250, 130, 12}), 1e-4);
    }

    @Test void withoutDrawsItIsTheClassicalBernoulliTest() {
        // Wins and losses only: the constrained maximum is the Bernoulli distribution with mean s, so
        // LLR = W ln(s1/s0) + L ln((1-s1)/(1-s0)) (Wald's test for a proportion), up to the 0.001 draws
        // the regularization adds.
        double s0 = 0.5, s1 = 1 / (1 + Math.pow(10, -5 / 400.0));
        double bernoulli = 60 * Math.log(s1 / s0) + 40 * Math.log((1 - s1) / (1 - s0));
        assertEquals(bernoulli, STANDARD.llrTrinomial(60, 0, 40), 1e-3);
    }

    @Test void nothingPlayedIsNoEvidence() {
        assertEquals(0, STANDARD.llrTrinomial(0, 0, 0));
    }

    @Test void parsesTheCommandLineForm() {
        Sprt s = Sprt.parse("elo0=0 elo1=5 alpha=0.05 beta=0.1");
        assertEquals(new Sprt(0, 5, 0.05, 0.1), s);
        assertEquals(new Sprt(-1.5, 2, 0.05, 0.05), Sprt.parse("elo0=-1.5 elo1=2"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=5 elo1=0"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo1=5"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0 elo1=5 gamma=1"));
        assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=x elo1=5"));
    }
}
