package castellan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.Score;
import castellan.game.Game;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.rules.Outcome.Termination;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A game end is computed once, as a {@link GameEnd} code, and read two ways: the search's score
 * ({@link GameEnd#score}) and the game's {@link Outcome} ({@link Ruleset#outcome(Position, int)}).
 * These tests check the two derivations: the packing itself, the scores against the scale of
 * {@link Score}, the result texts against the rules files, and both views of every end met along
 * long random games of every variant.
 */
class GameEndScoreTest {
    @Test void theCodeKeepsTerminationWinnerAndMargin() {
        for (Termination t : Termination.values()) {
            int draw = GameEnd.draw(t);
            assertTrue(GameEnd.over(draw));
            assertEquals(t, GameEnd.termination(draw));
            assertEquals(-1, GameEnd.winner(draw));
            assertEquals(0, GameEnd.margin(draw));
            for (int winner = 0; winner < 2; winner++)
                for (int margin : new int[] {0, 1, 44, Score.MAX_MARGIN}) {
                    int win = GameEnd.win(winner, t, margin);
                    assertEquals(t, GameEnd.termination(win), GameEnd.toString(win));
                    assertEquals(winner, GameEnd.winner(win), GameEnd.toString(win));
                    assertEquals(margin, GameEnd.margin(win), GameEnd.toString(win));
                }
        }
        assertEquals(Score.MAX_MARGIN, GameEnd.margin(GameEnd.win(0, Termination.CHECKMATE)), "a plain win has the full margin");
        assertEquals(Score.MAX_MARGIN, GameEnd.margin(GameEnd.win(1, Termination.MOVE_LIMIT, 1000)), "margins are clamped");
        assertEquals(0, GameEnd.margin(GameEnd.win(1, Termination.ALL_PIECES_LOST, -7)), "a win with the lower score has no margin");
        assertEquals("NONE", GameEnd.toString(GameEnd.NONE));
    }

    @Test void theScoreIsTheWinnersFromTheSideToMovesView() {
        int mate = GameEnd.win(1, Termination.CHECKMATE);
        assertEquals(Score.mates(7), GameEnd.score(mate, 1, 7), "Black, to move, has mated (a decided win at ply 7)");
        assertEquals(Score.mated(7), GameEnd.score(mate, 0, 7), "White, to move, is mated");
        assertEquals(Score.DRAW, GameEnd.score(GameEnd.draw(Termination.REPETITION), 0, 3));
        assertEquals(Score.DRAW, GameEnd.score(GameEnd.draw(Termination.MOVE_LIMIT), 1, 3));
        // A larger margin outranks a sooner win; at the same margin the sooner win is better.
        int small = GameEnd.score(GameEnd.win(0, Termination.MOVE_LIMIT, 5), 0, 2);
        int large = GameEnd.score(GameEnd.win(0, Termination.MOVE_LIMIT, 6), 0, 20);
        assertTrue(Score.isDecided(small) && large > small, small + " " + large);
        assertTrue(GameEnd.score(mate, 1, 3) > GameEnd.score(mate, 1, 5));
    }

    @Test void orthodoxResultTexts() {
        Position p = new Game(Variants.get("normal")).position();
        Ruleset r = Variants.get("normal");
        assertEquals("0-1 {Black mates}", r.outcome(p, GameEnd.win(1, Termination.CHECKMATE)).toString());
        assertEquals("1/2-1/2 {Stalemate}", r.outcome(p, GameEnd.draw(Termination.STALEMATE)).toString());
        assertEquals("1/2-1/2 {50-move rule}", r.outcome(p, GameEnd.draw(Termination.FIFTY_MOVES)).toString());
        Ruleset wells = Variants.get("wells");
        assertEquals("1-0 {White wins by stalemate}",
                wells.outcome(new Game(wells).position(), GameEnd.win(0, Termination.STALEMATE)).toString());
    }

    /** royal.md, "How the game ends": checkmate 1-0, bare king 0.75-0.2, stalemate 0.7-0.25, perpetual 0.65-0.3, draw 0.4-0.5. */
    @Test void curtisResultsInHisPoints() {
        Ruleset r = Variants.get("royal");
        Position p = new Game(r).position();
        assertEquals("1-0 {White wins by checkmate (1-0)}", r.outcome(p, GameEnd.win(0, Termination.CHECKMATE)).toString());
        assertEquals("0-1 {Black wins by bare king (0.2-0.75)}", r.outcome(p, GameEnd.win(1, Termination.BARE_KING)).toString());
        assertEquals("1-0 {White wins by stalemate (0.7-0.25)}", r.outcome(p, GameEnd.win(0, Termination.STALEMATE)).toString());
        assertEquals("0-1 {Black wins by perpetual check (0.3-0.65)}",
                r.outcome(p, GameEnd.win(1, Termination.PERPETUAL_CHECK)).toString());
        assertEquals("1/2-1/2 {Draw by repetition (0.4-0.5)}", r.outcome(p, GameEnd.draw(Termination.REPETITION)).toString());
    }

    /** norochess.md: the winner's score first, as the seed's {@code 1-0 {White wins 38-33}}. */
    @Test void norochessResultsWithTheScores() {
        Ruleset r = Variants.get("norochess");
        Position p = new Game(r, "4k3/8/8/8/8/8/8/4K3 w - - 0 49 38 33").position();
        assertEquals("1-0 {White wins 38-33}", r.outcome(p, r.end(p, r.newGenerator())).toString());
        Position q = new Game(r, "4k3/8/8/8/8/8/8/4K3 w - - 0 49 30 33").position();
        assertEquals("0-1 {Black wins 33-30}", r.outcome(q, r.end(q, r.newGenerator())).toString());
        assertEquals(Score.loss(3, 0), GameEnd.score(r.end(q, r.newGenerator()), 0, 0), "lost by three points");
    }

    /** Along random games of every variant, each end's two views agree with each other and with the game's verdict. */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void bothViewsOfEveryEndAgree(String id) {
        Ruleset rules = Variants.get(id);
        SplittableRandom random = new SplittableRandom(id.hashCode() * 31L);
        TreeMap<String, Integer> ends = new TreeMap<>();
        int positions = 0;
        for (int game = 0; game < 60; game++) {
            Game g = new Game(rules);
            for (int ply = 0; ply < 400; ply++) {
                Position p = g.position();
                long hash = p.hash();
                TurnList turns = g.legalTurns();
                int end = turns.size() == 0 ? rules.endWithoutMoves(p, g.inCheck()) : rules.end(p, g.generator());
                assertEquals(hash, p.hash(), "the position is untouched");
                Outcome o = g.outcome();
                String where = g.fen() + " " + GameEnd.toString(end);
                if (end == GameEnd.NONE) {
                    assertEquals(null, o, where);
                } else {
                    assertEquals(rules.outcome(p, end), o, where);
                    assertEquals(GameEnd.termination(end), o.termination(), where);
                    assertEquals(GameEnd.winner(end), o.winner(), where);
                    int score = GameEnd.score(end, p.sideToMove(), ply);
                    int expected = o.winner() < 0 ? 0 : o.winner() == p.sideToMove() ? 1 : -1;
                    assertEquals(expected, Integer.signum(score), where);
                    assertEquals(o.winner() >= 0, Score.isDecided(score), where);
                    ends.merge(o.termination().toString(), 1, Integer::sum);
                    break;
                }
                positions++;
                g.play(turns.get(random.nextInt(turns.size())));
            }
        }
        System.out.println(id + ": " + positions + " positions, game ends " + ends);
        assertTrue(positions > 2000);
        assertTrue(ends.values().stream().mapToInt(Integer::intValue).sum() > 0, "some games ended");
    }
}
