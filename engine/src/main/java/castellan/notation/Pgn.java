package castellan.notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * PGN text, written and read the same way by the match runner and the web board: tag pairs,
 * movetext in Castellan's move text (long algebraic, ranks 1-10, {@code @d5,g1f3},
 * {@code f1g1,j1f1}; not SAN) numbered from the FEN's fullmove number, comments in braces, lines
 * wrapped at 79 columns, and the result's reason in a comment before the result.
 */
public final class Pgn {
    private static final int WIDTH = 79;
    /** A game longer than this many moves is no game a person or an engine played here. */
    public static final int MAX_MOVES = 5_000;

    private Pgn() {}

    /** {@code [Name "value"]}, with backslashes and quotes escaped. */
    public static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /**
     * The movetext: move numbers from the FEN's fullmove number ({@code 7...} when Black moves
     * first), each move with its comment if any ({@code comments} may be shorter than the moves
     * or hold nulls), then {@code {reason}} when there is one, the result and a blank line.
     */
    public static void movetext(StringBuilder sb, String fen, List<String> moves, List<String> comments, String reason,
                                String result) {
        String[] f = fen.trim().split("\\s+");
        boolean blackFirst = f.length > 1 && f[1].equals("b");
        int number = f.length > 5 ? parseOr(f[5], 1) : 1;
        Line line = new Line(sb);
        for (int i = 0; i < moves.size(); i++) {
            boolean white = (i % 2 == 0) != blackFirst;
            if (white) line.add(number + ".");
            else if (i == 0) line.add(number + "...");
            line.add(moves.get(i));
            String c = i < comments.size() ? comments.get(i) : null;
            if (c != null && !c.isEmpty()) line.add("{" + comment(c) + "}");
            if (!white) number++;
        }
        if (reason != null && !reason.isEmpty()) line.add("{" + comment(reason) + "}");
        line.add(result);
        line.finish();
        sb.append('\n');
    }

    /** A PGN comment may not contain a closing brace; the engines' claims do ({@code 1-0 {White mates}}). */
    public static String comment(String s) { return s.replace('{', '(').replace('}', ')'); }

    private static int parseOr(String s, int fallback) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** One game read from PGN text: its tags in order, its moves as text, its result ({@code *} if none). */
    public record Game(Map<String, String> tags, List<String> moves, String result) {
        public String tag(String name) { return tags.get(name); }
    }

    /**
     * The first game of a PGN text. Comments ({@code {...}}, {@code ;} to the end of the line),
     * move numbers, NAGs ({@code $1}) and annotation marks ({@code !?}) are skipped; a variation
     * ({@code (...)}) is refused, since only the main line can be played. IllegalArgumentException
     * naming the problem for text that is not PGN. The moves are not checked here: that is the
     * game's job.
     */
    public static Game parse(String text) {
        if (text == null || text.isBlank()) throw new IllegalArgumentException("empty PGN");
        return parseAt(text, new int[1]);
    }

    /**
     * Every game of a PGN text, in order (a file of many games, as the match runner writes
     * them). IllegalArgumentException naming the game (from 1) and the problem at the first one
     * that is not PGN.
     */
    public static List<Game> parseAll(String text) {
        List<Game> games = new ArrayList<>();
        if (text == null) return games;
        int[] at = new int[1];
        while (true) {
            int i = at[0];
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
            if (i == text.length()) return games;
            at[0] = i;
            try {
                games.add(parseAt(text, at));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("game " + (games.size() + 1) + ": " + e.getMessage(), e);
            }
        }
    }

    /** The game that starts at {@code at[0]}; {@code at[0]} is left just after it. */
    private static Game parseAt(String text, int[] at) {
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        String result = "*";
        int i = at[0], n = text.length();
        boolean movetext = false;
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '[' && !movetext) {
                int end = tagEnd(text, i);
                parseTag(text.substring(i + 1, end), tags);
                i = end + 1;
            } else if (c == '{') {
                int end = text.indexOf('}', i);
                if (end < 0) throw new IllegalArgumentException("a comment opened with '{' is not closed");
                i = end + 1;
            } else if (c == ';') {
                int end = text.indexOf('\n', i);
                i = end < 0 ? n : end + 1;
            } else if (c == '(') {
                throw new IllegalArgumentException("variations '(...)' are not supported: give the main line only");
            } else if (c == '[') { // a second game's tags: the first game is complete
                break;
            } else {
                movetext = true;
                int end = i;
                while (end < n && !Character.isWhitespace(text.charAt(end)) && "{;([".indexOf(text.charAt(end)) < 0) end++;
                String token = text.substring(i, end);
                i = end;
                if (isResult(token)) {
                    result = token;
                    break;
                }
                String move = stripNumber(token);
                if (move.isEmpty() || move.startsWith("$")) continue;
                move = move.replaceAll("[!?]+$", "");
                if (move.isEmpty()) continue;
                if (moves.size() == MAX_MOVES) throw new IllegalArgumentException("more than " + MAX_MOVES + " moves");
                moves.add(move);
            }
        }
        at[0] = i;
        return new Game(tags, moves, result);
    }

    private static int tagEnd(String text, int start) {
        boolean quoted = false;
        for (int i = start + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && quoted) i++;
            else if (c == '"') quoted = !quoted;
            else if (c == ']' && !quoted) return i;
            else if (c == '\n' && !quoted) break;
        }
        throw new IllegalArgumentException("a tag opened with '[' is not closed on its line");
    }

    private static void parseTag(String body, Map<String, String> tags) {
        String b = body.trim();
        int space = b.indexOf(' ');
        if (space <= 0) throw new IllegalArgumentException("malformed tag [" + b + "]: expected [Name \"value\"]");
        String name = b.substring(0, space);
        String quoted = b.substring(space + 1).trim();
        if (quoted.length() < 2 || quoted.charAt(0) != '"' || quoted.charAt(quoted.length() - 1) != '"')
            throw new IllegalArgumentException("malformed tag [" + b + "]: expected [Name \"value\"]");
        tags.put(name, quoted.substring(1, quoted.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\"));
    }

    /** White's points for a PGN result: 1, 0.5 or 0; NaN for {@code *} (unfinished) or anything else. */
    public static double whitePoints(String result) {
        return switch (result) {
            case "1-0" -> 1;
            case "0-1" -> 0;
            case "1/2-1/2" -> 0.5;
            default -> Double.NaN;
        };
    }

    private static boolean isResult(String token) {
        return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*");
    }

    /** {@code 12.}, {@code 12...}, {@code 12.e2e4} (a number glued to its move). */
    private static String stripNumber(String token) {
        int i = 0;
        while (i < token.length() && Character.isDigit(token.charAt(i))) i++;
        if (i > 0 && i < token.length() && token.charAt(i) == '.') {
            while (i < token.length() && token.charAt(i) == '.') i++;
            return token.substring(i);
        }
        return i == token.length() ? "" : token; // a bare number is a move number without its dot
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
