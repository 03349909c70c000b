package castellan.variant;

/** The yardsticks: orthodox chess and Capablanca chess. */
public final class Orthodox {
    private Orthodox() {}

    /** The FIDE army, promotions and castling, for chess and the 8x8 variants built on it. */
    public static VariantBuilder chessArmy(VariantBuilder b) {
        return b.pawn('P', "Pawn", "fmWfcF", 100)
                .piece('N', "Knight", "N", 320)
                .piece('B', "Bishop", "B", 330)
                .piece('R', "Rook", "R", 500)
                .piece('Q', "Queen", "Q", 950)
                .piece('K', "King", "K", 0)
                .promotions("QRBN")
                .castling(4, 6, 7, 5, 'K')
                .castling(4, 2, 0, 3, 'Q');
    }

    static Variant normal() {
        return chessArmy(new VariantBuilder("normal", "Orthodox chess", 8, 8))
                .start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                .build();
    }

    static Variant capablanca() {
        return new VariantBuilder("capablanca", "Capablanca chess", 10, 8)
                .pawn('P', "Pawn", "fmWfcF", 100)
                .piece('N', "Knight", "N", 300)
                .piece('B', "Bishop", "B", 350)
                .piece('R', "Rook", "R", 500)
                .piece('A', "Archbishop", "BN", 800)
                .piece('C', "Chancellor", "RN", 900)
                .piece('Q', "Queen", "Q", 1000)
                .piece('K', "King", "K", 0)
                .promotions("QCARBN")
                .castling(5, 8, 9, 7, 'K')
                .castling(5, 2, 0, 3, 'Q')
                .start("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")
                .build();
    }
}
