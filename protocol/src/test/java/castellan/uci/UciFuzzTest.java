package castellan.uci;

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
 * UCI fuzzed: the recorded sessions of {@code src/test/resources/fuzz/uci} mutated (see
 * {@link castellan.session.Mutator}) and sent to the adapter in-process, with commands in the
 * middle of searches; {@link FuzzHarness} checks every step. The fast set runs in CI; the long
 * run with {@code -Pslow} ({@code -Dfuzz.inputs=N -Dfuzz.seed=S} to change it).
 */
class UciFuzzTest {
    /** Commands that change or read state and arrive while the engine thinks. */
    static List<String> burst(FuzzCorpus c) {
        List<String> b = new ArrayList<>(List.of("stop", "isready", "ponderhit", "position startpos", "ucinewgame", "d",
                "position startpos moves e2e4 e7e5", "setoption name Hash value 8", "setoption name Threads value 2",
                "setoption name MultiPV value 3", "setoption name Clear Hash", "setoption name Move Overhead value 500",
                "setoption name UCI_Variant value capablanca", "setoption name UCI_Variant value maidens",
                "setoption name UCI_Variant value royal", "setoption name UCI_Variant value kingdom", "go depth 3", "go infinite",
                "go movetime 50", "go nodes 5000", "go ponder wtime 1000 btime 1000", "go perft 2", "go mate 2", "uci"));
        for (int i = 0; i < 12; i++) b.add("position fen " + c.fens.get(i * c.fens.size() / 12).text());
        for (int i = 0; i < 12; i++) b.add("position startpos moves " + c.moves.get(i * c.moves.size() / 12).text());
        return b;
    }

    private static final Set<String> CHANGES_POSITION = Set.of("position", "ucinewgame", "setoption");

    static final FuzzHarness.Protocol UCI = new FuzzHarness.Protocol() {
        @Override public void run(BufferedReader in, castellan.session.Output out, Consumer<FuzzHarness.Engine> started) {
            UciAdapter a = new UciAdapter(in, out);
            started.accept(reader -> a.onLoop(() -> reader.accept(FuzzRun.describe(a.game()))));
            a.run(null);
        }

        @Override public String sync(int n) { return "isready"; }

        @Override public String syncReply(int n) { return "readyok"; }

        @Override public boolean answersLikeSync(String line) { return FuzzRun.first(line).equals("isready"); }

        @Override public String moveNow() { return null; }

        @Override public boolean escaped(String line) { return line.startsWith("info string error in "); }

        /**
         * An info string that refuses a command; not the notes that come with one done (a variant,
         * a cut depth, a perft ended by the next command, a game's verdict).
         */
        @Override public boolean rejection(String line) {
            return line.startsWith("info string ") && !line.startsWith("info string variant ")
                    && !line.contains("is beyond the deepest search") && !line.startsWith("info string perft stopped")
                    && !line.startsWith("info string game over");
        }

        @Override public boolean enginePlays(String line) { return false; }

        @Override public boolean keepsPosition(String line) { return !CHANGES_POSITION.contains(FuzzRun.first(line)); }

        @Override public boolean startsSearch(String line) { return FuzzRun.first(line).equals("go"); }

        @Override public String bounded(String line) {
            // Perft runs beside the input but is stopped by most commands: only shallow ones. Tables and threads kept small.
            String l = FuzzRun.capNumberAfter(line, "(?i)\\bperft\\s+", 3);
            l = FuzzRun.capNumberAfter(l, "(?i)name\\s+hash\\s+value\\s+", 64);
            l = FuzzRun.capNumberAfter(l, "(?i)name\\s+threads\\s+value\\s+", 4);
            return FuzzRun.capNumberAfter(l, "(?i)name\\s+multipv\\s+value\\s+", 16);
        }
    };


    @Test void fastSeededSet() {
        FuzzRun.fastSet("uci", UCI, UciFuzzTest::burst);
    }

    @Tag("slow")
    @Test void longRun() {
        FuzzRun.longRun("uci", UCI, UciFuzzTest::burst);
    }
}
