package castellan.variants.maidens;

import castellan.rules.Ruleset;
import castellan.variant.VariantBuilder;
import castellan.variants.chess.Chess;

/**
 * Maidens Chess (rules/maidens.md): FIDE chess plus huffing; a piece that could capture and did
 * not may be removed by the opponent before its next move ({@link MaidensRules}).
 */
public final class Maidens {
    private Maidens() {}

    public static Ruleset rules() {
        return new MaidensRules(Chess.army(new VariantBuilder("maidens", "Maidens Chess: chess with huffing", 8, 8))
                .start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -")
                .compoundTurns()
                // Ruling (a huff that uncovers the opponent's King): a King is never captured.
                .kingsNotCapturable()
                .stateSlots(2)
                .build());
    }
}
