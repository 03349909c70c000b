package castellan.match;

import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.ToDoubleFunction;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Speed of UCI engines side by side, as Markdown tables: perft time, search nodes per second at
 * a fixed time, and time to a fixed depth. Every measurement is a fresh engine process
 * ({@link SpeedProbe}); runs are interleaved (engine A, engine B, A, B ...) so that the machine's
 * load hits all alike, and the tables give medians and the first engine's speed over each
 * other's. An engine that does not play a variant stands as "—".
 *
 * <pre>java -cp match/target/match.jar castellan.match.SearchSpeed --variants capablanca,normal \
 *     --perft capablanca=5,normal=6 --movetime 5000 --runs 5 \
 *     --engine "name=Castellan cmd=./castellan uci" --engine "name=Fairy-Stockfish cmd=fairy-stockfish"
 * java -cp match/target/match.jar castellan.match.SearchSpeed --movetime 0 --depth 12 --warmup 1000 \
 *     --position "capablanca|start|start" --engine ... --engine ...</pre>
 */
@Command(name = "SearchSpeed", mixinStandardHelpOptions = true,
        description = "Prints perft time, search nodes per second and time to depth of UCI engines side by side, as Markdown tables.")
public final class SearchSpeed implements Callable<Integer> {
    @Option(names = "--engine", required = true, description = "a UCI engine, as for 'castellan match' (the first is the reference of the ratios)")
    List<String> engines;
    @Option(names = "--variants", split = ",", defaultValue = "capablanca,normal", description = "variants of the perft and nodes-per-second tables")
    List<String> variants;
    @Option(names = "--runs", defaultValue = "5", description = "runs per engine and measurement; medians are shown (default: ${DEFAULT-VALUE})")
    int runs;
    @Option(names = "--movetime", defaultValue = "5000", description = "nodes per second: milliseconds per search from the start position, 0 for none (default: ${DEFAULT-VALUE})")
    long moveTime;
    @Option(names = "--perft", split = ",", description = "perft depths, VARIANT=DEPTH (only the variants listed)")
    Map<String, Integer> perft = new LinkedHashMap<>();
    @Option(names = "--depth", defaultValue = "0", description = "time to depth: this depth in each --position, 0 for none")
    int depth;
    @Option(names = "--position", description = "time to depth: VARIANT|LABEL|FEN, FEN 'start' for the start position (default: the start of each variant)")
    List<String> positions = new ArrayList<>();
    @Option(names = "--warmup", defaultValue = "0", description = "milliseconds of a search of the start position before each measured search (nodes per second "
            + "and time to depth), then ucinewgame: a JVM's JIT warms up, as it has in a game after the first moves")
    long warmupMs;

    /** Where the tables go (tests read them). */
    java.io.PrintStream out = System.out;
    private final List<EngineSpec> specs = new ArrayList<>();
    @CommandLine.Spec CommandLine.Model.CommandSpec command;

    public static void main(String[] args) {
        System.exit(new CommandLine(new SearchSpeed()).execute(args));
    }

    @Override public Integer call() throws Exception {
        for (String e : engines) specs.add(EngineSpec.parse(e));
        for (String v : variants) Variants.get(v); // unknown names fail before anything runs
        out.println("Reproduce: java -cp match/target/match.jar castellan.match.SearchSpeed "
                + quoted(command.commandLine().getParseResult().originalArgs()));
        out.println();
        Measured[][] perftRows = null, npsRows = null;
        List<String> perftVariants = new ArrayList<>();
        for (String v : variants) if (perft.containsKey(v)) perftVariants.add(v);
        if (!perftVariants.isEmpty()) {
            perftRows = measure(perftVariants, (e, v) -> SpeedProbe.perft(e, Variants.get(v), perft.get(v)));
            printPerft(perftVariants, perftRows);
        }
        if (moveTime > 0) {
            TimeControl tc = TimeControl.fixed(0, 0, moveTime, 60_000);
            npsRows = measure(variants, (e, v) -> SpeedProbe.search(e, Variants.get(v), null, tc, warmupMs));
            printNodesPerSecond(npsRows);
        }
        if (depth > 0) {
            List<String> items = positions.isEmpty() ? variants.stream().map(v -> v + "|start|start").toList() : positions;
            TimeControl tc = TimeControl.fixed(depth, 0, 0, 600_000);
            Measured[][] rows = measure(items, (e, item) -> {
                String[] p = item.split("\\|", 3);
                if (p.length != 3) throw new IllegalArgumentException("--position " + item + ": expected VARIANT|LABEL|FEN");
                return SpeedProbe.search(e, Variants.get(p[0]), p[2].equals("start") ? null : p[2], tc, warmupMs);
            });
            printTimeToDepth(items, rows);
        }
        if (perftRows != null && npsRows != null) printCombined(perftVariants, perftRows, npsRows);
        return 0;
    }

    /** One measurement by one engine of one item (a variant, or a position). */
    private interface Probe {
        SpeedProbe.Sample run(EngineSpec engine, String item) throws EngineFailure, SpeedProbe.Unsupported;
    }

    /** The samples of one engine on one item; {@code unsupported} when it does not play the variant. */
    private static final class Measured {
        final List<SpeedProbe.Sample> samples = new ArrayList<>();
        boolean unsupported;

        double median(ToDoubleFunction<SpeedProbe.Sample> f) {
            return unsupported || samples.isEmpty() ? Double.NaN : SearchSpeed.median(samples.stream().mapToDouble(f).toArray());
        }
    }

    /** [item][engine]: runs interleaved, engines in turn within each item. */
    private Measured[][] measure(List<String> items, Probe probe) throws EngineFailure {
        Measured[][] m = new Measured[items.size()][specs.size()];
        for (Measured[] row : m) for (int e = 0; e < row.length; e++) row[e] = new Measured();
        for (int r = 0; r < runs; r++) {
            for (int i = 0; i < items.size(); i++) {
                for (int e = 0; e < specs.size(); e++) {
                    if (m[i][e].unsupported) continue;
                    try {
                        m[i][e].samples.add(probe.run(specs.get(e), items.get(i)));
                    } catch (SpeedProbe.Unsupported u) {
                        m[i][e].unsupported = true;
                    }
                }
            }
            System.err.println("run " + (r + 1) + "/" + runs + " done");
        }
        return m;
    }

    private void printPerft(List<String> vs, Measured[][] rows) {
        out.println("Perft from the start position: wall time from 'go perft' to 'Nodes searched', fresh process, median of "
                + runs + " runs; speed = the other's time / " + specs.get(0).name() + "'s.");
        out.println();
        StringBuilder head = new StringBuilder("| variant | depth | nodes |"), rule = new StringBuilder("|---|---:|---:|");
        engineColumns(head, rule, " ms", "speed ");
        out.println(head);
        out.println(rule);
        for (int i = 0; i < vs.size(); i++) {
            long nodes = rows[i][0].samples.isEmpty() ? 0 : rows[i][0].samples.get(0).nodes();
            StringBuilder row = new StringBuilder("| " + vs.get(i) + " | " + perft.get(vs.get(i)) + " | " + String.format(Locale.ROOT, "%,d", nodes) + " |");
            timeCells(row, rows[i], SpeedProbe.Sample::ms);
            out.println(row);
            for (int e = 1; e < specs.size(); e++)
                for (SpeedProbe.Sample s : rows[i][e].samples)
                    if (s.nodes() != nodes)
                        out.println("\n**Counts differ**: " + specs.get(e).name() + " counts " + s.nodes() + " in " + vs.get(i) + ".\n");
        }
        out.println();
    }

    private void printNodesPerSecond(Measured[][] rows) {
        out.println("Search from the start position for " + moveTime + " ms (go movetime), fresh process"
                + (warmupMs > 0 ? " after a " + warmupMs + " ms warm-up search of the start position and ucinewgame" : "")
                + ", median of " + runs
                + " runs; nodes per second as the engine reports them (its last info line); ratio = " + specs.get(0).name() + "'s / the other's.");
        out.println();
        StringBuilder head = new StringBuilder("| variant |"), rule = new StringBuilder("|---|");
        engineColumns(head, rule, " nodes/s", "");
        out.println(head);
        out.println(rule);
        for (int i = 0; i < variants.size(); i++) {
            StringBuilder row = new StringBuilder("| " + variants.get(i) + " |");
            rateCells(row, rows[i]);
            out.println(row);
        }
        out.println();
    }

    private void printTimeToDepth(List<String> items, Measured[][] rows) {
        out.println("Time to depth " + depth + " (go depth; wall time from 'go' to 'bestmove'), fresh process"
                + (warmupMs > 0 ? " after a " + warmupMs + " ms warm-up search of the start position and ucinewgame" : "")
                + ", median of " + runs + " runs; speed = the other's time / " + specs.get(0).name() + "'s.");
        out.println();
        StringBuilder head = new StringBuilder("| position | depth |"), rule = new StringBuilder("|---|---:|");
        for (EngineSpec s : specs) {
            head.append(' ').append(s.name()).append(" ms | ").append(s.name()).append(" nodes |");
            rule.append("---:|---:|");
        }
        for (int e = 1; e < specs.size(); e++) {
            head.append(" speed ").append(specs.get(0).name()).append(" / ").append(specs.get(e).name()).append(" |");
            rule.append("---:|");
        }
        out.println(head);
        out.println(rule);
        for (int i = 0; i < items.size(); i++) {
            String[] p = items.get(i).split("\\|", 3);
            StringBuilder row = new StringBuilder("| " + p[0] + " " + p[1] + " | " + depth + " |");
            for (Measured m : rows[i]) row.append(' ').append(integer(m.median(SpeedProbe.Sample::ms))).append(" | ")
                    .append(integer(m.median(s -> s.nodes()))).append(" |");
            for (int e = 1; e < specs.size(); e++) row.append(' ').append(ratio(rows[i][e].median(SpeedProbe.Sample::ms) / rows[i][0].median(SpeedProbe.Sample::ms))).append(" |");
            out.println(row);
        }
        for (int i = 0; i < items.size(); i++) {
            String[] p = items.get(i).split("\\|", 3);
            if (!p[2].equals("start")) out.println("\n" + p[0] + " " + p[1] + ": `" + p[2] + "`");
        }
        out.println();
    }

    /** Perft and nodes per second in one table, per variant (the README's speed table). */
    private void printCombined(List<String> vs, Measured[][] perftRows, Measured[][] npsRows) {
        out.println("Combined: perft time (as above) and search nodes per second (as above).");
        out.println();
        StringBuilder head = new StringBuilder("| variant | perft depth (nodes) |"), rule = new StringBuilder("|---|---|");
        engineColumns(head, rule, " perft ms", "perft speed ");
        StringBuilder npsHead = new StringBuilder(), npsRule = new StringBuilder();
        engineColumns(npsHead, npsRule, " nodes/s", "");
        head.append(npsHead);
        rule.append(npsRule);
        out.println(head);
        out.println(rule);
        for (int i = 0; i < vs.size(); i++) {
            long nodes = perftRows[i][0].samples.isEmpty() ? 0 : perftRows[i][0].samples.get(0).nodes();
            StringBuilder row = new StringBuilder("| " + vs.get(i) + " | " + perft.get(vs.get(i)) + String.format(Locale.ROOT, " (%,d)", nodes) + " |");
            timeCells(row, perftRows[i], SpeedProbe.Sample::ms);
            rateCells(row, npsRows[variants.indexOf(vs.get(i))]);
            out.println(row);
        }
        out.println();
    }

    /** Headers: each engine's value, then for each other engine the first's ratio to it. */
    private void engineColumns(StringBuilder head, StringBuilder rule, String value, String ratioPrefix) {
        for (EngineSpec s : specs) {
            head.append(' ').append(s.name()).append(value).append(" |");
            rule.append("---:|");
        }
        for (int e = 1; e < specs.size(); e++) {
            head.append(' ').append(ratioPrefix).append(specs.get(0).name()).append(" / ").append(specs.get(e).name()).append(" |");
            rule.append("---:|");
        }
    }

    /** Times, then speed ratios (the other's time over the first's). */
    private void timeCells(StringBuilder row, Measured[] m, ToDoubleFunction<SpeedProbe.Sample> f) {
        for (Measured x : m) row.append(' ').append(integer(x.median(f))).append(" |");
        for (int e = 1; e < m.length; e++) row.append(' ').append(ratio(m[e].median(f) / m[0].median(f))).append(" |");
    }

    /** Rates, then ratios (the first's rate over the other's). */
    private void rateCells(StringBuilder row, Measured[] m) {
        for (Measured x : m) row.append(' ').append(integer(x.median(SpeedProbe.Sample::nodesPerSecond))).append(" |");
        for (int e = 1; e < m.length; e++)
            row.append(' ').append(ratio(m[0].median(SpeedProbe.Sample::nodesPerSecond) / m[e].median(SpeedProbe.Sample::nodesPerSecond))).append(" |");
    }

    static String integer(double d) { return Double.isNaN(d) ? "—" : String.format(Locale.ROOT, "%,.0f", d); }

    static String ratio(double d) { return Double.isNaN(d) || Double.isInfinite(d) ? "—" : String.format(Locale.ROOT, "%.2f", d); }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    /** The arguments as a shell would need them: words with spaces or specials in single quotes. */
    static String quoted(List<String> args) {
        StringBuilder sb = new StringBuilder();
        for (String a : args) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(a.matches("[A-Za-z0-9_./=,:+-]+") ? a : "'" + a.replace("'", "'\\''") + "'");
        }
        return sb.toString();
    }
}
