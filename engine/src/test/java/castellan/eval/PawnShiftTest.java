package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.piece.PieceType;
import castellan.variant.Variant;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link PawnShift}: whole-set shifts answer what the pawn's own tables answer a pawn at a time,
 * for random sets of pawns on every variant's board; and only the orthodox pawns get shifts.
 */
class PawnShiftTest {
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void shiftsAreTheTablesForAnySetOfPawns(String id) {
        Variant v = Variants.get(id).variant();
        Geometry g = v.geometry;
        SplittableRandom random = new SplittableRandom(id.hashCode());
        int checked = 0;
        for (int t = 1; t <= v.typeCount(); t++) {
            PieceType pt = v.types[t];
            if (!pt.promotes) continue;
            for (int c = 0; c < 2; c++) {
                PawnShift shift = PawnShift.of(g, pt, c);
                if (shift == null) continue;
                for (int trial = 0; trial < 500; trial++) {
                    long lo = random.nextLong() & g.allLo, hi = random.nextLong() & g.allHi;
                    if (trial % 2 == 0) { lo &= random.nextLong(); hi &= random.nextLong(); } // sparser sets too
                    long aLo = 0, aHi = 0, twiceLo = 0, twiceHi = 0, stepLo = 0, stepHi = 0;
                    for (int sq = 0; sq < g.squares; sq++) {
                        if (!Bits.has(lo, hi, sq)) continue;
                        long[] cap = pt.capture[c].leap, step = pt.move[c].leap;
                        twiceLo |= aLo & cap[sq * 2];
                        twiceHi |= aHi & cap[sq * 2 + 1];
                        aLo |= cap[sq * 2];
                        aHi |= cap[sq * 2 + 1];
                        stepLo |= step[sq * 2];
                        stepHi |= step[sq * 2 + 1];
                    }
                    assertEquals(aLo, shift.attacksLo(lo, hi), id + " attacks");
                    assertEquals(aHi, shift.attacksHi(lo, hi), id + " attacks");
                    assertEquals(twiceLo, shift.doubleAttacksLo(lo, hi), id + " squares attacked twice");
                    assertEquals(twiceHi, shift.doubleAttacksHi(lo, hi), id + " squares attacked twice");
                    assertEquals(stepLo, shift.stepLo(lo, hi), id + " steps");
                    assertEquals(stepHi, shift.stepHi(lo, hi), id + " steps");
                    checked++;
                }
            }
        }
        assertEquals(1000, checked, id + ": one pawn type with shifts for each colour");
    }

    @Test
    void onlyOrthodoxPawnsGetShifts() {
        Variant kingdom = Variants.get("kingdom").variant();
        for (int c = 0; c < 2; c++) {
            assertNotNull(PawnShift.of(kingdom.geometry, kingdom.types[kingdom.typeOf('P')], c), "the Kingdom Pawn");
            assertNull(PawnShift.of(kingdom.geometry, kingdom.types[kingdom.typeOf('S')], c), "the Subject steps diagonally and captures straight on");
        }
        Variant capablanca = Variants.get("capablanca").variant();
        assertNotNull(PawnShift.of(capablanca.geometry, capablanca.types[capablanca.typeOf('P')], 1));
        assertNull(PawnShift.of(capablanca.geometry, capablanca.types[capablanca.typeOf('N')], 0), "not a pawn's moves");
    }

    @Test
    void shiftsMoveAcrossTheWordsBothWays() {
        // Square 60 moved up 10 is 70 (bit 6 of the high word), and back
        assertEquals(0, Bits.shiftLo(1L << 60, 0, 10));
        assertEquals(1L << 6, Bits.shiftHi(1L << 60, 0, 10));
        assertEquals(1L << 60, Bits.shiftLo(0, 1L << 6, -10));
        assertEquals(0, Bits.shiftHi(0, 1L << 6, -10));
        assertEquals(1L << 3, Bits.shiftLo(1L << 12, 0, -9));
    }
}
