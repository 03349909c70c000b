package castellan.cli;

import castellan.game.Game;
import castellan.movegen.Perft;
import castellan.position.Position;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code castellan perft}: counts the leaves of the legal move tree. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Count legal move paths to a depth (move-generation test and speed measure).")
final class PerftCommand implements Callable<Integer> {
    static final int MAX_DEPTH = 30;

    @Mixin PositionOptions position;

    @Option(names = {"-d", "--depth"}, required = true, paramLabel = "D", description = "Depth in plies, 1-" + MAX_DEPTH + ".")
    int depth;

    @Option(names = "--divide", description = "First print each legal root move (whole turn) with its count.")
    boolean divide;

    @Override public Integer call() {
        if (depth < 1 || depth > MAX_DEPTH)
            throw new IllegalArgumentException("depth must be 1-" + MAX_DEPTH + ", got " + depth);
        Game game = position.game();
        Position p = game.position();
        Perft perft = new Perft(game.generator());
        long start = System.nanoTime();
        long nodes;
        if (divide) {
            StringBuilder out = new StringBuilder();
            nodes = perft.divideTurns(p, depth, (turn, n) ->
                    out.append(game.format(turn)).append(": ").append(n).append('\n'));
            System.out.print(out);
        } else {
            nodes = perft.count(p, depth);
        }
        long nanos = System.nanoTime() - start;
        long ms = nanos / 1_000_000;
        long nps = nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos);
        System.out.println("Nodes searched: " + nodes);
        System.out.println("Time: " + ms + " ms, NPS: " + nps);
        return 0;
    }
}
