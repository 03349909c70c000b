package castellan.variants.capablanca;

import castellan.rules.Ruleset;
import castellan.variant.VariantBuilder;

/**
 * Capablanca chess, 10x8: chess plus the Archbishop (B+N) and the Chancellor (R+N); orthodox
 * rules. Its evaluation's numbers are capablanca.params (the Archbishop valued by games, not by
 * its moves alone, as that file says).
 */
public final class Capablanca {
    private Capablanca() {}

    public static Ruleset rules() {
        return new Ruleset(new VariantBuilder("capablanca", "Capablanca chess", 10, 8)
                .pawn('P', "Pawn", "fmWfcF", 100)
                .piece('N', "Knight", "N", 300).minor()
                .piece('B', "Bishop", "B", 350).minor()
                .piece('R', "Rook", "R", 500).castlingRook()
                .piece('A', "Archbishop", "BN", 800)
                .piece('C', "Chancellor", "RN", 900)
                .piece('Q', "Queen", "Q", 1000)
                .piece('K', "King", "K", 0)
                .promotions("QCARBN")
                .castling(5, 8, 9, 7, 'K')
                .castling(5, 2, 0, 3, 'Q')
                .start("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")
                .build());
    }
}
