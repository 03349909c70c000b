package castellan.variants.maidens;

import static castellan.testutil.EvalProbe.eval;
import static castellan.testutil.EvalProbe.placement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Maidens' idea in the evaluation (maidens.md, "Huffing"): a piece that declined a capture can
 * be huffed, so a huffable enemy piece is material in hand, and a piece with a capture is a
 * liability unless taking pays: forcing the opponent to capture or lose a piece is a weapon.
 */
class MaidensEvalTest {
    /**
     * The same position with Black's Knight (c6) huffable or not: White to move may remove it,
     * so it is worth the Knight's value (Stonemann's two pawns, 200) less the share
     * {@link HuffTerm#GAIN} keeps for a huff that may turn out illegal. Nothing else differs.
     */
    @Test void aHuffablePieceIsMaterialInHand() {
        String board = placement(8, 8, "Kg1 Pf2 Pg2 Ph2 Nb1 kg8 pf7 pg7 ph7 nc6") + " w - - 0 20";
        int huffable = eval("maidens", board + " c6"), not = eval("maidens", board + " -");
        assertEquals(200 * HuffTerm.GAIN / 100, huffable - not);
    }

    /**
     * A poisoned offer. Black's pawn b4 is defended by a5 and attacked by White's Queen d2: taking
     * it loses the Queen to the recapture, declining it (any quiet move) lets Black huff the
     * Queen. With the pawns one rank back (a6, b5: nothing to take) White is far better off; by
     * more than the Queen's share of 400 beyond what the two placements differ in orthodox chess.
     */
    @Test void aPieceWithACaptureIsALiability() {
        String base = "Kg1 Qd2 Pf2 Pg2 Ph2 kg8 pf7 pg7 ph7";
        String offered = placement(8, 8, base + " pa5 pb4") + " w - - 0 20";
        String back = placement(8, 8, base + " pa6 pb5") + " w - - 0 20";
        int maidens = eval("maidens", back + " -") - eval("maidens", offered + " -");
        int chess = eval("normal", back) - eval("normal", offered);
        assertTrue(maidens > chess + 400, "the offer costs White " + maidens + " in Maidens, " + chess + " in chess");
    }
}
