package castellan.variants.norochess;

import static castellan.testutil.PerftAssert.perft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.notation.Fen;
import castellan.notation.MoveText;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.reference.NorochessReference;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Norochess (rules/norochess.md): non-royal King, no castling, scores, the end of the game. */
class NorochessTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 0 0";

    /** The sample game of seeds/norochess.txt, "Nc6xd4" written as c6d4 and so on. */
    static final List<String> SEED_GAME = Arrays.asList((
            "d2d4 e7e6 c2c4 f7f5 g1f3 f8e7 g2g3 d7d5 d1c2 b8c6 a2a3 g7g5 f1g2 g5g4 f3e5 c6d4 "
            + "c2d3 d5c4 d3c4 d8d6 c1f4 b7b5 c4c3 b5b4 a3b4 d4b5 c3c4 d6b4 c4b4 e7b4 g2a8 b5d4 "
            + "a1a7 d4b5 a7a4 c7c5 a8c6 b5c7 e5c4 e8d7 c6d7 c8d7 a4a7 d7c6 h1g1 c7d5 f4e5 g8f6 "
            + "a7f7 c6b5 c4d6 b5a6 e5f6 h8a8 e2e4 f5e4 d6e4 a6d3 b1a3 d3e4 e1e2 e4g6 f7b7 b4a3 "
            + "b2a3 d5f6 b7b6 g6f5 g1a1 h7h6 b6c6 f6e4 a3a4 e4c3 e2e3 a8a4 a1a4 c3a4 e3f4 h6h5 "
            + "f4f5 e6f5 c6f6 f5f4 f6f4 a4b2 f4f5 b2d1 f5h5 c5c4 h5c5 d1c3 c5c4 c3d5 c4g4 d5c3").split(" "));

    // ---------------------------------------------------------------- perft

    /**
     * Fairy-Stockfish (non-royal King, no castling), given in the issue; re-run here with Debian's
     * fairy-stockfish and the variants.ini of {@link #perftWithPromotionsAndEnPassant}.
     */
    @Test void perftFromTheStart() { perft("norochess", START, 20, 400, 8902, 197742, 4897256); }

    /** Debian's fairy-stockfish 11.1 with the variants.ini of {@link #perftWithPromotionsAndEnPassant}. */
    @org.junit.jupiter.api.Tag("slow") @Test void perftFromTheStartDepth6() {
        castellan.testutil.PerftAssert.perftAt("norochess", START, 6, 120921506L);
    }

    /** The reference generator agrees with the published numbers, so it can be trusted below. */
    @Test void referenceAgreesWithFairyStockfish() {
        NorochessReference r = NorochessReference.fromFen(START);
        assertEquals(8902, r.perft(3));
        assertEquals(197742, r.perft(4));
    }

    /** Promotions (with and without capture), en passant, Kings in reach of each other. */
    static final String PROMOTIONS = "r3k3/1P4p1/8/3Pp3/8/8/6p1/4K2R w - e6 0 1 3 4";

    /**
     * Debian's fairy-stockfish with a variants.ini "[norochess:chess] king = -, commoner = k,
     * castling = false, extinctionValue = loss, extinctionPieceTypes = *" (its King a plain
     * piece): 24, 544, 11908, 272070; {@link NorochessReference} agrees to depth 3.
     */
    @Test void perftWithPromotionsAndEnPassant() {
        perft("norochess", PROMOTIONS, 24, 544, 11908, 272070);
        assertEquals(11908, NorochessReference.fromFen(PROMOTIONS).perft(3));
    }

    /**
     * Hand count: White King e1 next to a Black Queen d2, Black King h8. The King may stay
     * attacked and may capture: King e1 to d1 d2(x) e2 f1 f2 = 5 moves (nothing is "in check").
     */
    @Test void theKingIsNotRoyal() {
        perft("norochess", "7k/8/8/8/8/8/3q4/4K3 w - - 0 1", 5);
        Game g = new Game(Variants.get("norochess"), "7k/8/8/8/8/8/3q4/4K3 b - - 0 1");
        g.play("d2e1"); // the Queen takes the King: 2 points
        assertEquals("7k/8/8/8/8/8/8/4q3 w - - 0 2 0 2", g.fen());
        assertEquals("0-1 {Black wins 2-0, White has lost all its pieces}", g.outcome().toString());
    }

    // ---------------------------------------------------------------- scoring

    /** A promoted piece scores as what it became: the Queen made on b8 is worth 9 to Black. */
    @Test void promotedPieceScoresWhatItBecame() {
        Game g = new Game(Variants.get("norochess"), "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1 0 0");
        g.play("b7b8q");
        assertEquals(0, NorochessRules.score(g.position(), 0));
        g.play("a8b8");
        assertEquals(9, NorochessRules.score(g.position(), 1));
        g.position().unmake();
        assertEquals(0, NorochessRules.score(g.position(), 1), "unmake restores the score");
    }

    /** Capture-promotion scores the captured Rook (5); en passant scores a Pawn (1). */
    @Test void captureScoresTheCapturedPiece() {
        Game g = new Game(Variants.get("norochess"), "r3k3/1P6/8/3Pp3/8/8/8/4K3 w - e6 0 1 0 0");
        g.play("b7a8n");
        assertEquals("5 0", scores(g));
        g.play("e8d8");
        g.play("d5d6"); // no capture: no points
        assertEquals("5 0", scores(g));
        g = new Game(Variants.get("norochess"), "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1 0 0");
        g.play("d5e6");
        assertEquals("1 0", scores(g));
    }

    private static String scores(Game g) {
        return NorochessRules.score(g.position(), 0) + " " + NorochessRules.score(g.position(), 1);
    }

    /** The seed's game: 19-15 after both 24th moves, 26-25 after Black's 33rd, 38-33 at the end. */
    @Test void seedGameReplays() {
        Game g = new Game(Variants.get("norochess"));
        for (int i = 0; i < SEED_GAME.size(); i++) {
            int ply = i + 1;
            if (ply < SEED_GAME.size()) assertNull(g.outcome(), "the game goes on before ply " + ply);
            g.play(SEED_GAME.get(i));
            if (ply == 47) assertEquals("19 15", scores(g), "after White's 24th move");
            if (ply == 48) assertEquals("19 15", scores(g), "after Black's 24th move");
            if (ply == 66) assertEquals("26 25", scores(g), "after Black's 33rd move");
        }
        assertEquals("38 33", scores(g));
        assertEquals("1-0 {White wins 38-33}", g.outcome().toString());
    }

    // ---------------------------------------------------------------- end of the game

    /** Rule 3: after Black's 48th move (White to move, fullmove 49) differing scores end the game. */
    @Test void rule3AfterBlacks48thMove() {
        assertEquals("0-1 {Black wins 12-10}", outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 49 10 12"));
        assertNull(outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 49 10 10"), "equal scores: overtime");
        assertNull(outcome("4k3/8/8/8/8/8/8/4K3 b - - 0 48 10 12"), "Black has not made its 48th move");
        assertNull(outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 48 10 12"), "after Black's 47th move only");
        assertEquals("1-0 {White wins 11-10}", outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 60 11 10"), "after Black's 59th");
    }

    /** Rule 4: after Black's 60th move the higher score wins, equal scores draw. */
    @Test void rule4AfterBlacks60thMove() {
        assertEquals("1/2-1/2 {Draw 7-7}", outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 61 7 7"));
        assertEquals("1-0 {White wins 8-7}", outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 61 8 7"));
        assertNull(outcome("4k3/8/8/8/8/8/8/4K3 b - - 0 60 7 7"), "Black's 60th move still to come");
        // Playing Black's 60th move ends it.
        Game g = new Game(Variants.get("norochess"), "4k3/8/8/8/8/8/8/4K3 b - - 0 60 7 7");
        g.play("e8d8");
        assertEquals("1/2-1/2 {Draw 7-7}", g.outcome().toString());
    }

    /** Rule 2: pieces but no legal move (a blocked Pawn and nothing else); higher score wins, equal draws. */
    @Test void rule2NoLegalMove() {
        String blocked = "8/8/8/8/8/4p3/4P3/8 w - - 0 20 %d %d";
        assertEquals("1-0 {White wins 5-3, White cannot move}", outcome(String.format(blocked, 5, 3)));
        assertEquals("0-1 {Black wins 4-3, White cannot move}", outcome(String.format(blocked, 3, 4)));
        assertEquals("1/2-1/2 {Draw 3-3, White cannot move}", outcome(String.format(blocked, 3, 3)));
    }

    /** Rule 1: a side that loses its last piece loses, whatever the scores. */
    @Test void rule1AllPiecesLost() {
        Game g = new Game(Variants.get("norochess"), "8/8/8/8/8/8/1k6/R7 b - - 0 10 2 30");
        g.play("b2a1"); // Black takes the last White piece, a Rook
        assertEquals("0-1 {Black wins 35-2, White has lost all its pieces}", g.outcome().toString());
        g = new Game(Variants.get("norochess"), "8/8/8/8/8/8/1k6/R7 w - - 0 10 40 2");
        g.play("a1a2");
        assertNull(g.outcome());
        g.play("b2a2");
        assertEquals("0-1 {Black wins 7-40, White has lost all its pieces}", g.outcome().toString(),
                "the side with all its pieces lost loses although its score is higher");
    }

    private static String outcome(String fen) {
        var o = new Game(Variants.get("norochess"), fen).outcome();
        return o == null ? null : o.toString();
    }

    /** No repetition or 50-move rule: the move limit ends every game. */
    @Test void noDrawByRule() {
        assertNull(outcome("4k3/8/8/8/8/8/8/4K3 w - - 120 30 0 0"));
    }

    // ---------------------------------------------------------------- against the reference

    /**
     * Random games (captures preferred, so scores and game ends happen) played in both the engine
     * and {@link NorochessReference}: the same legal moves, FEN (with scores) and result at every ply.
     */
    @Test void randomGamesAgreeWithTheReference() {
        Ruleset v = Variants.get("norochess");
        java.util.SplittableRandom random = new java.util.SplittableRandom(48);
        int positions = 0;
        for (int game = 0; game < 40; game++) {
            Game g = new Game(v);
            NorochessReference r = NorochessReference.fromFen(START);
            while (true) {
                String fen = g.fen();
                assertEquals(r.fen(), fen);
                var list = g.legalMoves();
                java.util.List<String> ours = new java.util.ArrayList<>();
                for (int i = 0; i < list.size(); i++) ours.add(MoveText.format(v.variant(), list.get(i)));
                assertEquals(new java.util.TreeSet<>(r.legalMoves()), new java.util.TreeSet<>(ours), fen);
                var o = g.outcome();
                assertEquals(r.result(), o == null ? null : o.result(), "result of " + fen);
                positions++;
                if (o != null) break;
                String move = ours.get(random.nextInt(ours.size()));
                if (random.nextInt(3) > 0) {
                    for (String m : ours) if (g.position().pieceAt(castellan.board.Geometry.of(8, 8).parseSquare(m.substring(2, 4))) != 0) { move = m; break; }
                }
                g.play(move);
                r = r.play(move);
                assertEquals(g.position().computeHash(), g.position().hash(), "incremental hash after " + move);
            }
            while (g.position().ply() > 0) g.position().unmake();
            assertEquals(START, g.fen(), "unmake restores scores and all");
        }
        assertTrue(positions > 1000);
    }

    // ---------------------------------------------------------------- FEN

    @Test void fenFieldsAndChecks() {
        Ruleset v = Variants.get("norochess");
        assertEquals(START, Fen.format(v, Fen.parse(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")),
                "a FEN without the scores means 0 0");
        assertEquals("4k3/8/8/8/8/8/8/8 b - - 3 30 12 0", Fen.format(v, Fen.parse(v, "4k3/8/8/8/8/8/8/8 b - - 3 30 12 0")),
                "a side may have lost its King");
        FenException castling = assertThrows(FenException.class,
                () -> Fen.parse(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 0 0"));
        assertEquals("castling field must be '-': norochess has no castling, got 'KQkq'", castling.getMessage());
        assertThrows(FenException.class, () -> Fen.parse(v, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1 0 0"), "two Kings");
        assertThrows(FenException.class, () -> Fen.parse(v, START.replace(" 0 0", " 0")), "one score");
        assertThrows(FenException.class, () -> Fen.parse(v, START.replace(" 0 0", " 0 -1")), "negative score");
        assertThrows(FenException.class, () -> Fen.parse(v, START.replace(" 0 0", " 0 x")), "not a number");
        assertThrows(FenException.class, () -> Fen.parse(v, START + " 5"), "extra field");
        // Kings may stand attacked, even the side not to move's.
        Position p = Fen.parse(v, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1 0 0");
        assertTrue(p.hash() != 0);
    }

    @Test void scoresAreHashed() {
        Ruleset v = Variants.get("norochess");
        Position a = Fen.parse(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 10 1 0");
        Position b = Fen.parse(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 10 0 1");
        assertTrue(a.hash() != b.hash());
        assertEquals(a.computeHash(), a.hash());
    }
}
