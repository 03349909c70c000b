package castellan.cli;

import castellan.game.Game;
import castellan.session.Diagram;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code castellan show}: the position as a diagram with its FEN, check, legal moves and result. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Print a position: diagram, FEN, side to move, check, legal moves, result.")
final class ShowCommand implements Callable<Integer> {
    @Mixin PositionOptions position;

    @Option(names = "--unicode", description = "Unicode figurines for the orthodox pieces (default: FEN letters, "
            + "which every terminal aligns and every variant's pieces have).")
    boolean unicode;

    @Option(names = "--ascii", hidden = true, description = "FEN letters (the default; kept for scripts).")
    boolean ascii;

    @Override public Integer call() {
        Game game = position.game();
        String out = Diagram.report(game, unicode && !ascii);
        System.out.print(out);
        return 0;
    }
}
