package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test void parsesBaseIncrementAndPeriods() {
        TimeControl tc = TimeControl.parse("10+0.1");
        assertEquals(10_000, tc.baseMs());
        assertEquals(100, tc.incrementMs());
        assertEquals(0, tc.movesPerPeriod());
        assertEquals("10+0.1", tc.pgnTag());
        assertEquals(90_000, TimeControl.parse("1:30+1").baseMs());
        TimeControl periods = TimeControl.parse("40/60");
        assertEquals(40, periods.movesPerPeriod());
        assertEquals("40/60", periods.pgnTag());
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("ten"));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("0+1"));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("0/10"));
    }

    @Test void clockChargesAddsIncrementAndFlagsOverstepping() {
        Clock c = new Clock(TimeControl.parse("1+0.1"));
        assertTrue(c.charge(0, 300_000_000L, -1, 0));   // 1000 - 300 + 100
        assertEquals(800, c.left(0));
        assertEquals(1000, c.left(1));
        assertFalse(c.charge(1, 1_001_000_000L, -1, 0)); // 1 ms too slow
        assertTrue(new Clock(TimeControl.parse("1+0")).charge(1, 1_001_000_000L, -1, 5)); // within a 5 ms margin
    }

    @Test void periodsAddTheBaseAgain() {
        Clock c = new Clock(TimeControl.parse("2/1"));
        assertEquals(2, c.movesToGo(0));
        assertTrue(c.charge(0, 100_000_000L, -1, 0));
        assertEquals(1, c.movesToGo(0));
        assertTrue(c.charge(0, 100_000_000L, -1, 0));   // second move ends the period: 800 + 1000
        assertEquals(1800, c.left(0));
        assertEquals(2, c.movesToGo(0));
    }

    /**
     * A clock counted in nodes (UCI nodestime, Stockfish's npmsec): N nodes a millisecond, each
     * move charged with the nodes the engine reported, whatever the wall time was; an overdraft
     * carries over, as in the engine, and is no loss on time.
     */
    @Test void aClockCountedInNodesChargesNodesNotWallTime() {
        TimeControl wall = TimeControl.parse("10+0.1"), nodes = wall.inNodes(50, 60_000);
        Clock c = new Clock(nodes, wall);
        assertEquals(500_000, c.nodesLeft(0), "10 s at 50 nodes/ms");
        assertEquals(10_000, c.left(0), "its reading: the node clock in milliseconds at its rate");
        // 20 s of wall time but 100,000 nodes: 500,000 - 100,000 + 0.1 s * 50.
        assertTrue(c.charge(0, 20_000_000_000L, 100_000, 0));
        assertEquals(405_000, c.nodesLeft(0));
        assertEquals(8_100, c.left(0));
        // Black's wall clock is untouched by it, and still counts time.
        assertEquals(10_000, c.left(1));
        assertTrue(c.charge(1, 2_000_000_000L, 999_999_999, 0));
        assertEquals(8_100, c.left(1));
        // More nodes than left: no loss, the overdraft carries over; the reading is 0 until it is paid.
        assertTrue(c.charge(0, 0, 600_000, 0));
        assertEquals(405_000 - 600_000 + 5_000, c.nodesLeft(0));
        assertEquals(0, c.left(0));
        // No nodes reported: the wall time, at the rate.
        Clock quiet = new Clock(nodes);
        assertTrue(quiet.charge(0, 1_000_000_000L, -1, 0));
        assertEquals(500_000 - 50_000 + 5_000, quiet.nodesLeft(0));
    }

    @Test void nodesTimeNeedsAClock() {
        assertThrows(IllegalArgumentException.class, () -> TimeControl.fixed(0, 1000, 0, 1000).inNodes(10, 1000));
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("10+0.1").inNodes(0, 1000));
        assertEquals("10+0.1 at 7 nodes/ms", TimeControl.parse("10+0.1").inNodes(7, 1000).toString());
        assertEquals("10+0.1", TimeControl.parse("10+0.1").inNodes(7, 1000).pgnTag());
    }
}
