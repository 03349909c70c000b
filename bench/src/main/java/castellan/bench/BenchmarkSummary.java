package castellan.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Prints JMH's CSV results ({@code -rf csv}) as a Markdown table: benchmark, parameters, score
 * with its 99.9% error, unit. Used by {@code bench/run-benchmarks.sh}.
 */
public final class BenchmarkSummary {
    private BenchmarkSummary() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: BenchmarkSummary RESULTS.csv");
            System.exit(2);
        }
        System.out.print(table(Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)));
    }

    static String table(List<String> lines) {
        if (lines.isEmpty()) return "(no results)\n";
        List<String> header = fields(lines.get(0));
        int name = header.indexOf("Benchmark"), score = header.indexOf("Score"), unit = header.indexOf("Unit");
        int error = -1;
        List<Integer> params = new ArrayList<>();
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i).startsWith("Score Error")) error = i;
            if (header.get(i).startsWith("Param: ")) params.add(i);
        }
        StringBuilder sb = new StringBuilder("| benchmark | parameters | score | error (99.9%) | unit |\n|---|---|---:|---:|---|\n");
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) continue;
            List<String> f = fields(line);
            StringBuilder p = new StringBuilder();
            for (int i : params) {
                if (i < f.size() && !f.get(i).isEmpty())
                    p.append(p.isEmpty() ? "" : ", ").append(header.get(i).substring("Param: ".length())).append('=')
                            .append(f.get(i).replace("|", " "));
            }
            String bench = f.get(name).replaceFirst("^castellan\\.", "");
            sb.append("| ").append(bench).append(" | ").append(p).append(" | ").append(number(f.get(score))).append(" | ")
                    .append(error < 0 ? "" : number(f.get(error))).append(" | ").append(f.get(unit)).append(" |\n");
        }
        return sb.toString();
    }

    /** Three significant digits at least, thousands separated: 326.123 as 326.1, 50123456.7 as 50,123,457. */
    static String number(String s) {
        try {
            double d = Double.parseDouble(s);
            if (Double.isNaN(d)) return "";
            if (Math.abs(d) >= 1000) return String.format(Locale.ROOT, "%,.0f", d);
            if (Math.abs(d) >= 10) return String.format(Locale.ROOT, "%.1f", d);
            return String.format(Locale.ROOT, "%.3f", d);
        } catch (NumberFormatException e) {
            return s;
        }
    }

    /** CSV fields: commas separate, double quotes group, a doubled quote is a quote. */
    static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') { f.append('"'); i++; }
                else if (c == '"') quoted = false;
                else f.append(c);
            } else if (c == '"') quoted = true;
            else if (c == ',') { out.add(f.toString()); f.setLength(0); }
            else f.append(c);
        }
        out.add(f.toString());
        return out;
    }
}
