package castellan.uci;

import castellan.game.Game;
import castellan.search.Limits;
import castellan.session.Clock;
import castellan.session.ProtocolAdapter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a UCI {@code go} asks for, read from its words: the search's {@link Limits}, or a perft.
 * Every {@code go} but {@code go perft} must end in exactly one {@code bestmove}, or the GUI
 * waits for ever; so a {@code go} with a value Castellan refuses ({@code depth 0},
 * {@code nodes 0}, {@code mate 0}, {@code wtime 1.5}, an illegal {@code searchmoves} move, an
 * unknown word) is not refused whole: it becomes a search of depth 1, which moves at once, and
 * the adapter says why in an {@code info string}.
 *
 * <p>A {@code go} with any clock field ({@code wtime btime winc binc movestogo}) is a timed
 * search. When the clock of the side to move is missing from it, that side has no time: the
 * search moves at once, as Stockfish does (its missing time reads as 0).
 */
final class GoCommand {
    static final int MAX_PERFT_DEPTH = 30;
    private static final Set<String> KEYWORDS = Set.of("wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes",
            "movetime", "mate", "infinite", "ponder", "searchmoves", "perft");
    private static final Set<String> CLOCK_FIELDS = Set.of("wtime", "btime", "winc", "binc", "movestogo");

    /** The search's limits ({@link Limits#depth} 1 when a value was refused). */
    final Limits limits = new Limits();
    /** The depth asked for, before the adapter cuts it to the deepest search; 0 for none. */
    long depth;
    /** {@code go perft N}: N; 0 for a search. */
    int perftDepth;
    /** Why a value was refused, or null. */
    String refused;
    /** What else the adapter should say: a missing clock. */
    final List<String> notes = new ArrayList<>();

    private GoCommand() {}

    /** Reads {@code go ...} ({@code t[0]} is {@code go}) in the game's current position. */
    static GoCommand parse(String[] t, Game game) {
        GoCommand go = new GoCommand();
        try {
            go.read(t, game);
        } catch (IllegalArgumentException e) {
            GoCommand refused = new GoCommand();
            refused.limits.depth = 1;
            refused.refused = e.getMessage();
            return refused;
        }
        return go;
    }

    private void read(String[] t, Game game) {
        List<Long> searchTurns = new ArrayList<>();
        boolean clock = false;
        for (int i = 1; i < t.length; i++) {
            String key = t[i];
            switch (key) {
                case "infinite" -> limits.infinite = true;
                case "ponder" -> limits.ponder = true;
                case "searchmoves" -> {
                    while (i + 1 < t.length && !KEYWORDS.contains(t[i + 1])) {
                        String m = t[++i];
                        try {
                            searchTurns.add(game.parse(m));
                        } catch (IllegalArgumentException e) {
                            throw new IllegalArgumentException("searchmoves: " + e.getMessage());
                        }
                    }
                }
                case "perft" -> {
                    perftDepth = (int) number(t, ++i, key, 1, MAX_PERFT_DEPTH);
                    return;
                }
                case "wtime", "btime" -> limits.timeMs[key.equals("wtime") ? 0 : 1] = Clock.reading(number(t, ++i, key, Long.MIN_VALUE, Long.MAX_VALUE));
                case "winc", "binc" -> limits.incrementMs[key.equals("winc") ? 0 : 1] = Math.max(0, number(t, ++i, key, Long.MIN_VALUE, Long.MAX_VALUE));
                case "movestogo" -> limits.movesToGo = (int) number(t, ++i, key, 0, Integer.MAX_VALUE);
                case "depth" -> depth = number(t, ++i, key, 1, Long.MAX_VALUE);
                case "nodes" -> limits.nodes = number(t, ++i, key, 1, Long.MAX_VALUE);
                case "movetime" -> limits.moveTimeMs = Math.max(1, number(t, ++i, key, Long.MIN_VALUE, Long.MAX_VALUE));
                case "mate" -> limits.mate = (int) number(t, ++i, key, 1, ProtocolAdapter.MAX_DEPTH);
                default -> throw new IllegalArgumentException("unknown go parameter '" + key + "'");
            }
            clock |= CLOCK_FIELDS.contains(key);
        }
        if (!searchTurns.isEmpty()) limits.searchTurns = searchTurns.stream().mapToLong(Long::longValue).toArray();
        int mover = game.position().sideToMove();
        if (clock && limits.timeMs[mover] < 0) {
            limits.timeMs[mover] = 0;
            if (!limits.infinite) notes.add("go: no " + (mover == 0 ? "wtime" : "btime") + " for the side to move; moving at once");
        }
    }

    private static long number(String[] t, int i, String key, long min, long max) {
        if (i >= t.length) throw new IllegalArgumentException("'" + key + "' needs a number");
        long n;
        try {
            n = Long.parseLong(t[i]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + key + "' needs a number, got '" + t[i] + "'");
        }
        if (n < min || n > max) throw new IllegalArgumentException("'" + key + "' must be " + min + "-" + max + ", got " + n);
        return n;
    }
}
