package castellan.testutil;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.movegen.Perft;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;

/** Checks perft counts of the fast generator against numbers from an independent source. */
public final class PerftAssert {
    private PerftAssert() {}

    /** {@code expected[i]} is perft(i + 1); a negative entry is skipped. */
    public static void perft(String variant, String fen, long... expected) {
        Ruleset v = Variants.get(variant);
        Position p = Fen.parse(v, fen == null ? v.variant().startFen : fen);
        Perft perft = new Perft(v.newGenerator());
        for (int d = 1; d <= expected.length; d++) {
            if (expected[d - 1] < 0) continue;
            assertEquals(expected[d - 1], perft.count(p, d), variant + " perft(" + d + ") of " + fen);
        }
    }

    /** Only perft(depth). */
    public static void perftAt(String variant, String fen, int depth, long expected) {
        Ruleset v = Variants.get(variant);
        Position p = Fen.parse(v, fen == null ? v.variant().startFen : fen);
        assertEquals(expected, new Perft(v.newGenerator()).count(p, depth), variant + " perft(" + depth + ") of " + fen);
    }
}
