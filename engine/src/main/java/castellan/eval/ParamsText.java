package castellan.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The text format of {@link EvalParams}, made to be read and diffed by people:
 * <pre>
 * # a comment line (kept when the file is written again)
 * tempo = 12
 * value.N = 320 320
 * psqt.N.mg =
 *   -31 -18 -10  -6
 *   ...
 * </pre>
 * An entry is a name, {@code =}, and its numbers: on the same line, or on the lines after it
 * (a table, a row a line) up to the next blank line, comment or name. A number is whole or
 * decimal ({@code -28.844}); what a number means (centipawns, a table's order) is the
 * {@link EvalSpec}'s, and docs/evaluation.md lists every entry. Writing keeps every comment and
 * each table's row length, and right-aligns a table's numbers, so a tuned file differs from the
 * one it came from only in its numbers.
 */
final class ParamsText {
    private ParamsText() {}

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_.]*");
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?");

    static EvalParams parse(String text, String source) {
        EvalParams.Builder b = new EvalParams.Builder();
        String name = null;
        List<Double> numbers = new ArrayList<>();
        int columns = 0, number = 0, headLine = 0;
        boolean table = false;
        String[] lines = text.split("\r?\n"); // a final newline ends the last line, it adds none
        for (String raw : lines) {
            number++;
            String line = raw.strip();
            boolean comment = line.startsWith("#"), head = !comment && line.contains("=");
            if (line.isEmpty() || comment || head) {
                if (name != null) add(b, name, numbers, table ? columns : 0, source, headLine);
                name = null;
                if (!head) {
                    b.comment(raw.stripTrailing());
                    continue;
                }
                int eq = line.indexOf('=');
                name = line.substring(0, eq).strip();
                headLine = number;
                if (!NAME.matcher(name).matches()) throw error(source, number, "bad parameter name '" + name + "'");
                numbers = new ArrayList<>();
                String rest = line.substring(eq + 1).strip();
                table = rest.isEmpty();
                columns = 0;
                if (!table) numbers(rest, numbers, source, number);
                continue;
            }
            if (name == null || !table) throw error(source, number, "numbers outside a table: '" + line + "'");
            int before = numbers.size();
            numbers(line, numbers, source, number);
            if (columns == 0) columns = numbers.size() - before;
        }
        if (name != null) add(b, name, numbers, table ? columns : 0, source, headLine);
        return b.build();
    }

    private static void numbers(String words, List<Double> into, String source, int line) {
        for (String w : words.split("\\s+")) {
            if (!NUMBER.matcher(w).matches()) throw error(source, line, "not a number: '" + w + "'");
            into.add(Double.parseDouble(w));
        }
    }

    private static void add(EvalParams.Builder b, String name, List<Double> numbers, int columns, String source, int line) {
        if (numbers.isEmpty()) throw error(source, line, "parameter '" + name + "' has no value");
        double[] v = new double[numbers.size()];
        for (int i = 0; i < v.length; i++) v[i] = numbers.get(i);
        try {
            b.add(name, v, columns);
        } catch (IllegalArgumentException e) {
            throw error(source, line, e.getMessage());
        }
    }

    private static IllegalArgumentException error(String source, int line, String message) {
        return new IllegalArgumentException(source + ":" + line + ": " + message);
    }

    static String format(EvalParams p) {
        StringBuilder sb = new StringBuilder();
        for (EvalParams.Entry e : p.entries()) {
            for (String c : e.comments()) sb.append(c).append('\n');
            String[] text = new String[e.length()];
            int width = 0;
            for (int i = 0; i < text.length; i++) width = Math.max(width, (text[i] = number(p.value(e.offset() + i))).length());
            sb.append(e.name()).append(" =");
            if (e.columns() == 0) {
                for (String t : text) sb.append(' ').append(t);
                sb.append('\n');
                continue;
            }
            for (int i = 0; i < text.length; i++) {
                sb.append(i % e.columns() == 0 ? "\n " : "").append(' ');
                sb.append(" ".repeat(width - text[i].length())).append(text[i]);
            }
            sb.append('\n');
        }
        for (String c : p.trailer) sb.append(c).append('\n');
        return sb.toString();
    }

    /** A number as few digits write it: whole, or with up to three decimals (enough for a 1/256 to read back the same). */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        String s = String.format(Locale.ROOT, "%.3f", v);
        s = s.replaceAll("0+$", "");
        if (s.endsWith(".")) s = s.substring(0, s.length() - 1);
        return s.equals("-0") ? "0" : s;
    }
}
