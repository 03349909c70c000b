package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.variants.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The parameters' text format: what it reads, what it refuses (naming the line), and that writing keeps a file as it was. */
class ParamsTextTest {
    private static final String TEXT = """
            # a comment

            tempo = 12
            value.N = 320 -15.5
            # a table of two rows
            psqt.N.mg =
               1  2  3
              -4  5 -6
            """;

    @Test void readsEntriesTablesAndComments() {
        EvalParams p = EvalParams.parse(TEXT, "t");
        assertEquals(1 + 2 + 6, p.size());
        assertArrayEquals(new double[] {12}, p.values("tempo"));
        assertArrayEquals(new double[] {320, -15.5}, p.values("value.N"));
        assertArrayEquals(new double[] {1, 2, 3, -4, 5, -6}, p.values("psqt.N.mg"));
        assertEquals(3, p.entry("psqt.N.mg").columns());
        assertEquals(0, p.entry("value.N").columns());
        assertEquals("psqt.N.mg[4]", p.name(3 + 4));
        assertEquals(java.util.List.of("# a comment", ""), p.entry("tempo").comments());
    }

    @Test void writesWhatItReadAndOnlyTheNumbersChange() {
        EvalParams p = EvalParams.parse(TEXT, "t");
        assertEquals(TEXT, p.format());
        double[] v = p.values();
        v[0] = 7;
        v[2] = -28.84375; // a 1/256: three decimals read back the same fixed-point number
        String changed = p.with(v).format();
        assertTrue(changed.contains("tempo = 7\n"), changed);
        assertTrue(changed.contains("value.N = 320 -28.844\n"), changed);
        assertEquals(Math.round(-28.84375 * 256), Math.round(EvalParams.parse(changed, "t").value(2) * 256));
        assertEquals(TEXT.lines().count(), changed.lines().count());
    }

    @Test void refusesBadTextNamingTheLine() {
        assertMessage("t:2: not a number: 'x'", "tempo = 1\nvalue.N = 3 x\n");
        assertMessage("t:3: numbers outside a table: '4 5'", "tempo = 1\nvalue.N = 3\n4 5\n");
        assertMessage("t:2: parameter 'tempo' given twice", "tempo = 1\ntempo = 2\n");
        assertMessage("t:1: parameter 'tempo' has no value", "tempo =\n# then nothing\n");
        assertMessage("t:1: bad parameter name '1x'", "1x = 3\n");
    }

    private static void assertMessage(String message, String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EvalParams.parse(text, "t"));
        assertEquals(message, e.getMessage());
    }

    /**
     * Every variant has a file, its evaluation reads it (no entry missing, none unknown: the spec
     * is built), and it is written as the format writes it, so a tuned file differs only in numbers.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void everyVariantsFileIsReadAndWrittenAlike(String id) throws java.io.IOException {
        String text;
        try (java.io.InputStream in = EvalParams.class.getResourceAsStream(id + ".params")) {
            assertNotNull(in, id + " has no parameter file");
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        EvalSpec spec = Variants.get(id).evalSpec();
        assertEquals(text, spec.params.format());
    }

    @Test void aSpecRefusesNumbersThatDoNotFit() {
        EvalSpec spec = Variants.get("normal").evalSpec();
        String text = spec.params.format();
        String tempo = "(?m)^tempo = .*\n"; // whatever the file's (tuned) tempo is
        assertSpecMessage(spec, text.replaceFirst(tempo, ""), "normal.params: missing parameter 'tempo' (1 number)");
        assertSpecMessage(spec, text + "tempi = 3\n", "normal.params: unknown parameter 'tempi'");
        assertSpecMessage(spec, text.replace("value.N = ", "value.N = 1 "), "normal.params: parameter 'value.N' needs 2 numbers, has 3");
        assertSpecMessage(spec, text.replaceFirst(tempo, "tempo = 12.5\n"), "normal.params: tempo must be a whole number, got 12.5");
    }

    private static void assertSpecMessage(EvalSpec spec, String text, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> spec.withParams(EvalParams.parse(text, "x")));
        assertEquals(message, e.getMessage());
    }

    /** The defaults derived from a board and its pieces fit the general terms of every variant that has no terms of its own. */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void theDerivedDefaultsFitTheGeneralTerms(String id) {
        EvalSpec spec = Variants.get(id).evalSpec();
        if (spec.variantTerms.length > 0) return; // a variant's own terms have no defaults (DefaultParams)
        EvalSpec defaults = spec.withParams(spec.defaults().build());
        int v = new Evaluator(defaults).evaluate(new castellan.game.Game(Variants.get(id)).position());
        assertEquals(defaults.tempo, v, "the start position is symmetric: only the move counts");
    }
}
