package castellan.uci;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import castellan.game.Game;
import castellan.session.CpuShare;
import castellan.session.Transcript;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * With little time on the clock the answer comes before the clock runs out, in every variant,
 * measured as a GUI does: from sending {@code go} to reading {@code bestmove}. The clocks are
 * those of a 1 s + 10 ms game: its start, and its last 200 and 80 ms; Move Overhead is the
 * default 30 ms. A run the machine starved of CPU is reported, not judged.
 */
class UciClockTest {
    @Test void bestMoveComesBeforeTheClockRunsOutInEveryVariant() {
        List<String> over = new ArrayList<>();
        int judged = 0, runs = 0;
        StringBuilder report = new StringBuilder("UCI go with a clock: ms from go to bestmove (time left):\n");
        for (String id : Variants.ids()) {
            try (Transcript t = new Transcript((in, out) -> new UciAdapter(in, out).run(null))) {
                t.send("uci", "setoption name UCI_Variant value " + id, "ucinewgame");
                t.sync("isready", "readyok");
                report.append(String.format("  %-10s", id));
                Game g = new Game(Variants.get(id));
                for (long left : new long[] {1_000, 200, 80, 200, 80}) {
                    String side = g.position().sideToMove() == 0 ? "w" : "b";
                    t.send("position startpos moves " + String.join(" ", moves(g)));
                    t.sync("isready", "readyok");
                    CpuShare cpu = new CpuShare();
                    long sent = System.nanoTime();
                    t.send("go wtime " + left + " btime " + left + " winc 10 binc 10");
                    String best = t.expect("bestmove .*").split(" ")[1];
                    long ms = (System.nanoTime() - sent) / 1_000_000;
                    boolean starved = cpu.starved();
                    report.append(String.format(" %4d (%4d)%s", ms, left, starved ? "*" : " "));
                    g.play(best);
                    runs++;
                    if (starved) continue;
                    judged++;
                    if (ms >= left) over.add(id + ": " + ms + " ms with " + left + " ms left (" + side + ")");
                }
                report.append('\n');
            }
        }
        report.append("  (* the process had less than half a core: not judged)\n");
        System.out.print(report);
        assumeTrue(2 * judged >= runs, "the machine starved the engine of CPU: not measurable now");
        assertTrue(over.isEmpty(), "lost on time: " + over);
    }

    private static List<String> moves(Game g) {
        List<String> m = new ArrayList<>();
        for (int i = 0; i < g.turnsPlayed(); i++) m.add(g.format(g.turn(i)));
        return m;
    }
}
