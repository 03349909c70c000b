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

    /**
     * {@code --pgn}: the positions of the file's games, labelled with each game's result. In the
     * fool's mate no position before the mate has a capture to make, so each quiet end is the
     * position itself; the last, Black to mate in one, has a decided score and is left out: the
     * start and the positions after 1.f3 and 1...e5. The unfinished game gives none.
     */
    @Test void labelsThePositionsOfAFilesGames() throws Exception {
        Path pgn = dir.resolve("games.pgn"), out = dir.resolve("games.data");
        Files.writeString(pgn, """
                [Variant "normal"]

                1. f2f3 e7e5 2. g2g4 d8h4 0-1

                [Variant "normal"]

                1. e2e4 e7e5 *
                """);
        assertEquals(0, Main.run("datagen", "--variant", "normal", "--pgn", pgn.toString(), "--nodes", "2000", "--threads", "1",
                "--out", out.toString()));
        List<Sample> samples = DataFile.read(out);
        assertEquals(List.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1",
                        "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2"),
                samples.stream().map(Sample::fen).toList());
        for (Sample s : samples) {
            assertEquals(0.0, s.result(), s.fen());
            assertEquals(0, s.game(), s.fen());
        }
        assertEquals(1, Files.readAllLines(out).stream().filter(l -> l.startsWith(DataFile.GAME)).count());
    }

    @Test void aBadGameOfTheFileIsOneLineNamingIt() throws Exception {
        Path other = dir.resolve("other.pgn"), illegal = dir.resolve("illegal.pgn"), x = dir.resolve("x");
        Files.writeString(other, "[Variant \"normal\"]\n1. e2e4 1-0\n\n[Variant \"capablanca\"]\n1. e2e4 1-0\n");
        Files.writeString(illegal, "1. e2e4 e7e5 2. e4e5 1-0\n");
        assertBad("castellan datagen: " + other + ", game 2: a game of capablanca, not normal",
                "datagen", "--variant", "normal", "--pgn", other.toString(), "--nodes", "100", "--out", x.toString());
        assertBad("castellan datagen: " + illegal + ", game 1: move 3 'e4e5': ",
                "datagen", "--variant", "normal", "--pgn", illegal.toString(), "--nodes", "100", "--out", x.toString());
        assertBad("castellan datagen: cannot read ", "datagen", "--variant", "normal", "--pgn", dir.resolve("none.pgn").toString(), "--out", x.toString());
        assertBad("castellan datagen: give --games (self-play) or --pgn (games played elsewhere), one of them",
                "datagen", "--variant", "normal", "--games", "1", "--pgn", other.toString(), "--out", x.toString());
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
