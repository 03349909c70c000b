package castellan.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Search threads share one {@link Ruleset} (its Variant and hooks are immutable) and each own a
 * Position and a MoveGenerator (the per-thread scratch: Maidens capture candidates in the
 * position, Curtis castling legs in the generator). Two threads running perft at once on the
 * same Ruleset must each get the single-thread numbers. The numbers and their sources are those
 * of the variants' perft tests: the chessprogramming wiki (normal), the published Capablanca
 * table, Debian fairy-stockfish (wells, norochess), and the reference generators (royal,
 * kingdom, maidens).
 */
class ConcurrentPerftTest {
    @ParameterizedTest
    @CsvSource({
            "normal, 4, 197281",
            "capablanca, 4, 805128",
            "wells, 4, 388526",
            "royal, 4, 434930",
            "kingdom, 3, 375600",
            "maidens, 4, 215499",
            "norochess, 4, 197742"})
    void twoThreadsOnOneRulesetGetTheSingleThreadCount(String id, int depth, long expected) throws Exception {
        Ruleset rules = Variants.get(id);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Long> a = pool.submit(() -> count(rules, depth));
            Future<Long> b = pool.submit(() -> count(rules, depth));
            assertEquals(expected, a.get());
            assertEquals(expected, b.get());
        } finally {
            pool.shutdownNow();
        }
    }

    private static long count(Ruleset rules, int depth) {
        Position p = Fen.parse(rules, rules.variant().startFen);
        return new Perft(rules.newGenerator()).count(p, depth);
    }
}
