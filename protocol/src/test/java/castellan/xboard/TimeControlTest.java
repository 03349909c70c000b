package castellan.xboard;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.search.Limits;
import org.junit.jupiter.api.Test;

/** XBoard's time controls (engine-intf.html, section 11) as search limits. */
class TimeControlTest {
    @Test void conventionalClockCountsMovesPerSession() {
        TimeControl tc = new TimeControl();
        tc.level(40, 5 * 60_000, 0);
        tc.engineClock(100_000);
        tc.opponentClock(90_000);
        // The engine plays Black and has made 0 moves: all 40 moves of the first session to go.
        Limits l = tc.limits(1, 0);
        assertArrayEquals(new long[] {90_000, 100_000}, l.timeMs);
        assertEquals(40, l.movesToGo);
        assertEquals(1, tc.limits(1, 39).movesToGo, "the 40th move ends the session");
        assertEquals(40, tc.limits(1, 40).movesToGo, "the 41st opens the next one");
        assertEquals(7, tc.limits(1, 73).movesToGo);
    }

    @Test void incrementalClockAndBaseBeforeTheFirstReading() {
        TimeControl tc = new TimeControl();
        tc.level(0, 2 * 60_000, 12_000);
        Limits l = tc.limits(0, 5);
        assertArrayEquals(new long[] {120_000, 120_000}, l.timeMs, "no time/otim yet: the base");
        assertArrayEquals(new long[] {12_000, 12_000}, l.incrementMs);
        assertEquals(0, l.movesToGo, "the whole game");
    }

    @Test void ourOwnReadingAfterOurMoveUntilXBoardsComes() {
        // A search started before the next 'time' (pondering) plans with the clock after our move:
        // 30 s - 2.5 s used + 1 s increment.
        TimeControl tc = new TimeControl();
        tc.level(0, 60_000, 1_000);
        tc.engineClock(30_000);
        tc.moveMade(2_500, 1);
        assertEquals(28_500, tc.limits(0, 1).timeMs[0]);
        tc.engineClock(27_000);
        assertEquals(27_000, tc.limits(0, 1).timeMs[0], "XBoard's reading wins");
        // 40 moves in 5 minutes: the 40th move made adds the base again.
        tc.level(40, 300_000, 0);
        tc.engineClock(10_000);
        tc.moveMade(1_000, 39);
        assertEquals(9_000, tc.limits(0, 39).timeMs[0]);
        tc.moveMade(1_000, 40);
        assertEquals(308_000, tc.limits(0, 40).timeMs[0]);
        // Before any reading, from the base; never below zero.
        tc.level(0, 1_000, 0);
        tc.moveMade(5_000, 1);
        assertEquals(0, tc.limits(0, 1).timeMs[0]);
    }

    @Test void negativeReadingsAreNoTimeLeft() {
        TimeControl tc = new TimeControl();
        tc.level(0, 60_000, 1_000);
        tc.engineClock(-500);
        assertEquals(0, tc.limits(0, 0).timeMs[0]);
    }

    @Test void fixedTimeDepthAndNodeRate() {
        TimeControl tc = new TimeControl();
        tc.fixedTime(2_000);
        tc.depth(6);
        Limits l = tc.limits(0, 0);
        assertEquals(2_000, l.moveTimeMs);
        assertEquals(6, l.depth);
        assertTrue(l.timeMs[0] < 0, "no clock with st");
        // st 2 with nps 10000: at most 20,000 nodes (the spec's example: st 8, nps 10000 -> 80,000).
        tc.nodesPerSecond(10_000);
        l = tc.limits(0, 0);
        assertEquals(20_000, l.nodes);
        assertEquals(0, l.moveTimeMs);
        // new: no depth limit, no node rate.
        tc.newGame();
        l = tc.limits(0, 0);
        assertEquals(0, l.depth);
        assertEquals(0, l.nodes);
    }

    @Test void levelBaseInMinutesOrMinutesAndSeconds() {
        assertEquals(5 * 60_000, TimeControl.minutesAndSeconds("5"));
        assertEquals(30_000, TimeControl.minutesAndSeconds("0:30"));
        assertEquals(90_500, TimeControl.minutesAndSeconds("1:30.5"));
        assertEquals(25 * 60_000, TimeControl.minutesAndSeconds("25+5"), "trailing characters are ignored (spec, section 11)");
    }

    /**
     * Issue 21: {@code level 40 5 Infinity} and {@code st 1e-9} were accepted. Every value that
     * is not a finite number in range is refused whole, as NaN was, and the control is kept.
     */
    @Test void nonFiniteNegativeAndAbsurdValuesAreRefused() {
        TimeControl tc = new TimeControl();
        tc.command("level", "40 5 2");
        for (String[] bad : new String[][] {{"level", "40 5 Infinity"}, {"level", "40 5 NaN"}, {"level", "40 5 -1"},
                {"level", "-1 5 0"}, {"level", "40 Infinity 0"}, {"level", "40 99999999999999 0"}, {"level", "40 5 1e300"},
                {"level", "100001 5 0"}, {"level", "40 5"}, {"st", "1e-9"}, {"st", "0"}, {"st", "-3"}, {"st", "NaN"},
                {"st", "Infinity"}, {"st", "1e8"}, {"nps", "-1"}, {"nps", "many"}, {"time", "1.5"}, {"otim", ""}}) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> tc.command(bad[0], bad[1]), String.join(" ", bad));
            assertTrue(e.getMessage().startsWith(bad[0].equals("otim") || bad[0].equals("time") ? "centiseconds" : bad[0]),
                    e.getMessage());
        }
        Limits l = tc.limits(0, 0);
        assertEquals(300_000, l.timeMs[0], "the last good level stands");
        assertArrayEquals(new long[] {2_000, 2_000}, l.incrementMs);
        assertEquals(40, l.movesToGo);
        assertEquals(0, l.moveTimeMs);
        tc.command("st", "0.001");
        assertEquals(1, tc.limits(0, 0).moveTimeMs, "a millisecond is the least fixed time");
    }
}
