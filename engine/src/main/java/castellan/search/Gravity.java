package castellan.search;

/**
 * How every history table learns (Stockfish's {@code StatsEntry::operator<<}): an entry moves
 * toward +-max by the bonus, less the nearer it already is, so it never leaves [-max, max] for a
 * bonus within it and recent results outweigh old ones.
 */
final class Gravity {
    private Gravity() {}

    /** The entry after a bonus (negative: a malus). */
    static int step(int entry, int bonus, int max) {
        return entry + bonus - entry * Math.abs(bonus) / max;
    }
}
