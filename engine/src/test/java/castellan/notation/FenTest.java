package castellan.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.position.FenException;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FenTest {
    @ParameterizedTest
    @ValueSource(strings = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K2R b K - 12 40"})
    void roundTripNormal(String fen) {
        assertEquals(fen, Fen.format(Variants.get("normal"), Fen.parse(Variants.get("normal"), fen)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
            "1r3k3r/10/10/3pP5/10/10/10/R4K3R w KQk d6 0 1"})
    void roundTripCapablanca(String fen) {
        assertEquals(fen, Fen.format(Variants.get("capablanca"), Fen.parse(Variants.get("capablanca"), fen)));
    }

    @Test
    void enPassantSquareKeptOnlyWhenACaptureIsPossible() {
        Ruleset v = Variants.get("normal");
        // After 1. e4 no black pawn can take en passant: the square is dropped (as after make()).
        Position p = Fen.parse(v, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertEquals(-1, p.epSquare());
        assertEquals(p.computeHash(), p.hash());
    }

    @Test
    void shortFenDefaultsCounters() {
        Position p = Fen.parse(Variants.get("normal"), "4k3/8/8/8/8/8/8/4K3 w -");
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Fen.format(Variants.get("normal"), p));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1 | 7 ranks",
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 9 files",
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 7 files",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1 | unknown piece letter 'X'",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1 | White has 0 kings",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1 | White has 2 kings",
            "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1 | White pawn on h8",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNp w Qkq - 0 1 | Black pawn on h1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1 | no Rook on h1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1 | side to move",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkZ - 0 1 | unknown right 'Z'",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1 | no piece can just have made a double step",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1 | not a square",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1 | halfmove clock must be a number",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0 | fullmove number 0 out of range",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra | unexpected field 'extra'",
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1 | White) is in check",
            "rnbqkbnr | at least placement and side to move"})
    void rejectsWithAMessageNamingTheProblem(String fen, String expected) {
        FenException e = assertThrows(FenException.class, () -> Fen.parse(Variants.get("normal"), fen));
        assertTrue(e.getMessage().contains(expected.trim()), "message '" + e.getMessage() + "' should say '" + expected + "'");
    }

    @Test
    void rejectsEmpty() {
        assertThrows(FenException.class, () -> Fen.parse(Variants.get("normal"), "   "));
        assertThrows(FenException.class, () -> Fen.parse(Variants.get("normal"), null));
    }
}
