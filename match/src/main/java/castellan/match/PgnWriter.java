package castellan.match;

import castellan.notation.Pgn;
import java.io.IOException;
import java.io.Writer;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;

/**
 * Games as PGN, one after another as they finish. The seven tag roster, then {@code Variant},
 * {@code SetUp "1"} and {@code FEN} (always: our variants' start positions are not chess's),
 * {@code TimeControl}, {@code PlyCount} and {@code Termination}. The movetext is in Castellan's
 * move text (long algebraic, ranks 1-10, {@code @d5,g1f3}, {@code f1g1,j1f1}), not SAN:
 * {@code castellan show --moves ...} replays it. Opening moves carry {@code {book}}, engine
 * moves {@code {score/depth time}} as cutechess writes them, and the result's reason (the
 * Norochess score, Curtis's points, a forfeit) stands in a comment before the result. The text
 * itself is {@link Pgn}'s, shared with the web board.
 */
public final class PgnWriter {
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

    private static void tag(StringBuilder sb, String name, String value) { Pgn.tag(sb, name, value); }

    private static void movetext(StringBuilder sb, GameRecord g) {
        StringBuilder end = new StringBuilder(g.reason());
        for (String m : g.claimMismatches) end.append("; ").append(m);
        Pgn.movetext(sb, g.setup.fen(), g.moves, g.comments, end.toString(), g.result());
    }
}
