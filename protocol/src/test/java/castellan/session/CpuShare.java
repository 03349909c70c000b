package castellan.session;

import java.lang.management.ManagementFactory;

/**
 * How much of a core this process had since it was made: below half, other work of higher
 * priority on a busy machine starved it, and wall-clock times say nothing about the engine.
 */
public final class CpuShare {
    /** Below this share a timing is not judged. */
    public static final double ENOUGH = 0.5;
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final long cpu0 = OS.getProcessCpuTime(), wall0 = System.nanoTime();

    /** Process CPU time over wall time since construction (1.0: one core throughout). */
    public double share() {
        return (OS.getProcessCpuTime() - cpu0) / (double) Math.max(1, System.nanoTime() - wall0);
    }

    public boolean starved() { return share() < ENOUGH; }
}
