package castellan.variant;

/** The yardsticks: orthodox chess and Capablanca chess. */
final class Orthodox {
    private Orthodox() {}

    static Variant normal() {
        return new VariantBuilder("normal", "Orthodox chess", 8, 8)
                .pawn('P', "Pawn", "fmWfcF", 100)
                .piece('N', "Knight", "N", 320)
                .piece('B', "Bishop", "B", 330)
                .piece('R', "Rook", "R", 500)
                .piece('Q', "Queen", "Q", 950)
                .piece('K', "King", "K", 0)
                .promotions("QRBN")
                .castling(4, 6, 7, 5, 'K')
                .castling(4, 2, 0, 3, 'Q')
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
