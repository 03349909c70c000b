package castellan.eval;

import static castellan.eval.Weighted.gain;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.board.Geometry;
import castellan.variant.Variant;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * {@link Pieces}: piece pairs, open and semi-open files, outposts. Each feature in a hand-built
 * position at full middlegame (phase 256: the middlegame number counts alone) and, for the
 * outpost, in a bare ending (phase 0: the endgame number). White to move: the gain is White's.
 */
class PiecesTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test void theBishopPair() {
        // Black has lost its c8 Bishop: White alone has the pair.
        assertEquals(23, gain("normal", "rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 256, "pair.B", 23, 71));
        // Both have it: nothing.
        assertEquals(0, gain("normal", START, 256, "pair.B", 23, 71));
        // The Knights' pair is not the Bishops'.
        assertEquals(0, gain("normal", "rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 256, "pair.N", 23, 71));
    }

    @Test void anElephantPairInWells() {
        // Wells: two Elephants a side at the start (d and g files); Black has lost its g8 Elephant.
        assertEquals(17, gain("wells", "rnbefk1bnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBEFKEBNR w KQkq - 0 1", 256, "pair.E", 17, 40));
    }

    @Test void openAndSemiOpenFiles() {
        // No e-pawns at all, White's Rook on e3 (Black's Knight on e6 shields its King): an open file.
        String open = "rnbqkb1r/pppp1ppp/4n3/8/8/4R3/PPPP1PPP/1NBQKBNR w Kkq - 0 1";
        assertEquals(31, gain("normal", open, 256, "file.open.R", 31, 57));
        assertEquals(0, gain("normal", open, 256, "file.semiOpen.R", 13, 57));
        // Only Black's e-pawn: semi-open for White's Rook.
        String semi = "rnbqkbnr/pppppppp/8/8/8/4R3/PPPP1PPP/1NBQKBNR w Kkq - 0 1";
        assertEquals(13, gain("normal", semi, 256, "file.semiOpen.R", 13, 57));
        assertEquals(0, gain("normal", semi, 256, "file.open.R", 31, 57));
        // Its own pawn on the file: neither.
        String closed = "rnbqkb1r/pppp1ppp/4n3/8/8/4R3/PPPPPPPP/1NBQKBNR w Kkq - 0 1";
        assertEquals(0, gain("normal", closed, 256, "file.open.R", 31, 57));
        assertEquals(0, gain("normal", closed, 256, "file.semiOpen.R", 13, 57));
        // Both Queens on the open e-file: they cancel; Black's alone there (White's on d1 behind its d-pawn): Black's.
        assertEquals(0, gain("normal", "rnb1kbnr/pppp1ppp/4q3/8/8/4Q3/PPPP1PPP/RNB1KBNR w KQkq - 0 1", 256, "file.open.Q", 9, 5));
        assertEquals(-9, gain("normal", "rnb1kbnr/pppp1ppp/4q3/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", 256, "file.open.Q", 9, 5));
    }

    @Test void aChancellorOnAnOpenFile() {
        // Capablanca: no f-pawns, White's Chancellor from h1 to f3 (Black's on h8 behind its h-pawn; its g8
        // Bishop on f6 shields its King).
        assertEquals(29, gain("capablanca", "rnabqk1cnr/ppppp1pppp/5b4/10/10/5C4/PPPPP1PPPP/RNABQKB1NR w KQkq - 0 1", 256, "file.open.C", 29, 3));
    }

    @Test void knightOutposts() {
        // Ne5 defended by d4; Black has no d- or f-pawn to drive it away: an outpost.
        String outpost = "rnbqkbnr/ppp1p1pp/8/4N3/3P4/8/PPP1PPPP/RNBQKB1R w KQkq - 0 1";
        assertEquals(19, gain("normal", outpost, 256, "outpost.N", 19, 44));
        // A Black pawn on f7 may come to f6 and attack it: none.
        assertEquals(0, gain("normal", "rnbqkbnr/ppp1pppp/8/4N3/3P4/8/PPP1PPPP/RNBQKB1R w KQkq - 0 1", 256, "outpost.N", 19, 44));
        // Not defended by a pawn (d2 instead of d4): none.
        assertEquals(0, gain("normal", "rnbqkbnr/ppp1p1pp/8/4N3/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", 256, "outpost.N", 19, 44));
        // In its own half (e4, defended by d3): none.
        assertEquals(0, gain("normal", "rnbqkbnr/ppp1p1pp/8/8/4N3/3P4/PPP1PPPP/RNBQKB1R w KQkq - 0 1", 256, "outpost.N", 19, 44));
        // A Black pawn beside it but behind it (f4) never can; nor can the one in front on its own file (e7).
        assertEquals(19, gain("normal", "rnbqkbnr/ppp1p1pp/8/4N3/3P1p2/8/PPP1PPPP/RNBQKB1R w KQkq - 0 1", 256, "outpost.N", 19, 44));
        // The ending: Kings, the Knight on e5 and its pawn: the endgame number.
        assertEquals(44, gain("normal", "4k3/8/8/4N3/3P4/8/8/4K3 w - - 0 1", 0, "outpost.N", 19, 44));
    }

    /**
     * Stockfish 11's MinorBehindPawn for every type: a pawn-like piece of either side right in
     * front of the piece (one rank on from its side). At the start every piece but the Kings
     * stands behind its own pawns, so the two sides cancel.
     */
    @Test void behindAPawn() {
        assertEquals(0, gain("normal", START, 256, "behindPawn.N", 18, 3));
        // White's Knight from b1 to e5, before Black's e6 pawn (an enemy pawn counts too); Black's from
        // g8 to f6, with f5 in front of it empty: White 2 Knights behind a pawn, Black 1.
        assertEquals(18, gain("normal", "rnbqkb1r/pppp1ppp/4pn2/4N3/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1", 256, "behindPawn.N", 18, 3));
        // No d2 pawn: White's Queen stands behind nothing, Black's behind d7.
        assertEquals(-18, gain("normal", "rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1", 256, "behindPawn.Q", 18, 3));
        // A pawn behind the piece (e3 below the Knight on e4) is not in front: nothing; the ending's number.
        assertEquals(0, gain("normal", "4k3/8/8/8/4N3/4P3/8/4K3 w - - 0 1", 0, "behindPawn.N", 18, 3));
        assertEquals(3, gain("normal", "4k3/8/8/4p3/4N3/8/8/4K3 w - - 0 1", 0, "behindPawn.N", 18, 3));
        // Black's Bishop on d5 above White's d4 pawn: in front of it from Black's side.
        assertEquals(-3, gain("normal", "4k3/8/8/3b4/3P4/8/8/4K3 w - - 0 1", 0, "behindPawn.B", 18, 3));
        // Capablanca: White's Archbishop on j3 has nothing in front; Black's on c8 stands behind c7 (the second word of the board).
        assertEquals(-18, gain("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/9A/PPPPPPPPPP/RN1BQKBCNR w KQkq - 0 1", 256, "behindPawn.A", 18, 3));
    }

    /** Stockfish 11's KingProtector for every type: per King step between the piece and its own King. */
    @Test void theKingsProtectors() {
        assertEquals(0, gain("normal", START, 256, "kingProtector.N", -7, -8));
        // White's b1 Knight on c3: 2 steps from e1 (and g1's 2) against Black's 3 (b8) and 2 (g8): one step fewer.
        assertEquals(7, gain("normal", "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 1", 256, "kingProtector.N", -7, -8));
        // The ending: a1 is 4 steps from e1.
        assertEquals(-32, gain("normal", "4k3/8/8/8/8/8/8/N3K3 w - - 0 1", 0, "kingProtector.N", -7, -8));
        // Capablanca: White's Archbishop from c1 to j3, 4 steps from f1; Black's on c8, 3 from f8.
        assertEquals(-7, gain("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/9A/PPPPPPPPPP/RN1BQKBCNR w KQkq - 0 1", 256, "kingProtector.A", -7, -8));
    }

    /**
     * Stockfish 11's BishopPawns: per own pawn on the piece's colour, times one more than the own
     * pawns of the central files (c-f on 8 files, c-h on 10) with a piece right in front.
     */
    @Test void pawnsOnTheBishopsColour() {
        // At the start each Bishop has four of its pawns on its colour, and so has Black's.
        assertEquals(0, gain("normal", START, 256, "pawnsOnColour.B", -3, -7));
        // c1 is dark, as c3 and d4: 2 pawns, none blocked.
        assertEquals(-14, gain("normal", "4k3/8/8/8/3P4/2P5/8/2B1K3 w - - 0 1", 0, "pawnsOnColour.B", -3, -7));
        // Black's pawn on d5 blocks the d4 pawn (a central file): 2 x (1 + 1).
        assertEquals(-28, gain("normal", "4k3/8/8/3p4/3P4/2P5/8/2B1K3 w - - 0 1", 0, "pawnsOnColour.B", -3, -7));
        // A blocked a-pawn is not central, and a4 is light: c3 alone.
        assertEquals(-7, gain("normal", "4k3/8/8/p7/P7/2P5/8/2B1K3 w - - 0 1", 0, "pawnsOnColour.B", -3, -7));
        // Capablanca: g1, h2 and g3 are of one colour, g2 not; on the g-file (central on ten files) g3 is blocked
        // by Black's g4 pawn and g2 by its own g3 pawn (any piece counts): 2 x (1 + 2).
        assertEquals(-42, gain("capablanca", "5k4/10/10/10/6p3/6P3/6PP2/6B2K w - - 0 1", 0, "pawnsOnColour.B", -3, -7));
    }

    /** Which types are bound to one colour: from their moves. */
    @Test void colourBoundTypes() {
        Variant wells = Variants.get("wells").variant(), capablanca = Variants.get("capablanca").variant();
        for (char t : new char[] {'B', 'E', 'F'}) assertTrue(Pieces.colourBound(wells, wells.typeOf(t)), "Wells " + t);
        assertTrue(Pieces.colourBound(capablanca, capablanca.typeOf('B')));
        for (char t : new char[] {'A', 'N', 'R', 'P', 'K'}) assertFalse(Pieces.colourBound(capablanca, capablanca.typeOf(t)), "Capablanca " + t);
    }

    /** Who may come to attack a square: for the orthodox Pawn, the pawns on the files beside, in front of it. */
    @Test void thePawnsReachIsTheFilesBesideInFront() {
        EvalSpec spec = Variants.get("normal").evalSpec();
        Geometry g = spec.variant.geometry;
        BoardMasks m = spec.masks;
        int pawn = spec.variant.typeOf('P');
        Pieces pieces = spec.pieces;
        for (int sq = 0; sq < g.squares; sq++) {
            // Black pawns that may attack a White piece on sq: White's front span less its own file.
            long lo = m.frontSpan[0][sq * 2] & ~m.frontFile[0][sq * 2], hi = m.frontSpan[0][sq * 2 + 1] & ~m.frontFile[0][sq * 2 + 1];
            assertArrayEquals(new long[] {lo, hi}, pieces.reach(pawn, 1, sq), g.name(sq));
        }
    }

    /** Kingdom's Subject steps diagonally forward and captures straight ahead: it may come from further to the side. */
    @Test void aSubjectReachesFromAWideningCone() {
        EvalSpec spec = Variants.get("kingdom").evalSpec();
        Geometry g = spec.variant.geometry;
        int subject = spec.variant.typeOf('S'), e5 = g.parseSquare("e5");
        long[] reach = spec.pieces.reach(subject, 1, e5);
        // A Black Subject attacks the square below it, so it must come to e6: from e6 itself, from f7 (one
        // diagonal step), from c8, e8 and g8 (two); not from e7 (its steps go to d6 or f6), nor f6 (past it).
        for (String from : new String[] {"e6", "f7", "d7", "c8", "e8", "g8"}) assertTrue(has(reach, g.parseSquare(from)), from);
        for (String from : new String[] {"e7", "f6", "d6", "e4", "b7"}) assertFalse(has(reach, g.parseSquare(from)), from);
    }

    private static boolean has(long[] set, int sq) { return castellan.board.Bits.has(set[0], set[1], sq); }

    /**
     * The outposts and files the trace reports are the definitions', worked out square by square
     * along random games of the variants whose only pawn-like piece is the orthodox Pawn: an
     * outpost in the enemy's half, defended by an own Pawn, no enemy Pawn on the files beside in
     * front of it; a file without Pawns (open) or without its own (semi-open).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"normal", "capablanca", "wells", "royal", "maidens", "norochess"})
    void outpostsAndFilesAsDefined(String id) {
        castellan.rules.Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        Variant v = r.variant();
        Geometry g = v.geometry;
        int pawn = v.typeOf('P');
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        int outposts = 0;
        for (castellan.position.Position p : EvalTraceTest.positions(r, 12, 150, id.hashCode() + 9)) {
            e.trace(p, trace);
            EvalState s = e.lastState();
            java.util.Map<String, Integer> expected = new java.util.HashMap<>();
            for (int sq = 0; sq < g.squares; sq++) {
                int pc = p.pieceAt(sq);
                if (pc == 0) continue;
                int t = castellan.piece.Piece.type(pc), c = castellan.piece.Piece.color(pc), sign = c == 0 ? 1 : -1;
                String l = String.valueOf(v.types[t].letter);
                if (Pieces.outpostType(v, t) && g.relativeRank(c, sq) >= g.ranks / 2
                        && castellan.board.Bits.has(s.pawnAttackLo[c], s.pawnAttackHi[c], sq)) {
                    boolean safe = true;
                    for (int x = 0; x < g.squares; x++) {
                        boolean beside = Math.abs(g.file(x) - g.file(sq)) == 1, inFront = g.relativeRank(c, x) > g.relativeRank(c, sq);
                        if (beside && inFront && p.pieceAt(x) == castellan.piece.Piece.of(pawn, c ^ 1)) safe = false;
                    }
                    if (safe) expected.merge("outpost." + l, sign, Integer::sum);
                }
                if (Pieces.fileType(v, t)) {
                    boolean own = false, enemy = false;
                    for (int rank = 0; rank < g.ranks; rank++) {
                        int x = p.pieceAt(g.square(g.file(sq), rank));
                        if (x == castellan.piece.Piece.of(pawn, c)) own = true;
                        if (x == castellan.piece.Piece.of(pawn, c ^ 1)) enemy = true;
                    }
                    if (!own) expected.merge((enemy ? "file.semiOpen." : "file.open.") + l, sign, Integer::sum);
                }
            }
            for (EvalParams.Entry en : spec.params.entries()) {
                if (!en.name().startsWith("outpost.") && !en.name().startsWith("file.")) continue;
                double reported = 0;
                for (int k = 0; k < trace.features(); k++) if (trace.feature(k) == en.offset()) reported = trace.coefficient(k);
                assertEquals(expected.getOrDefault(en.name(), 0).doubleValue(), reported, id + " " + en.name() + " at " + castellan.notation.Fen.format(r, p));
            }
            if (expected.keySet().stream().anyMatch(k -> k.startsWith("outpost."))) outposts++;
        }
        assertTrue(outposts > 0, id + ": no outpost in the games");
    }

    /** Which types have the entries: from their movement. */
    @Test void theTypesComeFromTheMovement() {
        Variant kingdom = Variants.get("kingdom").variant();
        assertTrue(Pieces.fileType(kingdom, kingdom.typeOf('E')), "the Princess slides forward along the whole file");
        assertFalse(Pieces.fileType(kingdom, kingdom.typeOf('D')), "the Duke slides two squares");
        assertTrue(Pieces.outpostType(kingdom, kingdom.typeOf('I')), "the Prince leaps");
        assertFalse(Pieces.outpostType(kingdom, kingdom.typeOf('W')), "the Wizard has no table");
        Variant wells = Variants.get("wells").variant();
        assertTrue(Pieces.pairType(wells, wells.typeOf('E')));
        assertFalse(Pieces.pairType(wells, wells.typeOf('F')), "one Firzan at the start");
        assertFalse(Pieces.pairType(wells, wells.typeOf('P')), "pawns");
    }
}
