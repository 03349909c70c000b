package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import castellan.variants.Variants;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Short matches between real engines, when they are installed (Debian: {@code apt-get install
 * fairymax fairy-stockfish}); skipped otherwise. Slow: run with {@code mvn -Pslow test}.
 * Fairy-Stockfish speaks UCI, Fairy-Max XBoard; both play chess and Capablanca chess. Every
 * game must end by the rules or the length limit: no forfeit of any kind.
 */
@Tag("slow")
class RealEnginesTest {

    private static Path find(String name) {
        for (String dir : List.of("/usr/games", "/usr/bin", "/usr/local/bin")) {
            Path p = Path.of(dir, name);
            if (Files.isExecutable(p)) return p;
        }
        return null;
    }

    private static MatchStats match(String variant, EngineSpec a, EngineSpec b, TimeControl tc) throws Exception {
        var rules = Variants.get(variant);
        Match m = new Match(new Match.Config(rules, a, b, tc, 2, 1, Openings.order(Openings.builtIn(rules), 3), null,
                new MatchGame.Rules(600, 0), new PgnWriter(new StringWriter(), "test"), Transcript.NONE), (g, s) -> {});
        MatchStats s = m.run();
        assertNull(m.fatalError());
        assertEquals(2, s.games());
        assertEquals(Map.of(), s.forfeits());
        return s;
    }

    private static EngineSpec fairyStockfish() {
        Path p = find("fairy-stockfish");
        assumeTrue(p != null, "fairy-stockfish is not installed");
        return new EngineSpec("fairy-stockfish", List.of(p.toString()), EngineSpec.Protocol.UCI, null, Map.of("Hash", "16"));
    }

    private static EngineSpec fairyMax() {
        Path p = find("fairymax");
        assumeTrue(p != null, "fairymax is not installed");
        return new EngineSpec("fairymax", List.of(p.toString()), EngineSpec.Protocol.XBOARD, null, Map.of());
    }

    @Test void fairyStockfishAgainstFairyMaxInCapablanca() throws Exception {
        match("capablanca", fairyStockfish(), fairyMax(), TimeControl.parse("5+0.1"));
    }

    @Test void fairyStockfishAgainstFairyMaxInChess() throws Exception {
        match("normal", fairyStockfish(), fairyMax(), TimeControl.parse("5+0.1"));
    }

    @Test void fairyStockfishAgainstItselfAtFixedDepth() throws Exception {
        match("capablanca", fairyStockfish(), fairyStockfish().withName("fsf-2"), TimeControl.fixed(6, 0, 0, 60_000));
    }
}
