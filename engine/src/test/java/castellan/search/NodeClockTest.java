package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * The clock counted in nodes ({@link Search#setNodesPerMs}, UCI {@code nodestime}): a timed
 * search then decides by nodes only, so it is the same whatever else the machine runs, keeps
 * within its allowance, and the allowance is carried from move to move as Stockfish does.
 */
class NodeClockTest {
    private static Limits clock(long ms, long incMs) {
        Limits l = new Limits();
        l.timeMs[0] = l.timeMs[1] = ms;
        l.incrementMs[0] = l.incrementMs[1] = incMs;
        return l;
    }

    private static final class Nodes implements SearchListener {
        long last;
        @Override public void iteration(SearchReport r) { last = r.nodes; }
        @Override public void bestMove(long turn, long ponderTurn) {}
    }

    @Test void aNodeClockSearchIsTheSameSearchEveryTime() {
        Ruleset r = Variants.get("capablanca");
        Position p = new Game(r).position();
        long[] nodes = new long[3];
        long[] best = new long[3];
        for (int i = 0; i < 3; i++) {
            Search s = new Search(r, 16);
            s.setNodesPerMs(20);
            best[i] = s.think(p, clock(10_000, 100), SearchListener.NONE);
            nodes[i] = s.nodes();
        }
        assertEquals(nodes[0], nodes[1]);
        assertEquals(nodes[0], nodes[2]);
        assertEquals(best[0], best[1]);
        // 10 s at 20 nodes a millisecond is 200,000 nodes; the hard limit is at most half of it.
        assertTrue(nodes[0] <= 100_000 + Search.POLL_INTERVAL, nodes[0] + " nodes");
        assertTrue(nodes[0] >= 1_000, nodes[0] + " nodes: the budget was used");
    }

    @Test void theAllowanceIsCarriedFromMoveToMove() {
        Ruleset r = Variants.get("normal");
        Game g = new Game(r);
        Search s = new Search(r, 16);
        s.setNodesPerMs(10);
        // The GUI's clock readings stay at 1 s: only the first one counts, the rest is the node bank.
        long used = 0;
        for (int move = 0; move < 6; move++) {
            long best = s.think(g.position(), clock(1_000, 0), SearchListener.NONE);
            used += s.nodes();
            g.play(best);
        }
        // 1 s at 10 nodes a millisecond: 10,000 nodes for the game, never more (a poll may pass the limit by one interval per move).
        assertTrue(used <= 10_000 + 6 * Search.POLL_INTERVAL, used + " nodes used of 10,000");
        s.newGame();
        long fresh = s.think(new Game(r).position(), clock(1_000, 0), SearchListener.NONE);
        assertTrue(fresh != 0 && s.nodes() > 0);
    }

    @Test void aFixedMoveTimeIsCountedInNodesToo() {
        Ruleset r = Variants.get("normal");
        Search s = new Search(r, 16);
        s.setNodesPerMs(50);
        s.think(new Game(r).position(), Limits.moveTime(100), SearchListener.NONE);
        assertTrue(s.nodes() <= 5_000 + Search.POLL_INTERVAL, s.nodes() + " nodes for 100 ms at 50 a millisecond");
    }

    @Test void outOfRangeIsRefused() {
        Search s = new Search(Variants.get("normal"), 1);
        assertThrows(IllegalArgumentException.class, () -> s.setNodesPerMs(-1));
        assertThrows(IllegalArgumentException.class, () -> s.setNodesPerMs(Search.MAX_NODES_PER_MS + 1));
    }
}
