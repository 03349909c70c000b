package castellan.xboard;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import castellan.game.Game;
import castellan.notation.XBoardText;
import castellan.session.CpuShare;
import castellan.session.Transcript;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * XBoard with pondering and little time: after a ponder hit (the reply the engine expected) or a
 * miss, with fresh {@code time} readings of 200 and then 80 ms, the move comes before the clock
 * runs out, in every variant; measured as XBoard does, from sending the move to reading ours. The
 * engine pondered with its clock at 10 s, so it must plan with the reading that came with the
 * move. A run the machine starved of CPU is reported, not judged.
 */
class XBoardClockTest {
    private int pings;

    @Test void pondersAndStillMovesBeforeTheClockRunsOutInEveryVariant() {
        List<String> over = new ArrayList<>();
        int judged = 0, runs = 0;
        StringBuilder report = new StringBuilder("XBoard, pondering: ms from usermove to move (time left, hit or miss):\n");
        for (String id : Variants.ids()) {
            try (Transcript t = new Transcript((in, out) -> new XBoardAdapter(in, out).run(null))) {
                t.send("xboard", "protover 2");
                t.until("feature done=1");
                sync(t, "new", "variant " + id, "hard", "level 0 0:10 0.1", "time 1000", "otim 1000");
                t.send("go");
                Game g = new Game(Variants.get(id));
                play(g, t.expect("move .*").substring(5));
                report.append(String.format("  %-10s", id));
                for (long cs : new long[] {20, 8, 20, 8}) {
                    if (g.outcome() != null) break;
                    String hint = sync(t, "hint").stream().filter(l -> l.startsWith("Hint: ")).map(l -> l.substring(6))
                            .findFirst().orElse(null);
                    String reply = hint != null ? hint : XBoardText.format(g.position(), g.legalTurns().get(0));
                    play(g, reply);
                    if (g.outcome() != null) break;
                    CpuShare cpu = new CpuShare();
                    long sent = System.nanoTime();
                    t.send("time " + cs, "otim 1000", "usermove " + reply);
                    String ours = t.expect("move .*").substring(5);
                    long ms = (System.nanoTime() - sent) / 1_000_000;
                    boolean starved = cpu.starved();
                    report.append(String.format(" %4d (%3d %s)%s", ms, cs * 10, hint != null ? "hit " : "miss", starved ? "*" : " "));
                    play(g, ours);
                    runs++;
                    if (starved) continue;
                    judged++;
                    if (ms >= cs * 10) over.add(id + ": " + ms + " ms with " + cs * 10 + " ms left");
                }
                report.append('\n');
                t.send("quit");
            }
        }
        report.append("  (* the process had less than half a core: not judged)\n");
        System.out.print(report);
        assumeTrue(2 * judged >= runs, "the machine starved the engine of CPU: not measurable now");
        assertTrue(over.isEmpty(), "lost on time: " + over);
    }

    private List<String> sync(Transcript t, String... commands) {
        t.send(commands);
        int n = ++pings;
        return t.sync("ping " + n, "pong " + n);
    }

    private static void play(Game g, String wire) {
        g.play(XBoardText.parse(g.position(), g.generator(), wire));
    }
}
