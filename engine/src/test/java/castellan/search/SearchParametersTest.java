package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The search's named constants as options: for the SPSA driver to tune them through games (issue 19, item 5). */
class SearchParametersTest {
    @Test void everyConstantIsAnOptionInItsRangeInTheOrderOfTheFile() {
        List<SearchParameters.Option> all = SearchParameters.options();
        assertEquals(68, all.size(), "67 constants and the reductions' scale");
        assertEquals(new SearchParameters.Option("AspirationMinDepth", 4, 1, 10), all.get(0));
        assertEquals(new SearchParameters.Option("ReductionScale", 255, 100, 400), all.get(all.size() - 1));
        Set<String> names = new HashSet<>();
        for (SearchParameters.Option o : all) {
            assertTrue(o.min() <= o.defaultValue() && o.defaultValue() <= o.max(), o.toString());
            assertTrue(o.min() < o.max(), o.toString());
            assertTrue(names.add(o.name().toLowerCase()), "one option per name, case ignored: " + o.name());
        }
        // A pin: the defaults are the values the search plays with (the bench signature's); since
        // Stockfish 16's quiet pruning, FutilityMargin 89 (SPSA's 176 before). Tuning changes it.
        SearchParameters sp = new SearchParameters();
        assertEquals(89, sp.futilityMargin);
        assertEquals(89, sp.get("futilitymargin"));
    }

    @Test void aValueOutOfRangeOrAnUnknownNameIsRefusedAndNothingChanges() {
        SearchParameters sp = new SearchParameters();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> sp.set("FutilityMargin", 601));
        assertEquals("FutilityMargin must be 0-600, got 601", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> sp.set("FutilityMargin", -1));
        assertThrows(IllegalArgumentException.class, () -> sp.set("NoSuchMargin", 1));
        assertEquals(89, sp.futilityMargin);
        sp.set(" futilityMARGIN ", 600);
        assertEquals(600, sp.futilityMargin);
    }

    @Test void theReductionScaleRebuildsTheTable() {
        SearchParameters sp = new SearchParameters();
        // Stockfish 11's table, one thread, at the default scale 25.5 (SPSA; Stockfish's 24.8): 25.5 ln(i);
        // at depth 10 and the 20th move (int) (25.5 ln 10) = 58, (int) (25.5 ln 20) = 76:
        // 58 * 76 = 4408, (4408 + 511) / 1024 = 4, +1 not improving.
        assertEquals(4, sp.reduction(10, 20, true));
        assertEquals(5, sp.reduction(10, 20, false));
        sp.set("ReductionScale", 124); // half: (int) (12.4 ln 10) = 28, (int) (12.4 ln 20) = 37: 1036 -> 1, +1
        assertEquals(1, sp.reduction(10, 20, true));
        assertEquals(2, sp.reduction(10, 20, false));
    }

    @Test void aSetConstantChangesTheSearchAndTheDefaultRestoresIt() {
        Ruleset r = Variants.get("capablanca");
        Search s = new Search(r, 16);
        long before = nodes(s, r);
        s.setParameter("FutilityMargin", 0);
        s.setParameter("ReductionScale", 150);
        long changed = nodes(s, r);
        assertNotEquals(before, changed, "the search read the new values");
        SearchParameters defaults = new SearchParameters();
        s.setParameter("FutilityMargin", defaults.get("FutilityMargin"));
        s.setParameter("ReductionScale", defaults.get("ReductionScale"));
        assertEquals(before, nodes(s, r), "the same values, the same search (one thread: deterministic)");
        assertEquals(defaults.reductionScale, s.parameter("reductionScale"));
    }

    private static long nodes(Search s, Ruleset r) {
        s.newGame();
        s.think(new Game(r).position(), Limits.depth(9), new SearchTest.Record());
        return s.nodes();
    }
}
