package castellan.variant;

import castellan.game.Outcome;
import castellan.position.FenException;
import castellan.position.Position;

/**
 * Royal Chess by R. D. Wells (rules/wells.md): a shatranj-flavoured 10x8 game with the Firzan
 * (F) and the non-jumping Elephant (B2), promotion to Firzan only, three ways to castle, and
 * stalemate losing for the stalemated side.
 *
 * <p>Castling rights: {@code K} (kingside, {@code f1h1} with {@code j1g1}); {@code Q} (King and
 * a-Rook unmoved, no move of its own); {@code E} (granted by the King's step {@code f1e1} while
 * {@code Q} is held: {@code e1c1} with {@code a1d1}); {@code B} (granted by the Rook's step
 * {@code a1b1} while {@code Q} is held: {@code f1d1} with {@code b1e1}). Ordinary castling
 * generation (path empty, King's squares unattacked) covers all three moves.
 */
final class Wells {
    private Wells() {}

    static final int A = 0, B = 1, C = 2, D = 3, E = 4, F = 5, G = 6, H = 7, J = 9;

    static Variant variant() {
        return new VariantBuilder("wells", "Royal Chess (R. D. Wells)", 10, 8)
                .pawn('P', "Pawn", "fmWfcF", 100)
                .piece('N', "Knight", "N", 300)
                .piece('B', "Bishop", "B", 330)
                .piece('R', "Rook", "R", 500)
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
                .rules(new WellsRules())
                .start("rnbefkebnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBEFKEBNR w KQkq - 0 1")
                .build();
    }

    /** Stalemate loses; only bare Kings are a dead draw (a lone minor piece can still stalemate). */
    static final class WellsRules extends Rules {
        @Override public Outcome outcomeWithoutMoves(Position p, boolean inCheck) {
            int loser = p.sideToMove();
            String winner = loser == 0 ? "Black" : "White";
            return Outcome.win(1 - loser, inCheck ? winner + " mates" : winner + " wins by stalemate");
        }

        @Override public boolean insufficientMaterial(Position p) {
            for (int t = 1; t <= p.variant.typeCount(); t++)
                if (t != p.kingType() && p.count(t, 0) + p.count(t, 1) > 0) return false;
            return true;
        }

        /** Rejects castling tokens that contradict each other: Q with E or B, E with B, K with E. */
        @Override public void validate(Position p) {
            String letters = "KQEB";
            for (int c = 0; c < 2; c++) {
                boolean[] has = new boolean[4];
                for (CastlingRight r : p.variant.castlingRights)
                    if (r.color() == c && (p.castlingRights() & (1 << r.bit())) != 0)
                        has[letters.indexOf(Character.toUpperCase(r.fenLetter()))] = true;
                String side = c == 0 ? "White" : "Black";
                if (has[1] && (has[2] || has[3])) throw new FenException("castling field: " + side + " has Q together with " + (has[2] ? "E" : "B"));
                if (has[2] && has[3]) throw new FenException("castling field: " + side + " has both E and B");
                if (has[0] && has[2]) throw new FenException("castling field: " + side + " has K with E (the King has moved)");
            }
        }
    }
}
