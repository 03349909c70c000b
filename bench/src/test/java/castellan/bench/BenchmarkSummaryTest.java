package castellan.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** JMH's CSV (as written by {@code -rf csv}) to the Markdown summary. */
class BenchmarkSummaryTest {
    @Test void oneRowPerResultWithParametersAndError() {
        List<String> csv = List.of(
                "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\",\"Param: search\"",
                "\"castellan.bench.SearchBenchmark.fixedDepth\",\"thrpt\",1,3,0.608989,0.0123,\"ops/s\",normal|9|start",
                "\"castellan.bench.SearchBenchmark.fixedDepth:nodes\",\"thrpt\",1,1,32853.727257,NaN,\"ops/s\",normal|9|start");
        assertEquals("""
                | benchmark | parameters | score | error (99.9%) | unit |
                |---|---|---:|---:|---|
                | bench.SearchBenchmark.fixedDepth | search=normal 9 start | 0.609 | 0.012 | ops/s |
                | bench.SearchBenchmark.fixedDepth:nodes | search=normal 9 start | 32,854 |  | ops/s |
                """, BenchmarkSummary.table(csv));
    }

    @Test void quotedFieldsKeepTheirCommasAndQuotes() {
        assertEquals(List.of("a,b", "say \"hi\"", "3"), BenchmarkSummary.fields("\"a,b\",\"say \"\"hi\"\"\",3"));
    }
}
