package castellan.xboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.movegen.Perft;
import castellan.notation.Fen;
import castellan.notation.XBoardText;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.session.FuzzCorpus;
import castellan.session.Mutator;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every parser behind the protocols, fuzzed directly with the corpus's FENs and move texts
 * (mutated, and given to every variant, not only their own): Castellan's FEN, XBoard's FEN
 * ({@code setboard}, and ours turned into XBoard's and back), Castellan's move text, XBoard's wire
 * moves and squares. Each input is either read or refused with an IllegalArgumentException
 * (which the protocols turn into their error line); nothing else may escape. A FEN that is read gives a position that prints and
 * reads back to itself and survives a perft of depth 2; a move that is read is one of the
 * position's legal turns, and the position is unchanged.
 */
class ParserFuzzTest {
    @Test void fastSeededSet() {
        Counts c = run(5, 1_500);
        System.out.println("parser fuzz, fast set: " + c);
        assertTrue(c.failures.isEmpty(), c + "\n" + String.join("\n", c.failures));
        assertTrue(c.fensRead > 50 && c.fensRefused > 500 && c.movesRead > 25 && c.movesRefused > 500, c.toString());
    }

    @Tag("slow")
    @Test void longRun() {
        long seed = Long.getLong("fuzz.seed", 20261123L), n = Long.getLong("fuzz.parser.inputs", 100_000L);
        long t0 = System.nanoTime();
        Counts c = run(seed, n);
        System.out.printf("parser fuzz, seed %d: %s, %d s%n", seed, c, (System.nanoTime() - t0) / 1_000_000_000);
        assertTrue(c.failures.isEmpty(), c + "\n" + String.join("\n", c.failures));
    }

    static final class Counts {
        long fensRead, fensRefused, movesRead, movesRefused;
        final List<String> failures = new ArrayList<>();

        @Override public String toString() {
            return String.format("FENs %,d read, %,d refused; moves %,d read, %,d refused; %d failures", fensRead, fensRefused,
                    movesRead, movesRefused, failures.size());
        }
    }

    /** {@code n} rounds: a mutated FEN through both FEN readers and a mutated move (both forms) in a corpus position. */
    private static Counts run(long seed, long n) {
        FuzzCorpus ours = FuzzCorpus.parsersOnly(), wire = FuzzCorpus.load("xboard");
        Mutator m = new Mutator(seed, ours, List.of());
        Mutator w = new Mutator(seed + 1, wire, List.of());
        List<String> ids = new ArrayList<>();
        Variants.ids().forEach(ids::add);
        Counts c = new Counts();
        for (long i = 0; i < n && c.failures.size() < 20; i++) {
            String id = ids.get(m.random().nextInt(ids.size()));
            Ruleset rules = Variants.get(id);
            String fen = m.random().nextInt(5) == 0 ? m.someFen() : m.fen(m.someFen());
            fen(rules, fen, c);
            xboardFen(rules, fen, c);
            // A move of any variant, mutated or not, in a position of this variant.
            Game g = game(rules, m);
            String text = m.random().nextInt(4) == 0 ? m.someMove() : m.move(m.someMove());
            move(g, text, false, c);
            move(g, w.random().nextInt(4) == 0 ? w.someMove() : w.move(w.someMove()), true, c);
            try {
                XBoardText.parseSquare(rules.variant().geometry, w.chars(w.someMove()));
            } catch (RuntimeException e) {
                c.failures.add("parseSquare: " + e);
            }
        }
        return c;
    }

    private static void fen(Ruleset rules, String fen, Counts c) {
        Position p;
        try {
            p = Fen.parse(rules, fen);
        } catch (IllegalArgumentException e) {
            c.fensRefused++;
            return;
        } catch (RuntimeException | StackOverflowError e) {
            c.failures.add(rules.id() + " FEN '" + fen + "': " + e);
            return;
        }
        c.fensRead++;
        try {
            String printed = Fen.format(rules, p);
            assertEquals(printed, Fen.format(rules, Fen.parse(rules, printed)), "round trip");
            // What the match runner sends with setboard reads back, less what XBoard cannot carry.
            Fen.parse(rules, XBoardText.fenToCastellan(rules.variant(), XBoardText.fenToXBoard(rules.variant(), printed)));
            new Perft(rules.newGenerator()).divideTurns(p, 2, (t, k) -> {});
        } catch (RuntimeException | AssertionError | StackOverflowError e) {
            c.failures.add(rules.id() + " FEN '" + fen + "' read, then: " + e);
        }
    }

    private static void xboardFen(Ruleset rules, String fen, Counts c) {
        try {
            Fen.parse(rules, XBoardText.fenToCastellan(rules.variant(), fen));
        } catch (IllegalArgumentException e) {
            // refused: fine
        } catch (RuntimeException | StackOverflowError e) {
            c.failures.add(rules.id() + " XBoard FEN '" + fen + "': " + e);
        }
    }

    /** A corpus position of this variant, or its start. */
    private static Game game(Ruleset rules, Mutator m) {
        for (int k = 0; k < 4; k++) {
            try {
                return new Game(rules, m.someFen());
            } catch (IllegalArgumentException e) {
                // another variant's FEN
            }
        }
        return new Game(rules);
    }

    private static void move(Game g, String text, boolean xboard, Counts c) {
        String before = g.fen();
        long hash = g.position().hash();
        long turn;
        try {
            turn = xboard ? XBoardText.parse(g.position(), g.generator(), text) : g.parse(text);
        } catch (IllegalArgumentException e) {
            c.movesRefused++;
            check(g, before, hash, text, c);
            return;
        } catch (RuntimeException | StackOverflowError e) {
            c.failures.add(g.variant.id + (xboard ? " wire move '" : " move '") + text + "' in " + before + ": " + e);
            return;
        }
        c.movesRead++;
        TurnList legal = g.legalTurns();
        boolean found = false;
        for (int i = 0; i < legal.size(); i++) found |= legal.get(i) == turn;
        if (!found) c.failures.add(g.variant.id + " '" + text + "' read as a turn that is not legal in " + before);
        check(g, before, hash, text, c);
    }

    private static void check(Game g, String before, long hash, String text, Counts c) {
        if (!g.fen().equals(before) || g.position().hash() != hash)
            c.failures.add(g.variant.id + " reading '" + text + "' changed the position " + before);
    }
}
