package castellan.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import castellan.game.Game;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The evaluation benchmark's positions: as many as it divides by, distinct, games not over, the same every time. */
class EvalBenchmarkTest {
    @ParameterizedTest
    @ValueSource(strings = {"normal", "capablanca", "wells", "royal", "kingdom", "maidens", "norochess"})
    void sixteenDistinctLivePositionsTheSameEveryTime(String variant) {
        Ruleset rules = Variants.get(variant);
        List<Position> first = EvalBenchmark.positions(rules), second = EvalBenchmark.positions(rules);
        assertEquals(EvalBenchmark.POSITIONS, first.size());
        assertEquals(rules.variant().startFen, Fen.format(rules, first.get(0)));
        Set<String> fens = new HashSet<>();
        for (int i = 0; i < first.size(); i++) {
            String fen = Fen.format(rules, first.get(i));
            assertEquals(fen, Fen.format(rules, second.get(i)), "seeded: the same set on every call");
            fens.add(fen);
            assertNull(new Game(rules, fen).outcome(), "a finished game's position is not evaluated in a search: " + fen);
        }
        assertEquals(EvalBenchmark.POSITIONS, fens.size(), "distinct positions");
    }
}
