package castellan.bench;

import castellan.board.Geometry;
import castellan.board.SliderAttacks;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Rook attack lookups on 10x10 and 10x8: the engine's split magics against classical ray
 * scanning ({@link ClassicalRays}), over the same random squares and occupancies.
 * Run: {@code java -jar bench/target/benchmarks.jar SliderBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class SliderBenchmark {
    static final int N = 1024;

    @Param({"10x10", "10x8", "8x8"})
    public String board;

    private SliderAttacks magic;
    private ClassicalRays rays;
    private long[] table;
    private final int[] squares = new int[N];
    private final long[] occLo = new long[N], occHi = new long[N];

    @Setup
    public void setUp() {
        String[] wh = board.split("x");
        Geometry g = Geometry.of(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
        magic = g.sliders;
        table = magic.table();
        rays = new ClassicalRays(g);
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < N; i++) {
            squares[i] = r.nextInt(g.squares);
            // about 30% occupancy, as in a middlegame
            occLo[i] = r.nextLong() & r.nextLong() & g.allLo;
            occHi[i] = r.nextLong() & r.nextLong() & g.allHi;
        }
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long rookSplitMagic() {
        long acc = 0;
        for (int i = 0; i < N; i++) {
            int s = squares[i];
            int a = magic.index(SliderAttacks.RANK, s, occLo[i], occHi[i]);
            int b = magic.index(SliderAttacks.FILE, s, occLo[i], occHi[i]);
            acc += (table[a] | table[b]) ^ (table[a + 1] | table[b + 1]);
        }
        return acc;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long rookClassicalRays() {
        long acc = 0;
        for (int i = 0; i < N; i++) {
            rays.rook(squares[i], occLo[i], occHi[i]);
            acc += rays.lo ^ rays.hi;
        }
        return acc;
    }

    @Benchmark
    @OperationsPerInvocation(N)
    public long bishopSplitMagic() {
        long acc = 0;
        for (int i = 0; i < N; i++) {
            int s = squares[i];
            int a = magic.index(SliderAttacks.DIAGONAL, s, occLo[i], occHi[i]);
            int b = magic.index(SliderAttacks.ANTI_DIAGONAL, s, occLo[i], occHi[i]);
            acc += (table[a] | table[b]) ^ (table[a + 1] | table[b + 1]);
        }
        return acc;
    }
}
