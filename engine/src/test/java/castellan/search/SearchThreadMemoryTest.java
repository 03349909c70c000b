package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * {@link SearchThread#HEAP_BYTES}, what the memory guard counts per search thread, is an upper
 * bound of what a thread really holds (a table added to the threads without raising it would
 * let a large Threads setting run the heap out), and not a wild one.
 */
class SearchThreadMemoryTest {
    private static long used() {
        Runtime r = Runtime.getRuntime();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            best = Math.min(best, r.totalMemory() - r.freeMemory());
        }
        return best;
    }

    @Test void aThreadHoldsNoMoreThanItsEstimate() {
        for (String id : new String[] {"normal", "kingdom"}) {
            Search s = new Search(Variants.get(id), 1);
            long before = used();
            s.setThreads(17);
            long perThread = (used() - before) / 16;
            s.setThreads(1);
            assertTrue(perThread <= SearchThread.HEAP_BYTES, id + ": " + perThread + " bytes per thread, estimate " + SearchThread.HEAP_BYTES);
            // Kingdom has the largest tables: there the estimate must be close, not a wild guess.
            if (id.equals("kingdom"))
                assertTrue(perThread >= SearchThread.HEAP_BYTES * 3 / 4, id + ": " + perThread + " bytes per thread, estimate " + SearchThread.HEAP_BYTES);
        }
    }

    /** The heap of this JVM cannot hold the largest table: it is refused and the old one kept. */
    @Test void aTableTheHeapCannotHoldIsRefusedAndTheOldOneKept() {
        assumeTrue(Runtime.getRuntime().maxMemory() < (long) Search.MAX_HASH_MB << 20, "a heap larger than the largest table");
        Search s = new Search(Variants.get("normal"), 8);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.setHashMb(Search.MAX_HASH_MB));
        assertTrue(e.getMessage().contains("not enough memory"), e.getMessage());
        assertEquals(8, s.table().megabytes(), "the old table kept");
    }
}
