package castellan.xboard;

import castellan.session.FuzzCorpus;
import castellan.session.FuzzHarness;
import castellan.session.FuzzRun;
import java.io.BufferedReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * XBoard fuzzed: the sessions real XBoard 4.9.1 sent (src/test/resources/fuzz/xboard, from
 * scripts/xboard-games.sh) mutated and sent to the adapter in-process, with commands in the
 * middle of searches, ponders and analyses; {@link FuzzHarness} checks every step. The fast set
 * runs in CI; the long run with {@code -Pslow} ({@code -Dfuzz.inputs=N -Dfuzz.seed=S}).
 */
class XBoardFuzzTest {
    static List<String> burst(FuzzCorpus c) {
        List<String> b = new ArrayList<>(List.of("?", "ping 5", "new", "force", "undo", "remove", "result 1-0 {White mates}", ".",
                "exit", "hint", "easy", "hard", "post", "nopost", "time 100", "otim 100", "time 1", "memory 8", "cores 2", "lift e2",
                "put e4", "st 1", "sd 3", "level 40 5 0", "level 0 0:01 0", "go", "analyze", "playother", "variant capablanca",
                "variant maidens", "variant royal", "variant kingdom", "variant norochess", "usermove e2e4", "e7e5",
                "option MultiPV=2", "option Clear Hash", "option Move Overhead=500", "bk", "draw", "edit", "protover 2"));
        for (int i = 0; i < 12; i++) b.add("setboard " + c.fens.get(i * c.fens.size() / 12).text());
        for (int i = 0; i < 12; i++) b.add("usermove " + c.moves.get(i * c.moves.size() / 12).text());
        return b;
    }

    /** Commands that never change the game's position or history (engine moves are checked apart). */
    private static final Set<String> KEEPS = Set.of("xboard", "protover", "accepted", "rejected", "draw", "name", "rating",
            "computer", "random", "ics", "egtpath", "hover", "force", "level", "st", "sd", "nps", "time", "otim", "ping", "result",
            "edit", "hint", "bk", "hard", "easy", "post", "nopost", "analyze", "exit", ".", "memory", "cores", "option", "lift",
            "put");

    static final FuzzHarness.Protocol XBOARD = new FuzzHarness.Protocol() {
        @Override public void run(BufferedReader in, castellan.session.Output out, Consumer<FuzzHarness.Engine> started) {
            XBoardAdapter a = new XBoardAdapter(in, out);
            started.accept(reader -> a.onLoop(() -> reader.accept(FuzzRun.describe(a.game()))));
            a.run(null);
        }

        @Override public String sync(int n) { return "ping " + (7_000_000 + n); }

        @Override public String syncReply(int n) { return "pong " + (7_000_000 + n); }

        @Override public String moveNow() { return "?"; }

        @Override public boolean escaped(String line) { return line.startsWith("Error (internal error"); }

        @Override public boolean rejection(String line) {
            return line.startsWith("Error") || line.startsWith("Illegal move") || line.startsWith("tellusererror Illegal position");
        }

        @Override public boolean enginePlays(String line) { return line.startsWith("move "); }

        @Override public boolean keepsPosition(String line) { return KEEPS.contains(FuzzRun.first(line)); }

        @Override public boolean startsSearch(String line) {
            String f = FuzzRun.first(line);
            return f.equals("go") || f.equals("analyze") || f.equals("playother") || f.equals("usermove");
        }

        @Override public String bounded(String line) {
            String l = FuzzRun.capNumberAfter(line, "^\\s*memory\\s+", 64);
            l = FuzzRun.capNumberAfter(l, "^\\s*cores\\s+", 4);
            return FuzzRun.capNumberAfter(l, "(?i)MultiPV=", 16);
        }
    };


    @Test void fastSeededSet() {
        FuzzRun.fastSet("xboard", XBOARD, XBoardFuzzTest::burst);
    }

    @Tag("slow")
    @Test void longRun() {
        FuzzRun.longRun("xboard", XBOARD, XBoardFuzzTest::burst);
    }
}
