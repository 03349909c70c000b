package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.variants.Variants;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The engine in a JVM with a small heap (a GUI on a small machine, or a user's
 * {@code CASTELLAN_JVM_OPTS}): the Hash default fits the heap, a search answers with a move, and
 * settings the heap cannot hold (search threads, a table, the threads' objects for another
 * variant) are refused in the protocol's form, one line each, instead of ending the engine with
 * an OutOfMemoryError (issue 21 §1: at {@code ee9b300}, {@code Threads 200} and then
 * {@code UCI_Variant capablanca} left {@code isready} unanswered, with -Xmx512m). Runs the real
 * main class in a child JVM.
 */
class LowMemoryTest {
    /** The heap. */
    private static final List<String> SMALL_HEAP = List.of("-Xmx512m");

    /** Runs the engine with {@code -Xmx64m} ({@link ChildEngine#run}: the script, every line written). */
    private static List<String> run(String protocol, String... script) throws IOException, InterruptedException {
        return ChildEngine.run(List.of("-Xmx64m"), protocol, 60, script);
    }

    /** Nothing escaped: no exception or Error named, no internal-error line. */
    private static void assertNoFailure(List<String> out) {
        String all = String.join("\n", out);
        assertTrue(out.stream().noneMatch(l -> l.contains("Error") || l.contains("Exception") || l.startsWith("info string error")), all);
    }

    /** The maximum of a UCI spin option, read from the engine's {@code option} line. */
    private static long uciMax(List<String> out, String option) {
        Matcher m = Pattern.compile("option name " + option + " type spin default \\d+ min \\d+ max (\\d+)").matcher(String.join("\n", out));
        assertTrue(m.find(), String.join("\n", out));
        return Long.parseLong(m.group(1));
    }

    /** Sends a setoption and waits for the engine to have handled it; returns the lines it wrote for it. */
    private static List<String> set(ChildEngine e, String option, Object value) throws InterruptedException {
        int before = e.lines().size();
        e.send("setoption name " + option + " value " + value);
        e.send("isready");
        e.await("readyok", 120);
        List<String> all = e.lines();
        return all.subList(before, all.size() - 1);
    }

    @Test void uciWithSixtyFourMegabytes() throws Exception {
        List<String> out = run("uci", "uci", "?uciok", "isready", "?readyok", "position startpos", "go depth 3", "?bestmove .*",
                "setoption name Threads value 128", "isready", "?readyok", "go depth 2", "?bestmove .*", "isready", "?readyok");
        String all = String.join("\n", out);
        Matcher hash = Pattern.compile("option name Hash type spin default (\\d+) min 1 max (\\d+)").matcher(all);
        assertTrue(hash.find(), all);
        assertTrue(Long.parseLong(hash.group(1)) <= Long.parseLong(hash.group(2)), "the default fits the maximum: " + hash.group());
        assertEquals(2, out.stream().filter(l -> l.startsWith("bestmove ") && !l.equals("bestmove (none)")).count(), all);
        // 128 threads (the most offered) of more than a megabyte each do not fit 64 MB besides the table: refused, one line.
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string not enough memory for 128 search threads")), all);
        assertNoFailure(out);
    }

    @Test void xboardWithSixtyFourMegabytes() throws Exception {
        List<String> out = run("xboard", "xboard", "protover 2", "?feature done=1", "new", "sd 2", "go", "?move .*", "force",
                "cores 256", "ping 1", "?pong 1", "new", "sd 2", "go", "?move .*", "ping 2", "?pong 2", "quit");
        String all = String.join("\n", out);
        assertTrue(out.stream().anyMatch(l -> l.startsWith("Error (not enough memory for 128 search threads")), all);
        assertTrue(out.stream().noneMatch(l -> l.contains("Exception") || l.startsWith("Error (internal")), all);
    }

    /**
     * The first case: the most threads the engine offers, then a variant switch, then
     * {@code isready}. The threads are refused in one line if they do not fit (or taken if they
     * do); the switch and {@code isready} are answered, and a search still plays.
     */
    @Test void uciTheMostThreadsThenAVariant() throws Exception {
        try (ChildEngine e = ChildEngine.start(SMALL_HEAP, "uci")) {
            e.send("uci");
            e.await("uciok", 60);
            long threads = uciMax(e.lines(), "Threads");
            List<String> said = set(e, "Threads", threads);
            assertTrue(said.isEmpty() || said.size() == 1 && said.get(0).startsWith("info string not enough memory for " + threads + " search threads"),
                    "taken, or refused in one line: " + said);
            said = set(e, "UCI_Variant", "capablanca");
            assertEquals(1, said.size(), said.toString());
            assertTrue(said.get(0).startsWith("info string variant capablanca "), said.toString());
            e.send("position startpos");
            e.send("go movetime 300");
            e.await("bestmove (?!\\(none\\)).*", 60);
            e.send("isready");
            e.await("readyok", 60);
            e.finish(60);
            assertNoFailure(e.lines());
        }
    }

    /**
     * The second case, and the edge of the heap: {@code Hash 2048} (beyond the maximum a
     * 512 MB heap offers: refused in one line) and then the largest table it offers; the most
     * threads, refused or taken; then as many threads as fit to within one (the heap as full as
     * the memory guard lets it be); and at each of those, every variant in turn, twice, each with
     * {@code isready}, and a search. Every {@code isready} is answered, every refusal is one
     * line, nothing fails, and the engine ends normally.
     */
    @Test void uciEveryVariantWithTheHeapFull() throws Exception {
        try (ChildEngine e = ChildEngine.start(SMALL_HEAP, "uci")) {
            e.send("uci");
            e.await("uciok", 60);
            long maxThreads = uciMax(e.lines(), "Threads"), maxHash = uciMax(e.lines(), "Hash");
            List<String> refusals = new ArrayList<>();
            List<String> said = set(e, "Hash", 2048);
            assertEquals(List.of("info string Hash must be 1-" + maxHash + ", got 2048"), said);
            refusals.addAll(said);
            refusals.addAll(set(e, "Hash", maxHash)); // taken, or refused in one line
            refusals.addAll(set(e, "Threads", maxThreads));
            switchThroughEveryVariant(e, 2);
            // Up to one thread below what fits: doubled until refused, then the halves added back.
            long fits = 1;
            set(e, "Threads", 1);
            while (fits < maxThreads) {
                said = set(e, "Threads", Math.min(maxThreads, 2 * fits));
                if (!said.isEmpty()) {
                    refusals.addAll(said);
                    break;
                }
                fits = Math.min(maxThreads, 2 * fits);
            }
            for (long step = fits / 2; step >= 1 && fits < maxThreads; step /= 2) {
                said = set(e, "Threads", fits + step);
                if (said.isEmpty()) fits += step;
                else refusals.addAll(said);
            }
            switchThroughEveryVariant(e, 2);
            e.send("position startpos");
            e.send("go movetime 500");
            e.await("bestmove (?!\\(none\\)).*", 60);
            e.finish(60);
            for (String r : refusals)
                assertTrue(r.startsWith("info string not enough memory for ") || r.startsWith("info string Hash must be"), "one clear line: " + refusals);
            assertNoFailure(e.lines());
        }
    }

    /** Every variant in turn, {@code rounds} times, each switch answered by its variant line and {@code readyok}. */
    private static void switchThroughEveryVariant(ChildEngine e, int rounds) throws InterruptedException {
        for (int r = 0; r < rounds; r++)
            for (String id : Variants.ids()) {
                List<String> said = set(e, "UCI_Variant", id);
                assertEquals(1, said.size(), id + ": " + said);
                assertTrue(said.get(0).startsWith("info string variant " + id + " "), said.toString());
            }
    }

    /**
     * XBoard's side of the same: {@code memory 2048} and {@code cores 999} (the nearest the
     * engine offers, said in a comment, or refused with {@code Error} when the heap cannot hold
     * it), then every variant in turn with a {@code ping} after each, and a game's first move.
     */
    @Test void xboardEveryVariantAfterTheLargestSizes() throws Exception {
        try (ChildEngine e = ChildEngine.start(SMALL_HEAP, "xboard")) {
            e.send("xboard");
            e.send("protover 2");
            e.await("feature done=1", 60);
            int ping = 0;
            for (String size : new String[] {"memory 2048", "cores 999"}) {
                int before = e.lines().size();
                e.send(size);
                e.send("ping " + ++ping);
                e.await("pong " + ping, 120);
                List<String> said = e.lines().subList(before, e.lines().size() - 1);
                assertEquals(1, said.size(), size + ": " + said);
                assertTrue(said.get(0).startsWith("# " + size + ": ") || said.get(0).startsWith("Error (not enough memory"), said.toString());
            }
            for (int r = 0; r < 2; r++)
                for (String id : Variants.ids()) {
                    e.send("new");
                    e.send("variant " + id);
                    e.send("ping " + ++ping);
                    e.await("pong " + ping, 120);
                }
            e.send("new");
            e.send("variant capablanca");
            e.send("st 1");
            e.send("go");
            e.await("move .*", 60);
            e.send("quit");
            e.finish(60);
            List<String> out = e.lines();
            assertTrue(out.stream().noneMatch(l -> l.contains("Exception") || l.startsWith("Error (internal")), e.all());
        }
    }
}
