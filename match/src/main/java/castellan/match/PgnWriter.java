package castellan.match;

import java.io.IOException;
import java.io.Writer;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Games as PGN, one after another as they finish. The seven tag roster, then {@code Variant},
 * {@code SetUp "1"} and {@code FEN} (always: our variants' start positions are not chess's),
 * {@code TimeControl}, {@code PlyCount} and {@code Termination}. The movetext is in Castellan's
 * move text (long algebraic, ranks 1-10, {@code @d5,g1f3}, {@code f1g1,j1f1}), not SAN:
 * {@code castellan show --moves ...} replays it. Opening moves carry {@code {book}}, engine
 * moves {@code {score/depth time}} as cutechess writes them, and the result's reason (the
 * Norochess score, Curtis's points, a forfeit) stands in a comment before the result.
 */
public final class PgnWriter {
    private static final int WIDTH = 79;

    private final Writer out;
    private final String event;
    private final String date;

    public PgnWriter(Writer out, String event) {
        this(out, event, LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
    }

    PgnWriter(Writer out, String event, String date) {
        this.out = out;
        this.event = event;
        this.date = date;
    }

    /** Writes one game and flushes, so the file is complete after every game. */
    public synchronized void write(GameRecord g) throws IOException {
        out.write(format(g));
        out.flush();
    }

    String format(GameRecord g) {
        StringBuilder sb = new StringBuilder();
        tag(sb, "Event", event);
        tag(sb, "Site", "?");
        tag(sb, "Date", date);
        tag(sb, "Round", String.valueOf(g.round));
        tag(sb, "White", g.white);
        tag(sb, "Black", g.black);
        tag(sb, "Result", g.result());
        tag(sb, "Variant", g.setup.variant());
        tag(sb, "SetUp", "1");
        tag(sb, "FEN", g.setup.fen());
        // Engines with limits of their own get a tag each, as cutechess-cli writes them.
        if (g.setup.white().pgnTag().equals(g.setup.black().pgnTag())) tag(sb, "TimeControl", g.setup.white().pgnTag());
        else {
            tag(sb, "WhiteTimeControl", g.setup.white().pgnTag());
            tag(sb, "BlackTimeControl", g.setup.black().pgnTag());
        }
        tag(sb, "PlyCount", String.valueOf(g.moves.size()));
        tag(sb, "Termination", termination(g.ending()));
        sb.append('\n');
        movetext(sb, g);
        return sb.toString();
    }

    /** PGN's Termination values: normal, time forfeit, rules infraction, adjudication, abandoned, unterminated. */
    private static String termination(GameRecord.Ending e) {
        return switch (e) {
            case RULES, RESIGNATION -> "normal";
            case TIME_FORFEIT -> "time forfeit";
            case ILLEGAL_MOVE, PROTOCOL -> "rules infraction";
            case CRASH, HANG -> "abandoned";
            case LENGTH_LIMIT -> "adjudication";
            case ABORTED -> "unterminated";
        };
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    private static void movetext(StringBuilder sb, GameRecord g) {
        String[] fen = g.setup.fen().split("\\s+");
        boolean blackFirst = fen.length > 1 && fen[1].equals("b");
        int number = fen.length > 5 ? parseOr(fen[5], 1) : 1;
        Line line = new Line(sb);
        List<String> moves = g.moves;
        for (int i = 0; i < moves.size(); i++) {
            boolean white = (i % 2 == 0) != blackFirst;
            if (white) line.add(number + ".");
            else if (i == 0) line.add(number + "...");
            line.add(moves.get(i));
            String c = g.comments.get(i);
            if (c != null && !c.isEmpty()) line.add("{" + comment(c) + "}");
            if (!white) number++;
        }
        StringBuilder end = new StringBuilder(g.reason());
        for (String m : g.claimMismatches) end.append("; ").append(m);
        if (!end.isEmpty()) line.add("{" + comment(end.toString()) + "}");
        line.add(g.result());
        line.finish();
        sb.append('\n');
    }

    /** A PGN comment may not contain a closing brace; the engines' claims do ({@code 1-0 {White mates}}). */
    private static String comment(String s) { return s.replace('{', '(').replace('}', ')'); }

    private static int parseOr(String s, int fallback) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** Words wrapped at {@link #WIDTH} columns (a comment's words may be split across lines, as PGN allows). */
    private static final class Line {
        private final StringBuilder sb;
        private int column;

        Line(StringBuilder sb) { this.sb = sb; }

        void add(String token) {
            for (String word : token.split(" ")) {
                if (column > 0 && column + 1 + word.length() > WIDTH) {
                    sb.append('\n');
                    column = 0;
                }
                if (column > 0) {
                    sb.append(' ');
                    column++;
                }
                sb.append(word);
                column += word.length();
            }
        }

        void finish() {
            if (column > 0) sb.append('\n');
        }
    }
}
