package castellan.eval;

import static castellan.eval.Weighted.gain;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/** The threats added with the tuner ({@link Threats}): by a lesser piece ({@code threat.byLesser.X}), restricted squares ({@code restricted}). */
class ThreatsTest {
    @Test void aQueenAttackedByAKnight() {
        // White's Queen on e4, Black's Knight on f6 attacks it: a threat to White's Queen (full middlegame).
        assertEquals(-37, gain("normal", "rnbqkb1r/pppppppp/5n2/8/4Q3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 1", 256, "threat.byLesser.Q", -37, -50));
        // The Knight at home on g8: nothing attacks the Queen.
        assertEquals(0, gain("normal", "rnbqkbnr/pppppppp/8/8/4Q3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 1", 256, "threat.byLesser.Q", -37, -50));
        // An ending: White's Queen d1 and Black's Rook d4 attack each other. The Queen is attacked by a
        // lesser piece (the endgame number), the Rook is not (a Queen is worth more).
        assertEquals(-50, gain("normal", "4k3/8/8/8/3r4/8/8/3QK3 w - - 0 1", 0, "threat.byLesser.Q", -37, -50));
        assertEquals(0, gain("normal", "4k3/8/8/8/3r4/8/8/3QK3 w - - 0 1", 0, "threat.byLesser.R", -37, -50));
    }

    @Test void lesserByTheVariantsValues() {
        // Chess: the Knight (320) is lesser than the Bishop (330), so a Bishop has the entry and the Knight not.
        assertNotNull(Variants.get("normal").evalSpec().params.entry("threat.byLesser.B"));
        assertNull(Variants.get("normal").evalSpec().params.entry("threat.byLesser.N"));
        // Norochess: Knight and Bishop both 300, neither lesser.
        assertNull(Variants.get("norochess").evalSpec().params.entry("threat.byLesser.B"));
        // A Black Knight on d6 attacks White's Bishop on e4 (the eg number, an ending).
        assertEquals(-21, gain("normal", "4k3/8/3n4/8/4B3/8/8/4K3 w - - 0 1", 0, "threat.byLesser.B", -9, -21));
    }

    /**
     * White Kc1 Rd1, Black Kf8 Rd8 (an ending). Both attack d1-d7 (d1: Black's Rook and White's King).
     * White holds d2 twice (King and Rook) where Black attacks it once: strongly, so Black restricts
     * d1 and d3-d7 (6); Black holds only e8 twice, not attacked by White: White restricts d1-d7 (7).
     */
    @Test void restrictedSquares() {
        assertEquals(23, gain("normal", "3r1k2/8/8/8/8/8/8/2KR4 w - - 0 1", 0, "restricted", 11, 23));
    }

    /**
     * White's King on d4 attacks Black's Knight on c3, which nothing of Black's holds: a threat by
     * the King against Black (an ending: the endgame number, White's gain its negative). With a
     * Black pawn on b4 the Knight is held strongly.
     */
    @Test void byTheKing() {
        assertEquals(-13, gain("normal", "1k6/8/8/8/3K4/2n5/8/8 w - - 0 1", 0, "threat.byKing", 5, 13));
        assertEquals(0, gain("normal", "1k6/8/8/8/1p1K4/2n5/8/8 w - - 0 1", 0, "threat.byKing", 5, 13));
        // Kingdom: White's King takes nothing while Black keeps its Duke, so it threatens nothing.
        String noDuke = castellan.testutil.EvalProbe.placement(10, 10, "Ke1 ne2 ke10") + " w - - 0 1";
        String duke = castellan.testutil.EvalProbe.placement(10, 10, "Ke1 ne2 ke10 dj10") + " w - - 0 1";
        assertEquals(-13, gain("kingdom", noDuke, 0, "threat.byKing", 5, 13));
        assertEquals(0, gain("kingdom", duke, 0, "threat.byKing", 5, 13));
    }

    /**
     * White's pawn on e4 attacks Black's Knight on d5 and nothing of Black's attacks e4: one threat
     * by a safe pawn. A Black Rook on e7 attacks e4, which White does not defend: not safe.
     */
    @Test void bySafePawns() {
        assertEquals(-13, gain("normal", "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", 0, "threat.safePawn", 5, 13));
        assertEquals(0, gain("normal", "4k3/4r3/8/3n4/4P3/8/8/4K3 w - - 0 1", 0, "threat.safePawn", 5, 13));
        // With White's King on d3 defending e4, it is safe again.
        assertEquals(-13, gain("normal", "4k3/4r3/8/3n4/4P3/3K4/8/8 w - - 0 1", 0, "threat.safePawn", 5, 13));
    }

    /**
     * White's pawn on d3 may step to d4, which nothing of Black's attacks, and would attack the
     * Knight on c5 from there; from d2 its double step does the same; blocked on d3, neither.
     */
    @Test void byPawnPushes() {
        assertEquals(-13, gain("normal", "4k3/8/8/2n5/8/3P4/8/4K3 w - - 0 1", 0, "threat.pawnPush", 5, 13));
        assertEquals(-13, gain("normal", "4k3/8/8/2n5/8/8/3P4/4K3 w - - 0 1", 0, "threat.pawnPush", 5, 13));
        assertEquals(0, gain("normal", "4k3/8/8/2n5/8/3b4/3P4/4K3 w - - 0 1", 0, "threat.pawnPush", 5, 13));
        // A Black pawn on e5 attacks d4: not a step to take, though a White pawn on c3 defends d4.
        assertEquals(0, gain("normal", "4k3/8/8/2n1p3/8/2PP4/8/4K3 w - - 0 1", 0, "threat.pawnPush", 5, 13));
    }
}
