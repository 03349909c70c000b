package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Every field of a table entry comes back as it was stored, the evaluation and the PV bit included. */
class TranspositionTableTest {
    @Test void fieldsRoundTrip() {
        TranspositionTable tt = new TranspositionTable(16);
        SplittableRandom random = new SplittableRandom(7);
        long[] word0 = new long[1];
        for (int i = 0; i < 10_000; i++) {
            long key = random.nextLong();
            int move = random.nextInt(1 << 30), score = random.nextInt(-32000, 32000), depth = random.nextInt(0, 128);
            int bound = random.nextInt(0, 4), eval = random.nextInt(-30000, 30000);
            boolean pv = random.nextBoolean(), inCheck = random.nextInt(10) == 0;
            tt.store(key, move, score, depth, bound, inCheck ? TranspositionTable.NO_EVAL : eval, pv);
            long data = tt.probe(key, word0);
            assertTrue(data != 0);
            assertEquals(data, tt.probe(key));
            assertEquals(move, TranspositionTable.move(data));
            assertEquals(score, TranspositionTable.score(data));
            assertEquals(depth, TranspositionTable.depth(data));
            assertEquals(bound, TranspositionTable.bound(data));
            assertEquals(pv, TranspositionTable.pv(data));
            assertEquals(inCheck ? TranspositionTable.NO_EVAL : eval, TranspositionTable.eval(word0[0]));
        }
    }

    @Test void anotherKeyFindsNothing() {
        TranspositionTable tt = new TranspositionTable(16);
        tt.store(0x1234_5678_9ABC_DEF0L, 5, 10, 3, TranspositionTable.EXACT, 42, true);
        assertEquals(0, tt.probe(0x1234_5678_9ABD_DEF0L), "another key in the same bucket");
        assertFalse(tt.probe(0x1234_5678_9ABC_DEF0L) == 0);
    }
}
