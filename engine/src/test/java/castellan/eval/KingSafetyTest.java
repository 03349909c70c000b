package castellan.eval;

import static castellan.eval.Weighted.gain;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.variant.Variant;
import castellan.variants.Variants;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The terms of {@link KingSafety} added with the tuner: safe checks ({@code safeCheck.X}) and weak squares of the King's zone ({@code kingRing.weak}). */
class KingSafetyTest {
    /**
     * Black: Ke8, Qa5, Ra8 Rh8, Bc8 Bf8, Nb8 Na6, pawns a7 b7 c7 d7 f7 h7 (no e- or g-pawn). White's
     * Knight on g4 may go to f6, e5, e3, h6 (f2 and h2 are its own): of the Knight's check squares
     * against e8 (c7, d6, f6, g7) it reaches only f6, which no Black piece attacks (the f8 Bishop
     * looks at e7-d6 and g7, the Queen's lines from a5 stop at c7 and d2, Knights and pawns miss
     * it). One safe check; all the pieces on the board, so the middlegame number. Black's Knights
     * are far from White's King.
     */
    @Test void aKnightsSafeCheck() {
        String safe = "rnb1kb1r/pppp1p1p/n7/q7/6N1/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1";
        assertEquals(27, gain("normal", safe, 256, "safeCheck.N", 27, 61));
        // A Black pawn on g7 attacks f6: the check is not safe.
        String guarded = "rnb1kb1r/pppp1ppp/n7/q7/6N1/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1";
        assertEquals(0, gain("normal", guarded, 256, "safeCheck.N", 27, 61));
        // Present, not counted: a second White Knight on e4 reaching f6 and d6 (d6 attacked by the f8 Bishop) adds nothing.
        assertEquals(27, gain("normal", safe.replace("6N1/8/PPPPPPPP/RNBQKB1R", "4N1N1/8/PPPPPPPP/R1BQKB1R"), 256, "safeCheck.N", 27, 61));
    }

    /**
     * White Kc1 Rd1, Black Kf8 Rd8 (an ending: the endgame number). White's zone (b-d, ranks 1-3):
     * Black's Rook attacks d1, d2, d3; d1 is defended by the King alone (weak), d2 by the King and
     * the Rook (not weak), d3 by the Rook (not weak). Black's zone (e-g, ranks 6-8) is not attacked.
     */
    @Test void weakSquaresOfTheKingsZone() {
        assertEquals(29, gain("normal", "3r1k2/8/8/8/8/8/8/2KR4 w - - 0 1", 0, "kingRing.weak", 13, 29));
        // The same with White's King on b1: its zone a-c has no square Black attacks.
        assertEquals(0, gain("normal", "3r1k2/8/8/8/8/8/8/1K1R4 w - - 0 1", 0, "kingRing.weak", 13, 29));
    }

    /**
     * Kingdom: Black's King on e10 can be mated only while Black has no Duke. White's Knight on e6
     * reaches d8 and f8, from which it would check e10; nothing of Black's attacks them (its King
     * reaches rank 9, its Duke in the far corner j1 only h1-j3). An ending: the endgame number.
     */
    @Test void kingdomOnlyWhileTheKingIsRoyal() {
        String noDuke = castellan.testutil.EvalProbe.placement(10, 10, "Ke1 Ne6 ke10") + " w - - 0 1";
        String duke = castellan.testutil.EvalProbe.placement(10, 10, "Ke1 Ne6 ke10 dj1") + " w - - 0 1";
        assertEquals(61, gain("kingdom", noDuke, 0, "safeCheck.N", 27, 61));
        assertEquals(0, gain("kingdom", duke, 0, "safeCheck.N", 27, 61));
    }

    /**
     * The safe checks the trace reports are those of the definition, worked out the long way along
     * random games: for each square, would a piece of the type standing there attack the King (its
     * own movement from there, on the board as it is), does a piece of the type attack it now, is it
     * neither the attacker's own nor attacked by the King's side. White's presence less Black's is
     * the coefficient of the type's middlegame number.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void safeChecksAsDefined(String id) {
        castellan.rules.Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        if (!spec.kingRoyal) return;
        Variant v = r.variant();
        Geometry g = v.geometry;
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        int seen = 0;
        for (castellan.position.Position p : EvalTraceTest.positions(r, 4, 150, id.hashCode() + 5)) {
            e.trace(p, trace);
            EvalState s = e.lastState();
            for (int t = 1; t <= v.typeCount(); t++) {
                if (!KingSafety.checkType(v, t)) continue;
                int expected = 0;
                for (int a = 0; a < 2; a++) {
                    int d = a ^ 1, k = s.king[d];
                    if (!s.royal[d] || k < 0) continue;
                    boolean found = false;
                    for (int sq : CheckSquares.of(p, v, t, a, k)) found |= !Bits.has(s.attackLo[d], s.attackHi[d], sq);
                    if (found) expected += a == 0 ? 1 : -1;
                }
                int index = spec.params.entry("safeCheck." + v.types[t].letter).offset();
                double reported = 0;
                for (int f = 0; f < trace.features(); f++) if (trace.feature(f) == index) reported = trace.coefficient(f);
                assertEquals(expected, reported, id + " " + v.types[t] + " at " + castellan.notation.Fen.format(r, p));
                if (expected != 0) seen++;
            }
        }
        assertTrue(seen > 0, id + ": no safe check in the games");
    }

    @Test void onlyAgainstARoyalKing() {
        // Norochess's King is a plain piece: no entry.
        assertNull(Variants.get("norochess").evalSpec().params.entry("safeCheck.N"));
        assertNull(Variants.get("norochess").evalSpec().params.entry("kingRing.weak"));
    }

    /**
     * The squares from which a piece of one colour attacks a square are those the same type of the
     * other colour reaches from it (the term's premise), for every attacking type of every variant,
     * on the empty board.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void aMoveReversedIsTheOtherColoursMove(String id) {
        Variant v = Variants.get(id).variant();
        Geometry g = v.geometry;
        for (int t = 1; t <= v.typeCount(); t++) {
            for (int c = 0; c < 2; c++) {
                Movement own = v.types[t].capture[c], other = v.types[t].capture[c ^ 1];
                for (int from = 0; from < g.squares; from++) {
                    for (int to = 0; to < g.squares; to++) {
                        boolean attacks = Bits.has(own.emptyBoardLo(g, from), own.emptyBoardHi(g, from), to);
                        boolean reversed = Bits.has(other.emptyBoardLo(g, to), other.emptyBoardHi(g, to), from);
                        assertEquals(attacks, reversed, id + " " + v.types[t] + " " + g.name(from) + "-" + g.name(to));
                    }
                }
            }
        }
    }
}
