package castellan.cli;

import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The options that choose a position: variant, FEN and moves played from it. */
final class PositionOptions {
    @Option(names = {"-v", "--variant"}, defaultValue = "normal", paramLabel = "V",
            description = "Variant id (see 'castellan variants'). Default: ${DEFAULT-VALUE}.")
    String variant;

    @Option(names = {"-f", "--fen"}, paramLabel = "FEN", description = "Start from this FEN instead of the start position.")
    String fen;

    @Option(names = {"-m", "--moves"}, arity = "1..*", paramLabel = "MOVE",
            description = "Moves (long algebraic) to play first.")
    List<String> moves = new ArrayList<>();

    /** The game after the moves; IllegalArgumentException naming the problem otherwise. */
    Game game() {
        Ruleset v = Variants.get(variant);
        Game g;
        try {
            g = fen == null ? new Game(v) : new Game(v, fen);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad FEN: " + e.getMessage(), e);
        }
        g.playAll(moves);
        return g;
    }
}
