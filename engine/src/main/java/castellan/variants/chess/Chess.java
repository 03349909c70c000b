package castellan.variants.chess;

import castellan.rules.Ruleset;
import castellan.variant.VariantBuilder;

/** Orthodox chess (FIDE), the yardstick: its data table, and the army other 8x8 games reuse. */
public final class Chess {
    private Chess() {}

    /** The FIDE army, promotions and castling, for chess and the 8x8 variants built on it. */
    public static VariantBuilder army(VariantBuilder b) {
        return b.pawn('P', "Pawn", "fmWfcF", 100)
                .piece('N', "Knight", "N", 320).minor()
                .piece('B', "Bishop", "B", 330).minor()
                .piece('R', "Rook", "R", 500).castlingRook()
                .piece('Q', "Queen", "Q", 950)
                .piece('K', "King", "K", 0)
                .promotions("QRBN")
                .castling(4, 6, 7, 5, 'K')
                .castling(4, 2, 0, 3, 'Q');
    }

    public static Ruleset rules() {
        return new Ruleset(army(new VariantBuilder("normal", "Orthodox chess", 8, 8))
                .start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                .build());
    }
}
