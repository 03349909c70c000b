package castellan.variants.maidens;

import static castellan.testutil.PerftAssert.perft;
import static castellan.testutil.PerftAssert.perftAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.movegen.Perft;
import castellan.notation.Fen;
import castellan.notation.MoveText;
import castellan.position.FenException;
import castellan.position.Position;
import castellan.reference.MaidensReference;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Maidens Chess (rules/maidens.md): huffing, whole turns, the 7th FEN field. One test per rule sentence. */
class MaidensTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 -";
    /** After 1.e4 d5 2.Nf3: the e4 Pawn declined exd5, so Black may huff it. */
    static final String E4_HUFFABLE = "rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 e4";

    private static Game game(String fen) { return new Game(Variants.get("maidens"), fen); }

    private static String fen(Game g) { return g.fen(); }

    private static List<String> turns(Game g) {
        TurnList list = g.legalTurns();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) out.add(MoveText.formatTurn(g.variant, list.get(i)));
        return out;
    }

    // ---------------------------------------------------------------- perft

    /**
     * The first three plies equal chess (20, 400, 8902): huff rights at a ply come from a capture
     * declined at the ply before, and neither White's first nor Black's first move can capture
     * anything (no piece is in reach of an enemy before two plies have been played), so no huff
     * exists before ply 4. perft(4) and perft(5) differ from chess (197281, 4865609): numbers
     * from {@link MaidensReference}, the independent mailbox generator. perft(5) is the first to
     * feel the Ruling that a King is never captured (6,292,634 when a huff let the next move
     * take the King; 15 such lines).
     */
    @Test void perftFromTheStart() { perft("maidens", START, 20, 400, 8902, 215499, 6292619); }

    /** {@link MaidensReference} counts; hand check of perft(1) in {@link #aDeclinedCaptureMakesAPieceHuffable}. */
    @Test void perftWithTheE4PawnHuffable() { perft("maidens", E4_HUFFABLE, 57, 2369, 108439); }

    /** Kiwipete without and with huff rights (White's d5 Pawn, e5 Knight, f3 Queen): {@link MaidensReference}. */
    @Test void perftKiwipete() {
        perft("maidens", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 -", 48, 10588, 2665180);
        perft("maidens", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1 d5,e5,f3", 173, 44718);
    }

    /** Provenance: the independent reference recomputes the counts here (depth 2-3, for time). */
    @Test void countsAreTheReferences() {
        assertEquals(215499, MaidensReference.fromFen(START).perft(4));
        assertEquals(108439, MaidensReference.fromFen(E4_HUFFABLE).perft(3));
        assertEquals(10588, MaidensReference.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 -").perft(2));
        assertEquals(44718, MaidensReference.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1 d5,e5,f3").perft(2));
        assertEquals(196304, MaidensReference.fromFen("r3k2r/1p4p1/8/8/8/8/1P4P1/R3K2R b KQkq - 0 1 a1,h1").perft(3));
        assertEquals(13331, MaidensReference.fromFen("7k/p7/8/8/4Pp2/3n4/R7/K7 b - e3 0 1 a2,e4").perft(3));
        assertEquals(1845, MaidensReference.fromFen("6k1/8/8/8/8/8/5PPP/4r1K1 w - - 0 1 e1").perft(4));
    }

    /** Huffable corner Rooks with castling rights; en passant with huff rights; a mate a huff saves: {@link MaidensReference}. */
    @Test void perftOfConstructedHuffPositions() {
        perft("maidens", "r3k2r/1p4p1/8/8/8/8/1P4P1/R3K2R b KQkq - 0 1 a1,h1", 90, 4557, 196304);
        perft("maidens", "7k/p7/8/8/4Pp2/3n4/R7/K7 b - e3 0 1 a2,e4", 41, 620, 13331, 141235);
        perft("maidens", "6k1/8/8/8/8/8/5PPP/4r1K1 w - - 0 1 e1", 8, 40, 320, 1845);
    }

    /** {@link MaidensReference}, root turn by root turn (about a minute there). */
    @Tag("slow") @Test void perftFromTheStartDepth6() { perftAt("maidens", START, 6, 216621121L); }

    @Tag("slow") @Test void perftWithTheE4PawnHuffableDepth4() { perftAt("maidens", E4_HUFFABLE, 4, 5921062L); }

    /** The engine and the reference agree on perft(3) of the position after each legal turn of a huff position. */
    @Test void divideMatchesTheReference() {
        Ruleset v = Variants.get("maidens");
        Position p = Fen.parse(v, "7k/p7/8/8/4Pp2/3n4/R7/K7 b - e3 0 1 a2,e4");
        Map<String, Long> ours = new LinkedHashMap<>();
        long total = new Perft(v.newGenerator()).divideTurns(p, 3, (t, n) -> ours.put(MoveText.formatTurn(v.variant(), t), n));
        assertEquals(13331, total);
        MaidensReference r = MaidensReference.fromFen("7k/p7/8/8/4Pp2/3n4/R7/K7 b - e3 0 1 a2,e4");
        for (MaidensReference.Turn t : r.turns()) assertEquals(t.next().perft(2), ours.get(t.text()), t.text());
        assertEquals(r.turns().size(), ours.size());
    }

    // ---------------------------------------------------------------- who may be huffed

    /**
     * 1.e4 d5 2.Nf3: White's e4 Pawn could take d5 and did not, so Black may huff it. Black's
     * turns, by hand: 29 plain moves (Pawns a,b,c,e,f,g,h 2 each = 14; d5: d4 and dxe4 = 2;
     * Nb8 3, Ng8 2, Bc8 5, Qd8 2, Ke8 1) and 28 after huffing e4 (dxe4 is gone) = 57.
     */
    @Test void aDeclinedCaptureMakesAPieceHuffable() {
        Game g = game(START);
        g.playAll(List.of("e2e4", "d7d5"));
        assertTrue(fen(g).endsWith(" -"), "Black's 1...d5 declined nothing: " + fen(g));
        g.play("g1f3");
        assertEquals(E4_HUFFABLE, fen(g));
        List<String> t = turns(g);
        assertEquals(57, t.size());
        assertTrue(t.contains("@e4,b8c6") && t.contains("d5e4") && !t.contains("@e4,d5e4"));
    }

    /**
     * White's Rook d1 could take d5, the Knight f3 could take e5; White plays Ka1-b1 and both are
     * huffable. Black huffs one of them, not both. By hand: Black's moves Kh8-g8/g7/h7, d5-d4,
     * e5-e4 = 5; the same 5 after huffing d1, and after huffing f3: 15 turns.
     */
    @Test void twoCandidatesAndTheChoiceOfOne() {
        Game g = game("7k/8/8/3pp3/8/5N2/8/K2R4 w - - 0 1 -");
        g.play("a1b1");
        assertEquals("7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 1 1 d1,f3", fen(g));
        List<String> t = turns(g);
        assertEquals(15, t.size());
        assertTrue(t.contains("@d1,h8g8") && t.contains("@f3,h8g8"));
        assertThrows(IllegalArgumentException.class, () -> g.play("@d1,@f3"), "one huff per turn");
        g.play("@f3,h8g8");
        assertEquals("6k1/8/8/3pp3/8/8/8/1K1R4 w - - 0 2 -", fen(g), "rights not used are gone; Black declined nothing");
    }

    /** The King is exempt: Ke4 could take d4 and White plays Ng1-f3 instead; nothing is huffable. */
    @Test void theKingIsExempt() {
        Game g = game("7k/8/8/8/3pK3/8/8/6N1 w - - 0 1 -");
        assertTrue(turns(g).contains("e4d4"), "the King may capture");
        g.play("g1f3");
        assertTrue(fen(g).endsWith(" -"), fen(g));
    }

    /** A capture leaves nothing huffable, although another piece (Nf3xe5) declined its capture. */
    @Test void noRightsAfterACapture() {
        Game g = game("7k/8/8/3pp3/8/5N2/8/K2R4 w - - 0 1 -");
        g.play("d1d5");
        assertEquals("7k/8/8/3Rp3/8/5N2/8/K7 b - - 0 1 -", fen(g));
    }

    /**
     * Only legal captures count ("a capture that would leave S's King in check does not count").
     * The e2 Knight, pinned by the e8 Rook, could take c3 only illegally: not a candidate. A Rook
     * pinned on the same line may take the pinner: a candidate.
     */
    @Test void onlyLegalCapturesMakeCandidates() {
        Game pinnedKnight = game("4r2k/8/8/8/8/2p5/P3N3/4K3 w - - 0 1 -");
        pinnedKnight.play("a2a3");
        assertTrue(fen(pinnedKnight).endsWith(" -"), fen(pinnedKnight));
        Game pinnedRook = game("4r2k/8/8/8/8/8/P3R3/4K3 w - - 0 1 -");
        pinnedRook.play("a2a3");
        assertTrue(fen(pinnedRook).endsWith(" e2"), fen(pinnedRook));
    }

    /**
     * En passant that would expose the King along the rank (d5xe6 empties d5 and e5 between the
     * a5 King and the h5 Rook) is illegal, so d5 is no candidate; with the Rook elsewhere it is.
     */
    @Test void anIllegalEnPassantMakesNoCandidate() {
        Game pinned = game("7k/8/8/K2Pp2r/8/8/8/8 w - e6 0 1 -");
        pinned.play("a5a4");
        assertTrue(fen(pinned).endsWith(" -"), fen(pinned));
        Game free = game("7k/8/8/K2Pp3/8/8/8/7r w - e6 0 1 -");
        free.play("a5a4");
        assertTrue(fen(free).endsWith(" d5"), fen(free));
    }

    /** In check there are no candidates: Bb5 could take the checking Rook e8; White plays Ke1-f1 instead. */
    @Test void noRightsWhenTheMoverWasInCheck() {
        Game g = game("4r2k/8/8/1B6/8/8/8/4K3 w - - 0 1 -");
        assertTrue(g.inCheck());
        g.play("e1f1");
        assertEquals("4r2k/8/8/1B6/8/8/8/5K2 b - - 1 1 -", fen(g));
    }

    /**
     * A Pawn that could capture (a8) and promoted instead is huffable on b8 as the Queen; a Pawn
     * that could not capture promotes and is not huffable ("a promoted pawn ... can not be huffed
     * at the next turn ... But a pawn that ... had had the chance of capturing ... can").
     */
    @Test void aPromotedPawnIsHuffableOnlyIfItDeclinedACapture() {
        Game g = game("r6k/1P6/8/8/8/8/8/2K5 w - - 0 1 -");
        g.play("b7b8q");
        assertEquals("rQ5k/8/8/8/8/8/8/2K5 b - - 0 1 b8", fen(g));
        assertTrue(g.inCheck());
        assertTrue(turns(g).contains("@b8,h8g7"), "the checking Queen may be huffed");
        g = game("7k/1P6/8/8/8/8/8/2K5 w - - 0 1 -");
        g.play("b7b8q");
        assertEquals("1Q5k/8/8/8/8/8/8/2K5 b - - 0 1 -", fen(g));
    }

    /**
     * An en-passant capture counts: Black's f4 Pawn could take e4 en passant and Black plays
     * Kh8-g8, so f4 is huffable ("en passant included").
     */
    @Test void anEnPassantCaptureMakesACandidate() {
        Game g = game("7k/p7/8/8/5p2/3n4/R3P3/K7 w - - 0 1 -");
        g.play("e2e4"); // the e2 Pawn declined e2xd3, the a2 Rook a2xa7: both huffable, e4 where it went
        assertEquals("7k/p7/8/8/4Pp2/3n4/R7/K7 b - e3 0 1 a2,e4", fen(g));
        g.play("h8g8");
        assertEquals("6k1/p7/8/8/4Pp2/3n4/R7/K7 w - - 1 2 f4", fen(g));
    }

    /**
     * The candidates of a huff turn's move are those of the position after the huff: huffing e4
     * leaves the d5 Pawn nothing to take, so after @e4,b8c6 nothing is huffable; after plain
     * b8c6 the d5 Pawn (which declined d5xe4) is.
     */
    @Test void candidatesAreComputedAfterTheHuff() {
        Game g = game(E4_HUFFABLE);
        g.play("@e4,b8c6");
        assertEquals("r1bqkbnr/ppp1pppp/2n5/3p4/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3 -", fen(g));
        g = game(E4_HUFFABLE);
        g.play("b8c6");
        assertEquals("r1bqkbnr/ppp1pppp/2n5/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3 d5", fen(g));
    }

    /** A castling Rook that declined a capture is huffable on its new square (the King never is). */
    @Test void aCastlingRookFollowsToItsSquare() {
        Game g = game("4k3/7p/8/8/8/8/8/4K2R w K - 0 1 -");
        g.play("e1g1"); // Rh1 could take h7
        assertEquals("4k3/7p/8/8/8/8/8/5RK1 b - - 1 1 f1", fen(g));
    }

    // ---------------------------------------------------------------- legality

    /**
     * Huffing the e4 Knight would open the e8 Rook's line to the White King: illegal ("it is
     * illegal if removing the piece lets an enemy piece attack the huffer's King that did not
     * attack it before"). Huffing a5 is lawful. By hand: King e1 to d1, e2, f1 (d2 and f2 are
     * the Knight's) = 3 plain moves, 3 after @a5 = 6 turns.
     */
    @Test void aHuffMayNotExposeTheKing() {
        Game g = game("4r2k/8/8/p7/4n3/8/8/4K3 w - - 0 1 e4,a5");
        List<String> t = turns(g);
        assertEquals(6, t.size());
        assertTrue(t.contains("@a5,e1d1"));
        assertFalse(t.stream().anyMatch(s -> s.startsWith("@e4")));
        assertThrows(IllegalArgumentException.class, () -> g.play("@e4,e1d1"));
        assertEquals("4r2k/8/8/p7/4n3/8/8/4K3 w - - 0 1 e4,a5", fen(g), "position unchanged");
    }

    /**
     * Back-rank mate by the Rook e1, but the Rook is huffable: huffing the checker is legal and
     * saves White ("A huff may remove a piece that is giving check"; "a huff that removes the
     * checking piece can save it"). After @e1: King f1, h1 and six Pawn moves = 8 turns.
     */
    @Test void aHuffThatRemovesTheCheckerSavesAMatedSide() {
        Game mated = game("6k1/8/8/8/8/8/5PPP/4r1K1 w - - 0 1 -");
        assertEquals("0-1 {Black mates}", mated.outcome().toString());
        Game saved = game("6k1/8/8/8/8/8/5PPP/4r1K1 w - - 0 1 e1");
        assertNull(saved.outcome());
        assertEquals(8, turns(saved).size());
        saved.play("@e1,g1f1");
        assertEquals("6k1/8/8/8/8/8/5PPP/5K2 b - - 0 1 -", fen(saved));
    }

    /**
     * A huff that opens no new attack is lawful while in check, but the move after it must still
     * answer the check: here huffing a3 leaves White mated, so it adds no turn; White is mated
     * although a huff is possible (mate is judged on turns).
     */
    @Test void aHuffInCheckMustBeFollowedByALegalMove() {
        Game g = game("6k1/8/8/8/8/p7/5PPP/4r1K1 w - - 0 1 a3");
        assertEquals(0, turns(g).size());
        assertEquals("0-1 {Black mates}", g.outcome().toString());
    }

    /**
     * maidens.md, "Ruling (a huff that uncovers the opponent's King)": "A huff may leave the
     * opponent's King attacked ... But a King is never captured in Maidens Chess ... The move
     * that follows such a huff is any legal move except a capture of the King; if the King is
     * still attacked when the turn ends, the opponent is in check." After 1.c3 b5 2.Qa4 d6 the
     * b5 Pawn (which declined bxa4) shields e8: {@code @b5,a4e8} is no turn, {@code @b5,g1f3}
     * is one and leaves Black in check, with 5 moves that answer it (c6, Nc6, Nd7, Bd7, Qd7),
     * or a huff of the checking Queen (a4 declined Qxa7) and any move.
     */
    @Test void aHuffMayUncoverTheEnemyKingButNeverTakesIt() {
        Game g = game(START);
        g.playAll(List.of("c2c3", "b7b5", "d1a4", "d7d6"));
        assertEquals("rnbqkbnr/p1p1pppp/3p4/1p6/Q7/2P5/PP1PPPPP/RNB1KBNR w KQkq - 0 3 b5", fen(g));
        assertFalse(turns(g).contains("@b5,a4e8"));
        assertThrows(IllegalArgumentException.class, () -> g.play("@b5,a4e8"));
        assertTrue(turns(g).contains("@b5,g1f3"));
        g.play("@b5,g1f3");
        assertEquals("rnbqkbnr/p1p1pppp/3p4/8/Q7/2P2N2/PP1PPPPP/RNB1KB1R b KQkq - 0 3 a4", fen(g));
        assertTrue(g.inCheck());
        assertNull(g.outcome());
        assertEquals(new TreeSet<>(List.of("b8c6", "b8d7", "c7c6", "c8d7", "d8d7")),
                new TreeSet<>(turns(g).stream().filter(t -> !t.startsWith("@")).toList()));
        assertTrue(turns(g).contains("@a4,e8d7"));
    }

    /**
     * The same Ruling for candidates (issue 9: "a piece whose only capture would take a King is
     * no capture candidate either"): after White huffs b5 the Queen on a4 sees only the black
     * King, which is never captured, so it declines nothing and Black gets no huff right.
     */
    @Test void aPieceWhoseOnlyCaptureIsTheKingIsNoCandidate() {
        Game g = game("4k3/8/8/1p6/Q7/8/8/4K3 w - - 0 1 b5");
        g.play("@b5,e1d2");
        assertEquals("4k3/8/8/8/Q7/8/3K4/8 b - - 0 1 -", fen(g));
        assertTrue(g.inCheck());
    }

    // ---------------------------------------------------------------- counters and side effects

    /** A huff turn leaves the 50-move counter at 0; the same quiet move without a huff counts on. */
    @Test void aHuffResetsTheFiftyMoveCounter() {
        Game g = game("rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 40 2 e4");
        g.play("@e4,g8f6");
        assertEquals(0, g.position().halfmoveClock());
        g = game("rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 40 2 e4");
        g.play("g8f6");
        assertEquals(41, g.position().halfmoveClock());
        Game fifty = game("7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 99 80 d1,f3");
        fifty.play("h8g8");
        assertEquals("1/2-1/2 {50-move rule}", fifty.outcome().toString());
        fifty = game("7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 99 80 d1,f3");
        fifty.play("@d1,h8g8");
        assertNull(fifty.outcome());
    }

    /** Huffing a Rook on its corner removes that castling right. */
    @Test void huffingACornerRookRemovesItsCastlingRight() {
        Game g = game("r3k2r/1p4p1/8/8/8/8/1P4P1/R3K2R b KQkq - 0 1 a1,h1");
        g.play("@h1,e8g8");
        // Black's a8 Rook could take a1 and stays: it is huffable; the h8 Rook had nothing to take once h1 was gone.
        assertEquals("r4rk1/1p4p1/8/8/8/8/1P4P1/R3K3 w Q - 0 2 a8", fen(g));
    }

    /** Huffing the Pawn that just double-stepped removes the en-passant capture; huffing another piece keeps it. */
    @Test void huffingTheDoubleSteppedPawnRemovesEnPassant() {
        Game g = game("7k/p7/8/8/4Pp2/3n4/R7/K7 b - e3 0 1 a2,e4");
        List<String> t = turns(g);
        assertTrue(t.contains("f4e3") && t.contains("@a2,f4e3"));
        assertFalse(t.contains("@e4,f4e3"));
        g.play("@a2,f4e3");
        assertEquals("7k/p7/8/8/8/3np3/8/K7 w - - 0 2 -", fen(g));
    }

    // ---------------------------------------------------------------- FEN, hash, move text

    @Test void seventhFenField() {
        Ruleset v = Variants.get("maidens");
        assertEquals("7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 1 1 d1,f3", Fen.format(v, Fen.parse(v, "7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 1 1 f3,d1")),
                "any order on input, square order on output");
        assertEquals(START, Fen.format(v, Fen.parse(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")), "absent means -");
        for (String bad : new String[] {"d5", "b1", "e9", "d1,d1", "d1,", "x"}) {
            String fen = "7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 1 1 " + bad;
            assertThrows(FenException.class, () -> Fen.parse(v, fen), bad);
        }
        assertThrows(FenException.class, () -> Fen.parse(v, START + " extra"));
    }

    /** Positions that differ only in the huffable squares differ for hashing and repetition. */
    @Test void huffableSquaresAreHashed() {
        Ruleset v = Variants.get("maidens");
        Position a = Fen.parse(v, "7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 1 1 d1,f3");
        Position b = Fen.parse(v, "7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 1 1 f3");
        Position c = Fen.parse(v, "7k/8/8/3pp3/8/5N2/8/1K1R4 b - - 1 1 -");
        assertNotEquals(a.hash(), b.hash());
        assertNotEquals(b.hash(), c.hash());
        // Incremental hash after a move and a huff turn equals the hash computed from scratch.
        Game g = game(E4_HUFFABLE);
        g.play("b8c6");
        assertEquals(g.position().computeHash(), g.position().hash());
        g.play("@d5,f1b5");
        assertEquals(g.position().computeHash(), g.position().hash());
        assertEquals(Fen.parse(v, fen(g)).hash(), g.position().hash());
    }

    /**
     * Repetition counts the huffable squares. 1.e4 d5 2.Nf3 Nc6 3.Ng1 Nb8 brings back the
     * placement after 1...d5 with White to move, but then nothing was huffable and now d5 is
     * (it declined dxe4 on move 3): not a repetition, whereas in orthodox chess it is one.
     * Going on with 4.Nf3, the position after 2.Nf3 (e4 huffable) does recur.
     */
    @Test void repetitionCountsHuffRights() {
        List<String> line = List.of("e2e4", "d7d5", "g1f3", "b8c6", "f3g1", "c6b8");
        Game g = game(START);
        g.playAll(line);
        assertEquals("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 4 4 d5", fen(g));
        assertEquals(1, g.position().repetitions());
        Game chess = new Game(Variants.get("normal"));
        chess.playAll(line);
        assertEquals(2, chess.position().repetitions());
        g.play("g1f3");
        assertEquals(E4_HUFFABLE.replace(" 1 2 ", " 5 4 "), fen(g));
        assertEquals(2, g.position().repetitions());
    }

    @Test void turnText() {
        Game g = game(E4_HUFFABLE);
        assertThrows(IllegalArgumentException.class, () -> g.play("@e4"), "a huff alone is not a turn");
        assertThrows(IllegalArgumentException.class, () -> g.play("@d2,b8c6"), "d2 is not huffable");
        assertThrows(IllegalArgumentException.class, () -> g.play("@e4,d5e4"), "nothing to take after the huff");
        assertThrows(IllegalArgumentException.class, () -> g.play("b8c6,g8f6"), "two moves");
        assertThrows(IllegalArgumentException.class, () -> g.play("@e4,"), "no move");
        assertEquals(E4_HUFFABLE, fen(g), "position unchanged");
        g.play("@E4,B8C6");
        assertEquals(2, g.position().ply(), "a huff turn is two plies inside the engine");
    }

    // ---------------------------------------------------------------- against the reference

    /**
     * Random games played in both the engine and {@link MaidensReference}: the same legal turns,
     * FEN (with huffable squares) and mate/stalemate at every position. Turns are chosen to
     * use huffs often (half the time when one is possible); every tenth position perft(2) is compared.
     */
    @Test void randomGamesAgreeWithTheReference() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(1283);
        int positions = 0, huffTurns = 0, subtrees = 0;
        for (int game = 0; game < 30; game++) {
            Game g = game(START);
            MaidensReference r = MaidensReference.fromFen(START);
            for (int ply = 0; ply < 100; ply++) {
                String fen = fen(g);
                assertEquals(r.fen(), fen);
                List<String> ours = turns(g);
                assertEquals(new TreeSet<>(r.turnTexts()), new TreeSet<>(ours), fen);
                assertEquals(ours.size(), new TreeSet<>(ours).size(), "duplicates in " + fen);
                var o = g.outcome();
                String mate = r.mateOrStalemate();
                if (mate != null) assertEquals(mate, o.result(), fen);
                positions++;
                if (ply % 10 == 5) { // whole subtrees too, where huff rights arise and are used
                    assertEquals(r.perft(2), new Perft(g.generator()).count(g.position(), 2), "perft(2) of " + fen);
                    subtrees++;
                }
                if (ours.isEmpty() || (o != null && mate == null)) break;
                String turn = ours.get(random.nextInt(ours.size()));
                List<String> huffs = ours.stream().filter(s -> s.startsWith("@")).toList();
                if (!huffs.isEmpty() && random.nextInt(2) == 0) turn = huffs.get(random.nextInt(huffs.size()));
                if (turn.startsWith("@")) huffTurns++;
                g.play(turn);
                r = r.play(turn);
                assertEquals(g.position().computeHash(), g.position().hash(), "incremental hash after " + turn);
            }
            while (g.position().ply() > 0) g.position().unmake();
            assertEquals(START, fen(g), "unmake restores the start");
        }
        assertTrue(positions > 1000 && huffTurns > 100 && subtrees > 100, positions + " positions, " + huffTurns + " huff turns");
        System.out.println("maidens: " + positions + " positions, " + huffTurns + " huff turns, " + subtrees + " perft(2) compared");
    }
}
