package castellan.variants.kingdom;

import static castellan.testutil.EvalProbe.eval;
import static castellan.testutil.EvalProbe.placement;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.eval.EvalSpec;
import castellan.eval.EvalTrace;
import castellan.eval.Evaluator;
import castellan.eval.PieceValues;
import castellan.notation.Fen;
import castellan.rules.Ruleset;
import castellan.variant.Variant;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * Kingdom's idea in the evaluation (kingdom.md, "Kings and Dukes"): the Duke carries the King's
 * life. While a side keeps its Duke its King is immune; taking the enemy Duke makes the enemy
 * King mateable and lets one's own King capture.
 */
class KingdomEvalTest {
    private static String fen(String pieces) {
        return placement(10, 10, pieces) + " w - - 0 20";
    }

    private static final String PAWNS = " Pa2 Pb2 Pc2 Ph2 Pi2 Pj2 pa9 pb9 pc9 ph9 pi9 pj9";

    /**
     * Losing the Duke costs more than a piece that moves as it does: its value carries the King's
     * immunity (a royal King is then in danger, and the enemy King may capture). The position is
     * symmetric, then Black's Duke goes; White gains more than the Duke's value by its moves
     * alone ({@link PieceValues#fromMobility}) plus 150.
     */
    @Test void theDukeIsWorthMoreThanItsMoves() {
        String both = "Ke1 Rj1 Df2 ke10 rj10 df9" + PAWNS;
        String blackLost = "Ke1 Rj1 Df2 ke10 rj10" + PAWNS;
        Variant v = Variants.get("kingdom").variant();
        int dukeByMoves = PieceValues.fromMobility(v.geometry, v.types[Kingdom.DUKE]);
        int gain = eval("kingdom", fen(blackLost)) - eval("kingdom", fen(both));
        assertTrue(gain > dukeByMoves + 150, "losing the Duke cost " + gain + ", its moves alone are worth " + dukeByMoves);
    }

    /**
     * An attack on the King counts only once it is mateable. White's Queen (c7), Knight (g7) and
     * Rook (d1) bear on the squares around Black's King (e10) without checking it; the same
     * pieces elsewhere (c2, g2, a1) do not; minor pieces on both sides keep it a middlegame.
     * Black's King danger counts (the evaluation's trace says so) only once its Duke (far away on
     * j10) is gone, and then taking the Duke gains White more with the attack in place than
     * without. How much more is the tuned King-danger weights' business (it was 100 centipawns
     * and more with Kingdom's first tuned file, 72 with its second), so only the sign is asked.
     */
    @Test void kingSafetyCountsOnlyWithoutTheDuke() {
        String rest = " Ke1 Df2 Nb1 Bc1 Bh1 Ni1 Pa2 Pb2 Ph2 ke10 qa10 nb10 bc10 bh10 ni10 ph9 pi9 pj9";
        String attack = "Rd1 Qc7 Ng7" + rest, quiet = "Ra1 Qc2 Ng2" + rest;
        assertTrue(blackInDanger(fen(attack)), "no Duke: the attack counts");
        assertFalse(blackInDanger(fen(attack + " dj10")), "a Duke makes the King immune: no King danger");
        assertFalse(blackInDanger(fen(quiet)), "no attack, no danger");
        int withAttack = eval("kingdom", fen(attack)) - eval("kingdom", fen(attack + " dj10"));
        int withoutAttack = eval("kingdom", fen(quiet)) - eval("kingdom", fen(quiet + " dj10"));
        assertTrue(withAttack > withoutAttack,
                "taking the Duke gains " + withAttack + " under attack, " + withoutAttack + " without");
    }

    private static boolean blackInDanger(String fen) {
        Ruleset r = Variants.get("kingdom");
        EvalSpec spec = r.evalSpec();
        EvalTrace trace = spec.newTrace();
        new Evaluator(spec).trace(Fen.parse(r, fen), trace);
        return trace.inDanger(1);
    }

    /**
     * Once the enemy Duke is gone, one's own immune King may capture: an invulnerable attacker,
     * worth more in the centre. So centralising White's King (e1 to e5) gains more when Black
     * has lost its Duke than when Black still has it (and White's King may not capture).
     */
    @Test void aKingThatMayCaptureBelongsInTheCentre() {
        String white = " Df2 Pa2 Pb2 ke10 pa9 pb9";
        int enemyDuke = eval("kingdom", fen("Ke5" + white + " dj10")) - eval("kingdom", fen("Ke1" + white + " dj10"));
        int noEnemyDuke = eval("kingdom", fen("Ke5" + white)) - eval("kingdom", fen("Ke1" + white));
        assertTrue(noEnemyDuke > enemyDuke + 20, "King to the centre: " + noEnemyDuke + " vs " + enemyDuke + " with a Black Duke");
    }
}
