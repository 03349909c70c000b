package castellan.search;

/**
 * Asks the heap for room before a large allocation (the transposition table, search threads),
 * so that a size the JVM cannot hold is refused with an IllegalArgumentException while nothing
 * has changed, rather than by an OutOfMemoryError that may strike any thread of the engine.
 */
final class Memory {
    private Memory() {}

    /** Keeps this much of the heap free for everything else (the game, the protocol, the JIT's data). */
    static final long SPARE_BYTES = 32L << 20;

    /**
     * Returns if {@code bytes} more fit in the heap with {@link #SPARE_BYTES} to spare (after a
     * garbage collection when the live heap looks too full); IllegalArgumentException naming
     * {@code what} otherwise.
     */
    static void reserve(long bytes, String what) {
        if (fits(bytes)) return;
        System.gc(); // garbage counts as used until collected; this is a setting, not the hot path
        if (!fits(bytes))
            throw new IllegalArgumentException("not enough memory for " + what + " (" + (bytes >> 20) + " MB more; the JVM's -Xmx is "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MB)");
    }

    /** Bytes the heap may still grow by, counting garbage as used. */
    static long available() {
        Runtime r = Runtime.getRuntime();
        return r.maxMemory() - (r.totalMemory() - r.freeMemory());
    }

    private static boolean fits(long bytes) {
        return bytes + SPARE_BYTES <= available();
    }
}
