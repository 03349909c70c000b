package castellan.match;

import java.io.IOException;

/**
 * What the UCI and XBoard clients share: the engine's description, its process and the
 * transcript, the start of the process, the lines sent and awaited during the handshake, and
 * the end. Each client adds its protocol.
 */
abstract class ProcessEngine implements Engine {
    /**
     * How long the engine may take to start and answer a handshake ({@code uci}, {@code isready},
     * {@code protover}, {@code ping}): a JVM under load is slow. 20 s, or the seconds of the
     * system property {@code castellan.match.handshake}.
     */
    static final long HANDSHAKE_MS = Long.getLong("castellan.match.handshake", 20) * 1000;

    protected final EngineSpec spec;
    protected final Transcript log;
    protected EngineProcess process;
    /** The score and depth the engine last reported while thinking ({@code +0.35/12}), null before any. */
    protected String lastInfo;
    /** The last reported score in centipawns (a mate in n: {@code +-(Reply.MATE - n)}), null before any. */
    protected Integer lastScore;

    ProcessEngine(EngineSpec spec, Transcript log) {
        this.spec = spec;
        this.log = log;
    }

    @Override public String name() { return spec.name(); }

    /** Starts the engine's process; one that cannot be started counts as a crash. */
    protected void launch() throws EngineFailure {
        try {
            process = new EngineProcess(spec.name(), spec.command(), spec.dir(), log);
        } catch (IOException e) {
            throw new EngineFailure(EngineFailure.Kind.CRASH, e.getMessage());
        }
    }

    protected void send(String line) { process.send(line); }

    /** The next line, trimmed; a handshake TIMEOUT naming {@code what} was awaited, or a crash. */
    protected String expect(long deadline, String what) throws EngineFailure {
        EngineProcess.Line line = process.read(deadline);
        if (line == null) throw new EngineFailure(EngineFailure.Kind.TIMEOUT, "no '" + what + "' within " + HANDSHAKE_MS / 1000 + " s");
        if (line.isEof()) throw crashed();
        return line.text().trim();
    }

    protected EngineFailure crashed() {
        return new EngineFailure(EngineFailure.Kind.CRASH, "the engine exited (" + process.exitStatus() + ")");
    }

    @Override public boolean alive() { return process != null && !process.exited(); }

    @Override public void close() {
        if (process != null) process.quit("quit");
    }
}
