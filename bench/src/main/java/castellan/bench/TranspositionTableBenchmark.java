package castellan.bench;

import castellan.search.TranspositionTable;
import java.util.SplittableRandom;
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
 * Transposition table probe and store, on random keys, in a table that fits the caches (1 MB)
 * and one that does not (64 MB, the default {@code Hash}), through the table's public
 * constructor, probe and store. Run:
 * {@code java -jar bench/target/benchmarks.jar TranspositionTableBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class TranspositionTableBenchmark {
    /** Keys cycled through: more than the small table holds, so probes miss caches as in a search. */
    private static final int KEYS = 1 << 20;

    @Param({"1", "64"})
    public int megabytes;

    private TranspositionTable tt;
    private final long[] stored = new long[KEYS];
    private final long[] absent = new long[KEYS];
    private int i;

    @Setup(Level.Trial)
    public void setUp() {
        tt = new TranspositionTable(megabytes);
        SplittableRandom r = new SplittableRandom(20250101);
        for (int k = 0; k < KEYS; k++) {
            stored[k] = r.nextLong();
            absent[k] = r.nextLong();
            tt.store(stored[k], k & 0xFFFF, k % 200 - 100, k % 20, 1 + k % 3, k % 100, false);
        }
    }

    /** Probe for a key that was stored (it may since have been replaced in the small table). */
    @Benchmark
    public long probeStored() {
        i = (i + 1) & (KEYS - 1);
        return tt.probe(stored[i]);
    }

    /** Probe for a key that was never stored: all four entries of the bucket are read. */
    @Benchmark
    public long probeAbsent() {
        i = (i + 1) & (KEYS - 1);
        return tt.probe(absent[i]);
    }

    /** Store, replacing by depth and age. */
    @Benchmark
    public void store() {
        i = (i + 1) & (KEYS - 1);
        tt.store(absent[i], i & 0xFFFF, 17, i & 15, 1 + (i & 1), 23, false);
    }
}
