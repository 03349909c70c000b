package castellan.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** PGN text both ways: what the match runner and the web board write, and what the board reads. */
class PgnTest {

    @Test void readsTagsMovesAndResultSkippingCommentsNumbersAndNags() {
        String text = """
                [Event "T"]
                [Variant "maidens"]
                [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -"]
                [White "a \\"quoted\\" name"]

                1. e2e4 {book} d7d5 ; a rest-of-line comment
                2.g1f3 $1 @e4,d5d4!? 3... b1c3 {White (wins)} 1-0
                """;
        Pgn.Game g = Pgn.parse(text);
        assertEquals("maidens", g.tag("Variant"));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -", g.tag("FEN"));
        assertEquals("a \"quoted\" name", g.tag("White"));
        assertEquals(List.of("e2e4", "d7d5", "g1f3", "@e4,d5d4", "b1c3"), g.moves());
        assertEquals("1-0", g.result());
    }

    @Test void stopsAtTheSecondGameAndTakesCompoundMovesWhole() {
        Pgn.Game g = Pgn.parse("[Variant \"royal\"]\n\n1. b1d1,f1c1,a1e1 c7c8g* *\n\n[Event \"next\"]\n1. e2e4 *\n");
        assertEquals(List.of("b1d1,f1c1,a1e1", "c7c8g*"), g.moves());
        assertEquals("*", g.result());
    }

    /** A file of games as the match runner writes it; a game cut short by the next one's tags; the bad game named. */
    @Test void readsEveryGameOfAFile() {
        String text = "[Round \"1\"]\n\n1. e2e4 {+0.20/12 0.3s} e7e5 1-0\n\n[Round \"2\"]\n\n1. d2d4 d7d5\n\n"
                + "[Round \"3\"]\n1. c2c4 1/2-1/2\n\n\n";
        List<Pgn.Game> games = Pgn.parseAll(text);
        assertEquals(3, games.size());
        assertEquals(List.of("1", "2", "3"), games.stream().map(g -> g.tag("Round")).toList());
        assertEquals(List.of(List.of("e2e4", "e7e5"), List.of("d2d4", "d7d5"), List.of("c2c4")),
                games.stream().map(Pgn.Game::moves).toList());
        assertEquals(List.of("1-0", "*", "1/2-1/2"), games.stream().map(Pgn.Game::result).toList());
        assertEquals(List.of(), Pgn.parseAll(" \n"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Pgn.parseAll("1. e2e4 1-0\n1. d2d4 {x 0-1")).getMessage()
                .startsWith("game 2: "));
    }

    @Test void aResultIsWhitesPoints() {
        assertEquals(1.0, Pgn.whitePoints("1-0"));
        assertEquals(0.0, Pgn.whitePoints("0-1"));
        assertEquals(0.5, Pgn.whitePoints("1/2-1/2"));
        assertTrue(Double.isNaN(Pgn.whitePoints("*")));
        assertTrue(Double.isNaN(Pgn.whitePoints("1-1")));
    }

    @Test void refusesWhatIsNotPgnWithTheReason() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Pgn.parse("1. e2e4 (1. d2d4) *")).getMessage()
                .contains("variations"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Pgn.parse("1. e2e4 {open *")).getMessage()
                .contains("not closed"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Pgn.parse("[Event \"x\n1. e2e4 *")).getMessage()
                .contains("tag"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Pgn.parse("[Event x]\n*")).getMessage()
                .contains("malformed tag"));
        assertThrows(IllegalArgumentException.class, () -> Pgn.parse("   "));
        String[] many = new String[Pgn.MAX_MOVES + 1];
        Arrays.fill(many, "e2e4");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Pgn.parse(String.join(" ", many))).getMessage()
                .contains("more than"));
    }

    /** Black first from move 7: {@code 7...}; the reason before the result; braces in it made round; 79 columns. */
    @Test void writesMovetextThatReadsBack() {
        StringBuilder sb = new StringBuilder();
        List<String> moves = List.of("e7e5", "g1f3", "b8c6", "f1b5");
        Pgn.movetext(sb, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7", moves, Arrays.asList("x", null),
                "White {wins}", "1-0");
        assertEquals("7... e7e5 {x} 8. g1f3 b8c6 9. f1b5 {White (wins)} 1-0\n\n", sb.toString());
        assertEquals(moves, Pgn.parse(sb.toString()).moves());
        StringBuilder tag = new StringBuilder();
        Pgn.tag(tag, "White", "a \"b\" \\ c");
        assertEquals("[White \"a \\\"b\\\" \\\\ c\"]\n", tag.toString());
        assertEquals("a \"b\" \\ c", Pgn.parse(tag + "\n*").tag("White"));
    }
}
