package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 21's requests that hung the engine or got wrong answers, sent to the real engine in a
 * child JVM as a GUI sends them: searches that never ended, a perft that blocked the input, a
 * {@code go} never answered, a game over by rule answered with no move, a {@code setboard} that
 * broke the FEN reader, time controls that are no time.
 */
class HostileGuiTest {
    private static long count(List<String> lines, String prefix) {
        return lines.stream().filter(l -> l.startsWith(prefix)).count();
    }

    @Test void uciSearchesEndAndEveryGoIsAnswered() throws Exception {
        long start = System.nanoTime();
        List<String> out = ChildEngine.run(List.of(), "uci", 30, "uci", "?uciok",
                // The mover's clock missing: moves at once instead of searching until stop.
                "position startpos moves e2e4", "go wtime 1000 winc 10", "?bestmove .*",
                // Refused values: one info string each, and a bestmove still.
                "go depth 0", "?bestmove .*", "go nodes 0", "?bestmove .*", "go mate 0", "?bestmove .*", "go wtime 1.5", "?bestmove .*",
                // A perft that would run for ever: the input is still read, and stop ends it.
                "go perft 30", "isready", "?readyok", "stop", "?info string perft stopped.*",
                // Drawn by repetition: the verdict, and the search goes on.
                "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", "go depth 2", "?bestmove .*",
                // quit during a perft ends the engine.
                "go perft 30", "isready", "?readyok", "quit");
        String all = String.join("\n", out);
        assertEquals(6, count(out, "bestmove "), all);
        assertTrue(out.contains("info string go: no btime for the side to move; moving at once"), all);
        assertEquals(5, count(out, "info string go: "), all); // the four refused, and the missing clock
        assertTrue(out.contains("info string game over by rule: 1/2-1/2 {Threefold repetition}; searching on"), all);
        assertEquals(0, count(out, "Nodes searched"), all);
        assertTrue((System.nanoTime() - start) / 1_000_000_000 < 30, "every step ends on its own or when told");
    }

    @Test void xboardRefusesWhatIsNoPositionAndNoTime() throws Exception {
        List<String> out = ChildEngine.run(List.of(), "xboard", 30, "xboard", "protover 2", "?feature done=1", "new", "force",
                "setboard 3000000000p7/8/8/8/8/8/8/K6k w - - 0 1", "?tellusererror.*", "usermove e2e4", "?Illegal move.*",
                "level 40 5 Infinity", "st 1e-9", "ping 1", "?pong 1",
                "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "usermove e2e4", "ping 2", "?pong 2", "quit");
        String all = String.join("\n", out);
        assertTrue(out.contains("tellusererror Illegal position: bad FEN: rank 8: empty run of 0 squares"), all);
        assertTrue(out.contains("Illegal move: e2e4"), all);
        assertEquals(1, count(out, "Illegal move"), "after a good setboard, e2e4 is played: " + all);
        assertTrue(out.stream().anyMatch(l -> l.startsWith("Error (level needs MPS BASE INC") && l.endsWith("): level 40 5 Infinity")), all);
        assertTrue(out.contains("Error (st needs seconds from 0.001 to 10000000): st 1e-9"), all);
        assertEquals(0, count(out, "Error (internal"), all);
    }
}
