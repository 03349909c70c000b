package castellan.uci;

import castellan.movegen.Perft;
import castellan.notation.MoveText;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.session.Output;
import castellan.session.ProtocolAdapter;

/**
 * {@code go perft N} on a thread of its own, as a search runs, so that the input is still read
 * while it counts: {@code stop}, {@code quit} or a new position ends it early. It answers as
 * Stockfish and Fairy-Stockfish do, {@code move: count} per root turn as each is counted, then
 * {@code Nodes searched: N}; a perft ended early says so instead of a total, and never gives a
 * {@code bestmove} (a perft is no search).
 */
final class PerftRun {
    private final Perft perft;
    private final Thread thread;

    /** Starts counting {@code root} (the run's own copy) to {@code depth}. */
    PerftRun(Ruleset rules, Position root, int depth, Output out) {
        perft = new Perft(rules.newGenerator()); // its own generator: the loop's thread goes on using the game's
        thread = new Thread(() -> {
            try {
                long nodes = perft.divideTurns(root, depth, (turn, n) -> out.line(MoveText.formatTurn(rules.variant(), turn) + ": " + n));
                if (nodes < 0) out.line("info string perft stopped before its end; no total");
                else out.lines("\nNodes searched: " + nodes + "\n\n");
            } catch (RuntimeException | Error e) { // said as any command's failure; the engine goes on
                out.line("info string error in 'go perft " + depth + "': " + ProtocolAdapter.describe(e));
            }
        }, "castellan-perft");
        thread.setDaemon(true);
        thread.start();
    }

    /** Ends the count if it still runs, and waits until it has said so. */
    void stopAndWait() {
        perft.stop();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the loop's thread is being ended: let it see that
        }
    }
}
