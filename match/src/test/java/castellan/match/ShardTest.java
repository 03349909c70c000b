package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test played in shards and merged gives the counts and the summary of the same test played
 * in one run. The fake engines pick their moves by a hash of the position ({@code hashed}), so
 * each game is the same whichever process plays it: a shard that played other openings or
 * colours than the one run gives them would change the counts.
 */
class ShardTest {
    @TempDir static Path dir;
    static Path full, first, second, third;
    static String fullOutput;

    /** Six pairs at 8 plies (some games end in a forfeit, the others are drawn by the length limit). */
    static List<String> test(String... more) {
        List<String> args = new ArrayList<>(List.of("--engine", Fakes.description("a", "hashed", "1", "11"), "--engine",
                Fakes.description("b", "hashed", "1", "12"), "--variant", "normal", "--depth", "1", "--max-plies", "8", "--seed", "5",
                "--sprt", "elo0=-20", "elo1=20"));
        args.addAll(List.of(more));
        return args;
    }

    static String run(List<String> args, int status) {
        PrintStream saved = System.out;
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        System.setOut(new PrintStream(text, true, StandardCharsets.UTF_8));
        try {
            assertEquals(status, Main.run(args.toArray(String[]::new)), () -> "castellan match " + args + "\n" + text);
        } finally {
            System.setOut(saved);
        }
        return text.toString(StandardCharsets.UTF_8);
    }

    @BeforeAll static void play() {
        full = dir.resolve("full.txt");
        first = dir.resolve("1.txt");
        second = dir.resolve("2.txt");
        third = dir.resolve("3.txt");
        fullOutput = run(test("--games", "12", "--result", full.toString()), 0);
        // Out of order; the first with --games, as a script that shards a known total passes it.
        run(test("--shard", "5-6", "--result", third.toString(), "--games", "12"), 0);
        run(test("--shard", "1-2", "--result", first.toString()), 0);
        run(test("--shard", "3-4", "--result", second.toString()), 0);
    }

    @Test void shardsMergedCountAsOneRun() throws Exception {
        ShardResult one = ShardResult.read(full);
        ShardResult merged = ShardResult.read(second).plus(ShardResult.read(third)).plus(ShardResult.read(first));
        assertEquals(List.of(new PairRange(1, 6)), merged.pairs());
        assertEquals(one.totals(), merged.totals());
        assertEquals(12, one.totals().games() + one.totals().aborted());
        long kinds = java.util.Arrays.stream(one.totals().pentanomial()).filter(n -> n > 0).count();
        assertTrue(kinds >= 2, "the pairs scored differently, or any shuffle would pass: " + one.totals());
        assertEquals("5", one.test().value("seed"));
        assertEquals("depth 1", one.test().value("first-limits"));
        assertEquals("normal", one.test().value("variant"));
    }

    @Test void theMergePrintsTheSummaryOfOneRun() {
        String merged = run(List.of("merge", first.toString(), second.toString(), third.toString()), 0);
        assertEquals(summary(fullOutput), summary(merged));
        assertTrue(merged.contains("pairs 1-6 (12 games)"), merged);
        assertTrue(summary(merged).contains("SPRT (elo0=-20 elo1=20 alpha=0.05 beta=0.05, pentanomial): LLR "), merged);
    }

    /** From "Score of" to the count of contradicted claims. */
    private static String summary(String output) {
        var m = Pattern.compile("(?s)Score of .*?Claims contradicting the rules: \\d+").matcher(output);
        assertTrue(m.find(), output);
        return m.group();
    }

    @Test void mergedResultsMergeAgain() throws Exception {
        Path firstTwo = dir.resolve("12.txt");
        run(List.of("merge", first.toString(), second.toString(), "--result", firstTwo.toString()), 0);
        assertEquals(ShardResult.read(full).totals(), ShardResult.read(firstTwo).plus(ShardResult.read(third)).totals());
    }

    @Test void overlappingPairsAreRefused() throws Exception {
        Path overlap = dir.resolve("overlap.txt");
        Files.writeString(overlap, Files.readString(first).replace("pairs\t1-2", "pairs\t2-3"));
        run(List.of("merge", first.toString(), overlap.toString()), 2);
        run(List.of("merge", first.toString(), first.toString()), 2);
        run(List.of("merge", full.toString(), second.toString()), 2);
    }

    @Test void shardsOfAnotherTestAreRefused() throws Exception {
        // {what the line says, what another test's says, the key the refusal names}
        for (String[] change : new String[][] {{"seed\t5", "seed\t6", "seed"}, {"variant\tnormal", "variant\tcapablanca", "variant"},
                {"first-limits\tdepth 1", "first-limits\tdepth 2", "first-limits"},
                {"FakeEngine uci hashed 1 11", "FakeEngine uci hashed 1 13", "first-engine"}}) {
            String text = Files.readString(second);
            assertTrue(text.contains(change[0]), change[0]);
            Path other = dir.resolve("other.txt");
            Files.writeString(other, text.replace(change[0], change[1]));
            run(List.of("merge", first.toString(), other.toString()), 2);
            String why = assertRefused(ShardResult.read(first), ShardResult.read(other));
            assertTrue(why.startsWith("not the same test: " + change[2] + " is '"), why);
            assertTrue(why.length() < 300, "a line, not the whole command: " + why);
        }
    }

    private static String assertRefused(ShardResult a, ShardResult b) {
        try {
            a.plus(b);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        throw new AssertionError("merged " + b.test() + " into " + a.test());
    }

    @Test void badShardArgumentsAreStatusTwo() {
        run(test("--shard", "3-1", "--result", dir.resolve("x.txt").toString()), 2);
        run(test("--shard", "5-8", "--games", "12", "--result", dir.resolve("x.txt").toString()), 2);
        run(test("--games", "11", "--result", dir.resolve("x.txt").toString()), 2);
        run(test("--shard", "1-2", "--result", dir.resolve("no/such/dir.txt").toString()), 2);
        run(List.of("merge", dir.resolve("missing.txt").toString()), 2);
        run(List.of("merge"), 2);
        run(List.of("merge", "--theta-log", dir.resolve("t.log").toString(), first.toString()), 2); // a match, not an SPSA step
    }
}
