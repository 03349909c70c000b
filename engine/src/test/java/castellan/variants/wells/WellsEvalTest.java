package castellan.variants.wells;

import static castellan.testutil.EvalProbe.eval;
import static castellan.testutil.EvalProbe.placement;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * Wells' idea in the evaluation (wells.md, "How the game ends"): stalemate loses, so the side
 * with more material aims to stalemate, and a lone King is lost even against a Firzan.
 */
class WellsEvalTest {
    private static String fen(String pieces) {
        return placement(10, 8, pieces) + " w - - 0 40";
    }

    /** King and Firzan against a lone King: material says one weak piece, the rules say a win. */
    @Test void aLoneKingIsLost() {
        int firzan = Variants.get("wells").evalSpec().pieceValue[Variants.get("wells").variant().typeOf('F')];
        int v = eval("wells", fen("Ke1 Fd4 kh6"));
        assertTrue(v > 3 * firzan, "K+F v K scores " + v + ", a Firzan is worth " + firzan);
    }

    /** Against a lone King the stronger side is paid for driving it into the corner, where it runs out of moves. */
    @Test void theLoneKingBelongsInTheCorner() {
        int corner = eval("wells", fen("Ke1 Fd4 kj8")), centre = eval("wells", fen("Ke1 Fd4 kf5"));
        assertTrue(corner > centre + 50, "lone King in the corner " + corner + ", in the centre " + centre);
    }
}
