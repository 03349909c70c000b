package castellan.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.search.BenchPositions;
import castellan.variants.Variants;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bench: its positions cover every variant, and its node count is the search's signature. */
class BenchTest {
    /**
     * The total nodes of {@code castellan bench} at its default depth. This is Castellan's own
     * number by definition: it changes whenever the search or the evaluation changes what is
     * searched. When it does on purpose, update it here and in the README.
     */
    static final long SIGNATURE = 529_149; // a pin: Castellan's own count, since improving became Stockfish 11's (issue 18)

    @Test void theNodeCountIsTheSignature() {
        long nodes = Bench.run(Bench.DEFAULT_DEPTH, r -> {});
        assertEquals(SIGNATURE, nodes, "the bench signature changed (the search or the evaluation now searches other nodes). "
                + "If that is intended, run './castellan bench' and paste the new 'Nodes searched' number into "
                + "BenchTest.SIGNATURE and the README (castellan bench).");
    }

    @Test void everyVariantHasItsStartAndTwoLaterPositionsInPlay() {
        Map<String, Integer> count = new HashMap<>();
        for (BenchPositions.Entry e : BenchPositions.ALL) {
            Ruleset r = Variants.get(e.variant());
            Game g = e.fen() == null ? new Game(r) : new Game(r, e.fen());
            assertNull(g.outcome(), e.toString());
            assertTrue(g.legalTurns().size() > 1, e.toString());
            count.merge(e.variant(), 1, Integer::sum);
        }
        for (String id : Variants.ids()) assertEquals(3, count.getOrDefault(id, 0), id);
    }
}
