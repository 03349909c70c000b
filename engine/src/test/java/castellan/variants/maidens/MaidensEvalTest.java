package castellan.variants.maidens;

import static castellan.testutil.EvalProbe.eval;
import static castellan.testutil.EvalProbe.placement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.EvalSpec;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * Maidens' idea in the evaluation (maidens.md, "Huffing"): a piece that declined a capture can
 * be huffed, so a huffable enemy piece is material in hand, and a piece with a capture is a
 * liability unless taking pays: forcing the opponent to capture or lose a piece is a weapon.
 */
class MaidensEvalTest {
    /**
     * The same position with Black's Knight (c6) huffable or not: White to move may remove it,
     * so it is worth what huffing a Knight gains ({@code huff.gain.N}), and a good part of a
     * Knight's value. Nothing else differs (White has no capture, so nothing of its is at risk).
     */
    @Test void aHuffablePieceIsMaterialInHand() {
        String board = placement(8, 8, "Kg1 Pf2 Pg2 Ph2 Nb1 kg8 pf7 pg7 ph7 nc6") + " w - - 0 20";
        int huffable = eval("maidens", board + " c6"), not = eval("maidens", board + " -");
        EvalSpec spec = Variants.get("maidens").evalSpec();
        int gain = (int) spec.params.values("huff.gain.N")[0];
        assertEquals(gain, huffable - not);
        assertTrue(gain > spec.pieceValue[spec.variant.typeOf('N')] / 2, "huffing a Knight gains " + gain);
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
