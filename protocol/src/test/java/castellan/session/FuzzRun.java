package castellan.session;

import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A fuzzing run of one protocol: corpus, mutator and harness together, until enough input has been sent. */
public final class FuzzRun {
    private FuzzRun() {}

    /** A step not answered in this time counts as a hang (generous: the machine may be loaded). */
    static final long HANG_MS = 30_000;
    /** XBoard answers ping after its move: after this long it is told to move now ({@code ?}). */
    static final long MOVE_NOW_MS = 1_500;

    /**
     * Sends mutated slices of the protocol's recorded sessions until {@code inputs} lines have
     * gone out. A slice is the session's set-up (up to its first search) and then, half the time
     * from the start of the game and half the time from a random line, 20 to 150 lines.
     */
    public static FuzzHarness.Report run(String protocol, FuzzHarness.Protocol p, Function<FuzzCorpus, List<String>> burst,
                                         long seed, long inputs) {
        FuzzCorpus corpus = FuzzCorpus.load(protocol);
        Mutator m = new Mutator(seed, corpus, burst.apply(corpus));
        FuzzHarness.Report report = new FuzzHarness.Report();
        StringBuilder stderr = new StringBuilder();
        FuzzHarness h = new FuzzHarness(p, p.moveNow() == null ? HANG_MS : MOVE_NOW_MS, HANG_MS, report, stderr);
        FuzzHarness.capturingStderr(stderr, () -> {
            for (int k = 0; report.lines < inputs; k++) {
                FuzzCorpus.Session s = corpus.sessions.get(m.random().nextInt(corpus.sessions.size()));
                List<String> lines = slice(s.lines(), p, m);
                List<Mutator.Step> steps = new ArrayList<>();
                for (Mutator.Step st : m.session(lines, p::startsSearch)) {
                    List<String> kept = new ArrayList<>();
                    for (String l : st.lines()) kept.add(p.bounded(noQuit(l)));
                    steps.add(new Mutator.Step(kept));
                }
                h.session(s.name() + " #" + k + " (seed " + seed + ")", steps, m.random().nextInt(4) == 0);
            }
        });
        return report;
    }

    /**
     * The fast set, run in CI: 400 inputs from seed 1. Fails on any finding, and when the run did
     * not exercise enough (rejections, position checks, mid-search bursts).
     */
    public static void fastSet(String protocol, FuzzHarness.Protocol p, Function<FuzzCorpus, List<String>> burst) {
        FuzzHarness.Report r = run(protocol, p, burst, 1, 400);
        System.out.println(protocol + " fuzz, fast set: " + r);
        assertTrue(r.failures.isEmpty(), r + "\n" + String.join("\n", r.failures));
        assertTrue(r.lines >= 400 && r.rejected > 20 && r.positionChecks > 200 && r.bursts > 20, r.toString());
    }

    /** The long run (tagged slow): {@code -Dfuzz.seed=S -Dfuzz.inputs=N}, 50,000 inputs by default. */
    public static void longRun(String protocol, FuzzHarness.Protocol p, Function<FuzzCorpus, List<String>> burst) {
        long seed = Long.getLong("fuzz.seed", 20261123L), inputs = Long.getLong("fuzz.inputs", 50_000L);
        long t0 = System.nanoTime();
        FuzzHarness.Report r = run(protocol, p, burst, seed, inputs);
        System.out.printf("%s fuzz, seed %d: %s, %d s%n", protocol, seed, r, (System.nanoTime() - t0) / 1_000_000_000);
        assertTrue(r.failures.isEmpty(), r + "\n" + String.join("\n", r.failures));
    }

    private static List<String> slice(List<String> all, FuzzHarness.Protocol p, Mutator m) {
        List<String> lines = new ArrayList<>();
        for (String l : all) if (!first(l).equals("quit")) lines.add(l);
        int setUp = 0;
        while (setUp < lines.size() && !p.startsSearch(lines.get(setUp))) setUp++;
        int from = m.random().nextBoolean() || setUp >= lines.size() - 1 ? setUp : setUp + m.random().nextInt(lines.size() - setUp);
        int to = Math.min(lines.size(), from + 20 + m.random().nextInt(131));
        List<String> out = new ArrayList<>(lines.subList(0, setUp));
        out.addAll(lines.subList(from, to));
        return out;
    }

    /** {@code quit} ends the adapter: the harness sends it itself, at the end. */
    private static String noQuit(String l) {
        return first(l).equals("quit") ? "" : l;
    }

    /** The command word of a line. */
    public static String first(String line) {
        String t = line.trim();
        int sp = t.indexOf(' ');
        return sp < 0 ? t : t.substring(0, sp);
    }

    /** The game as the checks compare it: variant, FEN, every turn played since set-up, plies. */
    public static String describe(Game g) {
        StringBuilder sb = new StringBuilder(g.variant.id).append(" | ").append(g.fen()).append(" |");
        for (int i = 0; i < g.turnsPlayed(); i++) sb.append(' ').append(g.format(g.turn(i)));
        return sb.append(" | ply ").append(g.position().ply()).toString();
    }

    /** The number after {@code prefix} (a regex) cut to {@code max} when it is a larger one. */
    public static String capNumberAfter(String line, String prefix, long max) {
        Matcher mt = Pattern.compile("(" + prefix + ")(\\d{1,18})\\b").matcher(line);
        if (!mt.find() || Long.parseLong(mt.group(2)) <= max) return line;
        return line.substring(0, mt.start(2)) + max + line.substring(mt.end(2));
    }
}
