package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Stockfish 11's initiative ({@link Initiative}, {@code initiative.*}): its inputs counted by hand
 * in built positions, and what it does to the sums: the endgame's moved by the complexity with
 * its own sign and never past 0, the middlegame's only toward 0 and only below the shift.
 */
class InitiativeTest {
    /** The inputs' coefficients in the trace of {@code fen}, in the order of {@link Initiative#NAMES}. */
    private static int[] inputs(String variant, String fen) {
        Ruleset r = Variants.get(variant);
        EvalSpec spec = r.evalSpec();
        EvalTrace trace = spec.newTrace();
        new Evaluator(spec).trace(Fen.parse(r, fen), trace);
        int[] out = new int[Initiative.NAMES.length];
        for (int i = 0; i < out.length; i++) out[i] = (int) trace.coefficientOfInitiative(spec.params.entry("initiative." + Initiative.NAMES[i]).offset());
        return out;
    }

    @Test void theInputsAreStockfishs() {
        // passed, pawns, outflanking, infiltration, bothFlanks, pawnsOnly, unwinnable, base.
        // Six pawns, all passed (none faces another on its file or beside); Kings g1 and b8: 5 files
        // apart less 7 ranks; pawns on both halves (a-d, e-h); nothing but pawns.
        assertArrayEquals(new int[] {6, 6, -2, 0, 1, 1, 0, 1}, inputs("normal", "1k6/ppp5/8/8/8/8/5PPP/6K1 w - - 0 1"));
        // The e-pawns block each other: none passed; Kings in opposition on the file, 0 files less 3
        // ranks; one half only: almost unwinnable.
        assertArrayEquals(new int[] {0, 2, -3, 0, 0, 1, 1, 1}, inputs("normal", "8/8/4k3/4p3/4P3/4K3/8/8 w - - 0 1"));
        // A passed pawn: not almost unwinnable, though the Kings face each other on one half.
        assertArrayEquals(new int[] {1, 1, -5, 0, 0, 1, 0, 1}, inputs("normal", "8/8/4k3/8/8/8/P7/4K3 w - - 0 1"));
        // White's King on d5, its fifth rank: in Black's half. A Rook: not pawns only.
        assertArrayEquals(new int[] {0, 0, -2, 1, 0, 0, 1, 1}, inputs("normal", "4k3/8/8/3K4/8/8/8/R7 w - - 0 1"));
        // Black's King on e4, its fifth rank from its side; the Kings on one file, 3 ranks apart.
        assertArrayEquals(new int[] {0, 0, -3, 1, 0, 0, 1, 1}, inputs("normal", "8/8/8/8/4k3/8/8/R3K3 w - - 0 1"));
        // On 10 files the halves are a-e and f-j: pawns on e and f are on both. Neither is passed (each
        // has the other on the file beside, ahead); the Kings 7 ranks apart on one file, but pawns on both halves.
        assertArrayEquals(new int[] {0, 2, -7, 0, 1, 1, 0, 1}, inputs("capablanca", "4k5/10/10/4p5/5P4/10/10/4K5 w - - 0 1"));
        // On 8 files d and e are the two halves.
        assertArrayEquals(new int[] {0, 2, -7, 0, 1, 1, 0, 1}, inputs("normal", "4k3/8/8/4p3/3P4/8/8/4K3 w - - 0 1"));
    }

    private static void assertArrayEquals(int[] expected, int[] actual) {
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, actual, java.util.Arrays.toString(actual));
    }

    /** The evaluation (side to move) of {@code fen} with the initiative's numbers of {@code numbers}, the others at 0. */
    private static int evaluate(String variant, String fen, Map<String, Double> numbers) {
        Ruleset r = Variants.get(variant);
        EvalSpec spec = r.evalSpec();
        double[] theta = spec.params.values();
        for (String name : Initiative.NAMES) theta[spec.params.entry("initiative." + name).offset()] = 0;
        theta[spec.params.entry("initiative.mgShift").offset()] = 0;
        numbers.forEach((name, v) -> theta[spec.params.entry("initiative." + name).offset()] = v);
        return new Evaluator(spec.withParams(spec.params.with(theta))).compute(Fen.parse(r, fen));
    }

    private static int phase(String variant, String fen) {
        Ruleset r = Variants.get(variant);
        Evaluator e = new Evaluator(r.evalSpec());
        e.compute(Fen.parse(r, fen));
        return e.lastState().phase();
    }

    @Test void theEndgameMovesByTheComplexityAndNeverPastZero() {
        // A pawn ending (phase 0), White a pawn up: the endgame sum is White's, the score all endgame.
        String up = "4k3/pp6/8/8/8/8/PPP5/4K3 w - - 0 1", down = "4k3/ppp5/8/8/8/8/PP6/4K3 w - - 0 1";
        assertEquals(0, phase("normal", up));
        int before = evaluate("normal", up, Map.of()), tempo = Variants.get("normal").evalSpec().tempo;
        // A complexity of +20 adds 20 for the side ahead, and takes 20 from the side behind.
        assertEquals(before + 20, evaluate("normal", up, Map.of("base", 20.0)));
        assertEquals(evaluate("normal", down, Map.of()) - 20, evaluate("normal", down, Map.of("base", 20.0)));
        // Per pawn: 5 of them.
        assertEquals(before + 5 * 3, evaluate("normal", up, Map.of("pawns", 3.0)));
        // A complexity far below the sum takes it to 0, not past it: only the move's bonus is left.
        assertEquals(tempo, evaluate("normal", up, Map.of("base", -100_000.0)));
        assertEquals(tempo, evaluate("normal", down, Map.of("base", -100_000.0)));
        // Sixteenths: 2.5 a pawn, 5 pawns, 12.5.
        assertEquals(before + 12, evaluate("normal", up, Map.of("pawns", 2.5)));
    }

    @Test void theMiddlegameOnlyMovesTowardZeroBelowTheShift() {
        // Full material (phase 256), Black's b8 Knight missing: White's middlegame sum is well above 0.
        String fen = "r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        int phase = phase("normal", fen), before = evaluate("normal", fen, Map.of());
        // A positive complexity leaves the middlegame alone: only the endgame's share moves.
        assertEquals(before + 40 * (256 - phase) / 256, evaluate("normal", fen, Map.of("base", 40.0)), 1);
        // -30 moves both sums toward 0 by 30; with the shift at 50 the middlegame's is +20: untouched.
        assertEquals(before - 30, evaluate("normal", fen, Map.of("base", -30.0)), 1);
        assertEquals(before - 30 * (256 - phase) / 256, evaluate("normal", fen, Map.of("base", -30.0, "mgShift", 50.0)), 1);
        // Far below: both to 0.
        assertEquals(Variants.get("normal").evalSpec().tempo, evaluate("normal", fen, Map.of("base", -100_000.0)));
    }
}
