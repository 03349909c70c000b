package castellan.tuning;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tuning data's text format, one position a line, as the Marlinflow and Bullet trainers
 * read it: {@code FEN | score | result}, the score in centipawns and the result 1.0, 0.5 or 0.0,
 * both from White's point of view. A line starting with {@code #} is a comment; a comment
 * {@code # game N ...} starts the positions of game N (the tuner keeps a game's positions
 * together when it sets some aside to check against). See docs/tuning.md.
 */
public final class DataFile {
    private DataFile() {}

    /** The comment that opens a game's positions. */
    static final String GAME = "# game ";

    /** Writes one game: its heading comment, then its positions. */
    static void writeGame(Writer out, int game, String comment, List<Sample> samples) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append(GAME).append(game).append(' ').append(comment).append('\n');
        for (Sample s : samples) sb.append(line(s)).append('\n');
        out.write(sb.toString());
    }

    /** A position's line. */
    static String line(Sample s) {
        return String.format(Locale.ROOT, "%s | %d | %.1f", s.fen(), s.score(), s.result());
    }

    /** Reads a data file; IllegalArgumentException naming the first bad line. */
    public static List<Sample> read(Path file) throws IOException {
        List<Sample> out = new ArrayList<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line, name = file.getFileName().toString();
            int number = 0, game = -1;
            while ((line = r.readLine()) != null) {
                number++;
                if (line.isBlank()) continue;
                if (line.startsWith("#")) {
                    if (line.startsWith(GAME)) game = gameNumber(line, name, number);
                    continue;
                }
                out.add(parse(line, game, name + ":" + number));
            }
        }
        return out;
    }

    private static int gameNumber(String line, String name, int number) {
        String[] words = line.substring(GAME.length()).trim().split("\\s+");
        try {
            return Integer.parseInt(words[0]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ":" + number + ": bad game number '" + words[0] + "'");
        }
    }

    /** One position's line. */
    static Sample parse(String line, int game, String where) {
        String[] parts = line.split("\\|");
        if (parts.length != 3) throw new IllegalArgumentException(where + ": expected 'FEN | score | result', got '" + line + "'");
        String fen = parts[0].trim();
        int score;
        double result;
        try {
            score = Integer.parseInt(parts[1].trim());
            result = Double.parseDouble(parts[2].trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + ": bad score or result in '" + line + "'");
        }
        if (result != 0 && result != 0.5 && result != 1) throw new IllegalArgumentException(where + ": the result must be 1.0, 0.5 or 0.0, got " + parts[2].trim());
        if (fen.isEmpty()) throw new IllegalArgumentException(where + ": no FEN");
        return new Sample(fen, score, result, game);
    }
}
