package castellan.variants.kingdom;

import castellan.rules.Ruleset;
import castellan.variant.Variant;
import castellan.variant.VariantBuilder;

/**
 * Kingdom Chess (K. Anipsal), 10x10: see {@code shared/rules/kingdom.md}. The pieces are table
 * data; the Duke/King royalty, the Wizard, in-place promotion and Kingdom castling are in
 * {@link KingdomRules}.
 */
public final class Kingdom {
    private Kingdom() {}

    /** Type indices, in the order the pieces are declared below. */
    static final int PAWN = 1, SUBJECT = 2, KNIGHT = 3, BISHOP = 4, ROOK = 5, QUEEN = 6, PRINCE = 7, PRINCESS = 8,
            DUKE = 9, WIZARD = 10, DRAGON = 11, KING = 12;

    public static Ruleset rules() {
        Variant v = new VariantBuilder("kingdom", "Kingdom Chess", 10, 10)
                .pawn('P', "Pawn", "fmWfcF", 100).promotionLetterImplied()
                // The mirror of a pawn: steps diagonally forward (two from rank 3), captures straight forward.
                .pawn('S', "Subject", "mfFcfW", 90, 2, "P")
                .piece('N', "Knight", "N", 300).minor()
                .piece('B', "Bishop", "B", 330).minor()
                .piece('R', "Rook", "R", 500).castlingRook()
                .piece('Q', "Queen", "Q", 950)
                .piece('I', "Prince", "fsWfF", 250)
                .piece('E', "Princess", "fsRfB", 450)
                .piece('D', "Duke", "Q2", 700) // KnDnA: Q limited to two squares, not jumping
                .movedByRules('W', "Wizard", "", 150) // teleports (KingdomRules); attacks nothing
                .piece('G', "Dragon", "mFcW", 200)
                .movedByRules('K', "King", "K", 0) // moves by KingdomRules; its table is what it attacks
                .promotions("QRBNIEDWG")
                .castling(4, 6, 9, 5, 'K')
                .castling(4, 2, 0, 3, 'Q')
                .kingsNotCapturable()
                .start("rnbekqibnr/ppppdwpppp/sssssgssss/10/10/10/10/SSSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq - 0 1")
                .build();
        String letters = "PSNBRQIEDWGK";
        for (int i = 0; i < letters.length(); i++)
            if (v.typeOf(letters.charAt(i)) != i + 1) throw new IllegalStateException("Kingdom type order changed");
        return new KingdomRules(v);
    }
}
