package castellan.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.board.Bits;
import castellan.board.Geometry;
import castellan.notation.Fen;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.position.Position;
import castellan.rules.Ruleset;
import castellan.variant.Variant;
import castellan.variants.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * King danger's further inputs, Stockfish 11's ({@link KingSafety}, {@code kingDanger.*}): what
 * the trace adds to the weighted attacks on a King, checked in a hand-built position and against
 * the definitions worked out square by square along random games of every variant.
 */
class KingDangerTest {
    /**
     * Black: Kg8, Ra8, pawns f7 g7 h7. White: Kg1, Qd1, Re1, Bc4, Ng5, pawns f2 g2 h2. Two White
     * pieces reach Black's King zone (the Knight f7 and h7, the Bishop f7), so King danger counts.
     * The Queen could check from d8 and the Rook from e8, both attacked by the a8 Rook; the Bishop
     * from f7 (taking the pawn), attacked by the King: no safe check, three unsafe check squares.
     * Weak: f7 and h7, attacked by White and defended by the King alone. White has a Queen, so
     * not "no major piece".
     */
    @Test void theInputsOfAHandBuiltPosition() {
        String fen = "r5k1/5ppp/8/6N1/2B5/8/5PPP/3QR1K1 w - - 0 1";
        assertEquals(0, inputs("normal", fen, "check.Q"));
        assertEquals(0, inputs("normal", fen, "check.R"));
        assertEquals(3, inputs("normal", fen, "unsafeCheck"));
        assertEquals(2, inputs("normal", fen, "weak"));
        assertEquals(2, inputs("normal", fen, "attackers"));
        assertEquals(0, inputs("normal", fen, "noMajor"));
        assertEquals(1, inputs("normal", fen, "base"));
        // Next to g8 the Knight attacks f7 and h7, the Bishop f7: 3. The f7 pawn alone stands between
        // the Bishop and the King: 1 blocker. Black's Rook defends f8: a Rook defender, no other.
        assertEquals(3, inputs("normal", fen, "kingAttacks"));
        assertEquals(1, inputs("normal", fen, "blockers"));
        assertEquals(1, inputs("normal", fen, "defender.R"));
        assertEquals(0, inputs("normal", fen, "defender.Q"));
        // A Black Knight on d7 defends f8 too.
        String knight = "r5k1/3n1ppp/8/6N1/2B5/8/5PPP/3QR1K1 w - - 0 1";
        assertEquals(1, inputs("normal", knight, "defender.N"));
        assertEquals(1, inputs("normal", knight, "defender.R"));
        // Without Black's Rook, d8 and e8 are safe: two safe checks; only the Bishop's f7 is unsafe.
        String open = "6k1/5ppp/8/6N1/2B5/8/5PPP/3QR1K1 w - - 0 1";
        assertEquals(1, inputs("normal", open, "check.Q"));
        assertEquals(1, inputs("normal", open, "check.R"));
        assertEquals(0, inputs("normal", open, "check.B"));
        assertEquals(1, inputs("normal", open, "unsafeCheck"));
        // Without White's Queen, White has no major piece (a Rook is not one).
        assertEquals(1, inputs("normal", "r5k1/5ppp/8/6N1/2B5/8/5PPP/4R1K1 w - - 0 1", "noMajor"));
    }

    /** The numbers count: with the inputs' numbers set, the middlegame danger is the square of the larger sum. */
    @Test void theyEnterTheSquare() {
        String fen = "r5k1/5ppp/8/6N1/2B5/8/5PPP/3QR1K1 w - - 0 1";
        EvalSpec spec = Variants.get("normal").evalSpec();
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        Position p = Fen.parse(Variants.get("normal"), fen);
        e.trace(p, trace);
        assertTrue(trace.inDanger(1));
        double[] theta = spec.params.values();
        double w = trace.dangerWeightSum(1, theta);
        int unsafe = spec.params.entry("kingDanger.unsafeCheck").offset(), base = spec.params.entry("kingDanger.base").offset();
        double change = 3 * (10 - theta[unsafe]) + (5 - theta[base]); // from the file's numbers (chess's are tuned)
        theta[unsafe] = 10;
        theta[base] = 5;
        assertEquals(w + change, trace.dangerWeightSum(1, theta), 1e-9);
        // And the evaluation built from those numbers says so (the trace's formula is EvalTraceTest's).
        Evaluator moved = new Evaluator(spec.withParams(spec.params.with(theta)));
        double white = trace.whiteScore(theta);
        assertEquals(white, moved.compute(p), trace.roundings());
    }

    @Test void theMajorTypes() {
        assertArrayEquals(letters("normal", "Q"), KingSafety.majorTypes(Variants.get("normal").variant()));
        assertArrayEquals(letters("capablanca", "ACQ"), KingSafety.majorTypes(Variants.get("capablanca").variant()));
    }

    /**
     * Along random games, wherever King danger counts against a King: a type's check input is 1
     * exactly when it has a safe check (KingSafetyTest's definition); the unsafe check squares are,
     * per type without a safe one, the squares it attacks, not its side's own, from which it would
     * check; the attackers are Mobility's count; "no major piece" by the piece table; the constant 1.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void theInputsAsDefined(String id) {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        if (!spec.kingRoyal) return;
        Variant v = r.variant();
        Geometry g = v.geometry;
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        int[] majors = KingSafety.majorTypes(v);
        int seen = 0, unsafeSeen = 0, blockersSeen = 0;
        for (Position p : EvalTraceTest.positions(r, 12, 200, id.hashCode() + 7)) {
            e.trace(p, trace);
            EvalState s = e.lastState();
            for (int d = 0; d < 2; d++) {
                if (!trace.inDanger(d)) continue;
                seen++;
                int a = d ^ 1, k = s.king[d], unsafe = 0;
                for (int t = 1; t <= v.typeCount(); t++) {
                    if (!KingSafety.checkType(v, t)) continue;
                    boolean safe = false;
                    int squares = 0;
                    for (int sq : CheckSquares.of(p, v, t, a, k)) {
                        squares++;
                        if (!Bits.has(s.attackLo[d], s.attackHi[d], sq)) safe = true;
                    }
                    if (!safe) unsafe += squares;
                    assertEquals(safe ? 1 : 0, danger(spec, trace, d, "check." + v.types[t].letter), id + " " + v.types[t] + " at " + Fen.format(r, p));
                }
                if (unsafe > 0) unsafeSeen++;
                assertEquals(unsafe, danger(spec, trace, d, "unsafeCheck"), id + " unsafe checks at " + Fen.format(r, p));
                assertEquals(s.kingAttackers[a], danger(spec, trace, d, "attackers"), id);
                boolean major = false;
                for (int t : majors) major |= (p.piecesLo(Piece.of(t, a)) | p.piecesHi(Piece.of(t, a))) != 0;
                assertEquals(major ? 0 : 1, danger(spec, trace, d, "noMajor"), id + " no major at " + Fen.format(r, p));
                assertEquals(1, danger(spec, trace, d, "base"), id);
                int attack = 0, defense = 0;
                for (int sq = 0; sq < g.squares; sq++) {
                    int kf = Math.max(1, Math.min(g.files - 2, g.file(k))), f = g.file(sq);
                    boolean wing = g.files == 8 ? (g.file(k) < 3 ? f <= 3 : g.file(k) < 5 ? f >= 2 && f <= 5 : f >= 4) : Math.abs(f - kf) <= 1;
                    if (!wing || g.relativeRank(d, sq) > (g.ranks - 2) / 2 + 1) continue;
                    if (Bits.has(s.attackLo[a], s.attackHi[a], sq)) attack += Bits.has(s.attack2Lo[a], s.attack2Hi[a], sq) ? 2 : 1;
                    if (Bits.has(s.attackLo[d], s.attackHi[d], sq)) defense++;
                }
                assertEquals(attack, danger(spec, trace, d, "flankAttack"), id + " flank attacks at " + Fen.format(r, p));
                long[] steps = v.types[v.kingType].capture[d].leap;
                long nextLo = steps == null ? 0 : steps[k * 2], nextHi = steps == null ? 0 : steps[k * 2 + 1];
                assertEquals(neighbourAttacks(p, v, s, a, k, nextLo, nextHi), danger(spec, trace, d, "kingAttacks"), id + " attacks next to the King at " + Fen.format(r, p));
                int blockers = blockers(p, v, d, k);
                if (blockers > 0) blockersSeen++;
                assertEquals(blockers, danger(spec, trace, d, "blockers"), id + " blockers at " + Fen.format(r, p));
                for (int t = 1; t <= v.typeCount(); t++) {
                    if (!KingSafety.checkType(v, t)) continue;
                    boolean defends = false;
                    for (int sq = 0; sq < g.squares; sq++) {
                        if (p.pieceAt(sq) != Piece.of(t, d)) continue;
                        Movement m = v.types[t].capture[d];
                        defends |= ((m.reach(g, sq, p.occupiedLo(), p.occupiedHi(), false) & nextLo) | (m.reach(g, sq, p.occupiedLo(), p.occupiedHi(), true) & nextHi)) != 0;
                    }
                    assertEquals(defends ? 1 : 0, danger(spec, trace, d, "defender." + v.types[t].letter), id + " " + v.types[t] + " defending at " + Fen.format(r, p));
                }
                assertEquals(defense, danger(spec, trace, d, "flankDefense"), id + " flank defence at " + Fen.format(r, p));
            }
        }
        assertTrue(seen > 0, id + ": King danger never counted in the games");
        assertTrue(unsafeSeen > 0, id + ": no unsafe check in the games");
        assertTrue(blockersSeen > 0, id + ": no blocker in the games");
    }

    /**
     * The attacks of {@code a}'s pieces (not pawn-like; its King only where it may capture) on the
     * squares next to the enemy King, each piece's counted, of those that reach the King's zone.
     */
    private static int neighbourAttacks(Position p, Variant v, EvalState s, int a, int k, long nextLo, long nextHi) {
        Geometry g = v.geometry;
        EvalSpec spec = Variants.get(v.id).evalSpec();
        long zoneLo = spec.masks.kingZone[a ^ 1][k * 2], zoneHi = spec.masks.kingZone[a ^ 1][k * 2 + 1];
        int n = 0;
        for (int sq = 0; sq < g.squares; sq++) {
            int pc = p.pieceAt(sq);
            if (pc == 0 || Piece.color(pc) != a) continue;
            int t = Piece.type(pc);
            if (v.types[t].promotes || t == v.kingType && !s.kingCaptures[a]) continue;
            Movement m = v.types[t].capture[a];
            long lo = m.reach(g, sq, p.occupiedLo(), p.occupiedHi(), false), hi = m.reach(g, sq, p.occupiedLo(), p.occupiedHi(), true);
            if (((lo & zoneLo) | (hi & zoneHi)) == 0) continue;
            n += Long.bitCount(lo & nextLo) + Long.bitCount(hi & nextHi);
        }
        return n;
    }

    /**
     * The pieces whose removal would let an enemy piece of a sliding type with a check entry attack
     * the King of {@code d} on {@code k}, which it does not attack now: Stockfish's blockers, found by
     * taking each piece off the board in turn.
     */
    private static int blockers(Position p, Variant v, int d, int k) {
        Geometry g = v.geometry;
        long occLo = p.occupiedLo(), occHi = p.occupiedHi();
        int n = 0;
        for (int x = 0; x < g.squares; x++) {
            if (x == k || p.pieceAt(x) == 0) continue;
            long lo = occLo & ~Bits.loBit(x), hi = occHi & ~Bits.hiBit(x);
            boolean blocks = false;
            for (int y = 0; y < g.squares && !blocks; y++) {
                int pc = p.pieceAt(y);
                if (y == x || pc == 0 || Piece.color(pc) == d) continue;
                int t = Piece.type(pc);
                Movement m = v.types[t].capture[d ^ 1];
                if (!KingSafety.checkType(v, t) || !m.slides()) continue;
                boolean now = Bits.has(m.reach(g, y, occLo, occHi, false), m.reach(g, y, occLo, occHi, true), k);
                blocks = !now && Bits.has(m.reach(g, y, lo, hi, false), m.reach(g, y, lo, hi, true), k);
            }
            if (blocks) n++;
        }
        return n;
    }

    /** The flank's squares: on 8 files the King's wing (Stockfish 11's {@code KingFlank}), elsewhere three files moved in from the edge. */
    @Test void theFlank() {
        BoardMasks chess = Variants.get("normal").evalSpec().masks, capa = Variants.get("capablanca").evalSpec().masks;
        assertEquals("efgh", files(chess, 6));
        assertEquals("cdef", files(chess, 3));
        assertEquals("abcd", files(chess, 0));
        assertEquals("efg", files(capa, 5));
        assertEquals("abc", files(capa, 0));
        assertEquals("hij", files(capa, 9));
        // The camp: White's ranks 1-5 and Black's 4-8 of 8.
        Geometry g = Variants.get("normal").variant().geometry;
        for (int r = 0; r < 8; r++) {
            int sq = g.square(6, r);
            assertEquals(r <= 4, Bits.has(chess.flankCamp[0][12], chess.flankCamp[0][13], sq), "White, rank " + (r + 1));
            assertEquals(r >= 3, Bits.has(chess.flankCamp[1][12], chess.flankCamp[1][13], sq), "Black, rank " + (r + 1));
        }
    }

    /**
     * White Kg1, Re1, Ra6; Black Kg8 (an ending: the endgame number). Black's flank camp is e-h,
     * ranks 4-8: the e1 Rook attacks e4-e8, the a6 Rook e6-h6, e6 twice: 8 squares and 1 again.
     * White's camp is not attacked. Both flanks are pawnless (cancels).
     */
    @Test void flankAttacks() {
        assertEquals(-9 * 11, Weighted.gain("normal", "6k1/8/R7/8/8/8/8/4R1K1 w - - 0 1", 0, "kingFlank.attack", 7, 11));
        // A White pawn on a2: Black's King on b8 has it on its flank (a-d), White's on g1 none (e-h).
        assertEquals(13, Weighted.gain("normal", "1k6/8/8/8/8/8/P7/6K1 w - - 0 1", 0, "kingFlank.pawnless", 5, 13));
        // Either side's pawns count: a Black pawn on a7 instead does the same.
        assertEquals(13, Weighted.gain("normal", "1k6/p7/8/8/8/8/8/6K1 w - - 0 1", 0, "kingFlank.pawnless", 5, 13));
    }

    /** The input's coefficient in King danger against {@code color}'s King, in the position the trace holds. */
    private static double danger(EvalSpec spec, EvalTrace trace, int color, String input) {
        int index = spec.params.entry("kingDanger." + input).offset();
        for (int k = 0; k < trace.dangerFeatures(color); k++) if (trace.dangerFeature(color, k) == index) return trace.dangerCoefficient(color, k);
        return 0;
    }

    /** Against Black's King in {@code fen}, which King danger must count. */
    private static double inputs(String variant, String fen, String input) {
        EvalSpec spec = Variants.get(variant).evalSpec();
        EvalTrace trace = spec.newTrace();
        new Evaluator(spec).trace(Fen.parse(Variants.get(variant), fen), trace);
        assertTrue(trace.inDanger(1), "King danger counts against Black: " + fen);
        return danger(spec, trace, 1, input);
    }

    private static String files(BoardMasks m, int kingFile) {
        Geometry g = m.g;
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < g.files; f++) if (Bits.has(m.flank[kingFile * 2], m.flank[kingFile * 2 + 1], g.square(f, 0))) sb.append((char) ('a' + f));
        return sb.toString();
    }

    private static int[] letters(String variant, String letters) {
        Variant v = Variants.get(variant).variant();
        return letters.chars().map(l -> {
            for (int t = 1; t <= v.typeCount(); t++) if (v.types[t].letter == l) return t;
            throw new IllegalArgumentException(variant + " has no " + (char) l);
        }).sorted().toArray();
    }
}
