package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ScaleFactor} with Stockfish 11's numbers (the files hold 64 everywhere until an SPRT says
 * otherwise): the factor of the endgame sum, worked out by hand from Stockfish's rules, in
 * 256ths ({@link EvalState#egScale}: 4 times the 64ths). Chess's phase weights: Knight 320,
 * Bishop 329 (the minor piece's threshold), Rook 515.
 */
class ScaleFactorTest {
    /** The variant's spec with Stockfish 11's scale factor. */
    private static EvalSpec stockfish(String variant) {
        EvalSpec spec = Variants.get(variant).evalSpec();
        double[] theta = spec.params.values();
        set(spec, theta, "scale.pawnless", 0, 4, 14);
        set(spec, theta, "scale.wrongBishop", 0);
        set(spec, theta, "scale.oppositeBishops", 16, 4);
        set(spec, theta, "scale.fewPawns", 36, 7, 2);
        return spec.withParams(spec.params.with(theta));
    }

    private static void set(EvalSpec spec, double[] theta, String entry, double... numbers) {
        EvalParams.Entry e = spec.params.entry(entry);
        for (int i = 0; i < numbers.length; i++) theta[e.offset() + i] = numbers[i];
    }

    private static int egScale(EvalSpec spec, String fen) {
        Evaluator e = new Evaluator(spec);
        e.compute(Fen.parse(Variants.get(spec.variant.id), fen));
        return e.lastState().egScale;
    }

    @Test void aPawnlessSideLittleAheadCanHardlyWin() {
        EvalSpec sf = stockfish("normal");
        // King and Bishop against King: less than a Rook's material: a draw (0).
        assertEquals(0, egScale(sf, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"));
        assertEquals(0, egScale(sf, "2b1k3/8/8/8/8/8/8/4K3 w - - 0 1"), "Black ahead, alike");
        // Rook against Bishop: 186 ahead, the Bishop at most a minor piece: 4/64.
        assertEquals(16, egScale(sf, "4k3/8/8/3b4/8/8/8/R3K3 w - - 0 1"));
        // Rook and Knight against Rook: 320 ahead, the other side more than a minor piece: 14/64.
        assertEquals(56, egScale(sf, "4k2r/8/8/8/8/8/8/RN2K3 w - - 0 1"));
        // Against a bare King, a Rook's material or more is a win, not scaled (Stockfish's KXK): Knight and
        // Bishop (649), a Rook (515).
        assertEquals(256, egScale(sf, "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1"));
        assertEquals(256, egScale(sf, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
        // Knight and Bishop against a Knight: 329 ahead, a minor piece at most; the Knight at most one: 4/64.
        assertEquals(16, egScale(sf, "4k1n1/8/8/8/8/8/8/1NB1K3 w - - 0 1"));
        // Knight and two Bishops against a Knight: 658 ahead, more than a minor piece, no pawns: 36/64.
        assertEquals(144, egScale(sf, "4k1n1/8/8/8/8/8/8/1NBBK3 w - - 0 1"));
    }

    @Test void theWrongBishop() {
        EvalSpec sf = stockfish("normal");
        // c1 is dark, a8 light; Black's King on a8: a draw.
        assertEquals(0, egScale(sf, "k7/8/8/8/8/8/P7/2B1K3 w - - 0 1"));
        // The King one step away still holds it; two steps away it does not: min(64, 36 + 7) = 43/64.
        assertEquals(0, egScale(sf, "8/1k6/8/8/8/8/P7/2B1K3 w - - 0 1"));
        assertEquals(172, egScale(sf, "8/8/1k6/8/8/8/P7/2B1K3 w - - 0 1"));
        // The right Bishop (d1, light as a8): 43/64.
        assertEquals(172, egScale(sf, "k7/8/8/8/8/8/P7/3BK3 w - - 0 1"));
        // Capablanca: the j-file's promotion square j8 is dark, as g1: right; a Bishop on h1 is wrong.
        EvalSpec capablanca = stockfish("capablanca");
        assertEquals(172, egScale(capablanca, "8k1/10/10/10/10/10/9P/6B2K w - - 0 1"));
        assertEquals(0, egScale(capablanca, "8k1/10/10/10/10/10/9P/5K1B2 w - - 0 1"));
    }

    @Test void oppositeBishopsAndFewPawns() {
        EvalSpec sf = stockfish("normal");
        // Bishops alone, c1 dark and d5 light; d2 is passed, e2 and f7 are not: 16 + 4 = 20/64.
        assertEquals(80, egScale(sf, "4k3/5p2/8/3b4/8/8/3PP3/2B1K3 w - - 0 1"));
        // The same colour (c5 is dark): not opposite; 2 pawns for the side ahead: 36 + 14 = 50/64.
        assertEquals(200, egScale(sf, "4k3/5p2/8/2b5/8/8/3PP3/2B1K3 w - - 0 1"));
        // Opposite Bishops with Rooks beside them: 36 + 2 per pawn, 3 pawns: 42/64.
        assertEquals(168, egScale(sf, "r3k3/5p2/8/3b4/8/8/2PPP3/R1B1K3 w - - 0 1"));
        // A Rook and three pawns against a Knight: 36 + 21 = 57/64; four: 64, not scaled.
        assertEquals(228, egScale(sf, "4k1n1/8/8/8/8/8/PPP5/R3K3 w - - 0 1"));
        assertEquals(256, egScale(sf, "4k1n1/8/8/8/8/8/PPPP4/R3K3 w - - 0 1"));
    }

    @Test void theFilesScaleNothingYet() {
        for (String v : new String[] {"normal", "capablanca", "royal", "kingdom", "wells", "maidens", "norochess"}) {
            EvalSpec spec = Variants.get(v).evalSpec();
            Evaluator e = new Evaluator(spec);
            for (Position p : EvalTraceTest.positions(Variants.get(v), 4, 200, 7)) {
                e.compute(p);
                assertEquals(256, e.lastState().egScale, v);
            }
        }
    }

    /** The trace, with the endgame scale it records, gives the evaluation (within its roundings) where the factor bites. */
    @Test void theTraceScalesTheEndgameSumToo() {
        for (String v : new String[] {"normal", "capablanca"}) {
            Ruleset r = Variants.get(v);
            EvalSpec spec = EvalTraceTest.movedAtRandom(stockfish(v), new SplittableRandom(3));
            Evaluator e = new Evaluator(spec);
            EvalTrace trace = spec.newTrace();
            double[] theta = spec.params.values();
            int scaled = 0;
            for (Position p : EvalTraceTest.positions(r, 12, 300, 11)) {
                int value = e.trace(p, trace);
                double[] sums = trace.sums(theta);
                if (Math.min(Math.abs(sums[0]), Math.abs(sums[1])) <= trace.roundings()) continue;
                double white = trace.whiteScore(theta), model = p.sideToMove() == 0 ? white : -white;
                assertTrue(Math.abs(model - value) <= trace.roundings(), v + ": trace " + model + ", evaluation " + value + " at " + Fen.format(r, p));
                if (trace.egScale() != 256) scaled++;
            }
            assertTrue(scaled > 0, v + ": the factor never bit");
        }
    }
}
