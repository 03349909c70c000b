package castellan.match;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The θ log of an SPSA run: the run's definition, then a line per step with θ after it. Text,
 * tab-separated, so that a spreadsheet or gnuplot reads it as it is:
 *
 * <pre>
 * format  castellan-spsa-log 1
 * test    spsa                  the definition (as in a result file), up to the column line
 * ...
 * step    pairs   wins    losses  draws   Alpha   Beta        the columns: θ by parameter
 * 0       0       0       0       0       40      60          the start
 * 1       8       5       3       0       41.2345 59.0123     after step 1: its wins, losses and draws (of θ+cΔ), θ
 * </pre>
 *
 * θ is written exactly (Java's shortest form that reads back as the same number), so a run
 * continues from the log's last line as if it had not stopped, and the shards of a step check
 * that they played from it.
 */
public final class ThetaLog {
    static final String FORMAT = "castellan-spsa-log 1";

    /** One line: θ after step {@code step}, with the pairs played so far and the step's wins, losses and draws. */
    public record Row(long step, long pairs, long wins, long losses, long draws, double[] theta) {
        public Row {
            theta = theta.clone();
        }

        @Override public double[] theta() { return theta.clone(); }

        // A record compares arrays by identity: θ's values are what matters.
        @Override public boolean equals(Object o) {
            return o instanceof Row r && step == r.step && pairs == r.pairs && wins == r.wins && losses == r.losses && draws == r.draws
                    && Arrays.equals(theta, r.theta);
        }

        @Override public int hashCode() { return Objects.hash(step, pairs, wins, losses, draws, Arrays.hashCode(theta)); }

        @Override public String toString() {
            return "step " + step + " pairs " + pairs + " +" + wins + " -" + losses + " =" + draws + " theta " + Arrays.toString(theta);
        }
    }

    private final TestDefinition definition;
    private final List<Row> rows;

    private ThetaLog(TestDefinition definition, List<Row> rows) {
        this.definition = definition;
        this.rows = List.copyOf(rows);
    }

    public TestDefinition definition() { return definition; }

    public Row last() { return rows.get(rows.size() - 1); }

    /** Every line, the start first. */
    public List<Row> rows() { return rows; }

    /** A new log: the definition and the start ({@code step 0}). */
    public static ThetaLog create(Path file, TestDefinition definition, SpsaRun run) throws IOException {
        StringBuilder sb = new StringBuilder("# castellan match spsa: theta after each step (docs/matches.md, \"SPSA\")\n");
        sb.append("format\t").append(FORMAT).append('\n');
        for (TestDefinition.Line l : definition.lines()) sb.append(l.key()).append('\t').append(l.value()).append('\n');
        sb.append("step\tpairs\twins\tlosses\tdraws");
        for (SpsaParameter p : run.params()) sb.append('\t').append(p.name());
        sb.append('\n');
        Row start = run.startRow();
        sb.append(text(start));
        Files.writeString(file, sb, StandardCharsets.UTF_8);
        return new ThetaLog(definition, List.of(start));
    }

    /** Adds a step's line (flushed at once: the log is where a stopped run continues from). */
    public ThetaLog append(Path file, Row row) throws IOException {
        if (row.step() != last().step() + 1) throw new IllegalStateException("step " + row.step() + " after step " + last().step());
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND)) {
            w.write(text(row));
        }
        List<Row> more = new ArrayList<>(rows);
        more.add(row);
        return new ThetaLog(definition, more);
    }

    private static String text(Row r) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.step()).append('\t').append(r.pairs()).append('\t').append(r.wins()).append('\t').append(r.losses()).append('\t')
                .append(r.draws());
        for (double t : r.theta()) sb.append('\t').append(SpsaParameter.num(t));
        return sb.append('\n').toString();
    }

    /**
     * The log of the run {@code definition} defines, null when there is none yet;
     * IllegalArgumentException when it is another run's (naming the first difference, with
     * {@code ours} for where the definition comes from).
     */
    public static ThetaLog ofRun(Path file, TestDefinition definition, String ours) throws IOException {
        if (!Files.exists(file)) return null;
        ThetaLog log = read(file);
        String difference = definition.firstDifference(log.definition, ours, file.toString());
        if (difference != null) throw new IllegalArgumentException(file + " is the log of another run: " + difference);
        return log;
    }

    /** Reads a log; IllegalArgumentException naming the file and line of the first thing wrong. */
    public static ThetaLog read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        TestDefinition definition = TestDefinition.EMPTY;
        List<Row> rows = new ArrayList<>();
        int columns = -1;
        boolean format = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t", -1);
            String where = file + ":" + (i + 1) + ": ";
            if (!format) {
                if (f.length != 2 || !f[0].equals("format") || !f[1].equals(FORMAT))
                    throw new IllegalArgumentException(where + "not a θ log of castellan match spsa (it starts 'format<TAB>" + FORMAT + "')");
                format = true;
            } else if (columns < 0 && f[0].equals("step")) {
                columns = f.length;
            } else if (columns < 0) {
                if (f.length != 2) throw new IllegalArgumentException(where + "expected KEY<TAB>VALUE");
                definition = definition.with(f[0], f[1]);
            } else {
                rows.add(row(f, columns, rows.isEmpty() ? -1 : rows.get(rows.size() - 1).step(), where));
            }
        }
        if (definition.lines().isEmpty() || rows.isEmpty()) throw new IllegalArgumentException(file + ": no steps (a θ log cut short?)");
        return new ThetaLog(definition, rows);
    }

    private static Row row(String[] f, int columns, long previous, String where) {
        if (f.length != columns) throw new IllegalArgumentException(where + "expected " + columns + " columns, got " + f.length);
        try {
            long[] n = new long[5];
            for (int i = 0; i < 5; i++) n[i] = Long.parseLong(f[i]);
            if (n[0] != previous + 1) throw new IllegalArgumentException(where + "step " + n[0] + " after step " + previous);
            double[] theta = new double[columns - 5];
            for (int i = 0; i < theta.length; i++) theta[i] = Double.parseDouble(f[5 + i]);
            return new Row(n[0], n[1], n[2], n[3], n[4], theta);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(where + "not a line of numbers");
        }
    }
}
