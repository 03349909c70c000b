package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.notation.Fen;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the search relies on, along random games of every variant: the evaluation is strictly
 * inside (-WIN, WIN); it is deterministic (the same position evaluated twice, and by a fresh
 * evaluator, gives the same number); and it is colour-blind: a position and its
 * colour-mirrored twin ({@link Mirror}) are worth exactly the same to the side to move (the
 * score is the side to move's, and the twin's side to move is the other colour). A position
 * that keeps the piece-square sums as moves are made ({@link Evaluator#track}) is worth what
 * the same position summed afresh is.
 */
class EvalContractTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void boundedDeterministicAndColourBlind(String id) {
        walk(id, 6, 160);
    }

    @Tag("slow")
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void manyGames(String id) {
        walk(id, 300, 300);
    }

    /**
     * Colour-blind with every tuned number moved at random too (as {@link EvalTraceTest} moves
     * them): the terms whose numbers are 0 in the files (the pairs, files, outposts, safe checks,
     * space) count here, and a colour they favoured would show.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void colourBlindWithOtherNumbers(String id) {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        SplittableRandom random = new SplittableRandom(id.hashCode() + 3);
        Evaluator e = new Evaluator(EvalTraceTest.movedAtRandom(spec, random));
        int ranks = r.variant().geometry.ranks, checked = 0;
        for (int game = 0; game < 4; game++) {
            Game g = new Game(r);
            for (int ply = 0; ply < 160 && g.outcome() == null; ply++) {
                TurnList turns = g.legalTurns();
                g.play(turns.get(random.nextInt(turns.size())));
                String twin = Mirror.fen(id, g.fen(), ranks);
                assertEquals(e.compute(g.position()), e.compute(Fen.parse(r, twin)), "mirrored twin " + twin + " of " + g.fen());
                checked++;
            }
        }
        assertTrue(checked > 80, id + ": only " + checked + " positions");
    }

    private static void walk(String id, int games, int plies) {
        Ruleset r = Variants.get(id);
        Evaluator e = r.newEvaluator(), other = r.newEvaluator();
        int ranks = r.variant().geometry.ranks;
        SplittableRandom random = new SplittableRandom(id.hashCode());
        int checked = 0, nonZero = 0;
        for (int game = 0; game < games; game++) {
            Game g = new Game(r);
            // The game's position keeps the piece-square sums, as a search thread's does; the
            // mirrored twin below is parsed from text and adds them up afresh.
            e.track(g.position());
            for (int ply = 0; ply < plies && g.outcome() == null; ply++) {
                TurnList turns = g.legalTurns();
                g.play(turns.get(random.nextInt(turns.size())));
                Position p = g.position();
                assertSame(r.evalSpec().placementMg, p.keptWeights(), "the sums are kept");
                int v = e.evaluate(p);
                assertEquals(v, other.compute(Fen.parse(r, g.fen())), "kept sums against summed afresh: " + g.fen());
                assertTrue(Math.abs(v) < Score.WIN, id + ": " + v + " out of bounds at " + g.fen());
                assertEquals(v, e.compute(p), "evaluated twice (by the terms, not the cache): " + g.fen());
                assertEquals(v, e.evaluate(p), "from the cache: " + g.fen());
                assertEquals(v, other.evaluate(p), "another evaluator: " + g.fen());
                String twin = Mirror.fen(id, g.fen(), ranks);
                assertEquals(v, e.evaluate(Fen.parse(r, twin)), "mirrored twin " + twin + " of " + g.fen());
                checked++;
                if (v != r.evalSpec().tempo) nonZero++;
            }
        }
        assertTrue(checked > games * 20, id + ": only " + checked + " positions");
        assertTrue(nonZero > checked / 2, id + ": the evaluation is flat (" + nonZero + " of " + checked + " differ from the tempo)");
    }
}
