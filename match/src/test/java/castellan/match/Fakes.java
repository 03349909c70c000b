package castellan.match;

import castellan.variants.Variants;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Engine descriptions that run {@link FakeEngine} in a JVM of its own. */
final class Fakes {
    private Fakes() {}

    static EngineSpec uci(String name, String... args) { return spec(name, EngineSpec.Protocol.UCI, "uci", args); }

    static EngineSpec xboard(String name, String... args) { return spec(name, EngineSpec.Protocol.XBOARD, "xboard", args); }

    private static EngineSpec spec(String name, EngineSpec.Protocol p, String proto, String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto", "-cp", System.getProperty("java.class.path"),
                FakeEngine.class.getName(), proto));
        cmd.addAll(List.of(args));
        return new EngineSpec(name, cmd, p, null, Map.of());
    }

    /** The same as a command line's engine description: {@code name=NAME cmd=java ... FakeEngine uci ARGS}. */
    static String description(String name, String... args) {
        StringBuilder sb = new StringBuilder("name=" + name + " cmd=");
        for (String word : spec(name, EngineSpec.Protocol.UCI, "uci", args).command())
            sb.append(word.indexOf(' ') >= 0 || word.indexOf('=') >= 0 ? "'" + word + "'" : word).append(' ');
        return sb.toString().trim();
    }

    static Engine start(EngineSpec spec, String variant) throws EngineFailure {
        return start(spec, variant, Transcript.NONE);
    }

    static Engine start(EngineSpec spec, String variant, Transcript log) throws EngineFailure {
        Engine e = spec.protocol() == EngineSpec.Protocol.UCI ? new UciEngine(spec, log) : new XBoardEngine(spec, log);
        e.start(variant);
        return e;
    }

    static GameSetup setup(String variant, TimeControl tc) {
        var rules = Variants.get(variant);
        return new GameSetup(rules, rules.variant().startFen, true, List.of(), tc);
    }

    /** The same fake with its clock counted in nodes: {@code nodestime=N}. */
    static EngineSpec inNodes(EngineSpec fake, long nodesPerMs) {
        return new EngineSpec(fake.name(), fake.command(), fake.protocol(), fake.dir(), fake.options(), Map.of(), nodesPerMs);
    }

    static Opening startPosition() { return new Opening(null, List.of(), "test"); }

    static TimeControl depthOne() { return TimeControl.fixed(1, 0, 0, 20_000); }
}
