package castellan.eval;

import static castellan.eval.Weighted.gain;
import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.notation.Fen;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Space}: per side, the squares c-f of its ranks 2-4 (on 8x8) that no enemy pawn attacks
 * and no own pawn stands on, those behind an own pawn twice; {@code space} per square,
 * {@code space.pieces} per square and piece (the side's pieces other than pawns and the King).
 * Middlegame only, so positions at full middlegame: the gain is the count times the number.
 */
class SpaceTest {
    @Test void theStartIsEven() {
        // Each side: c3-f3 and c4-f4 (its c-f pawns stand on the rest), 8 squares.
        assertEquals(0, gain("normal", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 256, "space", 3));
    }

    @Test void aPawnOnE4() {
        String e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1";
        // White: e2 and e3 are now free and behind the e4 pawn (2 each), c3 d3 f3, c4 d4 f4 (1 each): 10.
        // Black: c6-f6, c5 and e5 (d5 and f5 are attacked by e4): 6. At 3 centipawns a square: 30 - 18.
        assertEquals(12, gain("normal", e4, 256, "space", 3));
        // At 0.5 a square and piece, 7 pieces each: 10 * 7 * 0.5 = 35 against 6 * 7 * 0.5 = 21.
        assertEquals(14, gain("normal", e4, 256, "space.pieces", 0.5));
        // White with one Knight fewer (6 pieces): 10 * 6 * 0.5 = 30 against 21; still full middlegame (92% of the material).
        assertEquals(9, gain("normal", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/R1BQKBNR w KQkq - 0 1", 256, "space.pieces", 0.5));
    }

    @Test void enemyPawnsTakeSquares() {
        // 1.e4 c5: the c5 pawn attacks d4 (and b4, not central): White 9. Black: d6 e6 f6 e5 (d5 and f5 are
        // attacked by e4), c7 and c6 behind its c5 pawn twice each: 8. At 3 a square: 27 - 24.
        assertEquals(3, gain("normal", "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", 256, "space", 3));
    }

    /**
     * The count the trace reports is the definition's, worked out square by square along random
     * games of every variant (8x8, 10x8 and Kingdom's 10x10, whose fill crosses the two words of
     * a board): White's count less Black's is the coefficient of {@code space}.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void theCountAsDefined(String id) {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        Geometry g = r.variant().geometry;
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        int index = spec.params.entry("space").offset();
        for (Position p : EvalTraceTest.positions(r, 3, 150, id.hashCode() + 7)) {
            e.trace(p, trace);
            EvalState s = e.lastState();
            int expected = 0;
            for (int c = 0; c < 2; c++) {
                int count = 0;
                for (int sq = 0; sq < g.squares; sq++) {
                    int f = g.file(sq), rel = g.relativeRank(c, sq);
                    if (f < g.files / 4 || f >= g.files - g.files / 4 || rel < 1 || rel > g.ranks / 2 - 1) continue;
                    if (pawn(spec, p, sq, c) || Bits.has(s.pawnAttackLo[c ^ 1], s.pawnAttackHi[c ^ 1], sq)) continue;
                    count++;
                    for (int ahead = rel + 1; ahead < g.ranks; ahead++) {
                        if (pawn(spec, p, g.square(f, c == 0 ? ahead : g.ranks - 1 - ahead), c)) {
                            count++;
                            break;
                        }
                    }
                }
                expected += c == 0 ? count : -count;
            }
            assertEquals(expected, trace.coefficientOf(index), id + " at " + Fen.format(r, p));
        }
    }

    private static boolean pawn(EvalSpec spec, Position p, int sq, int color) {
        int pc = p.pieceAt(sq);
        return pc != 0 && Piece.color(pc) == color && spec.pawnLike(Piece.type(pc));
    }

    @Test void capablancasCentreIsCToH() {
        // Capablanca, 10 files: c-h on ranks 2-4 (18 squares), the c-h pawns on six: 12 each. White's pawn
        // on a4 and Black's on j5 are off the central files and attack none of them: even.
        assertEquals(0, gain("capablanca", "rnabqkbcnr/ppppppppp1/10/9p/P9/10/1PPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 256, "space", 2));
        // White's h-pawn on h4: h2 and h3 behind it (2 each), c3-g3, c4-g4: 14. It attacks g5: Black 11.
        assertEquals(6, gain("capablanca", "rnabqkbcnr/pppppppppp/10/10/7P2/10/PPPPPPP1PP/RNABQKBCNR w KQkq - 0 1", 256, "space", 2));
    }
}
