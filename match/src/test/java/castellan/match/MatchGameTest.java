package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.rules.Outcome;
import castellan.variants.Variants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whole games against fake engine processes ({@link FakeEngine}): games that end by the rules in
 * both protocols, and every forfeit path. Each test starts two small JVMs.
 */
class MatchGameTest {
    private static final MatchGame.Rules LIMITS = new MatchGame.Rules(400, 0);

    private static GameRecord play(String variant, TimeControl tc, EngineSpec white, EngineSpec black) throws EngineFailure {
        try (Engine w = Fakes.start(white, variant); Engine b = Fakes.start(black, variant)) {
            return MatchGame.play(1, Fakes.startPosition(), Fakes.setup(variant, tc), w, b, true, LIMITS);
        }
    }

    /** Replays the record's moves with Castellan's rules: each legal; the rules' outcome is the record's. */
    private static void assertJudgedByTheRules(GameRecord g) {
        Game replay = new Game(Variants.get(g.setup.variant()));
        for (String m : g.moves()) {
            assertEquals(null, replay.outcome(), "the game went on after it had ended");
            replay.play(m);
        }
        if (g.ending() == GameRecord.Ending.RULES) {
            Outcome o = replay.outcome();
            assertNotNull(o);
            assertEquals(o.result(), g.result());
            assertEquals(o.reason(), g.reason());
        } else {
            assertEquals(GameRecord.Ending.LENGTH_LIMIT, g.ending(), g.reason());
            assertEquals(LIMITS.maxPlies(), g.moves().size());
            assertEquals("1/2-1/2", g.result());
        }
    }

    @Test void uciGameWithHuffTurnsEndsByTheRules() throws Exception {
        GameRecord g = play("maidens", Fakes.depthOne(), Fakes.uci("w", "random", "1", "7"), Fakes.uci("b", "random", "1", "8"));
        assertJudgedByTheRules(g);
        assertTrue(g.moves().stream().anyMatch(m -> m.startsWith("@")), "random Maidens play huffs sooner or later: " + g.moves());
    }

    @Test void xboardAgainstUciOnTenRanksEndsByTheRules() throws Exception {
        // The fake XBoard engine translates ranks 0-9 and in-place promotions with its own code, so a
        // whole game without a forfeit shows both translations agree.
        GameRecord g = play("kingdom", TimeControl.parse("60+1"), Fakes.xboard("x", "random", "1", "3"), Fakes.uci("u", "random", "1", "4"));
        assertJudgedByTheRules(g);
    }

    @Test void xboardHuffTurnsBothWays() throws Exception {
        GameRecord g = play("maidens", Fakes.depthOne(), Fakes.xboard("x1", "random", "1", "5"), Fakes.xboard("x2", "random", "1", "6"));
        assertJudgedByTheRules(g);
        assertTrue(g.moves().stream().anyMatch(m -> m.startsWith("@")), "random Maidens play huffs sooner or later");
    }

    @Test void illegalMoveForfeits() throws Exception {
        GameRecord g = play("normal", Fakes.depthOne(), Fakes.uci("w", "random"), Fakes.uci("b", "illegal", "3"));
        assertEquals(GameRecord.Ending.ILLEGAL_MOVE, g.ending());
        assertEquals("1-0", g.result());
        assertEquals("Black makes an illegal move: a1a1", g.reason());
        assertEquals(5, g.moves().size()); // White's 3 moves and Black's 2 legal ones
    }

    @Test void garbledMoveForfeits() throws Exception {
        GameRecord g = play("capablanca", Fakes.depthOne(), Fakes.xboard("w", "garbage", "2"), Fakes.uci("b", "random"));
        assertEquals(GameRecord.Ending.ILLEGAL_MOVE, g.ending());
        assertEquals("0-1", g.result());
        assertEquals("White sends an unparsable move: xyzzy", g.reason());
    }

    @Test void noMoveForfeits() throws Exception {
        GameRecord g = play("normal", Fakes.depthOne(), Fakes.uci("w", "none", "1"), Fakes.uci("b", "random"));
        assertEquals("0-1", g.result());
        assertEquals("White sends no move ('(none)')", g.reason());
    }

    @Test void crashForfeits() throws Exception {
        GameRecord g = play("normal", Fakes.depthOne(), Fakes.uci("w", "random"), Fakes.xboard("b", "crash", "2"));
        assertEquals(GameRecord.Ending.CRASH, g.ending());
        assertEquals("1-0", g.result());
        assertTrue(g.reason().startsWith("Black's engine crashed"), g.reason());
        assertEquals(1, g.failedSide);
    }

    @Test void overSteppingTheClockForfeits() throws Exception {
        long start = System.nanoTime();
        GameRecord g = play("normal", TimeControl.parse("1+0"), Fakes.uci("w", "sleep", "2"), Fakes.uci("b", "random"));
        assertEquals(GameRecord.Ending.TIME_FORFEIT, g.ending());
        assertEquals("0-1", g.result());
        assertEquals("White loses on time (no move)", g.reason());
        assertTrue(System.nanoTime() - start < 20_000_000_000L, "the runner stops waiting when the clock runs out");
    }

    /** Plays a game with each side under its own control, the transcript kept in {@code log}. */
    private static GameRecord play(String variant, TimeControl whiteTc, TimeControl blackTc, EngineSpec white, EngineSpec black,
                                   Path log, int maxPlies) throws Exception {
        var rules = Variants.get(variant);
        GameSetup setup = new GameSetup(rules, rules.variant().startFen, true, List.of(), whiteTc, blackTc);
        try (Transcript t = new Transcript(log); Engine w = Fakes.start(white, variant, t); Engine b = Fakes.start(black, variant, t)) {
            return MatchGame.play(1, Fakes.startPosition(), setup, w, b, true, new MatchGame.Rules(maxPlies, 0));
        }
    }

    /**
     * White, the fake in {@code mode}, on a clock of 1 s counted at {@code nodesPerMs}, against a
     * random mover on 60 s + 1: a game of {@code plies} without a forfeit; the transcript.
     */
    private static String nodesGame(Path dir, String mode, long nodesPerMs, int plies) throws Exception {
        Path log = dir.resolve("log");
        GameRecord g = play("normal", TimeControl.parse("1+0").inNodes(nodesPerMs, 5000), TimeControl.parse("60+1"),
                Fakes.inNodes(Fakes.uci("w", mode), nodesPerMs), Fakes.uci("b", "random"), log, plies);
        assertEquals(GameRecord.Ending.LENGTH_LIMIT, g.ending(), g.reason());
        return Files.readString(log);
    }

    /**
     * Issue 18: a clock counted in nodes (nodestime) is charged with the nodes the engine
     * reports, not the wall time. White takes 1.2 s a move on a clock of 1 s, but at 1000 nodes
     * a millisecond its 10 nodes a move cost it nothing to speak of: no loss on time.
     */
    @Test void aClockCountedInNodesIgnoresTheWallTime(@TempDir Path dir) throws Exception {
        String all = nodesGame(dir, "dawdle", 1000, 4);
        assertTrue(all.contains("w < setoption name nodestime value 1000"), all);
        // Its readings are its node clock in milliseconds at its rate: 1,000,000 nodes, then 10 fewer.
        assertTrue(all.contains("w < go wtime 1000 btime ") && all.contains("w < go wtime 999 btime "), all);
    }

    /**
     * An engine with a clock counted in nodes keeps its own budget, as Stockfish does; one that
     * overspends it (5000 nodes a move against 1000 in all) is not forfeited: the overdraft
     * carries over, and its reading stays at 0.
     */
    @Test void aClockCountedInNodesIsNeverForfeited(@TempDir Path dir) throws Exception {
        String all = nodesGame(dir, "speed", 1, 6);
        assertTrue(all.contains("w < go wtime 1000 btime 60000") && all.contains("w < go wtime 0 btime "), all);
    }

    /** Issue 18: each engine under its own limit; the other's clock is still given (its own readings when it has none). */
    @Test void eachEngineGetsItsOwnLimit(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("log");
        GameRecord g = play("normal", TimeControl.fixed(1, 0, 0, 20_000), TimeControl.parse("60+1"), Fakes.uci("w", "random"),
                Fakes.xboard("b", "random"), log, 6);
        assertEquals(GameRecord.Ending.LENGTH_LIMIT, g.ending(), g.reason());
        String all = Files.readString(log);
        assertTrue(all.contains("w < go depth 1"), all);
        assertFalse(all.contains("w < go wtime"), all);
        assertTrue(all.contains("b < level 0 1 1"), all);
        assertTrue(all.contains("b < time 6000"), all);
        assertTrue(all.contains("b < otim 6000"), "White has no clock: Black is told its own: " + all);
        assertEquals("-", g.setup.white().pgnTag());
        assertEquals("60+1", g.setup.black().pgnTag());
    }

    @Test void hangWithoutAClockForfeits() throws Exception {
        GameRecord g = play("normal", TimeControl.fixed(1, 0, 0, 1000), Fakes.xboard("w", "random"), Fakes.xboard("b", "sleep", "1"));
        assertEquals(GameRecord.Ending.HANG, g.ending());
        assertEquals("1-0", g.result());
        assertEquals("Black does not move within 1 s", g.reason());
    }

    @Test void resignationLoses() throws Exception {
        GameRecord g = play("normal", Fakes.depthOne(), Fakes.xboard("w", "resign", "3"), Fakes.uci("b", "random"));
        assertEquals(GameRecord.Ending.RESIGNATION, g.ending());
        assertEquals("0-1 White resigns", g.result() + " " + g.reason());
    }

    @Test void rejectingALegalMoveIsAProtocolFailure() throws Exception {
        GameRecord g = play("normal", Fakes.depthOne(), Fakes.uci("w", "random"), Fakes.xboard("b", "reject", "2"));
        assertEquals(GameRecord.Ending.PROTOCOL, g.ending());
        assertEquals("1-0", g.result());
    }

    @Test void claimsAreComparedWithTheRulesNotObeyed() throws Exception {
        GameRecord g = play("normal", Fakes.depthOne(), Fakes.xboard("w", "claim", "2"), Fakes.uci("b", "random"));
        assertFalse(g.claimMismatches().isEmpty(), "a claim of 1-0 at move 2 contradicts the rules");
        assertTrue(g.claimMismatches().get(0).startsWith("w claimed 1-0 {fake claim} after ply 3"), g.claimMismatches().get(0));
        assertJudgedByTheRules(g);
    }

    @Test void anEngineWithoutTheVariantIsRefusedAtStart() {
        EngineFailure f = org.junit.jupiter.api.Assertions.assertThrows(EngineFailure.class,
                () -> Fakes.start(Fakes.uci("w", "random"), "shogi").close());
        assertEquals(EngineFailure.Kind.UNSUPPORTED, f.kind);
        assertTrue(f.getMessage().contains("does not play shogi"), f.getMessage());
    }
}
