package castellan.eval;

import static castellan.eval.Weighted.gain;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * {@link PawnStructure}'s terms from Stockfish 11's pawns: connected pawns by rank
 * ({@code pawn.connected.mg/eg}: defended by an own pawn, or one beside it on its rank), the
 * phalanx ({@code pawn.phalanx}: one beside it) and backward pawns ({@code pawn.backward}: not
 * isolated, every own pawn on the files beside is ahead of it, and an enemy pawn stands on or
 * attacks the square in front). Positions with every piece on the board, so at full middlegame
 * the gain is the count times the middlegame number.
 */
class PawnStructureTest {
    // White: a2, c2, d4, e4, g2; Black: a7, c7, e7, g7. Only d4 and e4 stand side by side.
    private static final String DUO = "rnbqkbnr/p1p1p1p1/8/8/3PP3/8/P1P3P1/RNBQKBNR w KQkq - 0 1";

    @Test void aPhalanxIsTwoPawnsSideBySide() {
        // d4 and e4 each have the other beside them; no Black pawn has one: 2 x 10.
        assertEquals(20, gain("normal", DUO, 256, "pawn.phalanx", 10, 30));
        // The same for Black to move: Black's gain is White's loss.
        assertEquals(-20, gain("normal", DUO.replace(" w ", " b "), 256, "pawn.phalanx", 10, 30));
    }

    @Test void connectedPawnsCountByTheirRank() {
        // d4 and e4 are on White's fourth rank, relative rank 3 (the first rank is 0): 2 x 5; the
        // endgame numbers do not count at full middlegame.
        assertEquals(10, gain("normal", DUO, 256, "pawn.connected.mg", 0, 0, 0, 5, 0, 0, 0));
        assertEquals(0, gain("normal", DUO, 256, "pawn.connected.mg", 0, 0, 5, 0, 5, 0, 0));
        assertEquals(0, gain("normal", DUO, 256, "pawn.connected.eg", 0, 0, 0, 5, 0, 0, 0));
        // A pawn defended by another is connected too: with e4 on e3 instead, d4 is defended (and the
        // two no longer stand side by side): d4 at relative rank 3, nothing at rank 2 (e3 is not defended).
        String chain = "rnbqkbnr/p1p1p1p1/8/8/3P4/4P3/P1P3P1/RNBQKBNR w KQkq - 0 1";
        assertEquals(7, gain("normal", chain, 256, "pawn.connected.mg", 0, 0, 0, 7, 0, 0, 0));
        assertEquals(0, gain("normal", chain, 256, "pawn.connected.mg", 0, 0, 7, 0, 0, 0, 0));
        assertEquals(0, gain("normal", chain, 256, "pawn.phalanx", 10, 30));
    }

    @Test void aBackwardPawnCannotBeDefendedAndCannotAdvanceSafely() {
        // White c2: its neighbour d4 is ahead of it, none on the b-file, and Black's b4 attacks c3. The
        // other pawns have a neighbour level or behind (d4: c2; f2, g2, h2 one another), or none at all
        // (Black's d7, isolated); Black's a7 has b4 ahead of it but nothing holds a6.
        String attacked = "rnbqkbnr/p2p1ppp/8/8/1p1P4/8/2P2PPP/RNBQKBNR w KQkq - 0 1";
        assertEquals(-15, gain("normal", attacked, 256, "pawn.backward", -15, -40));
        // An enemy pawn standing on the square in front holds it too: Black's pawn on c3 instead.
        String blocked = "rnbqkbnr/p2p1ppp/8/8/3P4/2p5/2P2PPP/RNBQKBNR w KQkq - 0 1";
        assertEquals(-15, gain("normal", blocked, 256, "pawn.backward", -15, -40));
        // With nothing on b4 or c3, c2 may still be defended by advancing: not backward.
        String free = "rnbqkbnr/p2p1ppp/8/8/3P4/8/2P2PPP/RNBQKBNR w KQkq - 0 1";
        assertEquals(0, gain("normal", free, 256, "pawn.backward", -15, -40));
    }

    /**
     * A passed pawn's free advance (Stockfish 11's {@code k}): with the square in front empty, one of
     * {@code pawn.passed.safePath}, {@code .safeFile}, {@code .safeStop} by how far forward the enemy
     * attacks nothing, and {@code .defendedStop} when its side attacks that square. White's e5 in
     * pawn endings (phase 0: the endgame numbers count whole): relative rank 4, three fifths of the
     * way from its third rank to its seventh, 154/256; an endgame number of 100 gives 60 (truncated).
     * The pawns on a and b block each other: only e5 is passed.
     */
    @Test void aPassedPawnsWayForward() {
        // Black's King on a8 attacks nothing in front of e5 on the d-, e- and f-files.
        String free = "k7/pp6/8/4P3/8/8/PP6/4K3 w - - 0 1";
        assertEquals(60, gain("normal", free, 0, "pawn.passed.safePath", 0, 100));
        assertEquals(0, gain("normal", free, 0, "pawn.passed.safePath", 100, 0), "the middlegame number at phase 0");
        assertEquals(0, gain("normal", free, 0, "pawn.passed.safeFile", 0, 100));
        assertEquals(0, gain("normal", free, 0, "pawn.passed.safeStop", 0, 100));
        assertEquals(0, gain("normal", free, 0, "pawn.passed.defendedStop", 0, 100));
        assertEquals(-60, gain("normal", free.replace(" w ", " b "), 0, "pawn.passed.safePath", 0, 100), "Black to move: White's gain is its loss");
        // On c7 it attacks d6, d7 and d8: the e-file is still safe.
        String file = "8/ppk5/8/4P3/8/8/PP6/4K3 w - - 0 1";
        assertEquals(0, gain("normal", file, 0, "pawn.passed.safePath", 0, 100));
        assertEquals(60, gain("normal", file, 0, "pawn.passed.safeFile", 0, 100));
        assertEquals(0, gain("normal", file, 0, "pawn.passed.safeStop", 0, 100));
        // On d8 it attacks e7 and e8, not e6.
        String stop = "3k4/pp6/8/4P3/8/8/PP6/4K3 w - - 0 1";
        assertEquals(0, gain("normal", stop, 0, "pawn.passed.safeFile", 0, 100));
        assertEquals(60, gain("normal", stop, 0, "pawn.passed.safeStop", 0, 100));
        // On d7 it attacks e6 itself, which White's King on f5 defends.
        String defended = "8/pp1k4/8/4PK2/8/8/PP6/8 w - - 0 1";
        assertEquals(0, gain("normal", defended, 0, "pawn.passed.safeStop", 0, 100));
        assertEquals(60, gain("normal", defended, 0, "pawn.passed.defendedStop", 0, 100));
        // With the square in front taken, none counts: Black's King stands on e6.
        String taken = "8/pp6/4k3/4P3/8/8/PP6/4K3 w - - 0 1";
        assertEquals(0, gain("normal", taken, 0, "pawn.passed.safePath", 0, 100));
        assertEquals(0, gain("normal", taken, 0, "pawn.passed.safeStop", 0, 100));
        // On the 10x8 board the squares in front reach the board's second word (f8 is square 75).
        assertEquals(60, gain("capablanca", "k9/pp8/10/5P4/10/10/PP8/5K4 w - - 0 1", 0, "pawn.passed.safePath", 0, 100));
        assertEquals(60, gain("capablanca", "3k6/pp8/10/5P4/10/10/PP8/5K4 w - - 0 1", 0, "pawn.passed.safeFile", 0, 100));
    }

    /**
     * The counts the trace reports are the definitions', worked out square by square along random
     * games of every variant (8x8, 10x8 and Kingdom's 10x10, whose neighbours cross the two words
     * of a board), White's less Black's, for all three terms and every rank.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void theCountsAsDefined(String id) {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        if (spec.params.entry("pawn.phalanx") == null) return; // a variant without pawn-like pieces
        Geometry g = r.variant().geometry;
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        int phalanxIndex = spec.params.entry("pawn.phalanx").offset(), backwardIndex = spec.params.entry("pawn.backward").offset();
        int connectedIndex = spec.params.entry("pawn.connected.mg").offset();
        int seen = 0;
        for (Position p : EvalTraceTest.positions(r, 3, 150, id.hashCode() + 11)) {
            e.trace(p, trace);
            EvalState s = e.lastState();
            int phalanx = 0, backward = 0;
            int[] connected = new int[g.ranks];
            for (int sq = 0; sq < g.squares; sq++) {
                int pc = p.pieceAt(sq);
                if (pc == 0 || !spec.pawnLike(Piece.type(pc))) continue;
                int c = Piece.color(pc), sign = c == 0 ? 1 : -1, f = g.file(sq), rank = g.rank(sq), rel = g.relativeRank(c, sq);
                if (rel == g.ranks - 1) continue; // a Kingdom pawn waiting on its last rank: its table says it
                boolean beside = own(spec, p, g, f - 1, rank, c) || own(spec, p, g, f + 1, rank, c);
                boolean defended = Bits.has(s.pawnAttackLo[c], s.pawnAttackHi[c], sq);
                if (beside) phalanx += sign;
                if (beside || defended) connected[rel] += sign;
                boolean neighbours = false, levelOrBehind = false;
                for (int r2 = 0; r2 < g.ranks; r2++) {
                    for (int df = -1; df <= 1; df += 2) {
                        if (!own(spec, p, g, f + df, r2, c)) continue;
                        neighbours = true;
                        int rel2 = c == 0 ? r2 : g.ranks - 1 - r2;
                        if (rel2 <= rel) levelOrBehind = true;
                    }
                }
                int stop = sq + (c == 0 ? g.files : -g.files);
                int atStop = p.pieceAt(stop);
                boolean held = Bits.has(s.pawnAttackLo[c ^ 1], s.pawnAttackHi[c ^ 1], stop)
                        || (atStop != 0 && Piece.color(atStop) != c && spec.pawnLike(Piece.type(atStop)));
                if (neighbours && !levelOrBehind && held && rel + 1 < g.ranks - 1) backward += sign;
            }
            assertEquals(phalanx, trace.coefficientOf(phalanxIndex), id + " phalanx at " + Fen.format(r, p));
            assertEquals(backward, trace.coefficientOf(backwardIndex), id + " backward at " + Fen.format(r, p));
            for (int rel = 0; rel < g.ranks - 1; rel++) {
                assertEquals(connected[rel], trace.coefficientOf(connectedIndex + rel), id + " connected, relative rank " + rel + " at " + Fen.format(r, p));
            }
            if (phalanx != 0 || backward != 0) seen++;
        }
        assertTrue(seen > 0, id + ": no position along the games had an uneven phalanx or backward count; the test checked nothing but zeros");
    }

    private static boolean own(EvalSpec spec, Position p, Geometry g, int file, int rank, int color) {
        if (file < 0 || file >= g.files || rank < 0 || rank >= g.ranks) return false;
        int pc = p.pieceAt(g.square(file, rank));
        return pc != 0 && Piece.color(pc) == color && spec.pawnLike(Piece.type(pc));
    }
}
