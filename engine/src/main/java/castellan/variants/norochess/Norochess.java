package castellan.variants.norochess;

import castellan.rules.Ruleset;
import castellan.variant.VariantBuilder;

/**
 * Norochess (rules/norochess.md): chess with a non-royal King, no castling, and a score for
 * every capture (the pieces' {@code capturePoints}); the game ends when a side has lost all its
 * pieces, cannot move, or at the move limit (48 to 60 moves), the higher score winning
 * ({@link NorochessRules}).
 */
public final class Norochess {
    private Norochess() {}

    public static Ruleset rules() {
        return new NorochessRules(new VariantBuilder("norochess", "Norochess: non-royal King, captures score, 48-60 moves", 8, 8)
                .pawn('P', "Pawn", "fmWfcF", 100).capturePoints(1)
                .piece('N', "Knight", "N", 300).capturePoints(3)
                .piece('B', "Bishop", "B", 300).capturePoints(3)
                .piece('R', "Rook", "R", 500).capturePoints(5)
                .piece('Q', "Queen", "Q", 900).capturePoints(9)
                .piece('K', "King", "K", 200).capturePoints(2)
                .kingMayBeLost()
                .promotions("QRBN")
                .start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 0 0")
                .stateSlots(1)
                .build());
    }
}
