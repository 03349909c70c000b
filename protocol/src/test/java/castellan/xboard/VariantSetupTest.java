package castellan.xboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.piece.PieceType;
import castellan.variant.Variant;
import castellan.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The setup and piece lines that teach XBoard the variants it does not know (engine-intf.html, setup). */
class VariantSetupTest {
    private static VariantSetup setup(String id) { return VariantSetup.of(id); }

    private static Variant variant(String id) { return Variants.get(id).variant(); }

    @Test void xboardsOwnVariantsNeedNone() {
        assertNull(setup("normal"));
        assertNull(setup("capablanca"));
    }

    /**
     * PIECETOCHAR: an even number of letters, at least 12 (backend.c, SetCharTableEsc), White's
     * half then Black's, the King's letter last in each; every piece of the variant has a slot of
     * its own.
     */
    @Test void everyPieceHasASlotAndTheKingIsLast() {
        for (String id : List.of("royal", "kingdom", "wells", "maidens", "norochess")) {
            String p = setup(id).pieceToChar();
            assertTrue(p.length() % 2 == 0 && p.length() >= 12, id + ": " + p);
            String white = p.substring(0, p.length() / 2), black = p.substring(p.length() / 2);
            assertEquals(white.toLowerCase(), black, id);
            Variant v = variant(id);
            for (int t = 1; t <= v.typeCount(); t++) {
                char letter = v.types[t].letter;
                assertEquals(white.indexOf(letter), white.lastIndexOf(letter), id + ": one slot for " + letter);
                assertTrue(white.indexOf(letter) >= 0, id + ": " + letter + " in " + white);
            }
            char last = white.charAt(white.length() - 1);
            assertEquals(id.equals("norochess") ? '.' : 'K', last, id + ": the royal King last");
        }
    }

    @Test void pictures() {
        // Slots by picture (XBoard 4.9.1 draw.c pngPieceNames): Wells' Firzan a Ferz/Advisor (5), its
        // Elephant the Elephant (6); Kingdom's Wizard the Wizard (35), Dragon the Dragon (30), Princess
        // the Princess (64); the Norochess King in the Monarch slot (50, a King's picture), not royal.
        assertEquals(5, setup("wells").pieceToChar().indexOf('F'));
        assertEquals(6, setup("wells").pieceToChar().indexOf('E'));
        String k = setup("kingdom").pieceToChar();
        assertEquals(35, k.indexOf('W'));
        assertEquals(30, k.indexOf('G'));
        assertEquals(64, k.indexOf('E'));
        assertEquals(50, setup("norochess").pieceToChar().indexOf('K'));
    }

    @Test void setupLineHasSizeParentAndTheStartPosition() {
        for (String id : List.of("royal", "kingdom", "wells", "maidens", "norochess")) {
            Variant v = variant(id);
            String line = setup(id).setupLine(v);
            String[] fen = v.startFen.split(" ");
            String six = String.join(" ", java.util.Arrays.copyOf(fen, 6));
            assertEquals("setup (" + setup(id).pieceToChar() + ") " + v.geometry.files + "x" + v.geometry.ranks + "+0_fairy " + six, line);
        }
    }

    /** Betza as the rules files give it (rules/kingdom.md, rules/wells.md), direction letters before modes. */
    @Test void pieceLinesInBetza() {
        List<String> kingdom = setup("kingdom").pieceLines();
        for (String line : List.of("piece I& fsWfF", "piece E& fsRfB", "piece D& KnDnA", "piece G& mFcW"))
            assertTrue(kingdom.contains(line), line + " in " + kingdom);
        assertEquals(List.of("piece F& F", "piece E& B2", "piece K& KisO2"), setup("wells").pieceLines());
        // Castling Kings have O: XBoard's castling marks, and its reading of a two-leg castling.
        for (String id : List.of("royal", "kingdom")) assertTrue(setup(id).pieceLines().contains("piece K& KisO2"), id);
        assertEquals(List.of(), setup("maidens").pieceLines());
        for (String id : List.of("royal", "kingdom", "wells", "norochess"))
            for (String line : setup(id).pieceLines()) {
                assertTrue(line.matches("piece [A-Z]& [a-zA-Z0-9]+"), line);
                assertTrue(!line.matches(".*[mc][fbslrv].*"), "a mode before a direction: " + line);
            }
        // Every piece that does not move as in chess has a line (the Kingdom Wizard's is a subset).
        for (String id : List.of("royal", "kingdom", "wells")) {
            Variant v = variant(id);
            for (int t = 1; t <= v.typeCount(); t++) {
                PieceType pt = v.types[t];
                if ("PNBRQK".indexOf(pt.letter) >= 0) continue;
                String prefix = "piece " + pt.letter + "& ";
                assertTrue(setup(id).pieceLines().stream().anyMatch(l -> l.startsWith(prefix)), id + ": " + pt);
            }
        }
    }
}
