package castellan.bench;

import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.concurrent.TimeUnit;
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
 * Legal move generation plus make/unmake of every move, on fixed positions: the work of one
 * interior perft node. Run: {@code java -jar bench/target/benchmarks.jar MoveGenBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MoveGenBenchmark {
    /** variant|FEN; "start" means the variant's start position. */
    @Param({
            "normal|start",
            "normal|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "capablanca|start",
            "capablanca|r1abqkbc1r/pppp1ppppp/2n4n2/4p5/3PP5/5A4/PPP2PPPPP/RN1BQKBCNR w KQkq - 0 4",
            "wells|start",
            "royal|start",
            "kingdom|start",
            "maidens|start",
            "norochess|start"})
    public String position;

    private Position p;
    private MoveGenerator gen;
    private final MoveList list = new MoveList();

    @Setup(Level.Trial)
    public void setUp() {
        String[] parts = position.split("\\|");
        Ruleset v = Variants.get(parts[0]);
        p = Fen.parse(v, parts[1].equals("start") ? v.variant().startFen : parts[1]);
        gen = v.newGenerator();
    }

    /** Legal moves only. */
    @Benchmark
    public int generateLegal() {
        gen.generateLegal(p, list);
        return list.size();
    }

    /** Legal moves, then make and unmake each. */
    @Benchmark
    public long generateMakeUnmake() {
        gen.generateLegal(p, list);
        long h = 0;
        for (int i = 0; i < list.size(); i++) {
            p.make(list.get(i));
            h ^= p.hash();
            p.unmake();
        }
        return h;
    }
}
