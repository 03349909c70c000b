package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Bad command lines are refused with status 2 before any engine starts. */
class MatchCommandTest {
    private static final String A = "--engine=cmd=/nonexistent/a", B = "--engine=cmd=/nonexistent/b";

    @Test void badArgumentsExitWithStatusTwo() {
        assertEquals(2, Main.run(A, "--tc", "10+0.1"));                                // one engine
        assertEquals(2, Main.run(A, B));                                                // no time control
        assertEquals(2, Main.run(A, B, "--tc", "10+0.1", "--depth", "3"));              // both kinds
        assertEquals(2, Main.run(A, B, "--tc", "fast"));
        assertEquals(2, Main.run(A, B, "--tc", "10", "--variant", "shogi"));
        assertEquals(2, Main.run(A, B, "--tc", "10", "--concurrency", "1000"));
        assertEquals(2, Main.run(A, B, "--tc", "10", "--games", "0"));
        assertEquals(2, Main.run(A, B, "--tc", "10", "--sprt", "elo0=5", "elo1=0"));
        assertEquals(2, Main.run(A, B, "--tc", "10", "--openings", "/nonexistent/file"));
        assertEquals(2, Main.run(A, B, "--tc", "10", "--bogus"));
        assertEquals(2, Main.run("--engine=name=x", B, "--tc", "10"));
        // An engine's own limits: the other still needs one; nodestime needs a clock and UCI.
        assertEquals(2, Main.run("--engine=cmd=/nonexistent/a tc=10+0.1", B));
        assertEquals(2, Main.run("--engine=cmd=/nonexistent/a depth=3 nodestime=5", B, "--tc", "10"));
        assertEquals(2, Main.run("--engine=cmd=/nonexistent/a proto=xboard nodestime=5", B, "--tc", "10"));
        assertEquals(2, Main.run("--engine=cmd=/nonexistent/a tc=soon", B, "--tc", "10"));
    }

    @Test void eachEngineMayHaveItsOwnLimits() {
        // Both described fully: no match control needed; the start then fails (status 1), not the arguments.
        assertEquals(1, Main.run("--engine=cmd=/nonexistent/a tc=10+0.1 nodestime=30", "--engine=cmd=/nonexistent/b depth=2",
                "--games", "2"));
    }

    @Test void anEngineThatCannotStartIsStatusOne() {
        assertEquals(1, Main.run(A, B, "--depth", "1", "--games", "2"));
    }

    @Test void theLastValueOfAnOptionCounts() {
        // bench/sprt.sh passes its defaults first; the caller's options follow and win.
        assertEquals(1, Main.run(A, B, "--depth", "1", "--games", "0", "--games", "2"));
        assertEquals(2, Main.run(A, B, "--depth", "1", "--games", "2", "--games", "0"));
    }
}
