package castellan.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.position.Position;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search's invariants over many searches along random games of every variant, with one and
 * two threads (two threads write the shared table at once: a torn entry must never pass as a
 * move) and a small table (entries replaced all the time):
 * <ul>
 *   <li>every move the transposition table holds for the root, the positions one and two turns
 *       below it and those along the principal variation is pseudo-legal and legal there, its
 *       score within the scale, its bound and depth sane;</li>
 *   <li>every reported score is a score (not {@link Score#NONE}) strictly inside
 *       {@link Score#INFINITE}; every principal variation is a sequence of legal turns; a win
 *       announced for the next ply is a won game after the first move; the best turn is legal
 *       (and among {@code searchmoves} when they were given); the root is left as found;</li>
 *   <li>a search of a game without a legal turn returns no move at once, even without any
 *       limit; a game ended by a rule while turns remain still gets a legal one.</li>
 * </ul>
 * The fast set runs in CI; the slow set (thousands of searches per variant) with {@code -Pslow}.
 */
class SearchInvariantsTest {

    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void tableMovesLegalAndScoresInBounds(String id) {
        Counts c = searchAlongGames(id, 4, 48, 4, 2_000, 17);
        assertTrue(c.searches >= 20 && c.entries > 100, c.toString());
    }

    @Tag("slow")
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void manySearches(String id) {
        long t0 = System.nanoTime();
        Counts c = searchAlongGames(id, 60, 120, 2, 6_000, 4242);
        System.out.printf("%s: %s, %d s%n", id, c, (System.nanoTime() - t0) / 1_000_000_000);
    }

    /** What a run checked. */
    static final class Counts {
        long searches, iterations, entries, pvTurns;

        @Override public String toString() {
            return String.format("%,d searches, %,d iterations, %,d table entries, %,d PV turns checked", searches, iterations,
                    entries, pvTurns);
        }
    }

    /**
     * Plays {@code games} random games of up to {@code plies} plies; every {@code every} plies
     * searches the position (node limit varying up to {@code maxNodes}; one or two threads; 1 or
     * 16 MB; now and then restricted to a few root turns) and checks it all.
     */
    private static Counts searchAlongGames(String id, int games, int plies, int every, int maxNodes, long seed) {
        Ruleset r = Variants.get(id);
        MoveGenerator gen = r.newGenerator();
        SplittableRandom random = new SplittableRandom(seed ^ id.hashCode());
        Counts c = new Counts();
        Search[] searches = new Search[4];
        for (int k = 0; k < searches.length; k++) {
            searches[k] = new Search(r);
            searches[k].setThreads(1 + k % 2);
            searches[k].setHashMb(k < 2 ? 1 : 16);
        }
        for (int game = 0; game < games; game++) {
            Game g = new Game(r);
            for (int ply = 0; ply < plies; ply++) {
                TurnList turns = g.legalTurns();
                if (turns.size() == 0 || g.outcome() != null) break;
                if (ply % every == 0) {
                    Search s = searches[random.nextInt(searches.length)];
                    Limits limits = Limits.nodes(500 + random.nextInt(maxNodes));
                    if (random.nextInt(8) == 0) limits.searchTurns = someTurns(turns, random);
                    checkSearch(r, gen, s, g, limits, c);
                }
                g.play(turns.get(random.nextInt(turns.size())));
            }
        }
        return c;
    }

    private static long[] someTurns(TurnList turns, SplittableRandom random) {
        int n = 1 + random.nextInt(Math.min(3, turns.size()));
        long[] some = new long[n];
        for (int i = 0; i < n; i++) some[i] = turns.get(random.nextInt(turns.size()));
        return some;
    }

    private static void checkSearch(Ruleset r, MoveGenerator gen, Search s, Game g, Limits limits, Counts c) {
        Position root = g.position();
        String fen = g.fen();
        long hash = root.hash();
        int ply = root.ply();
        List<long[]> pvs = new ArrayList<>();
        long[] best = {-1};
        s.think(root, limits, new SearchListener() {
            @Override public void iteration(SearchReport r) {
                assertTrue(r.score != Score.NONE && Math.abs(r.score) < Score.INFINITE, "score " + r.score + " in " + fen);
                assertTrue(r.depth >= 1 && r.selectiveDepth >= r.depth && r.hashPermill >= 0 && r.hashPermill <= 1000,
                        r.depth + "/" + r.selectiveDepth + " hashfull " + r.hashPermill);
                assertTrue(r.pvLength >= 1, "an empty PV in " + fen);
                long[] line = Arrays.copyOf(r.pv, r.pvLength + 1);
                line[r.pvLength] = r.score;
                pvs.add(line);
                c.iterations++;
            }

            @Override public void bestMove(long turn, long ponderTurn) {
                best[0] = turn;
            }
        });
        c.searches++;
        assertEquals(fen, g.fen(), "the root is left as found");
        assertEquals(hash, root.hash());
        assertEquals(ply, root.ply());
        TurnList legal = g.legalTurns();
        assertTrue(contains(legal, best[0]), "best turn " + g.format(best[0]) + " is legal in " + fen);
        if (limits.searchTurns != null) {
            boolean among = false;
            for (long t : limits.searchTurns) among |= t == best[0];
            assertTrue(among, "best turn among searchmoves in " + fen);
        }
        for (long[] line : pvs) c.pvTurns += checkPv(r, gen, g, line, s.table());
        c.entries += checkTable(s.table(), root, gen, 2);
    }

    /**
     * Plays the principal variation {@code line} (turns, then the score) from the game position:
     * every turn legal, the table's entries along it sane, a win in one ply a won game.
     */
    private static int checkPv(Ruleset r, MoveGenerator gen, Game g, long[] line, TranspositionTable tt) {
        int n = line.length - 1, score = (int) line[n];
        int mover = g.position().sideToMove();
        int played = 0;
        try {
            for (int i = 0; i < n; i++) {
                TurnList legal = g.legalTurns();
                assertTrue(contains(legal, line[i]), "PV turn " + (i + 1) + " is legal in " + g.fen());
                g.play(line[i]);
                played++;
                checkTable(tt, g.position(), gen, 0);
                if (i == 0 && score >= Score.WIN && Score.pliesToEnd(score) == 1) {
                    Outcome o = g.outcome();
                    assertNotNull(o, "a win in one ply, but the game goes on after " + g.format(line[0]) + ": " + g.fen());
                    assertEquals(mover, o.winner(), "a win in one ply: " + o);
                }
            }
        } finally {
            for (int i = 0; i < played; i++) g.undo();
        }
        return n;
    }

    /** Checks the entries of this position and those {@code plies} turns below it; returns how many were found. */
    static int checkTable(TranspositionTable tt, Position p, MoveGenerator gen, int plies) {
        int found = 0;
        long[] word0 = new long[1];
        long data = tt.probe(p.hash(), word0);
        if (data != 0) {
            found++;
            int move = TranspositionTable.move(data), score = TranspositionTable.score(data);
            int bound = TranspositionTable.bound(data);
            assertTrue(Math.abs(score) < Score.INFINITE, "table score " + score);
            assertTrue(bound >= TranspositionTable.NONE && bound <= TranspositionTable.EXACT, "bound " + bound);
            if (bound == TranspositionTable.NONE) assertEquals(0, TranspositionTable.depth(data), "an evaluation alone has no depth");
            assertTrue(TranspositionTable.depth(data) <= SearchThread.MAX_DEPTH + 1, "depth " + TranspositionTable.depth(data));
            // The stored evaluation is the position's (nudged by at most the statScore term), or none in check.
            int eval = TranspositionTable.eval(word0[0]);
            if (eval != TranspositionTable.NO_EVAL) assertTrue(Math.abs(eval) < Score.WIN, "stored evaluation " + eval);
            else assertTrue(gen.inCheck(p), "no evaluation stored although not in check");
            if (move != Move.NONE) {
                assertTrue(gen.isPseudoLegal(p, move), "table move " + move + " pseudo-legal");
                gen.prepare(p);
                assertTrue(gen.isLegal(p, move), "table move " + move + " legal");
            }
        }
        if (plies == 0) return found;
        TurnList turns = new TurnList();
        Turns.legal(p, gen, turns);
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            if (Turn.first(t) != Move.NONE) {
                p.make(Turn.first(t));
                found += checkTable(tt, p, gen, 0);
                p.unmake();
            }
            Turns.play(p, t);
            found += checkTable(tt, p, gen, plies - 1);
            Turns.unplay(p, t);
        }
        return found;
    }

    private static boolean contains(TurnList l, long t) {
        for (int i = 0; i < l.size(); i++) if (l.get(i) == t) return true;
        return false;
    }

    /**
     * Random games of every variant played to their end, whatever ends them (mate, stalemate,
     * bare King, move limit, lost pieces, repetition, 50 moves, insufficient material): searched
     * without any limit, the final position gives no move and no iteration, at once.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void finishedGamesGetAMoveExactlyWhenOneIsLegal(String id) throws Exception {
        Ruleset r = Variants.get(id);
        SplittableRandom random = new SplittableRandom(id.hashCode() * 7L + 1);
        TreeMap<String, Integer> ends = new TreeMap<>();
        Search s = new Search(r);
        s.setThreads(2);
        for (int game = 0; game < 12; game++) {
            Game g = new Game(r);
            Outcome o;
            while ((o = g.outcome()) == null) {
                TurnList turns = g.legalTurns();
                g.play(turns.get(random.nextInt(turns.size())));
            }
            ends.merge(o.termination().toString(), 1, Integer::sum);
            if (g.legalTurns().size() == 0) {
                assertNoMove(s, g.position(), g.fen() + " " + o);
            } else {
                long best = s.think(g.position(), Limits.depth(3), SearchListener.NONE);
                assertTrue(StopTest.legal(r, g.position(), best), "a legal turn although " + o + " in " + g.fen());
            }
        }
        assertTrue(ends.size() >= 1, ends.toString());
    }

    private static void assertNoMove(Search s, Position p, String where) throws InterruptedException {
        Limits infinite = new Limits();
        infinite.infinite = true;
        AtomicLong best = new AtomicLong(-1), iterations = new AtomicLong(), result = new AtomicLong(-1);
        Thread t = new Thread(() -> result.set(s.think(p, infinite, new SearchListener() {
            @Override public void iteration(SearchReport r) {
                iterations.incrementAndGet();
            }

            @Override public void bestMove(long turn, long ponderTurn) {
                best.set(turn);
            }
        })));
        t.setDaemon(true);
        t.start();
        t.join(5_000);
        if (t.isAlive()) {
            s.stop();
            t.join(5_000);
            fail("an infinite search of a finished game did not return by itself: " + where);
        }
        assertEquals(0, result.get(), where);
        assertEquals(0, best.get(), where);
        assertEquals(0, iterations.get(), where);
    }
}
