package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Whole matches between fake engine processes: pairs, colours, PGN, statistics, restarts. */
class MatchTest {

    private static Match.Config config(EngineSpec a, EngineSpec b, String variant, int games, StringWriter pgn, Sprt sprt) throws Exception {
        var rules = Variants.get(variant);
        return new Match.Config(rules, a, b, Fakes.depthOne(), games, 1, Openings.order(Openings.builtIn(rules), 1), sprt,
                new MatchGame.Rules(300, 0), new PgnWriter(pgn, "test", "2025.01.02"), Transcript.NONE);
    }

    @Test void aPairPlaysOneOpeningWithBothColours() throws Exception {
        StringWriter pgn = new StringWriter();
        List<GameRecord> games = new ArrayList<>();
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        Progress progress = new Progress(new PrintStream(text, true), false, true, "a", "b", 2, null);
        Match m = new Match(config(Fakes.uci("a", "random", "1", "1"), Fakes.xboard("b", "random", "1", "2"), "maidens", 2, pgn, null),
                (g, s) -> { games.add(g); progress.gameFinished(g, s); });
        MatchStats s = m.run();
        assertNull(m.fatalError());
        assertEquals(2, s.games());
        assertEquals(2, games.size());
        GameRecord first = games.get(0), second = games.get(1);
        assertEquals("a", first.white);
        assertEquals("b", second.white);
        assertEquals(first.opening, second.opening);
        assertTrue(first.openingPlies >= 2, "a built-in opening was played");
        assertEquals(1, s.completePairs());
        long points = Math.round(2 * (first.firstScore() + second.firstScore()));
        assertEquals(1, s.pentanomial()[(int) points]);
        assertEquals(2, pgn.toString().split("\\[Variant \"maidens\"]", -1).length - 1);
        assertTrue(pgn.toString().contains("{book}"));
        String out = text.toString();
        assertTrue(out.contains("Game 1 (a vs b): "), out);
        assertTrue(out.contains("Games 2/2  a vs b  "), out);
    }

    @Test void aCrashedEngineIsRestartedForTheNextGame() throws Exception {
        Match m = new Match(config(Fakes.uci("crasher", "crash", "1"), Fakes.uci("b", "random"), "normal", 2, new StringWriter(), null),
                (g, s) -> {});
        MatchStats s = m.run();
        assertNull(m.fatalError());
        assertEquals(2, s.losses());
        assertEquals(Map.of("crasher", Map.of("crash", 2)), s.forfeits());
        assertEquals(Map.of("crash", 2), s.endings());
    }

    @Test void theSprtStopsTheMatchAtAVerdict() throws Exception {
        // Every game is a forfeit loss of the first engine; with wide bounds (elo0 -50, elo1 0) a few
        // pairs of 0 points accept H0 long before 40 games.
        Sprt sprt = new Sprt(-50, 0, 0.2, 0.2);
        Match m = new Match(config(Fakes.uci("loser", "illegal", "1"), Fakes.uci("b", "random"), "normal", 40, new StringWriter(), sprt),
                (g, s) -> {});
        MatchStats s = m.run();
        assertEquals(Sprt.Verdict.H0_ACCEPTED, sprt.verdict(s.llr(sprt)));
        assertTrue(s.games() < 40, "stopped after " + s.games());
    }

    @Test void aVerdictStandsWhenAGameFinishingAfterItMovesTheLlrBack() {
        // Two games at a time: the pair that crosses a bound stops the match, and the game still
        // being played is counted when it ends. Pairs of two wins accept H1 (elo0 0, elo1 50,
        // wide alpha and beta); a last pair of two losses moves the LLR back inside.
        Sprt sprt = new Sprt(0, 50, 0.2, 0.2);
        Ruleset rules = Variants.get("normal");
        GameSetup setup = new GameSetup(rules, rules.variant().startFen, true, List.of(), null);
        Opening opening = new Opening(null, List.of(), "test");
        MatchStats s = new MatchStats();
        int pair = 0;
        while (s.decide(sprt) == Sprt.Verdict.CONTINUE) {
            for (int g = 0; g < 2; g++) s.add(game(opening, setup, g == 0 ? "1-0" : "0-1", g == 0), pair);
            pair++;
            assertTrue(pair < 50, "no verdict after " + pair + " pairs of wins");
        }
        long decidedAt = s.games();
        for (int g = 0; g < 2; g++) s.add(game(opening, setup, g == 0 ? "0-1" : "1-0", g == 0), pair);
        assertEquals(Sprt.Verdict.CONTINUE, sprt.verdict(s.llr(sprt)), "the late pair moved the LLR back inside the bounds");
        assertEquals(Sprt.Verdict.H1_ACCEPTED, s.decide(sprt));
        String summary = Report.summary("new", "old", s, sprt);
        assertTrue(summary.contains("H1 accepted (new is stronger by at least elo1: passed) at game " + decidedAt), summary);
    }

    private static GameRecord game(Opening opening, GameSetup setup, String result, boolean firstIsWhite) {
        GameRecord g = new GameRecord(1, opening, setup, firstIsWhite ? "new" : "old", firstIsWhite ? "old" : "new", firstIsWhite);
        g.end(result, "test", GameRecord.Ending.RESIGNATION);
        return g;
    }

    @Test void anEngineThatCannotStartEndsTheMatch() throws Exception {
        EngineSpec missing = new EngineSpec("ghost", List.of("/nonexistent/engine"), EngineSpec.Protocol.UCI, null, Map.of());
        Match m = new Match(config(missing, Fakes.uci("b", "random"), "normal", 2, new StringWriter(), null), (g, s) -> {});
        MatchStats s = m.run();
        assertEquals(0, s.games());
        assertTrue(m.fatalError().startsWith("ghost: cannot start engine ghost"), m.fatalError());
    }
}
