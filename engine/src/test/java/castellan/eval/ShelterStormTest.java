package castellan.eval;

import static castellan.eval.Weighted.gain;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * {@link KingShelter}'s shelter and storm by file, Stockfish 11's: for a royal King, on its file and
 * the two beside it (moved in from the edge), the nearest own and enemy pawn on the King's rank or
 * in front, by rank from the King's side, in rows by the file's distance from the edge (0-3). Every
 * piece on the board, so at full middlegame the gain is the count times the middlegame number.
 */
class ShelterStormTest {
    // White castled short (King g1; pawns f2 g2 h2), Black's King at home on e8 (files d, e, f: 3, 3 and 2 from the edge).
    private static final String CASTLED = "rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPPBPPP/RNBQ1RK1 w kq - 0 1";

    @Test void theShelterIsReadByTheFilesDistanceFromTheEdge() {
        // Row 0 (the h-file), rank 1: White's h2. No file of Black's King is at the edge.
        assertEquals(10, gain("normal", CASTLED, 256, "kingShelter.file", table(8, 0, 1, 10)));
        // Row 2, rank 1: White's f2 and Black's f7; even.
        assertEquals(0, gain("normal", CASTLED, 256, "kingShelter.file", table(8, 2, 1, 10)));
        // Row 3, rank 1: Black's d7 and e7.
        assertEquals(-20, gain("normal", CASTLED, 256, "kingShelter.file", table(8, 3, 1, 10)));
        // Row 3 on Capablanca's 10 files holds the d-g files (3 and 4 from the edge): both Kings on the
        // f-file read e, f and g there, at rank 1 Black's three pawns and White's f2 and g2 (e4 is on rank 3).
        String capablanca = "rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq - 0 1";
        assertEquals(-10, gain("capablanca", capablanca, 256, "kingShelter.file", table(8, 3, 1, 10)));
        assertEquals(10, gain("capablanca", capablanca, 256, "kingShelter.file", table(8, 3, 3, 10)));
    }

    @Test void anAdvancingEnemyPawnStormsTheKing() {
        // Black's h-pawn on h4: on White's h-file (row 0) the nearest enemy pawn stands on rank 3.
        String storm = "rnbqkbnr/ppppppp1/8/8/4P2p/5N2/PPPPBPPP/RNBQ1RK1 w kq - 0 1";
        assertEquals(-20, gain("normal", storm, 256, "kingStorm.file", table(8, 0, 3, -20)));
        // Rank 0 of the storm: a file with no enemy pawn in front (none here: every file has one).
        assertEquals(0, gain("normal", storm, 256, "kingStorm.file", table(8, 0, 0, -20)));
    }

    @Test void aBlockedStormCountsByItsRankInsteadOfTheStorm() {
        // Black's g-pawn on g3, right in front of White's g2: blocked at rank 2, and no storm on the g-file.
        String blocked = "rnbqkbnr/pppppp1p/8/8/4P3/5Np1/PPPPBPPP/RNBQ1RK1 w kq - 0 1";
        assertEquals(7, gain("normal", blocked, 256, "kingStorm.blocked", 0, 0, 7, 0, 0, 0, 0, 0));
        assertEquals(0, gain("normal", blocked, 256, "kingStorm.file", table(8, 1, 2, -20)));
    }

    /**
     * The counts the trace reports are the definitions', worked out square by square along random
     * games of every variant with a royal King and pawns, both sides, every row and rank.
     */
    @ParameterizedTest
    @MethodSource("castellan.variants.Variants#ids")
    void theCountsAsDefined(String id) {
        Ruleset r = Variants.get(id);
        EvalSpec spec = r.evalSpec();
        if (spec.params.entry("kingShelter.file") == null) return; // no royal King (Norochess)
        Geometry g = r.variant().geometry;
        Evaluator e = new Evaluator(spec);
        EvalTrace trace = spec.newTrace();
        int shelterIndex = spec.params.entry("kingShelter.file").offset(), stormIndex = spec.params.entry("kingStorm.file").offset();
        int blockedIndex = spec.params.entry("kingStorm.blocked").offset();
        int rows = KingShelter.EDGES * g.ranks, counted = 0;
        for (Position p : EvalTraceTest.positions(r, 3, 150, id.hashCode() + 13)) {
            e.trace(p, trace);
            EvalState s = e.lastState();
            double[] shelter = new double[rows], storm = new double[rows], blocked = new double[g.ranks];
            for (int c = 0; c < 2; c++) {
                int k = s.king[c];
                if (!s.royal[c] || k < 0) continue;
                int sign = c == 0 ? 1 : -1, kf = g.file(k), kr = g.relativeRank(c, k);
                int centre = Math.max(1, Math.min(g.files - 2, kf));
                for (int f = centre - 1; f <= centre + 1; f++) {
                    int ours = 0, theirs = 0;
                    for (int rel = g.ranks - 1; rel >= kr; rel--) { // from the far end down: the nearest found last
                        int pc = p.pieceAt(g.square(f, c == 0 ? rel : g.ranks - 1 - rel));
                        if (pc == 0 || !spec.pawnLike(Piece.type(pc)) || rel == 0) continue;
                        if (Piece.color(pc) == c) ours = rel; else theirs = rel;
                    }
                    int row = Math.min(3, Math.min(f, g.files - 1 - f)) * g.ranks;
                    shelter[row + ours] += sign;
                    if (ours != 0 && theirs == ours + 1) blocked[theirs] += sign; else storm[row + theirs] += sign;
                }
                counted++;
            }
            for (int i = 0; i < rows; i++) {
                assertEquals(shelter[i], trace.coefficientOf(shelterIndex + i), id + " shelter " + i + " at " + Fen.format(r, p));
                assertEquals(storm[i], trace.coefficientOf(stormIndex + i), id + " storm " + i + " at " + Fen.format(r, p));
            }
            for (int i = 0; i < g.ranks; i++) assertEquals(blocked[i], trace.coefficientOf(blockedIndex + i), id + " blocked " + i + " at " + Fen.format(r, p));
        }
        // Kingdom's Kings are royal only once their Duke is gone, which random games seldom see: there
        // the check holds that no coefficient is reported while no King is royal.
        e.trace(Fen.parse(r, r.variant().startFen), trace);
        if (e.lastState().royal[0]) assertTrue(counted > 0, id + ": no royal King along the games; the test checked nothing");
    }

    /** A shelter or storm table of {@code ranks} columns with one number, at the row and rank given. */
    private static double[] table(int ranks, int row, int rank, double number) {
        double[] t = new double[KingShelter.EDGES * ranks];
        t[row * ranks + rank] = number;
        return t;
    }
}
