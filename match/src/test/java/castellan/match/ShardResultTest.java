package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Result files: what is written is read back, counts add, pair ranges join, bad files are named by line. */
class ShardResultTest {
    @TempDir Path dir;

    private static final TestDefinition TEST = TestDefinition.of("match").with("first", "Fairy Max").with("variant", "capablanca");

    private static MatchTotals totals(long wins, long draws, long losses, String forfeiter, int length) {
        TreeMap<String, Long> endings = new TreeMap<>(Map.of("checkmate", wins + losses - 1, "time forfeit", 1L, "repetition", draws));
        TreeMap<String, SortedMap<String, Long>> forfeits = new TreeMap<>(Map.of(forfeiter, new TreeMap<>(Map.of("time forfeit", 1L))));
        return new MatchTotals(wins, draws, losses, 0, wins + draws, new long[] {1, 0, 2, 1, 0}, endings, forfeits,
                new TreeMap<>(Map.of(length, wins + draws + losses)), 0);
    }

    @Test void aResultReadsBackAsWritten() throws Exception {
        Map<String, Double> theta = new LinkedHashMap<>(Map.of("Move Overhead", 30.123456789012345));
        ShardResult r = new ShardResult(TEST.with("spsa-batch", 8), List.of(new PairRange(9, 12), new PairRange(1, 4)),
                totals(3, 3, 2, "Fairy Max", 41), new Sprt(0, 5, 0.05, 0.05), new SpsaGradient(2, 8, theta, Map.of("Move Overhead", -3L)));
        Path f = dir.resolve("r.txt");
        r.write(f);
        ShardResult back = ShardResult.read(f);
        assertEquals(r.test(), back.test());
        assertEquals(List.of(new PairRange(1, 4), new PairRange(9, 12)), back.pairs());
        assertEquals(r.totals(), back.totals());
        assertEquals(r.sprt(), back.sprt());
        assertEquals(r.spsa(), back.spsa()); // θ exactly
        assertTrue(Files.readString(f).contains("\nforfeit\tFairy Max\ttime forfeit\t1\n"));
    }

    @Test void countsAddAndRangesJoin() {
        ShardResult a = new ShardResult(TEST, List.of(new PairRange(1, 4)), totals(3, 3, 2, "a", 40), null, null);
        ShardResult b = new ShardResult(TEST, List.of(new PairRange(5, 8)), totals(1, 5, 2, "b", 41), null, null);
        ShardResult sum = a.plus(b);
        assertEquals(List.of(new PairRange(1, 8)), sum.pairs());
        assertEquals(4, sum.totals().wins());
        assertEquals(8, sum.totals().draws());
        assertEquals(4, sum.totals().losses());
        assertEquals(List.of(2L, 0L, 4L, 2L, 0L), Arrays.stream(sum.totals().pentanomial()).boxed().toList());
        assertEquals(Map.of("checkmate", 6L, "time forfeit", 2L, "repetition", 8L), sum.totals().endings()); // 4+2, 1+1, 3+5
        assertEquals(Map.of(40, 8L, 41, 8L), sum.totals().lengths());
        assertEquals(2, sum.totals().forfeits().size());
        assertEquals(a.totals().plus(b.totals()), b.totals().plus(a.totals()));
    }

    @Test void pairRanges() {
        assertEquals(new PairRange(101, 200), PairRange.parse("101-200"));
        assertEquals(List.of(new PairRange(1, 100), new PairRange(151, 160)),
                PairRange.union(List.of(new PairRange(151, 160), new PairRange(51, 100), new PairRange(1, 50))));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PairRange.union(List.of(new PairRange(1, 50), new PairRange(51, 100), new PairRange(90, 120))));
        assertEquals("pairs 51-100 and 90-120 overlap: a pair would be counted twice", e.getMessage());
        for (String bad : List.of("0-5", "5-4", "5", "a-b", "-3-4")) assertThrows(IllegalArgumentException.class, () -> PairRange.parse(bad), bad);
    }

    @Test void aBadFileIsNamedByItsLine() throws Exception {
        Path f = dir.resolve("bad.txt");
        Files.writeString(f, "format\tcastellan-result 1\ntest\tmatch\npairs\t1-4\nwins\tmany\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ShardResult.read(f));
        assertEquals(f + ":4: 'many' is not a whole number", e.getMessage());
        Files.writeString(f, "format\tcastellan-result 1\ntest\tmatch\npairs\t1-4\nwins\t1\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ShardResult.read(f)).getMessage().contains("no 'draws' line"));
        Files.writeString(f, "Score of a vs b: 1 - 0 - 0\n");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ShardResult.read(f)).getMessage().contains("not a result file"));
    }
}
