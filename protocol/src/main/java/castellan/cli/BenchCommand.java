package castellan.cli;

import castellan.search.Search;
import castellan.session.Bench;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code castellan bench}: the search's signature and its speed over a fixed set of positions. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Search a fixed set of positions of every variant to a fixed depth (one thread, a fresh "
                + "16 MB table each); print each position's nodes and time, then 'Nodes searched: N' (deterministic: "
                + "the search's signature) and 'Nodes/second: X'."})
final class BenchCommand implements Callable<Integer> {
    static final int MAX_DEPTH = 30;

    @Option(names = {"-d", "--depth"}, defaultValue = "" + Bench.DEFAULT_DEPTH, paramLabel = "D",
            description = "Depth in plies, 1-" + MAX_DEPTH + ". Default: ${DEFAULT-VALUE}.")
    int depth;

    @Option(names = "--threads", defaultValue = "1", paramLabel = "T",
            description = "Search threads, 1-" + Search.MAX_THREADS + " (above 1 the node count varies from run to run: "
                    + "the times are times to depth, see bench/smp-ttd.sh). Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--warmup",
            description = "First search every position once, unreported: in a fresh JVM the JIT compiler competes "
                    + "with the search threads for the cores for some seconds, which hides what a second thread gains "
                    + "(bench/smp-ttd.sh uses it).")
    boolean warmup;

    @Override public Integer call() {
        if (depth < 1 || depth > MAX_DEPTH) throw new IllegalArgumentException("depth must be 1-" + MAX_DEPTH + ", got " + depth);
        if (threads < 1 || threads > Search.MAX_THREADS)
            throw new IllegalArgumentException("threads must be 1-" + Search.MAX_THREADS + ", got " + threads);
        if (warmup) Bench.run(depth, threads, r -> {});
        long[] nanos = {0};
        int[] n = {0};
        long nodes = Bench.run(depth, threads, r -> {
            nanos[0] += r.nanos();
            System.out.printf("%2d %-10s %-8s nodes %10d  time %6d ms  bestmove %s%n", ++n[0], r.variant(),
                    r.fen() == null ? "start" : "fen", r.nodes(), r.nanos() / 1_000_000, r.best());
        });
        System.out.println();
        System.out.println("Nodes searched: " + nodes);
        System.out.println("Nodes/second: " + (nanos[0] == 0 ? 0 : (long) (nodes * 1e9 / nanos[0])));
        return 0;
    }
}
