package castellan.variants.wells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.notation.Fen;
import castellan.notation.MoveText;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.reference.WellsReference;
import castellan.rules.Ruleset;
import castellan.testutil.PerftAssert;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Royal Chess by R. D. Wells (rules/wells.md). */
class WellsTest {
    static final Ruleset V = Variants.get("wells");

    /** Fairy-Stockfish, castling disabled (castling cannot occur before ply 7): published in issue 3. */
    @Test void startPositionPerft() {
        PerftAssert.perft("wells", null, 24, 576, 14976, 388526, 10829650);
    }

    // Hand counts. Black's King stands on e8 or h8 out of the way; a-, j- and b-file Rook moves
    // run to the 8th rank (7 squares) when that file is empty.

    /**
     * KQ: King f1 e1 g1 e2 f2 g2 (5) + castling f1h1 (1; Q alone gives no move); Ra1 a2-a8 (7) +
     * b1 c1 d1 e1 (4) = 11; Rj1 j2-j8 (7) + i1 h1 g1 (3) = 10. Total 27.
     */
    @Test void kingsideCastlingAndQGivesNoMove() {
        String fen = "4k5/10/10/10/10/10/10/R4K3R w KQ - 0 1";
        PerftAssert.perft("wells", fen, 27);
        assertTrue(moves(fen).contains("f1h1"));
    }

    /** E: King e1 d1 f1 d2 e2 f2 (5) + e1c1 (1); Ra1 a2-a8 + b1 c1 d1 (10); Rj1 j2-j8 + i1 h1 g1 f1 (11). Total 27. */
    @Test void firzanSideFirstWay() {
        String fen = "4k5/10/10/10/10/10/10/R3K4R w E - 0 1";
        PerftAssert.perft("wells", fen, 27);
        Game g = new Game(V, fen);
        g.play("e1c1");
        assertEquals("4k5/10/10/10/10/10/10/2KR5R b - - 1 1", g.fen());
    }

    /** E blocked: Firzan c1 (b2 d2: 2); King 5, no castling; Ra1 a2-a8 + b1 (8); Rj1 11. Total 26. */
    @Test void firzanSideFirstWayBlocked() {
        PerftAssert.perft("wells", "4k5/10/10/10/10/10/10/R1F1K4R w E - 0 1", 26);
    }

    /**
     * E with d1 (crossed by the King) attacked by a black Rook d8: no e1c1. King f1 e2 f2 (d1 d2
     * attacked) = 3; Ra1 a2-a8 + b1 c1 d1 = 10; Rj1 j2-j8 + i1 h1 g1 f1 = 11. Total 24.
     */
    @Test void firzanSideFirstWayCrossingAttacked() {
        PerftAssert.perft("wells", "3r1k4/10/10/10/10/10/10/R3K4R w E - 0 1", 24);
    }

    /** KB with a Firzan on c1: no f1d1. King 5 + f1h1; Fc1 b2 d2 (2); Rb1 a1 b2-b8 (8); Rj1 10. Total 26. */
    @Test void firzanSideSecondWayBlocked() {
        PerftAssert.perft("wells", "7k2/10/10/10/10/10/10/1RF2K3R w KB - 0 1", 26);
    }

    /** KB: King 5 + f1h1 + f1d1 (2); Rb1 b2-b8 (7) + a1 c1 d1 e1 (4) = 11; Rj1 10. Total 28. */
    @Test void firzanSideSecondWay() {
        String fen = "7k2/10/10/10/10/10/10/1R3K3R w KB - 0 1";
        PerftAssert.perft("wells", fen, 28);
        Game g = new Game(V, fen);
        g.play("f1d1");
        assertEquals("7k2/10/10/10/10/10/10/3KR4R b - - 1 1", g.fen());
    }

    /** Black Rook d8 attacks d1, the King's landing square: f1d1 illegal; Rb1 still 11, King 5, f1h1. Total 27. */
    @Test void secondWayLandingAttacked() {
        PerftAssert.perft("wells", "3r3k2/10/10/10/10/10/10/1R3K3R w KB - 0 1", 27);
    }

    /**
     * Black Rook c8 attacks c1, which only the Rook crosses: f1d1 stays legal ("the Rook may cross
     * attacked squares"). King 5 + f1h1 + f1d1; Rb1 b2-b8 + a1 c1 d1 e1 (11); Rj1 10. Total 28.
     */
    @Test void rookMayCrossAttackedSquare() {
        String fen = "2r4k2/10/10/10/10/10/10/1R3K3R w KB - 0 1";
        PerftAssert.perft("wells", fen, 28);
        assertTrue(moves(fen).contains("f1d1"));
    }

    /** Black Rook g8 attacks g1, which the King crosses on f1h1: illegal. 28 - 1 = 27 (b-side as above). */
    @Test void kingsidePathAttacked() {
        String fen = "6r1k1/10/10/10/10/10/10/1R3K3R w KB - 0 1";
        // King: e1 e2 f2 (g1, g2 attacked) = 3, f1d1 1; Rb1 11; Rj1 j2-j8 + i1 h1 g1 = 10. Total 25.
        PerftAssert.perft("wells", fen, 25);
    }

    /** The tokens appear and vanish as rules/wells.md says. */
    @Test void tokensAppearAndVanish() {
        String kq = "r4k3r/10/10/10/10/10/10/R4K3R w KQq - 0 1";
        assertEquals("E", rightsAfter(kq, "f1e1").replace("q", ""));
        assertEquals("KB", rightsAfter(kq, "a1b1").replace("q", ""));
        assertEquals("K", rightsAfter(kq, "a1c1").replace("q", ""));
        assertEquals("Q", rightsAfter(kq, "j1i1").replace("q", ""));
        // E then the King moves again: gone; B then the Rook moves again: gone, K stays.
        assertEquals("q", rightsAfter("r4k3r/10/10/10/10/10/10/R3K4R w Eq - 0 1", "e1f1"));
        assertEquals("Kq", rightsAfter("r4k3r/10/10/10/10/10/10/1R3K3R w KBq - 0 1", "b1c1"));
        // The opening step may be a capture: Ra1xb1 creates B.
        assertEquals("KB", rightsAfter("4k5/10/10/10/10/10/10/Rn3K3R w KQ - 0 1", "a1b1"));
        // Black's Q becomes e after e8d8? No: only the step to e8's neighbour toward a (f8e8) does.
        assertEquals("e", rightsAfter("r4k3r/10/10/10/10/10/10/4K5 b q - 0 1", "f8e8"));
    }

    @Test void contradictoryTokensRejected() {
        for (String rights : new String[] {"QE", "QB", "EB", "KE"}) {
            String fen = "4k5/10/10/10/10/10/10/R3K4R w " + rights + " - 0 1";
            assertThrows(FenException.class, () -> Fen.parse(V, fen), rights);
        }
        // E needs the King on e1 and the Rook on a1; B the King on f1 and the Rook on b1.
        assertThrows(FenException.class, () -> Fen.parse(V, "4k5/10/10/10/10/10/10/R4K3R w E - 0 1"));
        assertThrows(FenException.class, () -> Fen.parse(V, "4k5/10/10/10/10/10/10/R4K3R w B - 0 1"));
        assertEquals("4k5/10/10/10/10/10/10/1R3K3R w KB - 0 1", Fen.format(V, Fen.parse(V, "4k5/10/10/10/10/10/10/1R3K3R w KB - 0 1")));
    }

    /** Pawns promote to the Firzan only. */
    @Test void promotionToFirzanOnly() {
        List<String> m = moves("4k5/1P8/10/10/10/10/10/5K4 w - - 0 1");
        assertTrue(m.contains("b7b8f"));
        assertEquals(1, m.stream().filter(x -> x.startsWith("b7")).count());
    }

    /** Black Ka8, White Kc7 and Firzan b6 (covers a7): Black has no move and is not in check, so loses. */
    @Test void stalemateLoses() {
        Game g = new Game(V, "k9/2K7/1F8/10/10/10/10/10 b - - 0 1");
        assertEquals("1-0 {White wins by stalemate}", g.outcome().toString());
    }

    @Test void bareKingsDrawButLoneMinorPlaysOn() {
        assertEquals("1/2-1/2 {Insufficient material}", new Game(V, "k9/10/10/10/10/10/10/5K4 w - - 0 1").outcome().toString());
        assertEquals(null, new Game(V, "k9/10/10/10/10/10/10/4NK4 w - - 0 1").outcome());
    }

    /** Castling-rich positions: perft 1-3 from the reference generator. */
    @ParameterizedTest
    @ValueSource(strings = {
            "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQq - 0 1",
            "r4k3r/10/10/10/10/10/10/R3K4R w Eq - 0 1",
            "1r3k3r/10/10/10/10/10/10/1R3K3R b KBkb - 0 1",
            "1r3k3r/4e5/10/10/10/10/4F5/1R3K3R w KBkb - 0 1",
            "3r1k4/10/10/10/10/10/10/R3K4R w E - 0 1",
            "7k2/10/10/10/10/10/10/1RF2K3R w KB - 0 1",
            "rnbefkebnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBEFKEBNR w KQkq - 0 1"})
    void perftAgainstReference(String fen) {
        WellsReference ref = WellsReference.fromFen(fen);
        for (int d = 1; d <= 3; d++) PerftAssert.perftAt("wells", fen, d, ref.perft(d));
    }

    /** Random games from positions where every castling kind is near: same moves and tokens as the reference. */
    @Test void differentialRandomGames() {
        String[] starts = {V.variant().startFen, "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
                "r4k3r/p1pp2pp1p/10/10/10/10/P1PP2PP1P/R4K3R w KQkq - 0 1"};
        MoveGenerator gen = V.newGenerator();
        SplittableRandom random = new SplittableRandom(7);
        int positions = 0;
        for (int game = 0; game < 60; game++) {
            Position p = Fen.parse(V, starts[game % starts.length]);
            WellsReference ref = WellsReference.fromFen(Fen.format(V, p));
            MoveList list = new MoveList();
            for (int ply = 0; ply < 100; ply++) {
                gen.generateLegal(p, list);
                List<String> ours = new ArrayList<>();
                for (int i = 0; i < list.size(); i++) ours.add(MoveText.format(V.variant(), list.get(i)));
                assertEquals(new TreeSet<>(ref.legalMoves()), new TreeSet<>(ours), Fen.format(V, p));
                assertEquals(ref.rights(), Fen.format(V, p).split(" ")[2], "castling tokens of " + Fen.format(V, p));
                positions++;
                if (list.size() == 0) break;
                int m = list.get(random.nextInt(list.size()));
                ref = ref.play(MoveText.format(V.variant(), m));
                p.make(m);
            }
        }
        assertTrue(positions > 1000);
    }

    private static List<String> moves(String fen) {
        Game g = new Game(V, fen);
        MoveList l = g.legalMoves();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) out.add(MoveText.format(V.variant(), l.get(i)));
        return out;
    }

    private static String rightsAfter(String fen, String move) {
        Game g = new Game(V, fen);
        g.play(move);
        return g.fen().split(" ")[2];
    }
}
