package castellan.bench;

import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.search.Limits;
import castellan.search.Search;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import castellan.variants.Variants;
import castellan.notation.Fen;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One fixed-depth search per variant from its start position, one thread, 16 MB table cleared
 * before every search (so each search is the same search). Reported as searches per second and,
 * through the auxiliary counter {@code nodes}, nodes per second. Run:
 * {@code java -jar bench/target/benchmarks.jar SearchBenchmark}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class SearchBenchmark {
    /** variant|depth|FEN ("start": the variant's start position). */
    @Param({"normal|9|start", "capablanca|9|start", "wells|9|start", "royal|9|start", "kingdom|9|start",
            "maidens|9|start", "norochess|9|start"})
    public String search;

    private Search s;
    private Position root;
    private Limits limits;

    /** Nodes searched, normalized by JMH to nodes per second. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Nodes {
        public long nodes;
    }

    private final long[] lastNodes = new long[1];
    private final SearchListener listener = new SearchListener() {
        @Override public void iteration(SearchReport report) {
            lastNodes[0] = report.nodes;
        }

        @Override public void bestMove(long turn, long ponderTurn) {}
    };

    @Setup(Level.Trial)
    public void setUp() {
        String[] p = search.split("\\|");
        Ruleset r = Variants.get(p[0]);
        root = Fen.parse(r, p[2].equals("start") ? r.variant().startFen : p[2]);
        limits = Limits.depth(Integer.parseInt(p[1]));
        s = new Search(r);
        s.setHashMb(16);
    }

    @Setup(Level.Invocation)
    public void clear() {
        s.newGame();
    }

    @Benchmark
    public long fixedDepth(Nodes counter) {
        long best = s.think(root, limits, listener);
        counter.nodes += lastNodes[0];
        return best;
    }
}
