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
        assertTrue(c.charge(0, 300_000_000L, 0));   // 1000 - 300 + 100
        assertEquals(800, c.left(0));
        assertEquals(1000, c.left(1));
        assertFalse(c.charge(1, 1_001_000_000L, 0)); // 1 ms too slow
        assertTrue(new Clock(TimeControl.parse("1+0")).charge(1, 1_001_000_000L, 5)); // within a 5 ms margin
    }

    @Test void periodsAddTheBaseAgain() {
        Clock c = new Clock(TimeControl.parse("2/1"));
        assertEquals(2, c.movesToGo(0));
        assertTrue(c.charge(0, 100_000_000L, 0));
        assertEquals(1, c.movesToGo(0));
        assertTrue(c.charge(0, 100_000_000L, 0));   // second move ends the period: 800 + 1000
        assertEquals(1800, c.left(0));
        assertEquals(2, c.movesToGo(0));
    }
}
