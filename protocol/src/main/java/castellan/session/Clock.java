package castellan.session;

/**
 * Clock handling shared by both protocols: what the GUI says about the time is read the same
 * way. The move overhead (the time between the search's decision and the GUI stopping our
 * clock: the pipe, the GUI, a garbage-collection pause) is the {@code Move Overhead} option,
 * kept back by the search itself ({@link castellan.search.Search#setMoveOverheadMs}).
 */
public final class Clock {
    private Clock() {}

    /** A clock reading from the GUI: negative readings (a GUI whose clock ran over) count as no time left. */
    public static long reading(long ms) {
        return Math.max(0, ms);
    }
}
