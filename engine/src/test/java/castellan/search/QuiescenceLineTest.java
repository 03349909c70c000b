package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link Search#quiescenceLine}, the tuner's hook: the line the quiescence search would play, legal, and empty where it stands pat. */
class QuiescenceLineTest {
    /** Black's Queen on d5 hangs to White's Queen on d1 (nothing recaptures): the line takes it. */
    @Test void takesWhatHangs() {
        Ruleset r = Variants.get("normal");
        Game g = new Game(r, "4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1");
        long[] line = new long[Score.MAX_PLY + 1];
        int n = new Search(r, 1).quiescenceLine(g.position(), line);
        assertEquals("d1d5", g.format(line[0]));
        for (int i = 0; i < n; i++) g.play(line[i]);
        assertNull(g.outcome());
    }

    /** Nothing to capture in the start position: the quiescence search stands pat at once, in every variant. */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void standsPatInTheStartPosition(String id) {
        Ruleset r = Variants.get(id);
        assertEquals(0, new Search(r, 1).quiescenceLine(new Game(r).position(), new long[Score.MAX_PLY + 1]));
    }
}
