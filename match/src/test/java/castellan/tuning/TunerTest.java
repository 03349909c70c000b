package castellan.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.EvalParams;
import castellan.eval.EvalSpec;
import castellan.eval.Evaluator;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tuner finds parameters it was not told: positions labelled by an evaluation whose piece
 * values were moved at random (the label is the search-score kind, so {@code --lambda 0}), and
 * {@code castellan tune} from the variant's own values must arrive at the moved ones, through the
 * data file, the command line and the written parameter file.
 */
class TunerTest {
    @TempDir Path dir;

    @Test void recoversPieceValuesFromLabelsTheyMade() throws Exception {
        Ruleset r = Variants.get("normal");
        // Start from the numbers derived from the board (DefaultParams), not the variant's file:
        // the file is tuned from time to time, and the test should not move with it.
        EvalSpec spec = r.evalSpec().withParams(r.evalSpec().defaults().build());
        Path start = dir.resolve("start.params");
        Files.writeString(start, spec.params.format());
        SplittableRandom random = new SplittableRandom(11);
        double[] truth = spec.params.values();
        List<String> moved = new ArrayList<>();
        for (EvalParams.Entry e : spec.params.entries()) {
            if (!e.name().startsWith("value.")) continue;
            moved.add(e.name());
            for (int i = e.offset(); i < e.offset() + e.length(); i++) truth[i] += random.nextInt(30, 81) * (random.nextBoolean() ? 1 : -1);
        }
        Evaluator labeller = new Evaluator(spec.withParams(spec.params.with(truth)));
        List<Sample> samples = Samples.randomGames(r, 60, 200, 5); // long games: endings too, for the endgame values
        Path data = dir.resolve("synthetic.data"), out = dir.resolve("tuned.params");
        try (Writer w = Files.newBufferedWriter(data, StandardCharsets.UTF_8)) {
            List<Sample> labelled = new ArrayList<>();
            for (Sample s : samples) {
                Position p = Fen.parse(r, s.fen());
                int v = labeller.evaluate(p);
                labelled.add(new Sample(s.fen(), p.sideToMove() == 0 ? v : -v, 0.5, 0));
            }
            DataFile.writeGame(w, 0, "synthetic", labelled);
        }
        int status = Main.run("tune", "--variant", "normal", "--params", start.toString(), "--data", data.toString(), "--out", out.toString(), "--only", "value\\..*",
                "--lambda", "0", "--k", "1", "--prior", "0", "--held-out", "0", "--epochs", "400", "--rate", "2", "--threads", "2");
        assertEquals(0, status);
        EvalParams tuned = EvalParams.parse(Files.readString(out), "tuned");
        for (String name : moved) {
            double[] got = tuned.values(name), want = new EvalParams.Builder().add(name, slice(truth, spec.params.entry(name)), 0).build().values(name);
            double[] from = spec.params.values(name);
            // 90% of the way at least: the labels are the evaluation's integers (it truncates in a
            // few places), so a value seen mostly in few endings can end a few centipawns off.
            for (int i = 0; i < got.length; i++) {
                double allowed = Math.max(3, 0.1 * Math.abs(want[i] - from[i]));
                assertTrue(Math.abs(got[i] - want[i]) <= allowed, name + "[" + i + "]: tuned " + got[i] + ", truth " + want[i] + ", started at " + from[i]);
            }
        }
    }

    /**
     * The tiny end-to-end run CI makes: a few hundred positions of real self-play (the committed
     * sample), tuned briefly with a held-out game and a bootstrap report. The file written is the
     * variant's, line for line, with new numbers, and it builds an evaluation.
     */
    @Test void tunesTheSampleAndWritesAFileThatDiffersOnlyInNumbers() throws Exception {
        Path data = dir.resolve("sample.data"), out = dir.resolve("tuned.params"), report = dir.resolve("report.txt");
        try (java.io.InputStream in = TunerTest.class.getResourceAsStream("capablanca-sample.data")) {
            Files.write(data, in.readAllBytes());
        }
        int status = Main.run("tune", "--variant", "capablanca", "--data", data.toString(), "--out", out.toString(), "--epochs", "30",
                "--held-out", "0.25", "--report", report.toString(), "--bootstrap", "2", "--threads", "2");
        assertEquals(0, status);
        EvalSpec spec = Variants.get("capablanca").evalSpec();
        String tuned = Files.readString(out), original = spec.params.format();
        EvalParams params = EvalParams.parse(tuned, "tuned");
        spec.withParams(params);
        assertTrue(tuned.startsWith("# Tuned: castellan tune --variant capablanca"), tuned.substring(0, 80));
        List<String> a = tuned.lines().filter(l -> !l.startsWith("# Tuned:")).map(TunerTest::words).toList();
        List<String> b = original.lines().filter(l -> !l.startsWith("# Tuned:")).map(TunerTest::words).toList(); // a tuned file's own lines are replaced
        assertEquals(b, a, "the same lines but for the numbers");
        List<String> rows = Files.readAllLines(report).stream().filter(l -> !l.startsWith("#")).toList();
        assertEquals(7, rows.size(), "every piece but the King: " + rows);
    }

    /** A line with its numbers blanked. */
    private static String words(String line) {
        return line.replaceAll("-?[0-9]+(\\.[0-9]+)?", "#").replaceAll("\\s+", " ");
    }

    @Test void badInputIsOneLineAndStatusTwo() throws Exception {
        Path bad = dir.resolve("bad.data");
        Files.writeString(bad, "# game 0 x\n8/8/8/8/8/8/8/K6k w - - 0 1 | 12 | 1.0\n8/8/8/8/8/8/8/K6k w - - 0 1 | 12 | 2\n");
        String outFile = dir.resolve("x").toString();
        DatagenTest.assertBad("castellan tune: bad.data:3: the result must be 1.0, 0.5 or 0.0, got 2", "tune", "--variant", "normal", "--data", bad.toString(), "--out", outFile);
        DatagenTest.assertBad("castellan tune: cannot read ", "tune", "--variant", "normal", "--data", dir.resolve("none.data").toString(), "--out", outFile);
        Files.writeString(bad, "# game 0 x\n8/8/8/8/8/8/8/K7 w - - 0 1 | 12 | 1.0\n");
        DatagenTest.assertBad("castellan tune: bad FEN '8/8/8/8/8/8/8/K7 w - - 0 1': ", "tune", "--variant", "normal", "--data", bad.toString(), "--out", outFile);
        Files.writeString(bad, "# game 0 x\n8/8/8/8/8/8/8/K6k w - - 0 1 | 12 | 1.0\n");
        DatagenTest.assertBad("castellan tune: no parameter to tune matches --only nothing", "tune", "--variant", "normal", "--data", bad.toString(), "--out", outFile,
                "--only", "nothing");
        DatagenTest.assertBad("castellan tune: --lambda must be between 0 and 1", "tune", "--variant", "normal", "--data", bad.toString(), "--out", outFile,
                "--lambda", "2");
    }

    private static double[] slice(double[] v, EvalParams.Entry e) {
        return java.util.Arrays.copyOfRange(v, e.offset(), e.offset() + e.length());
    }
}
