package castellan.match;

import static castellan.match.ShardTest.run;
import static castellan.match.ShardTest.test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test stopped part way goes on with {@code --resume} and ends with the counts of the test
 * played in one run: the result file holds exactly the pairs finished, and the resumed run
 * plays exactly the others, each with its own opening and colours (the fake engines' moves
 * follow from the position, so a pair played with another opening would change the counts).
 */
class ResumeTest {
    @TempDir static Path dir;
    /** The whole test, twelve games in one run (ShardTest's test: wide SPRT bounds no six pairs reach). */
    static ShardResult whole;

    @BeforeAll static void playTheWholeTest() throws Exception {
        Path file = dir.resolve("whole.txt");
        run(test("--games", "12", "--result", file.toString()), 0);
        whole = ShardResult.read(file);
        assertEquals(List.of(new PairRange(1, 6)), whole.pairs());
    }

    private static ShardResult resume(Path file, int status) throws Exception {
        run(test("--games", "12", "--result", file.toString(), "--resume"), status);
        return ShardResult.read(file);
    }

    @Test void aTestStoppedAfterSomePairsGoesOnToTheCountsOfOneRun() throws Exception {
        Path file = dir.resolve("stopped.txt");
        run(test("--games", "4", "--result", file.toString()), 0); // as if stopped after pair 2
        assertEquals(List.of(new PairRange(1, 2)), ShardResult.read(file).pairs());
        ShardResult resumed = resume(file, 0);
        assertEquals(whole.pairs(), resumed.pairs());
        assertEquals(whole.totals(), resumed.totals());
    }

    @Test void theResumedRunPlaysTheHolesToo() throws Exception {
        // Two games at a time leave holes when a run is killed: pairs 1-2 and 5-6 finished, 3-4 not.
        Path a = dir.resolve("a.txt"), b = dir.resolve("b.txt"), file = dir.resolve("holes.txt");
        run(test("--shard", "1-2", "--result", a.toString()), 0);
        run(test("--shard", "5-6", "--result", b.toString()), 0);
        ShardResult.read(a).plus(ShardResult.read(b)).write(file);
        String output = run(test("--games", "12", "--result", file.toString(), "--resume"), 0);
        assertTrue(output.contains(", 4 games (pairs 3-4; 1-2 5-6 from "), output);
        ShardResult resumed = ShardResult.read(file);
        assertEquals(whole.pairs(), resumed.pairs());
        assertEquals(whole.totals(), resumed.totals());
    }

    @Test void withNoResultYetResumeStartsTheTest() throws Exception {
        ShardResult fresh = resume(dir.resolve("none-yet.txt"), 0);
        assertEquals(whole.totals(), fresh.totals());
    }

    @Test void aResultOfAnotherTestIsRefusedAndKept() throws Exception {
        Path file = dir.resolve("other.txt");
        run(test("--games", "4", "--result", file.toString()), 0);
        String before = Files.readString(file);
        List<String> otherSeed = test("--games", "12", "--result", file.toString(), "--resume");
        otherSeed.set(otherSeed.indexOf("--seed") + 1, "6");
        run(otherSeed, 2);
        run(test("--games", "2", "--result", file.toString(), "--resume"), 2); // pairs 1-2 lie beyond pair 1
        run(test("--games", "12", "--resume"), 2); // no result file to go on from
        assertEquals(before, Files.readString(file));
    }

    /**
     * An SPRT stop with a result file: the file holds the pairs finished, with the counts those
     * pairs have in a shard of them; resumed, the decided test plays no more.
     */
    @Test void anSprtStopKeepsThePairsFinished() throws Exception {
        Path file = dir.resolve("decided.txt");
        List<String> args = test("--games", "400", "--result", file.toString());
        // Bounds far below an even score: H1 within a few pairs (the fakes play about evenly).
        args.set(args.indexOf("elo0=-20"), "elo0=-700");
        args.set(args.indexOf("elo1=20"), "elo1=-600");
        String output = run(args, 0);
        assertTrue(output.contains("H1 accepted"), output);
        ShardResult decided = ShardResult.read(file);
        assertEquals(1, decided.pairs().size(), "one player, pairs in order: " + decided.pairs());
        PairRange played = decided.pairs().get(0);
        assertTrue(played.from() == 1 && played.to() < 200, "stopped before the end: " + played);

        Path shard = dir.resolve("shard.txt");
        run(test("--shard", "1-" + played.to(), "--result", shard.toString()), 0);
        assertEquals(ShardResult.read(shard).totals(), decided.totals());

        String again = run(withResume(args), 0);
        assertTrue(again.contains(", 0 games (pairs "), again);
        assertEquals(decided.totals(), ShardResult.read(file).totals());
    }

    private static List<String> withResume(List<String> args) {
        List<String> a = new java.util.ArrayList<>(args);
        a.add("--resume");
        return a;
    }

    @Test void aResumedPgnKeepsTheEarlierGames() throws Exception {
        Path file = dir.resolve("pgn.txt"), pgn = dir.resolve("games.pgn");
        run(test("--games", "4", "--result", file.toString(), "--pgn", pgn.toString()), 0);
        run(test("--games", "12", "--result", file.toString(), "--pgn", pgn.toString(), "--resume"), 0);
        Matcher rounds = Pattern.compile("\\[Round \"(\\d+)\"]").matcher(Files.readString(pgn));
        StringBuilder seen = new StringBuilder();
        while (rounds.find()) seen.append(rounds.group(1)).append(' ');
        assertEquals("1 2 3 4 5 6 7 8 9 10 11 12 ", seen.toString());
    }
}
