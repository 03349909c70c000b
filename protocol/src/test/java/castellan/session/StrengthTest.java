package castellan.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.search.Limits;
import castellan.uci.UciAdapter;
import castellan.xboard.XBoardAdapter;
import castellan.search.SearchListener;
import castellan.search.SearchReport;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The strength levels: Stockfish's pick among the lines, the node budget, UCI_Elo to a level, the options. */
class StrengthTest {

    /**
     * Level 19 (weakness 82): a line a whole 500 behind can gain at most (82 * 500 + 100 * 81) /
     * 128 = 383 of it, so the best line is always played.
     */
    @Test void aStrongLevelNeverPlaysALineFarBehind() {
        Random random = new Random(1);
        for (int i = 0; i < 1000; i++) assertEquals(0, Strength.pick(new int[] {500, 0, 0, 0}, 4, 19, random));
    }

    /**
     * Level 0 (weakness 120), lines 100, 90, 80, 70 (spread 30): the worst gets (120 * 30 + 30 *
     * r) / 128 for r below 120, so 98 to 126, and the best 100 to 128: any line can be played.
     */
    @Test void theWeakestLevelPlaysEveryCloseLineSometimes() {
        Random random = new Random(2);
        Set<Integer> chosen = new HashSet<>();
        for (int i = 0; i < 2000; i++) chosen.add(Strength.pick(new int[] {100, 90, 80, 70}, 4, 0, random));
        assertEquals(Set.of(0, 1, 2, 3), chosen);
    }

    @Test void oneLineIsThatLine() {
        assertEquals(0, Strength.pick(new int[] {-300}, 1, 0, new Random(3)));
    }

    @Test void nodesDoubleEveryTwoLevels() {
        assertEquals(40, Strength.nodes(0));
        assertEquals(80, Strength.nodes(2));
        assertEquals(40 * 1024, Strength.nodes(20));
        for (int l = 1; l < Strength.FULL; l++) assertTrue(Strength.nodes(l) > Strength.nodes(l - 1), "level " + l);
    }

    @Test void uciEloChoosesALevelThatRisesWithIt() {
        assertEquals(0, Strength.levelForElo(Strength.MIN_ELO));
        assertEquals(Strength.FULL, Strength.levelForElo(Strength.MAX_ELO));
        int last = 0;
        for (int elo = Strength.MIN_ELO; elo <= Strength.MAX_ELO; elo += 10) {
            int level = Strength.levelForElo(elo);
            assertTrue(level >= last, "UCI_Elo " + elo);
            last = level;
        }
    }

    @Test void theOptionsChooseTheLevel() {
        EngineOptions o = new Session().options;
        assertEquals(Strength.FULL, Strength.level(o));
        o.store(EngineOptions.SKILL_LEVEL, "7");
        assertEquals(7, Strength.level(o));
        o.store(EngineOptions.LIMIT_STRENGTH, "true");
        o.store(EngineOptions.ELO, String.valueOf(Strength.MIN_ELO));
        assertEquals(0, Strength.level(o), "the lower of the two");
    }

    /** A limited search stops at its level's nodes whatever the caller asked, and plays one of its lines. */
    @Test void aLimitedSessionSearchesItsNodesAndPlaysALine() throws InterruptedException {
        Session s = new Session();
        s.setOption(EngineOptions.SKILL_LEVEL, "6");
        CountDownLatch done = new CountDownLatch(1);
        AtomicLong nodes = new AtomicLong(), best = new AtomicLong();
        AtomicLong otherLines = new AtomicLong();
        s.think(Limits.depth(30), new SearchListener() {
            @Override public void iteration(SearchReport r) {
                nodes.set(r.nodes);
                if (r.multiPv != 1) otherLines.incrementAndGet();
            }

            @Override public void bestMove(long turn, long ponderTurn) {
                best.set(turn);
                done.countDown();
            }
        });
        assertTrue(done.await(30, TimeUnit.SECONDS), "a depth-30 search at level 6 ends by its node budget");
        assertTrue(nodes.get() <= 2 * Strength.nodes(6) + 500, "searched " + nodes.get() + " nodes");
        var legal = s.game().legalTurns();
        boolean isLegal = false;
        for (int i = 0; i < legal.size(); i++) isLegal |= legal.get(i) == best.get();
        assertTrue(isLegal);
        assertEquals(0, otherLines.get(), "only the lines asked for (MultiPV 1) are shown");
    }

    /** Both protocols offer the three options, UCI as Stockfish lists them, XBoard as feature options. */
    @Test void theProtocolsOfferTheOptions() {
        new UciAdapter(reader("uci\nquit\n"), output()).run(null);
        List<String> uci = lines();
        assertTrue(uci.contains("option name Skill Level type spin default 20 min 0 max 20"), uci.toString());
        assertTrue(uci.contains("option name UCI_LimitStrength type check default false"), uci.toString());
        assertTrue(uci.contains("option name UCI_Elo type spin default " + Strength.MAX_ELO + " min " + Strength.MIN_ELO
                + " max " + Strength.MAX_ELO), uci.toString());
        new XBoardAdapter(reader("xboard\nprotover 2\nquit\n"), output()).run(null);
        List<String> xboard = lines();
        assertTrue(xboard.contains("feature option=\"Skill Level -spin 20 0 20\""), xboard.toString());
        assertTrue(xboard.contains("feature option=\"UCI_LimitStrength -check 0\""), xboard.toString());
        assertTrue(xboard.contains("feature option=\"UCI_Elo -spin " + Strength.MAX_ELO + " " + Strength.MIN_ELO + " "
                + Strength.MAX_ELO + "\""), xboard.toString());
    }

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    private Output output() {
        bytes.reset();
        return new Output(bytes);
    }

    private static BufferedReader reader(String text) { return new BufferedReader(new StringReader(text)); }

    private List<String> lines() { return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n")); }

    @Test void analysisIsNotLimited() {
        Limits l = new Limits();
        l.infinite = true;
        assertTrue(!Strength.applies(l, 0));
        assertTrue(Strength.applies(Limits.moveTime(100), 0));
        assertTrue(!Strength.applies(Limits.moveTime(100), Strength.FULL));
    }
}
