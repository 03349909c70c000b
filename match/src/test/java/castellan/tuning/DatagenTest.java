package castellan.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code castellan datagen}: a seed gives the same file with one thread or two; every position is
 * a legal, unfinished position without check, labelled with its game's result as the game's
 * heading says it; bad arguments are one line and status 2.
 */
class DatagenTest {
    @TempDir Path dir;

    @Test void aSeedGivesTheSameQuietLabelledPositionsWhateverTheThreads() throws Exception {
        Path one = dir.resolve("one.data"), two = dir.resolve("two.data");
        String[] args = {"datagen", "--variant", "maidens", "--games", "3", "--nodes", "400", "--seed", "3", "--random-plies", "2"};
        assertEquals(0, Main.run(concat(args, "--threads", "1", "--out", one.toString())));
        assertEquals(0, Main.run(concat(args, "--threads", "2", "--out", two.toString())));
        assertEquals(Files.readString(one), Files.readString(two));
        Ruleset r = Variants.get("maidens");
        List<Sample> samples = DataFile.read(one);
        assertTrue(samples.size() > 30, "only " + samples.size() + " positions");
        for (String line : Files.readAllLines(one)) {
            if (!line.startsWith(DataFile.GAME)) continue;
            double result = line.contains(" 1-0 ") ? 1 : line.contains(" 0-1 ") ? 0 : 0.5;
            int game = Integer.parseInt(line.split(" ")[2]);
            for (Sample s : samples) if (s.game() == game) assertEquals(result, s.result(), line);
        }
        for (Sample s : samples) {
            Game g = new Game(r, s.fen());
            assertFalse(g.inCheck(), s.fen());
            assertNull(g.outcome(), s.fen());
        }
    }

    @Test void badArgumentsAreOneLineAndStatusTwo() {
        assertBad("castellan datagen: unknown variant 'chess9' (known: ", "datagen", "--variant", "chess9", "--games", "1", "--out", dir.resolve("x").toString());
        assertBad("castellan datagen: --games must be at least 1", "datagen", "--variant", "normal", "--games", "0", "--out", dir.resolve("x").toString());
        assertBad("castellan datagen: cannot write ", "datagen", "--variant", "normal", "--games", "1", "--out", dir.resolve("no/such/dir/x").toString());
        assertBad("castellan datagen: Invalid value for option '--nodes': 'many' is not a long", "datagen", "--variant", "normal", "--games", "1",
                "--nodes", "many", "--out", dir.resolve("x").toString());
    }

    /** Runs the command line: status 2 and one line on standard error, starting with {@code start}. */
    static void assertBad(String start, String... args) {
        PrintStream saved = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try {
            System.setErr(new PrintStream(err, true));
            status = Main.run(args);
        } finally {
            System.setErr(saved);
        }
        String text = err.toString();
        assertEquals(2, status, text);
        assertTrue(text.startsWith(start), text);
        assertEquals(1, text.lines().count(), text);
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
