package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The command-line contract that scripts depend on: output lines, errors, exit status. */
class CliTest extends ConsoleCapture {
    @Test void perftPrintsNodesAndTime() {
        assertEquals(0, run("perft", "--variant", "normal", "--depth", "3"));
        String[] lines = out().split("\n");
        assertEquals("Nodes searched: 8902", lines[0]);
        assertTrue(lines[1].matches("Time: \\d+ ms, NPS: \\d+"), lines[1]);
    }

    @Test void perftDivideListsRootMovesThenTotal() {
        // Every one of White's 20 first moves leaves Black 20 replies: 20 lines "MOVE: 20", 400 in all.
        assertEquals(0, run("perft", "-v", "normal", "-d", "2", "--divide"));
        String[] lines = out().split("\n");
        assertEquals(22, lines.length);
        for (int i = 0; i < 20; i++) assertTrue(lines[i].matches("[a-h][1-8][a-h][1-8]: 20"), lines[i]);
        assertEquals("Nodes searched: 400", lines[20]);
    }

    @Test void perftAfterMovesAndFromFen() {
        // Kiwipete: 48 legal moves (chessprogramming wiki, Perft Results).
        assertEquals(0, run("perft", "-d", "1", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"));
        assertTrue(out().startsWith("Nodes searched: 48\n"));
    }

    @Test void perftCapablancaAfterMoves() {
        assertEquals(0, run("perft", "-v", "capablanca", "-d", "2", "--moves", "e2e4", "e7e5"));
        // Debian fairy-stockfish 11.1: position startpos moves e2e4 e7e5, go perft 2 -> 1293.
        assertTrue(out().startsWith("Nodes searched: 1293\n"), out());
    }

    @Test void illegalMoveIsAOneLineErrorWithStatus2() {
        assertEquals(2, run("perft", "-d", "2", "--moves", "e2e4", "e2e4"));
        assertTrue(err().contains("move 2: illegal move 'e2e4'"), err());
        assertEquals("", out());
        assertEquals(1, err().strip().split("\n").length);
    }

    @Test void garbledMoveIsReported() {
        assertEquals(2, run("perft", "-d", "1", "--moves", "zz99"));
        assertTrue(err().contains("cannot parse move 'zz99'"), err());
    }

    @Test void badFenIsReported() {
        assertEquals(2, run("show", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"));
        assertTrue(err().contains("bad FEN: placement has 7 ranks"), err());
    }

    @Test void unknownVariantIsReported() {
        assertEquals(2, run("perft", "-v", "xiangqi", "-d", "1"));
        assertTrue(err().contains("unknown variant 'xiangqi'"), err());
    }

    @Test void absurdDepthIsRefused() {
        assertEquals(2, run("perft", "-d", "1000000"));
        assertTrue(err().contains("depth must be"), err());
        assertEquals(2, run("perft", "-d", "0"));
        assertEquals(2, run("perft", "-d", "many"));
    }

    @Test void unknownOptionIsReported() {
        assertEquals(2, run("perft", "-d", "1", "--bogus"));
        assertTrue(err().contains("--bogus"), err());
    }

    @Test void showPrintsDiagramFenCheckMovesAndResult() {
        // Fool's mate: 1. f3 e5 2. g4 Qh4#.
        assertEquals(0, run("show", "--moves", "f2f3", "e7e5", "g2g4", "d8h4"));
        String s = out();
        assertTrue(s.contains("FEN: rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"), s);
        assertTrue(s.contains("Side to move: White"), s);
        assertTrue(s.contains("In check: yes"), s);
        assertTrue(s.contains("Legal moves (0)"), s);
        assertTrue(s.contains("Result: 0-1 {Black mates}"), s);
        assertTrue(s.contains(" 8 |") || s.contains("8 |"), s);
        assertTrue(s.contains("a  b  c  d  e  f  g  h"), s);
    }

    @Test void showStalemateIsADraw() {
        assertEquals(0, run("show", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
        assertTrue(out().contains("Result: 1/2-1/2 {Stalemate}"), out());
    }

    @Test void variantsListsIds() {
        assertEquals(0, run("variants"));
        assertTrue(out().contains("normal"));
        assertTrue(out().contains("capablanca"));
    }

    @Test void helpWorks() {
        assertEquals(0, run("--help"));
        assertTrue(out().contains("perft"));
        assertTrue(out().contains("show"));
    }

    @Test void showUsesLettersByDefaultAndFigurinesOnRequest() {
        assertEquals(0, run("show"));
        assertTrue(out().contains("1 | R  N  B  Q  K  B  N  R |"), out());
        assertEquals(0, run("show", "--unicode"));
        assertTrue(out().contains("1 | ♖  ♘  ♗  ♕  ♔  ♗  ♘  ♖ |"), out());
    }

    @Test void norochessShowPrintsScoreAndResult() {
        // White to move has captured 38, Black 33; Black's 48th move is made: the higher score wins.
        assertEquals(0, run("show", "-v", "norochess", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 49 38 33"));
        assertTrue(out().contains("Result: 1-0 {White wins 38-33}"), out());
    }

    @Test void maidensDividePrintsWholeTurns() {
        // 1. e4 d5 2. Nc3 Nf6: before Black's second move the pawn d5 could take e4; Black played
        // Nf6 instead, so White may huff it: some root turns are "@d5,<move>", each one leaf.
        assertEquals(0, run("perft", "-v", "maidens", "-d", "1", "--divide", "--moves", "e2e4", "d7d5", "b1c3", "g8f6"));
        assertTrue(out().contains("@d5,"), out());
        assertTrue(out().lines().allMatch(l -> l.matches("(@[a-h][1-8],)?[a-h][1-8][a-h][1-8][qrbn]?: 1") || l.startsWith("Nodes") || l.startsWith("Time")), out());
    }
}
