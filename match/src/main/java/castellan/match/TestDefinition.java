package castellan.match;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * What makes two runs the same test, as {@code key value} lines: the engines, their limits, the
 * variant, the openings in the seed's order, the seed, the rules of play (and for SPSA the
 * parameters and the schedule). Shards of one test carry equal definitions; the merge refuses
 * results whose definitions differ. Written in result files and at the top of SPSA's θ log.
 * What does not change the games (concurrency, SPRT bounds, output files) is not part of it.
 */
public record TestDefinition(List<Line> lines) {
    /** One line: a key (no blanks) and its value (text without tabs or line breaks: the files separate fields by tabs). */
    public record Line(String key, String value) {
        public Line {
            if (key.isEmpty() || key.chars().anyMatch(Character::isWhitespace) || value.chars().anyMatch(c -> c == '\t' || c == '\n' || c == '\r'))
                throw new IllegalArgumentException("a tab or line break in the test's " + key + ": '" + value + "'");
        }
    }

    public TestDefinition {
        lines = List.copyOf(lines);
    }

    /** No lines yet (a file's definition, read a line at a time). */
    public static final TestDefinition EMPTY = new TestDefinition(List.of());

    /** A definition that starts {@code test KIND} ({@code match}, {@code spsa}). */
    public static TestDefinition of(String kind) { return new TestDefinition(List.of(new Line("test", kind))); }

    /** This definition and one more line. */
    public TestDefinition with(String key, Object value) {
        List<Line> l = new ArrayList<>(lines);
        l.add(new Line(key, String.valueOf(value)));
        return new TestDefinition(l);
    }

    /** The lines every kind of test shares: the variant, the openings, the seed and the rules of play. */
    public TestDefinition withPlay(String variant, List<Opening> ordered, long seed, MatchGame.Rules rules) {
        return with("variant", variant).with("openings", digest(ordered)).with("seed", seed).with("max-plies", rules.maxPlies())
                .with("time-margin-ms", rules.timeMarginMs());
    }

    /** The first value of a key, null when there is none. */
    public String value(String key) {
        for (Line l : lines) if (l.key.equals(key)) return l.value;
        return null;
    }

    /** Every value of a key, in order. */
    public List<String> values(String key) {
        return lines.stream().filter(l -> l.key.equals(key)).map(Line::value).toList();
    }

    /**
     * Where this definition and another first differ, null when they are equal: {@code variant
     * is 'normal' in HERE, 'capablanca' in THERE}, naming the two as the caller calls them.
     */
    public String firstDifference(TestDefinition other, String here, String there) {
        int n = Math.min(lines.size(), other.lines.size());
        for (int i = 0; i < n; i++) {
            Line a = lines.get(i), b = other.lines.get(i);
            if (a.key.equals(b.key) && !a.value.equals(b.value)) {
                String[] e = excerpts(a.value, b.value);
                return a.key + " is '" + e[0] + "' in " + here + ", '" + e[1] + "' in " + there;
            }
            if (!a.key.equals(b.key)) return here + " has '" + a.key + " " + a.value + "' where " + there + " has '" + b.key + " " + b.value + "'";
        }
        if (lines.size() == other.lines.size()) return null;
        return lines.size() > n ? here + " has '" + lines.get(n).key + " " + lines.get(n).value + "', " + there + " not"
                : there + " has '" + other.lines.get(n).key + " " + other.lines.get(n).value + "', " + here + " not";
    }

    /** Two long values (an engine's command) shown where they differ: {@code ...hashed 1 13}. */
    static String[] excerpts(String a, String b) {
        if (a.length() <= 60 && b.length() <= 60) return new String[] {a, b};
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) i++;
        int from = Math.max(0, i - 30);
        return new String[] {cut(a, from, i + 30), cut(b, from, i + 30)};
    }

    private static String cut(String s, int from, int to) {
        return (from > 0 ? "..." : "") + s.substring(Math.min(from, s.length()), Math.min(to, s.length())) + (to < s.length() ? "..." : "");
    }

    /**
     * The openings as played: their number and a digest of their text in the seed's order, so
     * that two machines with different opening files (or a different shuffle) do not pass as one
     * test.
     */
    static String digest(List<Opening> ordered) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Opening o : ordered) md.update((o + "\n").getBytes(StandardCharsets.UTF_8));
            return ordered.size() + " in the order " + HexFormat.of().formatHex(md.digest(), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
