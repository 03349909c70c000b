package castellan.match;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The result of a shard (or of several merged): which test, which pairs, and the counts that
 * add. The file is text, one {@code KEY<TAB>VALUE...} a line, {@code #} comments (the format is
 * in docs/matches.md, "Result files"):
 *
 * <pre>
 * format  castellan-result 1
 * test    match                       the lines from 'test' up to 'pairs' define the test
 * ...                                 ({@link TestDefinition})
 * pairs   1-100 201-300               the pairs played, each exactly once
 * sprt    elo0=0 elo1=5 alpha=0.05 beta=0.05   (only when one was given)
 * wins / draws / losses / aborted / white-half-points / claim-mismatches   one count each
 * pentanomial  LL LD DD+WL WD WW
 * ending  LABEL  N           forfeit  ENGINE  KIND  N           length  MOVES  N
 * spsa-step  S / spsa-iteration  K / theta  NAME  VALUE / gradient  NAME  SUM   (SPSA only)
 * </pre>
 *
 * @param sprt null when no SPRT was given
 * @param spsa null for a match
 */
public record ShardResult(TestDefinition test, List<PairRange> pairs, MatchTotals totals, Sprt sprt, SpsaGradient spsa) {
    static final String FORMAT = "castellan-result 1";

    public ShardResult {
        pairs = PairRange.union(pairs);
    }

    /** Writes the file (through a temporary file beside it, so that a half-written result is never read). */
    public void write(Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            w.write("# castellan match result: the format is in docs/matches.md, \"Result files\"\n");
            line(w, "format", FORMAT);
            for (TestDefinition.Line l : test.lines()) line(w, l.key(), l.value());
            line(w, "pairs", PairRange.format(pairs));
            if (sprt != null) line(w, "sprt", sprt.toString());
            line(w, "wins", totals.wins());
            line(w, "draws", totals.draws());
            line(w, "losses", totals.losses());
            line(w, "aborted", totals.aborted());
            line(w, "white-half-points", totals.whiteHalfPoints());
            long[] p = totals.pentanomial();
            line(w, "pentanomial", p[0] + " " + p[1] + " " + p[2] + " " + p[3] + " " + p[4]);
            line(w, "claim-mismatches", totals.claimMismatches());
            for (Map.Entry<String, Long> e : totals.endings().entrySet()) line(w, "ending", e.getKey(), e.getValue());
            for (Map.Entry<String, SortedMap<String, Long>> f : totals.forfeits().entrySet())
                for (Map.Entry<String, Long> e : f.getValue().entrySet()) line(w, "forfeit", f.getKey(), e.getKey(), e.getValue());
            for (Map.Entry<Integer, Long> e : totals.lengths().entrySet()) line(w, "length", e.getKey(), e.getValue());
            if (spsa != null) {
                line(w, "spsa-step", spsa.step());
                line(w, "spsa-iteration", spsa.iteration());
                for (Map.Entry<String, Double> e : spsa.theta().entrySet()) line(w, "theta", e.getKey(), e.getValue());
                for (Map.Entry<String, Long> e : spsa.sums().entrySet()) line(w, "gradient", e.getKey(), e.getValue());
            }
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) { // some network filesystems: the file is complete all the same
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Refuses, before any game is played, a result file that could not be written (its directory missing). */
    static void checkWritable(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir) || !Files.isWritable(dir))
            throw new IllegalArgumentException("cannot write " + file + ": no such directory, or not writable");
        if (Files.isDirectory(file)) throw new IllegalArgumentException("cannot write " + file + ": it is a directory");
    }

    private static void line(Writer w, String key, Object... fields) throws IOException {
        StringBuilder sb = new StringBuilder(key);
        for (Object f : fields) {
            String s = String.valueOf(f);
            if (s.indexOf('\t') >= 0 || s.indexOf('\n') >= 0) throw new IllegalArgumentException("a tab or line break in '" + s + "'");
            sb.append('\t').append(s);
        }
        w.write(sb.append('\n').toString());
    }

    /**
     * This result and another of the same test: pentanomial counts, wins, draws, losses and
     * SPSA gradient sums add. IllegalArgumentException when the tests differ (saying where),
     * when the pairs overlap, or when the SPRT bounds differ.
     */
    public ShardResult plus(ShardResult o) {
        String difference = o.test.firstDifference(test, "the one", "the other");
        if (difference != null) throw new IllegalArgumentException("not the same test: " + difference);
        if ((spsa == null) != (o.spsa == null)) throw new IllegalArgumentException("not the same test: an SPSA step and a match");
        if (sprt != null && o.sprt != null && !sprt.equals(o.sprt))
            throw new IllegalArgumentException("different SPRT bounds (" + sprt + "; " + o.sprt + "): give the merge --sprt");
        List<PairRange> all = new ArrayList<>(pairs);
        all.addAll(o.pairs);
        return new ShardResult(test, all, totals.plus(o.totals), sprt != null ? sprt : o.sprt, spsa == null ? null : spsa.plus(o.spsa));
    }

    /** The same result under other SPRT bounds (null for none). */
    public ShardResult withSprt(Sprt s) { return new ShardResult(test, pairs, totals, s, spsa); }

    /** Reads a result file; IllegalArgumentException naming the file and line of the first thing wrong. */
    public static ShardResult read(Path file) throws IOException {
        List<String> text = Files.readAllLines(file, StandardCharsets.UTF_8);
        Reader r = new Reader(file.toString());
        for (int i = 0; i < text.size(); i++) {
            String line = text.get(i);
            if (line.isBlank() || line.startsWith("#")) continue;
            try {
                r.line(line.split("\t", -1));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return r.result();
    }

    /** The reader's state: the definition until 'pairs', then the counts. */
    private static final class Reader {
        private final String file;
        private boolean format;
        private TestDefinition test = TestDefinition.EMPTY;
        private List<PairRange> pairs;
        private Sprt sprt;
        private final Map<String, Long> counts = new LinkedHashMap<>();
        private long[] pentanomial;
        private final SortedMap<String, Long> endings = new TreeMap<>();
        private final SortedMap<String, SortedMap<String, Long>> forfeits = new TreeMap<>();
        private final SortedMap<Integer, Long> lengths = new TreeMap<>();
        private Long step, iteration;
        private final Map<String, Double> theta = new LinkedHashMap<>();
        private final Map<String, Long> gradient = new LinkedHashMap<>();

        Reader(String file) { this.file = file; }

        void line(String[] f) {
            String key = f[0];
            if (!format) {
                if (!key.equals("format") || f.length != 2 || !f[1].equals(FORMAT))
                    throw new IllegalArgumentException("not a result file of castellan match (it starts 'format<TAB>" + FORMAT + "')");
                format = true;
                return;
            }
            if (pairs == null && !key.equals("pairs")) { // the definition
                if (f.length != 2) throw new IllegalArgumentException("expected KEY<TAB>VALUE");
                test = test.with(key, f[1]);
                return;
            }
            switch (key) {
                case "pairs" -> {
                    fields(f, 2);
                    if (test.lines().isEmpty()) throw new IllegalArgumentException("'pairs' before the test's definition");
                    if (pairs != null) throw new IllegalArgumentException("'pairs' twice");
                    pairs = PairRange.parseList(f[1]);
                }
                case "sprt" -> sprt = Sprt.parse(fields(f, 2)[1]);
                case "wins", "draws", "losses", "aborted", "white-half-points", "claim-mismatches" -> {
                    if (counts.put(key, count(fields(f, 2)[1])) != null) throw new IllegalArgumentException("'" + key + "' twice");
                }
                case "pentanomial" -> {
                    String[] n = fields(f, 2)[1].trim().split("\\s+");
                    if (n.length != 5) throw new IllegalArgumentException("the pentanomial has five counts");
                    pentanomial = new long[5];
                    for (int i = 0; i < 5; i++) pentanomial[i] = count(n[i]);
                }
                case "ending" -> endings.merge(fields(f, 3)[1], count(f[2]), Long::sum);
                case "forfeit" -> forfeits.computeIfAbsent(fields(f, 4)[1], k -> new TreeMap<>()).merge(f[2], count(f[3]), Long::sum);
                case "length" -> {
                    fields(f, 3);
                    lengths.merge(Math.toIntExact(count(f[1])), count(f[2]), Long::sum);
                }
                case "spsa-step" -> step = count(fields(f, 2)[1]);
                case "spsa-iteration" -> iteration = count(fields(f, 2)[1]);
                case "theta" -> theta.put(fields(f, 3)[1], number(f[2]));
                case "gradient" -> gradient.put(fields(f, 3)[1], integer(f[2]));
                default -> throw new IllegalArgumentException("unknown line '" + key + "'");
            }
        }

        ShardResult result() {
            if (!format) throw new IllegalArgumentException(file + ": empty, not a result file");
            if (pairs == null) throw new IllegalArgumentException(file + ": no 'pairs' line (a result file cut short?)");
            for (String k : List.of("wins", "draws", "losses", "aborted", "white-half-points", "claim-mismatches"))
                if (!counts.containsKey(k)) throw new IllegalArgumentException(file + ": no '" + k + "' line");
            if (pentanomial == null) throw new IllegalArgumentException(file + ": no 'pentanomial' line");
            SpsaGradient spsa = null;
            if (step != null || iteration != null || !theta.isEmpty() || !gradient.isEmpty()) {
                if (step == null || iteration == null || theta.isEmpty() || !theta.keySet().equals(gradient.keySet()))
                    throw new IllegalArgumentException(file + ": an SPSA result needs spsa-step, spsa-iteration, and theta and gradient for each parameter");
                spsa = new SpsaGradient(step, iteration, theta, gradient);
            }
            MatchTotals totals = new MatchTotals(counts.get("wins"), counts.get("draws"), counts.get("losses"), counts.get("aborted"),
                    counts.get("white-half-points"), pentanomial, endings, forfeits, lengths, counts.get("claim-mismatches"));
            return new ShardResult(test, pairs, totals, sprt, spsa);
        }

        private static String[] fields(String[] f, int n) {
            if (f.length != n) throw new IllegalArgumentException("'" + f[0] + "' needs " + (n - 1) + " tab-separated field" + (n > 2 ? "s" : ""));
            return f;
        }

        private static long count(String s) {
            long n = integer(s);
            if (n < 0) throw new IllegalArgumentException("'" + s + "' is not a count");
            return n;
        }

        private static long integer(String s) {
            try {
                return Long.parseLong(s.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + s + "' is not a whole number");
            }
        }

        private static double number(String s) {
            try {
                double d = Double.parseDouble(s.trim());
                if (Double.isNaN(d) || Double.isInfinite(d)) throw new NumberFormatException();
                return d;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + s + "' is not a number");
            }
        }
    }

}
