package castellan.cli;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.position.Position;
import castellan.rules.Outcome;
import java.util.ArrayList;
import java.util.List;
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
        Position p = game.position();
        StringBuilder out = new StringBuilder();
        out.append(Diagram.render(game, unicode && !ascii)).append('\n');
        out.append("Variant: ").append(p.variant.id).append('\n');
        out.append("FEN: ").append(game.fen()).append('\n');
        out.append("Side to move: ").append(p.sideToMove() == 0 ? "White" : "Black").append('\n');
        out.append("In check: ").append(game.inCheck() ? "yes" : "no").append('\n');
        game.rules.describe(p, out);
        TurnList turns = game.legalTurns();
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) texts.add(game.format(turns.get(i)));
        texts.sort(null);
        out.append("Legal moves (").append(texts.size()).append("): ").append(String.join(" ", texts)).append('\n');
        Outcome o = game.outcome();
        out.append("Result: ").append(o == null ? "*" : o.toString()).append('\n');
        System.out.print(out);
        return 0;
    }
}
