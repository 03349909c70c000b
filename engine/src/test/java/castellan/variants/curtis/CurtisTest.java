package castellan.variants.curtis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.MoveList;
import castellan.notation.Fen;
import castellan.notation.MoveText;
import castellan.position.FenException;
import castellan.rules.Ruleset;
import castellan.testutil.PerftAssert;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Royal Chess by W. A. Curtis (rules/royal.md): every rule and Ruling with a hand-derived position. */
class CurtisTest {
    static final Ruleset V = Variants.get("royal");

    // ------------------------------------------------------------ perft (numbers from CurtisReference)

    static final String DEEP_GUARDS = "4k5/1G6H1/10/10/10/3h6/6g3/4K5 w - - 0 1";
    static final String CASTLE_BLOCKS_CHECK = "k9/5r4/10/10/10/10/10/5KG2R w K - 0 1";
    static final String PAIR_BEFORE_CAPTURE = "4b4k/10/2R7/10/2H7/10/2R7/K9 b - - 0 1";
    static final String PAIR_AFTER_CAPTURE = "9k/10/2b7/10/2H7/10/2R7/K9 w - - 0 2 c6";
    static final String PROMOTIONS_LOST = "r1n1k5/1P6P1/10/10/10/10/3p6/R1NB1K1NHR w - - 0 1";
    static final String PROMOTIONS_NONE_LOST = "2k7/5P4/10/10/10/10/10/RGNBQKBNHR w - - 0 1";
    static final String QUEEN_POWERED = "1G*1nkb3H*/pp6pp/10/10/10/10/PP6PP/4K5 w - - 0 1";
    static final String FIRST_RANKS = "r1g2k1h1r/10/10/10/10/10/10/R1G2K1H1R w KQkq - 0 1";

    /** Start position: 24 moves = 20 pawn moves + Nc1 b3 d3 + Nh1 g3 i3; both Guards are boxed in. */
    @Test void startPosition() {
        PerftAssert.perft("royal", null, 24, 576, 15854, 434930);
    }

    @Test void constructedPositions() {
        PerftAssert.perft("royal", DEEP_GUARDS, 22, 593, 10532, 284042);
        PerftAssert.perft("royal", CASTLE_BLOCKS_CHECK, 7, 129, 3581, 63378);
        PerftAssert.perft("royal", PAIR_BEFORE_CAPTURE, 10, 405, 4699, 197835);
        PerftAssert.perft("royal", PAIR_AFTER_CAPTURE, 30, 375, 12196, 152127);
        PerftAssert.perft("royal", PROMOTIONS_LOST, 59, 1254, 67760, 1557780);
        PerftAssert.perft("royal", PROMOTIONS_NONE_LOST, 73, 327, 24864, 97328);
        PerftAssert.perft("royal", QUEEN_POWERED, 31, 370, 11918, 178214);
        PerftAssert.perft("royal", FIRST_RANKS, 112, 9891, 580448);
    }

    /** Provenance: the independent reference recomputes the counts above (to depth 3, for time). */
    @Test void countsAboveAreTheReferences() {
        String[] fens = {V.variant().startFen, DEEP_GUARDS, CASTLE_BLOCKS_CHECK, PAIR_BEFORE_CAPTURE, PAIR_AFTER_CAPTURE,
                PROMOTIONS_LOST, PROMOTIONS_NONE_LOST, QUEEN_POWERED, FIRST_RANKS};
        long[] depth3 = {15854, 10532, 3581, 4699, 12196, 67760, 24864, 11918, 580448};
        for (int i = 0; i < fens.length; i++)
            assertEquals(depth3[i], castellan.reference.CurtisReference.fromFen(fens[i]).perft(3), fens[i]);
    }

    /** CurtisReference, depth 5 (23 s there). */
    @Tag("slow") @Test void startPositionDepth5() {
        PerftAssert.perftAt("royal", null, 5, 13450278);
    }

    @Tag("slow") @Test void firstRanksDepth4() {
        PerftAssert.perftAt("royal", FIRST_RANKS, 4, 33178052);
    }

    // ------------------------------------------------------------ Guards

    /**
     * King's Guard d4 (own territory): orthogonal major d5-d7, d3-d1, c4-a4, e4-g4 (12); diagonal
     * minor: c5 and e5 enter enemy territory and stop there (2), c3 b2 a1 and e3 f2 g1 (6): 20.
     * King j1: i1 i2 j2 (3). Total 23.
     */
    @Test void kingsGuardMinorMovesEnterAndStop() {
        List<String> m = moves("9k/10/10/10/3H6/10/10/9K w - - 0 1");
        assertEquals(23, m.size());
        assertTrue(m.contains("d4c5") && !m.contains("d4b6"));
    }

    /**
     * Deep in enemy territory a minor move goes one square, unless that square is back in its own
     * territory. H d6: diagonal c7 e7 c5 e5 (all enemy territory: 1 each) + orthogonal d7 d8,
     * d5 d4 d3, c6 b6 a6, e6 f6 g6 (11) = 15. H d5: c6 e6 (2) + c4 b3 a2, e4 f3 g2 (6) + 12 = 20.
     */
    @Test void minorMovesDeepInEnemyTerritory() {
        assertEquals(15, movesFrom("9k/10/3H6/10/10/10/10/9K w - - 0 1", "d6").size());
        assertEquals(20, movesFrom("9k/10/10/3H6/10/10/10/9K w - - 0 1", "d5").size());
    }

    /**
     * Queen's Guard horizontal minor moves: full 1-3 on the first enemy rank, one square deeper.
     * G d5: c5 b5 a5 e5 f5 g5 (6), d6 (enters, stops), d4 d3 d2 (own) (4), diagonal major 12: 22.
     * G d6: c6 e6 (2), d7 d5 (2), diagonal c7 b8 e7 f8 c5 b4 a3 e5 f4 g3 (10): 14.
     */
    @Test void queensGuardHorizontalException() {
        assertEquals(22, movesFrom("9k/10/10/3G6/10/10/10/9K w - - 0 1", "d5").size());
        assertEquals(14, movesFrom("9k/10/3G6/10/10/10/10/9K w - - 0 1", "d6").size());
    }

    /**
     * Minor moves capture only at distance 1. G d2, black pawn d4: d3 only upward (no d4 capture),
     * d1, c2 b2 a2, e2 f2 g2, diagonal c3 b4 a5 e3 f4 g5 c1 e1 (8): 16, King j1 3: 19.
     */
    @Test void minorCaptureOnlyAdjacent() {
        List<String> m = moves("9k/10/10/10/3p6/10/3G6/9K w - - 0 1");
        assertEquals(19, m.size());
        assertFalse(m.contains("d2d4"));
        assertTrue(moves("9k/10/10/10/10/3p6/3G6/9K w - - 0 1").contains("d2d3"));
    }

    /**
     * Ruling "the King's square counts toward the 1-3 squares": H b1 over the King d1 reaches e1
     * but not f1. H b1: a1, c1, e1, b2 b3 b4, a2, c2 d3 e4 = 10. And no capture over the King:
     * G b1 with a black Knight on e1: a1 c1 (not e1), b2 b3 b4, a2 c2 d3 e4 = 9.
     */
    @Test void guardJumpsOwnKingOnFirstRank() {
        List<String> h = movesFrom("9k/10/10/10/10/10/10/1H1K1n4 w - - 0 1", "b1");
        assertEquals(List.of("b1a1", "b1a2", "b1b2", "b1b3", "b1b4", "b1c1", "b1c2", "b1d3", "b1e1", "b1e4"), h);
        List<String> g = movesFrom("9k/10/10/10/10/10/10/1G1Kn5 w - - 0 1", "b1");
        assertEquals(List.of("b1a1", "b1a2", "b1b2", "b1b3", "b1b4", "b1c1", "b1c2", "b1d3", "b1e4"), g);
    }

    // ------------------------------------------------------------ Rooks over Guards

    /**
     * Rule 1, Ruling: "such a move may also capture". Ra1 with G c1, H e1, black Knight g1, King i1: b1, d1,
     * f1, xg1, a2-a8 = 11.
     */
    @Test void rookAlongFirstRankOverGuards() {
        List<String> r = movesFrom("4k5/10/10/10/10/10/10/R1G1H1n1K1 w - - 0 1", "a1");
        assertEquals(11, r.size());
        assertTrue(r.containsAll(List.of("a1b1", "a1d1", "a1f1", "a1g1")));
        // and that capturing jump gives check
        assertTrue(new Game(V, "4K5/10/10/10/10/10/10/R1G1H1k3 b - - 0 1").inCheck());
    }

    /**
     * Rule 2 jumps do not capture and do not attack: Black Kd5 between White Rc2/Gc3 and Gc7/Rc8.
     * c4 and c6 are attacked by the Guards (minor capture at distance 1), d4 and d6 by their
     * diagonals, e5 by both; c5 only by non-capturing Rook jumps, so legal: c5 e4 e6 = 3.
     */
    @Test void rookPairJumpsDoNotAttack() {
        String fen = "2R7/2G7/10/3k6/10/2G7/2R7/9K b - - 0 1";
        assertEquals(List.of("d5c5", "d5e4", "d5e6"), sorted(moves(fen)));
        // and White's Rooks may jump to the squares between them, beyond a Guard: c4 c5 c6 from each
        List<String> w = moves("2R7/2G7/10/3k6/10/2G7/2R7/9K w - - 0 1");
        assertTrue(w.containsAll(List.of("c2c4", "c2c5", "c2c6", "c8c6", "c8c5", "c8c4")));
        assertFalse(w.contains("c2c7") || w.contains("c2c8"));
    }

    /**
     * The recapture exception. Black Be8xc6 takes a Rook of a file pair (c2, Hc4, c6): the state
     * field says c6 and Rc2 may recapture over the Guard. Hand count of the position after the
     * capture: Ka1 a2 b1 b2 (3); Rc2 c1 c3, a2 b2, d2-j2 (11) + recapture c2c6 (1); Hc4 c5 xc6,
     * c3, b4 a4, d4 e4 f4 (7), diagonal b5 d5 (enter and stop), b3 a2, d3 e2 f1 (7): 30.
     */
    @Test void recaptureOverGuards() {
        Game g = new Game(V, PAIR_BEFORE_CAPTURE);
        g.play("e8c6");
        assertEquals(PAIR_AFTER_CAPTURE, g.fen());
        assertEquals(30, g.legalMoves().size());
        assertTrue(moves(PAIR_AFTER_CAPTURE).contains("c2c6"));
        // one move only: after a White King move and a Black one, the jump capture is gone
        g.play("a1b1");
        g.play("j8j7");
        assertFalse(sorted(moves(g.fen())).contains("c2c6"));
        // FEN and hash carry it: same placement without the field is another position
        assertTrue(Fen.parse(V, PAIR_AFTER_CAPTURE).hash() != Fen.parse(V, PAIR_AFTER_CAPTURE.replace(" c6", "")).hash());
    }

    /**
     * Ruling: "the exception applies only when, before the capture, the two rooks stood on that
     * line ... with only own Guards or empty squares between them". A black Queen between them (c5) takes c6: no recapture state.
     */
    @Test void noRecaptureWhenTheCapturerStoodBetween() {
        Game g = new Game(V, "4k5/10/2R7/2q7/2H7/10/2R7/K9 b - - 0 1");
        g.play("c5c6");
        assertEquals(6, g.fen().split(" ").length);
        assertFalse(texts(g).contains("c2c6"));
    }

    /**
     * "A King may not capture a Rook while the partner Rook could recapture over its Guards."
     * White Kd7 next to black Rc6 (partner c2, Guard h c4): Kxc6 illegal; c8 c7 d6 e6 attacked:
     * legal d8 e8 e7 = 3.
     */
    @Test void kingMayNotTakeAGuardedRook() {
        assertEquals(List.of("d7d8", "d7e7", "d7e8"), sorted(moves("9k/3K6/2r7/10/2h7/10/2r7/10 w - - 0 1")));
    }

    // ------------------------------------------------------------ castling

    /**
     * Castling with a Guard leg that blocks a check: Rf7 checks Kf1. Legal: King e1 e2 g2 (f2 is
     * on the file) = 3; Guard g1f2 = 1; castlings with the leg g1f2 to g1, h1, i1 with the Rook on
     * f1, g1, h1 = 3. Total 7. No castling without the leg (in check).
     */
    @Test void castlingGuardLegBlocksCheck() {
        assertEquals(List.of("f1e1", "f1e2", "f1g2", "g1f2", "g1f2,f1g1,j1f1", "g1f2,f1h1,j1g1", "g1f2,f1i1,j1h1"),
                sorted(moves(CASTLE_BLOCKS_CHECK)));
    }

    /**
     * Ruling: "every square strictly between the King's home and its destination must be
     * unattacked, whether or not a Guard stands on it". White Kf1, Hg1, Rj1; a black Bishop d4
     * attacks g1 (over e3 f2) where the Guard stands: no castling without a Guard leg (h1 and i1
     * lie past g1) and none after legs that leave the diagonal open; only the legs g1f2 and g1e3,
     * which block it, allow castling: to g1, h1 or i1 each (6).
     */
    @Test void attackedSquareUnderGuardForbidsCastling() {
        String fen = "k9/10/10/10/3b6/10/10/5KH2R w K - 0 1";
        assertEquals(List.of("g1e3,f1g1,j1f1", "g1e3,f1h1,j1g1", "g1e3,f1i1,j1h1", "g1f2,f1g1,j1f1", "g1f2,f1h1,j1g1", "g1f2,f1i1,j1h1"),
                sorted(moves(fen).stream().filter(m -> m.contains(",")).collect(Collectors.toList())));
        // Without the Bishop, castling to h1 passes g1 with the Guard on it: allowed.
        assertTrue(moves("k9/10/10/10/10/10/10/5KH2R w K - 0 1").contains("f1h1,j1f1"));
    }

    @Test void castlingMoveTextAndShortForms() {
        String fen = "4k5/10/10/10/10/10/10/RG3K2HR w KQ - 0 1";
        Game g = new Game(V, fen);
        // queenside with the Guard leg b1d1: King c1, Rook e1 (d1 taken); short form accepted
        g.play("b1d1,f1c1");
        assertEquals("4k5/10/10/10/10/10/10/2KGR3HR b - - 1 1", g.fen());
        // f1g1 alone is an ordinary King move, never castling
        Game k = new Game(V, fen);
        k.play("f1g1");
        assertEquals("4k5/10/10/10/10/10/10/RG4K1HR b - - 1 1", k.fen());
        assertThrows(IllegalArgumentException.class, () -> new Game(V, fen).play("i1h1,f1g1"));
        new Game(V, fen).play("i1h1,f1g1,j1f1");
        new Game(V, fen).play("f1h1"); // short form of f1h1,j1g1
        assertThrows(IllegalArgumentException.class, () -> new Game(V, fen).play("f1c1,a1x1"));
    }

    // ------------------------------------------------------------ promotion

    /** With the full army a Pawn may not step onto the last rank; without Q and G: q, g, g*. */
    @Test void promotionOnlyToLostTypes() {
        assertEquals(List.of(), movesFrom(PROMOTIONS_NONE_LOST, "f7"));
        assertEquals(List.of("f7f8g", "f7f8g*", "f7f8q"), movesFrom("2k7/5P4/10/10/10/10/10/R1NB1KBNHR w - - 0 1", "f7"));
        // Ruling: judged by what is on the board now, so a promoted piece refills its type
        Game g = new Game(V, "2k7/5P1P2/10/10/10/10/10/R1NBQKBNHR w - - 0 1");
        g.play("f7f8g");
        g.play("c8b8");
        assertEquals(List.of(), movesFrom(g.fen(), "h7"));
    }

    /**
     * Queen power: G* b8 moves as a Queen: rank 8 a8 c8-j8 (9), file b7-b1 (7), diagonals
     * c7-i1 (7) and a7 (1) = 24, King e1 5: 29. It keeps the power while other pieces move and
     * loses it when it moves.
     */
    @Test void queenPoweredGuard() {
        String fen = "1G*8/10/9k/10/10/10/10/4K5 w - - 0 1";
        assertEquals(29, moves(fen).size());
        Game g = new Game(V, fen);
        g.play("e1e2");
        g.play("j6j5");
        assertTrue(g.fen().startsWith("1G*8/"));
        g.play("b8b2");
        assertTrue(g.fen().startsWith("10/10/10/9k/10/10/1G2K5/"));
        // promotion with power, written g*, and FEN G*
        Game p = new Game(V, "2k7/5P4/10/10/10/10/10/R1NBQKBNHR w - - 0 1");
        p.play("f7f8g*");
        assertTrue(p.fen().startsWith("2k2G*4/"));
        assertThrows(FenException.class, () -> Fen.parse(V, "2k7/10/10/5G*4/10/10/10/R1NBQKBNHR w - - 0 1"));
        assertThrows(FenException.class, () -> Fen.parse(V, "2k2N*4/10/10/10/10/10/10/R1NBQKBNHR w - - 0 1"));
    }

    // ------------------------------------------------------------ game end

    /**
     * Black Ka8 and a blocked Pawn h5 (White Pawn h4); White Kc7 covers b7 b8, Bishop b6 covers
     * a7; Black is not in check and has no move: White wins by stalemate.
     */
    @Test void stalemateWinsForTheStalematingSide() {
        Game g = new Game(V, "k9/2K7/1B8/7p2/7P2/10/10/10 b - - 0 1");
        assertEquals("1-0 {White wins by stalemate (0.7-0.25)}", g.outcome().toString());
    }

    /**
     * Ruling: "checkmate comes first, then bare king, then stalemate" (here Black is mated and
     * bare); and Ruling (bare king): "decided at once, after the move that leaves a side with
     * only its King".
     */
    @Test void checkmateAndBareKing() {
        Game mate = new Game(V, "k9/2K7/10/10/10/10/10/R9 b - - 0 1");
        assertEquals("1-0 {White wins by checkmate (1-0)}", mate.outcome().toString());
        Game bare = new Game(V, "k9/10/10/10/10/10/10/4K4N w - - 0 1");
        assertEquals("1-0 {White wins by bare king (0.75-0.2)}", bare.outcome().toString());
        Game blackBare = new Game(V, "k8q/10/10/10/10/10/10/4K5 w - - 0 1");
        assertEquals("0-1 {Black wins by bare king (0.2-0.75)}", blackBare.outcome().toString());
        assertEquals("1/2-1/2 {Draw by K v K (0.4-0.5)}", new Game(V, "k9/10/10/10/10/10/10/4K5 w - - 0 1").outcome().toString());
    }

    /** Black Ka8 alone, stalemated by Kc7 and Bb6: bare king comes before stalemate. */
    @Test void bareKingBeforeStalemate() {
        assertEquals("1-0 {White wins by bare king (0.75-0.2)}", new Game(V, "k9/2K7/1B8/10/10/10/10/10 b - - 0 1").outcome().toString());
        // and decided at once: White takes Black's last piece
        Game g = new Game(V, "k9/10/10/10/10/10/10/3nK4R w - - 0 1");
        assertEquals(null, g.outcome());
        g.play("e1d1");
        assertEquals("1-0 {White wins by bare king (0.75-0.2)}", g.outcome().toString());
    }

    /** 50 moves each without a capture: pawn moves do not reset the count. */
    @Test void fiftyMovesWithoutCapture() {
        Game g = new Game(V, "rgnbqkbnhr/pppppppppp/10/10/10/10/PPPPPPPPPP/RGNBQKBNHR w KQkq - 99 60");
        assertEquals(null, g.outcome());
        g.play("e2e4");
        assertEquals("1/2-1/2 {Draw by 50 moves without capture (0.4-0.5)}", g.outcome().toString());
    }

    /**
     * Ruling (perpetual check): "when a position occurs for the third time and every move of
     * exactly one side since its first occurrence gave check, that side wins". White's Rook
     * checks on every move (a1a8+, then a8a7+ / a7a8+ as the King goes c7 / c8); the position
     * after a1a8+ recurs after plies 5 and 9. The same shuffle without checks is a draw.
     * (Blocked Pawns h5/h4 keep both sides from being bare.)
     */
    @Test void perpetualCheckAndRepetition() {
        Game g = new Game(V, "2k7/10/10/7p2/7P2/10/10/R8K w - - 0 1");
        for (String m : List.of("a1a8", "c8c7", "a8a7", "c7c8", "a7a8", "c8c7", "a8a7", "c7c8")) {
            g.play(m);
            assertEquals(null, g.outcome(), m);
        }
        g.play("a7a8");
        assertEquals("1-0 {White wins by perpetual check (0.65-0.3)}", g.outcome().toString());
        Game r = new Game(V, "2k7/10/10/7p2/7P2/10/10/R8K w - - 0 1");
        for (String m : List.of("j1j2", "c8d8", "j2j1", "d8c8", "j1j2", "c8d8", "j2j1", "d8c8")) r.play(m);
        assertEquals("1/2-1/2 {Draw by repetition (0.4-0.5)}", r.outcome().toString());
    }

    // ------------------------------------------------------------ FEN

    @Test void badFenRejected() {
        assertThrows(FenException.class, () -> Fen.parse(V, PAIR_AFTER_CAPTURE.replace(" c6", " d6")));
        assertThrows(FenException.class, () -> Fen.parse(V, PAIR_AFTER_CAPTURE.replace(" c6", " z9")));
        assertThrows(FenException.class, () -> Fen.parse(V, PAIR_AFTER_CAPTURE + " extra"));
        assertEquals(PAIR_AFTER_CAPTURE, Fen.format(V, Fen.parse(V, PAIR_AFTER_CAPTURE)));
        assertEquals(PAIR_AFTER_CAPTURE.replace(" c6", ""), Fen.format(V, Fen.parse(V, PAIR_AFTER_CAPTURE.replace(" c6", " -"))));
    }

    // ------------------------------------------------------------ helpers

    static List<String> moves(String fen) {
        return texts(new Game(V, fen));
    }

    static List<String> texts(Game g) {
        MoveList l = g.legalMoves();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) out.add(MoveText.format(V.variant(), l.get(i)));
        return out;
    }

    static List<String> movesFrom(String fen, String square) {
        return sorted(moves(fen).stream().filter(m -> m.startsWith(square)).collect(Collectors.toList()));
    }

    static List<String> sorted(List<String> l) {
        List<String> s = new ArrayList<>(l);
        s.sort(null);
        return s;
    }

    /**
     * Our reading where the rules file is silent: a Pawn that may not step onto the last rank
     * (its side has lost nothing to promote to) still attacks the two squares diagonally ahead,
     * as in Grand Chess; so it gives check. White Pe7 with every piece type at its start count,
     * Black Kf8: Black is in check; the King has e8, f7, g7, g8 (e7 is guarded by Qe1 through
     * the empty e-file). A FEN with White to move is rejected: the side not to move is in check.
     */
    @Test void pawnThatCannotPromoteStillGivesCheck() {
        Game g = new Game(V, "5k4/4P5/10/10/10/10/10/RGNBQKBNHR b - - 0 1");
        assertTrue(g.inCheck());
        List<String> moves = new ArrayList<>();
        MoveList list = g.legalMoves();
        for (int i = 0; i < list.size(); i++) moves.add(MoveText.format(V.variant(), list.get(i)));
        assertEquals(List.of("f8e8", "f8f7", "f8g7", "f8g8"), moves.stream().sorted().collect(Collectors.toList()));
        assertThrows(FenException.class, () -> Fen.parse(V, "5k4/4P5/10/10/10/10/10/RGNBQKBNHR w - - 0 1"));
    }
}
