package castellan.match;

import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Search speed of UCI engines side by side: each engine searches the variant's start position
 * for a fixed time (or depth), one thread, {@code runs} times interleaved with the others; the
 * nodes per second are the engines' own last {@code info nodes ... time ...} (so JVM start-up
 * is not counted), and the table gives the medians and their ratios to the first engine.
 *
 * <pre>java -cp bench/target/benchmarks.jar castellan.match.SearchSpeed --variants capablanca,normal \
 *     --engine "name=Castellan cmd=./castellan uci" --engine "name=Fairy-Stockfish cmd=fairy-stockfish" --runs 5</pre>
 */
@Command(name = "SearchSpeed", mixinStandardHelpOptions = true,
        description = "Prints the search speed (nodes per second) of UCI engines side by side, as a Markdown table.")
public final class SearchSpeed implements Callable<Integer> {
    @Option(names = "--engine", required = true, description = "a UCI engine, as for 'castellan match' (twice or more)")
    List<String> engines;
    @Option(names = "--variants", split = ",", defaultValue = "capablanca,normal") List<String> variants;
    @Option(names = "--movetime", defaultValue = "5000", description = "milliseconds per search (default: ${DEFAULT-VALUE})") long moveTime;
    @Option(names = "--depth", defaultValue = "0", description = "a fixed depth instead of a fixed time") int depth;
    @Option(names = "--runs", defaultValue = "5") int runs;

    public static void main(String[] args) {
        System.exit(new CommandLine(new SearchSpeed()).execute(args));
    }

    @Override public Integer call() throws Exception {
        List<EngineSpec> specs = new ArrayList<>();
        for (String e : engines) specs.add(EngineSpec.parse(e));
        TimeControl tc = depth > 0 ? TimeControl.fixed(depth, 0, 0, 3_600_000) : TimeControl.fixed(0, 0, moveTime, 60_000);
        StringBuilder head = new StringBuilder("| variant |"), rule = new StringBuilder("|---|");
        for (int i = 0; i < specs.size(); i++) {
            head.append(' ').append(specs.get(i).name()).append(" nodes/s |");
            rule.append("---:|");
            if (i > 0) {
                head.append(' ').append(specs.get(0).name()).append(" / ").append(specs.get(i).name()).append(" |");
                rule.append("---:|");
            }
        }
        System.out.println("Each engine: " + (depth > 0 ? "depth " + depth : moveTime + " ms") + " from the start position, 1 thread, median of "
                + runs + " runs (interleaved); nodes per second as the engine reports them.");
        System.out.println(head);
        System.out.println(rule);
        for (String v : variants) {
            Ruleset rules = Variants.get(v);
            double[][] nps = new double[specs.size()][runs];
            for (int r = 0; r < runs; r++)
                for (int e = 0; e < specs.size(); e++) nps[e][r] = measure(specs.get(e), rules, tc);
            StringBuilder row = new StringBuilder("| ").append(v).append(" |");
            double first = median(nps[0]);
            for (int e = 0; e < specs.size(); e++) {
                double m = median(nps[e]);
                row.append(String.format(Locale.ROOT, " %,.0f |", m));
                if (e > 0) row.append(String.format(Locale.ROOT, " %.2f |", first / m));
            }
            System.out.println(row);
        }
        return 0;
    }

    /** One search by a fresh engine process: its last reported nodes over its last reported time. */
    private static double measure(EngineSpec spec, Ruleset rules, TimeControl tc) throws EngineFailure {
        long[] last = new long[2]; // nodes, time
        try (UciEngine e = new UciEngine(spec, Transcript.NONE)) {
            e.start(rules.id());
            e.onInfo(line -> {
                long n = field(line, "nodes"), t = field(line, "time");
                if (n > 0 && t > 0) { last[0] = n; last[1] = t; }
            });
            e.newGame(new GameSetup(rules, rules.variant().startFen, true, List.of(), tc));
            e.think(new Game(rules), List.of(), new long[] {0, 0}, 0, System.nanoTime() + 3_600_000_000_000L);
        }
        if (last[1] == 0) throw new EngineFailure(EngineFailure.Kind.PROTOCOL, spec.name() + " reported no nodes and time");
        return last[0] * 1000.0 / last[1];
    }

    private static long field(String line, String name) {
        String[] t = line.split("\\s+");
        for (int i = 0; i + 1 < t.length; i++) {
            if (t[i].equals("pv")) break;
            if (t[i].equals(name)) {
                try {
                    return Long.parseLong(t[i + 1]);
                } catch (NumberFormatException ex) {
                    return -1;
                }
            }
        }
        return -1;
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
