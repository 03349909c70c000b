package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.StringReader;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OpeningsTest {

    @Test void everyVariantHasAValidBuiltInSetOfDistinctOpenings() throws Exception {
        for (String id : Variants.ids()) {
            Ruleset r = Variants.get(id);
            List<Opening> set = Openings.builtIn(r); // read() plays and checks every opening
            assertTrue(set.size() >= 20, id + " has only " + set.size() + " openings");
            Set<String> seen = new HashSet<>();
            for (Opening o : set) assertTrue(seen.add(o.toString()), id + ": duplicate opening " + o);
        }
    }

    @Test void readsMovesAndFenLines() throws Exception {
        String text = """
                # a comment
                e2e4 e7e5

                fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves c7c5
                fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
                """;
        List<Opening> set = Openings.read(Variants.get("normal"), new StringReader(text), "t.txt");
        assertEquals(3, set.size());
        assertEquals(List.of("e2e4", "e7e5"), set.get(0).moves());
        assertEquals("t.txt:2", set.get(0).source());
        assertEquals(List.of("c7c5"), set.get(1).moves());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", set.get(1).fen());
        assertEquals(List.of(), set.get(2).moves());
    }

    @Test void aBadLineIsNamed() {
        var normal = Variants.get("normal");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Openings.read(normal, new StringReader("e2e4\ne2e4 e2e4\n"), "bad.txt"));
        assertTrue(e.getMessage().startsWith("bad.txt:2: move 2: illegal move 'e2e4'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Openings.read(normal, new StringReader("fen 8/8 w\n"), "f.txt"));
        assertThrows(IllegalArgumentException.class, () -> Openings.read(normal, new StringReader("# nothing\n"), "e.txt"));
        // Fool's mate ends the game: not an opening.
        assertThrows(IllegalArgumentException.class,
                () -> Openings.read(normal, new StringReader("f2f3 e7e5 g2g4 d8h4\n"), "m.txt"));
    }

    @Test void theSeedShufflesTheOrder() throws Exception {
        List<Opening> set = Openings.builtIn(Variants.get("capablanca"));
        assertEquals(set, Openings.order(set, 0));
        assertEquals(Openings.order(set, 5), Openings.order(set, 5));
        assertNotEquals(Openings.order(set, 5), Openings.order(set, 6));
        assertEquals(new HashSet<>(set), new HashSet<>(Openings.order(set, 5)));
    }
}
