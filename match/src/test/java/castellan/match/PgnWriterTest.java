package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.rules.Outcome;
import castellan.variants.Variants;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class PgnWriterTest {

    private static GameRecord norochessGame() {
        var rules = Variants.get("norochess");
        GameSetup setup = new GameSetup(rules, rules.variant().startFen, true, List.of("e2e4"), TimeControl.parse("10+0.1"));
        GameRecord g = new GameRecord(3, new Opening(null, List.of("e2e4"), "test:1"), setup, "new", "fairymax", false);
        g.moves.add("d7d5");
        g.comments.add("+0.35/12 0.52s");
        g.moves.add("e4d5");
        g.comments.add("0.10s");
        g.outcome = Outcome.byScore(0, Outcome.Termination.MOVE_LIMIT, -1, 38, 33);
        g.end(g.outcome.result(), g.outcome.reason(), GameRecord.Ending.RULES);
        g.claimMismatches.add("fairymax claimed 1/2-1/2 {Draw} after ply 2, but the game went on");
        return g;
    }

    @Test void tagsMovetextAndTheReasonInTheResultComment() throws Exception {
        StringWriter out = new StringWriter();
        new PgnWriter(out, "Test", "2025.01.02").write(norochessGame());
        String expected = """
                [Event "Test"]
                [Site "?"]
                [Date "2025.01.02"]
                [Round "3"]
                [White "new"]
                [Black "fairymax"]
                [Result "1-0"]
                [Variant "norochess"]
                [SetUp "1"]
                [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 0 0"]
                [TimeControl "10+0.1"]
                [PlyCount "3"]
                [Termination "normal"]

                1. e2e4 {book} d7d5 {+0.35/12 0.52s} 2. e4d5 {0.10s} {White wins 38-33;
                fairymax claimed 1/2-1/2 (Draw) after ply 2, but the game went on} 1-0

                """;
        assertEquals(expected, out.toString());
    }

    @Test void blackToMoveStartsWithAnEllipsisAndLinesStayShort() {
        var rules = Variants.get("normal");
        String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7";
        GameSetup setup = new GameSetup(rules, fen, false, List.of(), TimeControl.fixed(3, 0, 0, 1000));
        GameRecord g = new GameRecord(1, new Opening(fen, List.of(), "x"), setup, "a", "b", true);
        Game game = new Game(rules, fen);
        for (int i = 0; i < 40; i++) {
            long t = game.legalTurns().get(0);
            g.moves.add(game.format(t));
            g.comments.add(null);
            game.play(t);
        }
        g.end("0-1", "White makes an illegal move: e1e1", GameRecord.Ending.ILLEGAL_MOVE);
        String pgn = new PgnWriter(new StringWriter(), "T", "2025.01.02").format(g);
        assertTrue(pgn.contains("[TimeControl \"-\"]"), pgn);
        assertTrue(pgn.contains("[Termination \"rules infraction\"]"), pgn);
        assertTrue(pgn.contains("\n7... "), pgn);
        assertTrue(pgn.replace('\n', ' ').contains(" 8. "), pgn);
        assertTrue(pgn.strip().replace('\n', ' ').endsWith("{White makes an illegal move: e1e1} 0-1"), pgn);
        for (String line : pgn.split("\n")) assertTrue(line.length() <= 79, line);
    }
}
