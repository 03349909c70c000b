package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search's contract: finished games, determinism, stop. The transposition table's moves and
 * scores, over many searches of every variant: {@link SearchInvariantsTest}.
 */
class SearchTest {
    /** A recording listener. */
    static final class Record implements SearchListener {
        long best = -1, ponder = -1;
        int iterations, lastScore, lastDepth;
        long lastNodes;
        long[] lastPv = new long[0];

        @Override public void iteration(SearchReport r) {
            if (r.bound != SearchReport.EXACT) return;
            iterations++;
            lastScore = r.score;
            lastDepth = r.depth;
            lastNodes = r.nodes;
            lastPv = r.pvTurns();
        }

        @Override public void bestMove(long turn, long ponderTurn) {
            best = turn;
            ponder = ponderTurn;
        }
    }

    static Record search(String variant, String fen, int depth) {
        Ruleset r = Variants.get(variant);
        Record rec = new Record();
        long best = new Search(r).think(new Game(r, fen).position(), Limits.depth(depth), rec);
        assertEquals(best, rec.best, "think returns what bestMove reported");
        return rec;
    }

    @Test void aGameWithoutLegalMovesReturnsNoMoveAtOnce() {
        // Stalemate (Black Kh8, White Qf7 Kg6) and checkmate (Qg7 guarded by Kg6): no search, best
        // move 0, even when asked to search forever.
        for (String fen : new String[] {"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"}) {
            Ruleset r = Variants.get("normal");
            Record rec = new Record();
            Limits infinite = new Limits();
            infinite.infinite = true;
            long t0 = System.nanoTime();
            assertEquals(0, new Search(r).think(new Game(r, fen).position(), infinite, rec), fen);
            assertEquals(0, rec.best);
            assertEquals(0, rec.ponder);
            assertEquals(0, rec.iterations);
            // A search would never end (infinite): returning at all proves none ran. The bound is
            // loose so that a machine busy with other work does not fail it.
            assertTrue(System.nanoTime() - t0 < 10_000_000_000L);
        }
    }

    /**
     * A game drawn by rule while moves remain (the 50-move rule, threefold repetition) still gets a
     * legal move: a UCI GUI adjudicates draws itself and may play on (hostile-GUI issue, part 4).
     */
    @Test void aGameOverByRuleWithLegalMovesStillGetsAMove() {
        Ruleset r = Variants.get("normal");
        Game fifty = new Game(r, "7k/8/6K1/8/8/8/8/R7 w - - 100 80");
        Game repeated = new Game(r);
        repeated.playAll(java.util.List.of("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"));
        for (Game g : new Game[] {fifty, repeated}) {
            assertTrue(g.outcome() != null, g.fen() + " is over by rule");
            Record rec = new Record();
            long best = new Search(r).think(g.position(), Limits.depth(4), rec);
            assertTrue(StopTest.legal(r, g.position(), best), "a legal move in " + g.fen());
            assertTrue(rec.iterations > 0);
        }
    }

    @Test void mateInOne() {
        // Scholar's mate: Qh5xf7 is mate (the Bishop on c4 guards f7; Ke8 has no square).
        Record rec = search("normal", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", 3);
        assertEquals("h5f7", text("normal", rec.best));
        assertEquals(Score.mates(1), rec.lastScore);
    }

    @Test void theRootPositionIsLeftAsFound() {
        Ruleset r = Variants.get("capablanca");
        Game g = new Game(r);
        g.playAll(List.of("e2e4", "e7e5", "i1h3"));
        String fen = g.fen();
        long hash = g.position().hash();
        new Search(r).think(g.position(), Limits.depth(6), SearchListener.NONE);
        assertEquals(fen, g.fen());
        assertEquals(hash, g.position().hash());
        assertEquals(3, g.position().ply());
    }

    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void fixedDepthSearchIsDeterministic(String id) {
        // One thread, fixed depth, a fresh or cleared table: the same best move and node count.
        Ruleset r = Variants.get(id);
        Game g = new Game(r);
        Search s = new Search(r);
        Record a = new Record(), b = new Record(), c = new Record();
        s.think(g.position(), Limits.depth(7), a);
        s.newGame();
        s.think(g.position(), Limits.depth(7), b);
        new Search(r).think(g.position(), Limits.depth(7), c);
        assertEquals(a.best, b.best);
        assertEquals(a.lastNodes, b.lastNodes);
        assertEquals(a.best, c.best);
        assertEquals(a.lastNodes, c.lastNodes);
        assertTrue(a.lastNodes > 100, a.lastNodes + " nodes");
    }

    @Test void stopEndsAnInfiniteSearchPromptly() throws Exception {
        Ruleset r = Variants.get("capablanca");
        Search s = new Search(r);
        Limits infinite = new Limits();
        infinite.infinite = true;
        AtomicLong returned = new AtomicLong();
        Record rec = new Record();
        Thread t = new Thread(() -> {
            s.think(new Game(r).position(), infinite, rec);
            returned.set(System.nanoTime());
        });
        t.start();
        Thread.sleep(300);
        long stop = System.nanoTime();
        s.stop();
        t.join(5000);
        assertTrue(returned.get() != 0, "think returned");
        // Generous for a noisy CI machine; measured by hand it is a few milliseconds (see the report).
        assertTrue(returned.get() - stop < 1_000_000_000L, (returned.get() - stop) / 1_000_000 + " ms after stop");
        assertTrue(rec.best != 0);
    }

    @Test void nodeLimitIsExactWithOneThread() {
        Ruleset r = Variants.get("normal");
        Record rec = new Record();
        Search s = new Search(r);
        s.think(new Game(r).position(), Limits.nodes(5000), rec);
        assertTrue(rec.best != 0);
        assertTrue(rec.lastNodes <= 5000, rec.lastNodes + "");
    }

    /**
     * XBoard switches to orthodox chess and back to the variant before every game: the one search
     * is re-aimed each time, keeping its table (cleared) and its settings, and each time searches
     * legal turns of the variant it was aimed at, also after another variant used its threads.
     */
    @Test void aVariantSwitchReAimsTheOneSearch() {
        Ruleset chess = Variants.get("normal"), curtis = Variants.get("royal");
        Search s = new Search(chess, 1);
        s.setThreads(2);
        s.think(new Game(chess).position(), Limits.depth(5), SearchListener.NONE);
        assertTrue(s.table().hashfull() > 0);
        s.setRules(curtis);
        assertSame(curtis, s.rules());
        assertEquals(0, s.table().hashfull(), "cleared at the switch");
        assertEquals(2, s.threads(), "the settings stay");
        for (int game = 0; game < 3; game++) {
            s.setRules(chess);
            Record chessRec = new Record();
            Game c = new Game(chess);
            s.think(c.position(), Limits.depth(4), chessRec);
            assertTrue(StopTest.legal(chess, c.position(), chessRec.best), "a legal chess move, game " + game);
            s.setRules(curtis);
            Record rec = new Record();
            Game g = new Game(curtis);
            s.think(g.position(), Limits.depth(4), rec);
            assertTrue(StopTest.legal(curtis, g.position(), rec.best), "a legal Curtis turn, game " + game);
        }
    }

    /**
     * A principal variation of one turn (a search cut short; here a depth-1 search after a
     * deeper one) still names the reply expected, from the table: the ponder move and XBoard's
     * hint need it. It is a legal turn after the best one.
     */
    @Test void theExpectedReplyComesFromTheTableWhenThePvIsOneTurnLong() {
        for (String id : Variants.ids()) {
            Ruleset r = Variants.get(id);
            Search s = new Search(r, 4);
            Game g = new Game(r);
            s.think(g.position(), Limits.depth(5), SearchListener.NONE);
            Record rec = new Record();
            s.think(g.position(), Limits.depth(1), rec);
            assertEquals(1, rec.lastPv.length, id);
            assertTrue(rec.ponder != 0, id + ": a reply from the table");
            Game after = new Game(r);
            after.play(after.format(rec.best));
            assertTrue(StopTest.legal(r, after.position(), rec.ponder), id + ": the reply is legal after the best turn");
        }
    }

    static String text(String variant, long turn) {
        return new Game(Variants.get(variant)).format(turn);
    }
}
