package castellan.variants.curtis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.game.Game;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sample game of the seed (seeds/royal-chess-curtis.txt, "Move Notations"), transcribed from
 * Curtis's numeric squares (file then rank, file 1 = a, the garbled 10 = j) into our move text.
 * Every move is checked for legality as it is played.
 */
class CurtisSampleGameTest {
    static final Ruleset V = Variants.get("royal");

    /** Through 23...K-98; each entry one full move (White, Black), seed notation in the comment. */
    static final List<String> MOVES = List.of(
            "e2e4", "h8g6",                      // 1. 54 N-76
            "d2d4", "h7h6",                      // 2. 44 86
            "c1d3", "g8h7",                      // 3. N-43 B-87
            "d1h5", "f8h8,j8g8",                 // 4. B-85 C8
            "e1d2", "c7c6",                      // 5. Q-42 36
            "b1d1,f1c1,a1e1", "e7e5",            // 6. C3-G4 (Guard 41, King 31, Rook 51) 55
            "f2f4", "e5d4",                      // 7. 64 5x44
            "g1d4", "i7i6",                      // 8. Bx44 96
            "h5g4", "c8d6",                      // 9. B-74 N-46
            "h1f2", "g6i5",                      // 10. N1-62 N-95
            "f4f5", "i5g4",                      // 11. 65 Nx74
            "d1g4", "d8g5",                      // 12. Gx74 (Queen's Guard, diagonal major) B-75
            "d4e3", "d6c4",                      // 13. B-53 N-34??
            "e3g5", "c4d2",                      // 14. Bx75! Nx42 (the Queen)
            "g5h4", "d2c4",                      // 15. B-84 N-34?
            "h4j6", "i8i7",                      // 16. B-(10)6+ G'-97
            "j6i7", "h8i7",                      // 17. Bx97+ Kx97
            "j2j4", "j7j5",                      // 18. (10)4 (10)5
            "i2i4", "g8j8",                      // 19. 94 R-(10)8
            "i4j5", "j8j5",                      // 20. 9x(10)5 Rx(10)5
            "i1i4", "i7j7",                      // 21. G'-94 K-(10)7
            "e1i1", "h6h5",                      // 22. R5-91 85
            "i4j5", "j7i8");                     // 23. G'x(10)5+ K-98

    @Test void replaysLegallyAndReachesTheAdjournedDiagram() {
        Game game = new Game(V);
        for (int i = 0; i < MOVES.size(); i++) {
            game.play(MOVES.get(i));
            if (i == 7) // after 4...C8: Black King h8, Rook g8 (first empty square beyond the King)
                // (Curtis's halfmove clock counts plies without a capture, so 8 here: pawn moves do not reset it)
                assertEquals("rgnbq1rkh1/pppppppbpp/6np2/7B2/3PP5/3N6/PPP2PPPPP/RG2QKBNHR w KQ - 8 5", game.fen());
            if (i == 10) // after 6. C3-G4: Guard d1, King c1, Rook e1
                assertEquals("2KGR1BNHR", game.fen().split(" ")[0].split("/")[7]);
        }
        // WM-24: "r g 2 q 3 k, p p 1 p 1 p p b, 2 p 5 p, 5 P 1 p 1 G', 2 n 1 P 1 G 2 P, 3 N,
        //         P P P 2 N P P, 2 K 5 R R," (White to move, move 24; G' = King's Guard H)
        String[] fen = game.fen().split(" ");
        assertEquals("rg2q3k1/pp1p1ppb2/2p5p1/5P1p1H/2n1P1G2P/3N6/PPP2NPP2/2K5RR", fen[0]);
        assertEquals("w", fen[1]);
        assertEquals("24", fen[5]);
        game.play("g4h5"); // 24. Gx85 (Queen's Guard, diagonal major capture)
        assertEquals(null, game.outcome()); // Black resigned; the position itself is not over
    }

    @Test void shortFormsOfTheCastlingsAreAccepted() {
        Game game = new Game(V);
        game.playAll(List.of("e2e4", "h8g6", "d2d4", "h7h6", "c1d3", "g8h7", "d1h5", "f8h8", "e1d2", "c7c6", "b1d1,f1c1"));
        assertEquals("2KGR1BNHR", game.fen().split(" ")[0].split("/")[7]);
    }
}
