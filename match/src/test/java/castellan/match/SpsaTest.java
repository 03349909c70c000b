package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code castellan match spsa} on a synthetic objective: the fake engine's {@code optimum=70,30}
 * mode outlives, and so beats, an opponent whose options Alpha and Beta lie farther from the
 * hidden optimum (70, 30) (L1 distance; see {@link FakeEngine}). Its moves are hashed from the
 * position, so each game is the same whoever plays it: a step played in shards and merged must
 * give the θ of the step played at once.
 */
class SpsaTest {
    @TempDir static Path dir;
    static Path params, local;

    /** 32 pairs in steps of 4 from (40, 60): fast (c_end 4, r_end 0.25) for a test. */
    private static List<String> run(String... more) {
        List<String> args = new ArrayList<>(List.of("spsa", "--engine", Fakes.description("fake", "optimum=70,30", "1", "3"), "--params",
                params.toString(), "--pairs", "32", "--batch", "4", "--depth", "1", "--max-plies", "200", "--seed", "3"));
        args.addAll(List.of(more));
        return args;
    }

    @BeforeAll static void tune() throws Exception {
        params = dir.resolve("params.txt");
        Files.writeString(params, "# the synthetic objective\nAlpha, 40, 0, 100, 4, 0.25\nBeta, 60, 0, 100, 4, 0.25 # optimum 30\n");
        local = dir.resolve("local.log");
        ShardTest.run(run("--theta-log", local.toString()), 0);
    }

    @Test void thetaMovesTowardTheHiddenOptimum() throws Exception {
        ThetaLog log = ThetaLog.read(local);
        assertEquals(9, log.rows().size(), "the start and 8 steps");
        double[] end = log.last().theta();
        double distance = Math.abs(end[0] - 70) + Math.abs(end[1] - 30);
        // From 60 away; a simulation of this model (8 steps of 4 pairs, Python) ends within 14 for all of 300 seeds.
        assertTrue(distance < 20, "theta " + log.last());
        assertTrue(end[0] > 55 && end[1] < 45, "each parameter moved its own way: " + log.last());
    }

    @Test void aStepPlayedInShardsGivesTheThetaOfTheStepPlayedAtOnce() throws Exception {
        Path sharded = dir.resolve("sharded.log");
        List<ThetaLog.Row> want = ThetaLog.read(local).rows();
        // Step 1 in two shards (no log yet: they play from the start), step 2 split otherwise.
        String[][] splits = {{"1-2", "3-4"}, {"2-4", "1-1"}};
        for (int s = 0; s < splits.length; s++) {
            List<String> merge = new ArrayList<>(List.of("merge", "--theta-log", sharded.toString()));
            for (String range : splits[s]) {
                Path result = dir.resolve("step" + (s + 1) + "-" + range + ".txt");
                ShardTest.run(run("--theta-log", sharded.toString(), "--shard", range, "--result", result.toString()), 0);
                merge.add(result.toString());
            }
            ShardTest.run(List.of("merge", merge.get(3)), 0); // a shard alone merges, for its summary
            ShardTest.run(List.of("merge", "--theta-log", sharded.toString(), merge.get(3)), 2); // but is not the whole step
            ShardTest.run(merge, 0);
            assertEquals(want.subList(0, s + 2), ThetaLog.read(sharded).rows());
            ShardTest.run(merge, 2); // the step is in the log: played again, it is refused
        }
    }

    @Test void aStoppedRunGoesOnFromItsLog() throws Exception {
        // The log as a run stopped during step 7 leaves it: the steps to 6.
        String text = Files.readString(local);
        Path stopped = dir.resolve("stopped.log");
        Files.writeString(stopped, text.substring(0, text.indexOf("\n7\t") + 1));
        assertEquals(6, ThetaLog.read(stopped).last().step());
        String out = ShardTest.run(run("--theta-log", stopped.toString()), 0);
        assertTrue(out.contains("Continuing from step 6"), out);
        assertEquals(ThetaLog.read(local).rows(), ThetaLog.read(stopped).rows());
    }

    @Test void badArgumentsAreStatusTwo() throws Exception {
        ShardTest.run(run("--theta-log", local.toString(), "--seed", "4"), 2); // the log of another run
        ShardTest.run(run("--theta-log", local.toString(), "--shard", "1-2", "--result", dir.resolve("r.txt").toString()), 2); // complete
        ShardTest.run(run("--theta-log", dir.resolve("new.log").toString(), "--shard", "3-5", "--result", dir.resolve("r.txt").toString()), 2);
        ShardTest.run(run("--theta-log", dir.resolve("new.log").toString(), "--batch", "5"), 2); // 32 pairs are not steps of 5
        ShardTest.run(run(), 2); // no log
        Path other = dir.resolve("other.txt");
        Files.writeString(other, "Gamma, 40, 0, 100, 4, 0.25\n");
        ShardTest.run(run("--theta-log", dir.resolve("new.log").toString(), "--params", other.toString()), 2); // not an option
        Files.writeString(other, "Alpha, 40, 0, 200, 4, 0.25\n");
        ShardTest.run(run("--theta-log", dir.resolve("new.log").toString(), "--params", other.toString()), 2); // beyond its max
        assertTrue(!Files.exists(dir.resolve("new.log")), "nothing was played");
    }

    @Test void theEnginesSpinOptionsAsAParametersFile() {
        String out = ShardTest.run(List.of("spsa", "--engine", Fakes.description("fake", "optimum=70,30"), "--list-options"), 0);
        // Stockfish's tune defaults: c_end = (max - min) / 20 = 5, r_end = 0.002; Hash and nodestime are set-up, not play.
        assertTrue(out.contains("\nAlpha, 50, 0, 100, 5, 0.002\nBeta, 50, 0, 100, 5, 0.002\n"), out);
        assertTrue(out.contains("\n# Hash, 1, 1, 16, 0.75, 0.002\n"), out);
    }
}
