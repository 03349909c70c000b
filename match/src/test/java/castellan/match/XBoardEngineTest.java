package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.variants.Variants;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The runner's XBoard client against Castellan's own XBoard mode, run as a process. */
class XBoardEngineTest {
    /** Castellan's {@code xboard} mode in a JVM of its own, from the test's class path. */
    static EngineSpec castellanXBoard() {
        return new EngineSpec("castellan-xboard", List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "castellan.cli.Main", "xboard"),
                EngineSpec.Protocol.XBOARD, null, Map.of());
    }

    /**
     * Issue 17: the runner sent Castellan's own FEN with {@code setboard}, so on a 10-rank board
     * the en-passant square arrived one rank off (XBoard counts ranks 0-9). In this Kingdom
     * position White's King has lost its Duke and is in check from the Subject that has just
     * passed d7; taking it en passant, d6d7, is White's only legal move. An engine that reads the
     * square wrong refuses the position (no piece passed d8) or finds no move: either way no d6d7.
     */
    @Test void aKingdomEnPassantSquareArrivesRight() throws Exception {
        String fen = "d8k/10/10/10/3SsS4/3SKS4/3SSS4/10/10/10 w - d7 0 1";
        var rules = Variants.get("kingdom");
        GameSetup setup = new GameSetup(rules, fen, false, List.of(), TimeControl.fixed(1, 0, 0, 15_000));
        try (Engine white = Fakes.start(castellanXBoard(), "kingdom"); Engine black = Fakes.start(Fakes.uci("b", "random"), "kingdom")) {
            GameRecord g = MatchGame.play(1, new Opening(fen, List.of(), "test"), setup, white, black, true, new MatchGame.Rules(2, 0));
            assertEquals(GameRecord.Ending.LENGTH_LIMIT, g.ending(), g.reason());
            assertEquals("d6d7", g.moves().get(0));
        }
    }
}
