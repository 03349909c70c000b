package castellan.variants.wells;

import castellan.rules.Ruleset;
import castellan.variant.VariantBuilder;

/**
 * Royal Chess by R. D. Wells (rules/wells.md): a shatranj-flavoured 10x8 game with the Firzan
 * (F) and the non-jumping Elephant (B2), promotion to Firzan only, three ways to castle, and
 * stalemate losing for the stalemated side ({@link WellsRules}).
 *
 * <p>Castling rights: {@code K} (kingside, {@code f1h1} with {@code j1g1}); {@code Q} (King and
 * a-Rook unmoved, no move of its own); {@code E} (granted by the King's step {@code f1e1} while
 * {@code Q} is held: {@code e1c1} with {@code a1d1}); {@code B} (granted by the Rook's step
 * {@code a1b1} while {@code Q} is held: {@code f1d1} with {@code b1e1}). Ordinary castling
 * generation (path empty, King's squares unattacked) covers all three moves.
 */
public final class Wells {
    private Wells() {}

    static final int A = 0, B = 1, C = 2, D = 3, E = 4, F = 5, G = 6, H = 7, J = 9;

    public static Ruleset rules() {
        return new WellsRules(new VariantBuilder("wells", "Royal Chess (R. D. Wells)", 10, 8)
                .pawn('P', "Pawn", "fmWfcF", 100)
                .piece('N', "Knight", "N", 300)
                .piece('B', "Bishop", "B", 330)
                .piece('R', "Rook", "R", 500).castlingRook()
                .piece('E', "Elephant", "B2", 200)
                .piece('F', "Firzan", "F", 150)
                .piece('K', "King", "K", 0)
                .promotions("F")
                .castling(F, H, J, G, 'K')
                .castlingPrecondition(F, A, 'Q')
                .castling(E, C, A, D, 'E')
                .castling(F, D, B, E, 'B')
                .castlingGrant('Q', F, E, 'E')
                .castlingGrant('Q', A, B, 'B')
                .start("rnbefkebnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBEFKEBNR w KQkq - 0 1")
                .build());
    }
}
