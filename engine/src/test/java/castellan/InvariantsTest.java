package castellan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.TurnList;
import castellan.movegen.Attacks;
import castellan.movegen.MoveGenerator;
import castellan.movegen.Turns;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.GameEnd;
import castellan.rules.Outcome;
import castellan.rules.Outcome.Termination;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Invariants of the engine core along random games of every variant. In every position:
 * <ul>
 *   <li>every pseudo-legal move made and taken back restores the position exactly: its FEN,
 *       variant state included, its hash, and every field the position keeps (mailbox, the
 *       bitboards of every piece and colour, side, rights, en passant, clocks, ply, state words);</li>
 *   <li>after every move the incremental hash equals one computed from scratch and the bitboards
 *       agree with the mailbox; after every legal move the FEN printed and parsed again gives the
 *       same position (same FEN, hash, mailbox and bitboards), and the position of the game read
 *       back from its FEN has the same legal turns;</li>
 *   <li>the legal moves are exactly the pseudo-legal moves that pass a make-and-test: the
 *       mover's royal piece (if it has one after the move) not attacked; for a Maidens huff,
 *       no enemy piece attacks the huffer's King that did not before; every generated move passes
 *       the generator's pseudo-legality test, and moves from other positions pass it exactly when
 *       they are generated here (what a hash-table move needs);</li>
 *   <li>game end agrees with "no legal turn": without one the game is over with the rules'
 *       no-moves result; with one, never by checkmate, stalemate or "cannot move"; the search's
 *       quick test ({@link MoveGenerator#hasLegalTurn}) and the score of the rules' end code
 *       ({@link Ruleset#end}, {@link Ruleset#endWithoutMoves}, {@link GameEnd#score}) give the same
 *       verdict as {@link Game#outcome}.</li>
 * </ul>
 * The fast set runs in CI; the slow set (at least 1,000,000 plies per variant) runs with
 * {@code mvn -Pslow test -pl engine -Dtest=InvariantsTest} (figures in docs/reliability.md).
 */
class InvariantsTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void fastSet(String id) {
        Stats s = walk(id, 4_000, 11);
        assertTrue(s.plies >= 4_000 && s.games >= 2, s.plies + " plies in " + s.games + " games");
    }

    @Tag("slow")
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void millionPlies(String id) {
        long start = System.nanoTime();
        Stats s = walk(id, 1_000_000, 1234);
        System.out.printf("%s: %,d plies, %,d positions with every move made and taken back, %,d moves, %,d games, %d s; game ends %s%n",
                id, s.plies, s.positions, s.moves, s.games, (System.nanoTime() - start) / 1_000_000_000, s.ends);
    }

    private static final class Stats {
        long plies, positions, moves, games;
        final TreeMap<String, Integer> ends = new TreeMap<>();
    }

    /** Moves from earlier positions, asked about in later ones (a hash-table or killer move would be). */
    private static final class ForeignMoves {
        final int[] pool = new int[4096];
        int size;

        void offer(int m, SplittableRandom r) {
            if (size < pool.length) pool[size++] = m;
            else pool[r.nextInt(pool.length)] = m;
        }
    }

    /** Plays random games until {@code plies} moves have been played, checking every position. */
    private static Stats walk(String id, long plies, long seed) {
        Ruleset rules = Variants.get(id);
        MoveGenerator gen = rules.newGenerator();
        Attacks attacks = gen.attacks;
        SplittableRandom random = new SplittableRandom(seed ^ id.hashCode());
        MoveList pseudo = new MoveList(), legal = new MoveList();
        ForeignMoves foreign = new ForeignMoves();
        TurnList other = new TurnList();
        Stats s = new Stats();
        while (s.plies < plies) {
            Game g = new Game(rules);
            s.games++;
            for (int ply = 0; ply < 300 && s.plies < plies; ply++) {
                Position p = g.position();
                checkPosition(rules, gen, attacks, p, pseudo, legal, foreign, random, s);
                TurnList turns = g.legalTurns();
                Outcome o = checkGameEnd(rules, gen, g, turns, ply);
                if (o != null) {
                    s.ends.merge(o.termination().toString(), 1, Integer::sum);
                    break;
                }
                checkFenGame(rules, gen, g, turns, other);
                g.play(turns.get(random.nextInt(turns.size())));
                s.plies++;
            }
        }
        return s;
    }

    /** The game's verdict against "no legal turn" and against the search's own tests; returns it. */
    private static Outcome checkGameEnd(Ruleset rules, MoveGenerator gen, Game g, TurnList turns, int ply) {
        Position p = g.position();
        String fen = g.fen();
        long hash = p.hash();
        Outcome o = g.outcome();
        boolean any = turns.size() > 0;
        assertEquals(any, gen.hasLegalTurn(p), "hasLegalTurn in " + fen);
        int score;
        if (!any) {
            assertNotNull(o, "no legal turn but the game goes on in " + fen);
            int end = rules.endWithoutMoves(p, g.inCheck());
            assertEquals(rules.outcome(p, end), o, "the no-moves result in " + fen);
            score = GameEnd.score(end, p.sideToMove(), ply);
        } else {
            if (o != null) {
                Termination t = o.termination();
                assertTrue(t != Termination.CHECKMATE && t != Termination.STALEMATE && t != Termination.NO_MOVES,
                        o + " although there are legal turns in " + fen);
            }
            int end = rules.end(p, gen);
            score = end == GameEnd.NONE ? Score.NONE : GameEnd.score(end, p.sideToMove(), ply);
        }
        // The search's verdict: over exactly when the game is, with the same winner.
        if (o == null) {
            assertEquals(Score.NONE, score, "the search ends a game that goes on: " + fen);
        } else {
            assertNotEquals(Score.NONE, score, "the search goes on in a finished game: " + fen + " " + o);
            int expected = o.winner() < 0 ? 0 : o.winner() == p.sideToMove() ? 1 : -1;
            assertEquals(expected, Integer.signum(score), fen + " " + o);
        }
        assertEquals(hash, p.hash(), "the position is untouched");
        return o;
    }

    /** The game's position read back from its FEN has the same legal turns (no hidden state outside the FEN). */
    private static void checkFenGame(Ruleset rules, MoveGenerator gen, Game g, TurnList turns, TurnList other) {
        Turns.legal(Fen.parse(rules, g.fen()), gen, other);
        assertEquals(turnSet(turns), turnSet(other), "legal turns after a FEN round trip of " + g.fen());
    }

    private static Set<Long> turnSet(TurnList l) {
        Set<Long> s = new HashSet<>();
        for (int i = 0; i < l.size(); i++) s.add(l.get(i));
        return s;
    }

    private static void checkPosition(Ruleset rules, MoveGenerator gen, Attacks attacks, Position p, MoveList pseudo,
                                      MoveList legal, ForeignMoves foreign, SplittableRandom random, Stats s) {
        String fen = Fen.format(rules, p);
        long hash = p.hash();
        assertEquals(p.computeHash(), hash, fen);
        assertConsistent(p, fen);
        long[] before = snapshot(p, true);
        gen.generate(p, pseudo);
        gen.generateLegal(p, legal);
        Set<Integer> legalSet = new HashSet<>(), pseudoSet = new HashSet<>();
        for (int i = 0; i < legal.size(); i++) legalSet.add(legal.get(i));
        for (int i = 0; i < pseudo.size(); i++) pseudoSet.add(pseudo.get(i));
        // Moves of earlier positions: pseudo-legal here exactly when generated here.
        for (int k = 0; k < 8 && foreign.size > 0; k++) {
            int m = foreign.pool[random.nextInt(foreign.size)];
            assertEquals(pseudoSet.contains(m), gen.isPseudoLegal(p, m), "foreign move " + m + " in " + fen);
        }
        int us = p.sideToMove();
        int royalBefore = rules.royalSquare(p, us);
        long beforeLo = 0, beforeHi = 0;
        if (royalBefore >= 0) {
            attacks.attackers(p, royalBefore, us ^ 1, p.occupiedLo(), p.occupiedHi());
            beforeLo = attacks.lo;
            beforeHi = attacks.hi;
        }
        for (int i = 0; i < pseudo.size(); i++) {
            int m = pseudo.get(i);
            assertTrue(gen.isPseudoLegal(p, m), "pseudo-legality of the generated " + m + " in " + fen);
            foreign.offer(m, random);
            p.make(m);
            boolean ok;
            if (Move.kind(m) == Move.HUFF) {
                // maidens.md, "Legality": no enemy piece attacks the huffer's King that did not before.
                attacks.attackers(p, royalBefore, us ^ 1, p.occupiedLo(), p.occupiedHi());
                ok = ((attacks.lo & ~beforeLo) | (attacks.hi & ~beforeHi)) == 0;
            } else {
                int royal = rules.royalSquare(p, us);
                ok = royal < 0 || !attacks.isAttacked(p, royal, us ^ 1, p.occupiedLo(), p.occupiedHi());
            }
            assertEquals(p.computeHash(), p.hash(), "hash after " + m + " in " + fen);
            assertConsistent(p, fen + " after " + m);
            if (ok && Move.kind(m) != Move.HUFF) { // a position in mid-turn (after a huff) has no FEN of its own
                String after = Fen.format(rules, p);
                Position again = Fen.parse(rules, after);
                assertEquals(after, Fen.format(rules, again), "FEN round trip after " + m + " in " + fen);
                assertEquals(p.hash(), again.hash(), "hash of the parsed FEN after " + m + " in " + fen);
                assertArrayEquals(snapshot(p, false), snapshot(again, false), "parsed FEN after " + m + " in " + fen);
            }
            p.unmake();
            assertEquals(fen, Fen.format(rules, p), "unmake of " + m);
            assertEquals(hash, p.hash(), "hash after unmake of " + m + " in " + fen);
            assertArrayEquals(before, snapshot(p, true), "everything restored after unmake of " + m + " in " + fen);
            assertEquals(ok, legalSet.contains(m), "legality of " + m + " in " + fen);
            s.moves++;
        }
        assertTrue(pseudoSet.containsAll(legalSet), "legal moves are pseudo-legal in " + fen);
        s.positions++;
    }

    /**
     * Every field a position keeps, as numbers: the mailbox, each piece's and colour's bitboards,
     * side, castling rights, en passant, clocks, variant state words and, with {@code history},
     * what only make/unmake knows (ply, last move, last capture, repetition count).
     */
    static long[] snapshot(Position p, boolean history) {
        int squares = p.geometry.squares, codes = 2 * p.variant.types.length, slots = p.variant.stateSlots;
        long[] s = new long[squares + 2 * codes + 4 + 6 + slots + 4];
        int n = 0;
        for (int sq = 0; sq < squares; sq++) s[n++] = p.pieceAt(sq);
        for (int c = 0; c < codes; c++) {
            s[n++] = p.piecesLo(c);
            s[n++] = p.piecesHi(c);
        }
        for (int c = 0; c < 2; c++) {
            s[n++] = p.colorLo(c);
            s[n++] = p.colorHi(c);
        }
        s[n++] = p.sideToMove();
        s[n++] = p.castlingRights();
        s[n++] = p.epSquare();
        s[n++] = p.epSquare() >= 0 ? p.epVictim() : -1;
        s[n++] = p.halfmoveClock();
        s[n++] = p.fullmoveNumber();
        for (int i = 0; i < slots; i++) s[n++] = p.state(i);
        if (history) {
            s[n++] = p.ply();
            s[n++] = p.lastMove(1);
            s[n++] = p.lastCaptured();
            s[n++] = p.repetitions();
        }
        return s;
    }

    /** The bitboards hold exactly the mailbox's pieces. */
    private static void assertConsistent(Position p, String where) {
        int codes = 2 * p.variant.types.length;
        long[] lo = new long[codes], hi = new long[codes];
        long[] cLo = new long[2], cHi = new long[2];
        for (int sq = 0; sq < p.geometry.squares; sq++) {
            int piece = p.pieceAt(sq);
            if (piece == 0) continue;
            if (sq < 64) {
                lo[piece] |= 1L << sq;
                cLo[piece & 1] |= 1L << sq;
            } else {
                hi[piece] |= 1L << (sq - 64);
                cHi[piece & 1] |= 1L << (sq - 64);
            }
        }
        for (int c = 0; c < codes; c++) {
            if (lo[c] != p.piecesLo(c) || hi[c] != p.piecesHi(c)) fail("bitboard of piece " + c + " differs from the mailbox in " + where);
        }
        for (int c = 0; c < 2; c++) {
            if (cLo[c] != p.colorLo(c) || cHi[c] != p.colorHi(c)) fail("colour bitboard " + c + " differs from the mailbox in " + where);
        }
    }
}
