package castellan.variants.kingdom;

import static castellan.variants.kingdom.KingdomMoves.KINGDOM;
import static castellan.variants.kingdom.KingdomMoves.from;
import static castellan.variants.kingdom.KingdomMoves.legal;
import static castellan.variants.kingdom.KingdomMoves.legalAfter;
import static castellan.variants.kingdom.KingdomMoves.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.notation.Fen;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every Kingdom rule and ruling on a hand-made position (shared/rules/kingdom.md). Each
 * expected move list is derived by hand in the comment; {@link KingdomMoves#legal} also checks
 * that the independent reference generator finds the same list.
 */
class KingdomRulesTest {

    // ---------------------------------------------------------------- Kings and Dukes

    /**
     * Ruling: "my side has a Duke ... may move onto attacked squares". White Ke1 with a Duke on
     * j1; a Black Rook on d10 sweeps the d-file. King: d1 d2 e2 f1 f2 (d1, d2 attacked but
     * allowed) = 5. Duke j1: i1 i2 j2, two steps h1 h3 j3 = 6. Total 11.
     */
    @Test void immuneKingWalksIntoAttack() {
        Set<String> moves = legal("3rk5/4d5/10/10/10/10/10/10/10/4K4D w - - 0 1");
        assertEquals(set("e1d1", "e1d2", "e1e2", "e1f1", "e1f2"), from(moves, "e1"));
        assertEquals(11, moves.size());
    }

    /** The same without White's Duke: the King is royal, d1 and d2 are attacked: e2 f1 f2 only. */
    @Test void royalKingAvoidsAttack() {
        Set<String> moves = legal("3rk5/4d5/10/10/10/10/10/10/10/4K5 w - - 0 1");
        assertEquals(set("e1e2", "e1f1", "e1f2"), moves);
    }

    /**
     * "my King may capture: no [while the enemy has a Duke]". White Ke4 (immune: Duke j1), Black
     * Knights d5 e5, Black Duke e9. King: d3 e3 f3 d4 f4 f5, no capture of d5/e5 = 6; Duke j1: 6.
     */
    @Test void kingCannotCaptureWhileEnemyHasDuke() {
        Set<String> moves = legal("4k5/4d5/10/10/10/3nn5/4K5/10/10/9D w - - 0 1");
        assertEquals(set("e4d3", "e4e3", "e4f3", "e4d4", "e4f4", "e4f5"), from(moves, "e4"));
        assertEquals(12, moves.size());
    }

    /** The same with Black's Duke gone: the King also captures d5 and e5 = 8 King moves, 14 in all. */
    @Test void kingCapturesOnceEnemyDukeIsGone() {
        Set<String> moves = legal("4k5/10/10/10/10/3nn5/4K5/10/10/9D w - - 0 1");
        assertEquals(set("e4d3", "e4e3", "e4f3", "e4d4", "e4f4", "e4f5", "e4d5", "e4e5"), from(moves, "e4"));
        assertEquals(14, moves.size());
    }

    /**
     * "A capture of the last Duke can put the other King in check at once". White Kd9 stands next
     * to Black's Ke10; both are harmless while Black has its Duke (e1). Nc2xe1 takes it: Black's
     * King turns royal and White's King may capture, so attacks it: check. Black King: d10 and
     * e9 are attacked by Kd9, d9 cannot be captured (White has a Duke, j5): only f10 and f9.
     */
    @Test void checkAppearsWhenDukeIsCaptured() {
        String fen = "4k5/3K6/10/10/10/9D/10/10/2N7/4d5 w - - 0 1";
        Game g = new Game(KINGDOM, fen);
        assertFalse(g.inCheck());
        assertEquals(set("e10f10", "e10f9"), legalAfter(fen, "c2e1"));
        g.play("c2e1");
        assertTrue(g.inCheck());
    }

    /**
     * Capturing the Duke with a Rook: Re1xe9 gives check along the e-file. Black has no Duke now,
     * White has none either, so the Black King may capture the unprotected Rook: e10d10 e10f10
     * e10e9 (d9, f9 are attacked by the Rook on rank 9).
     */
    @Test void royalKingCapturesWhenEnemyHasNoDuke() {
        assertEquals(set("e10d10", "e10f10", "e10e9"), legalAfter("4k5/4d5/10/10/10/10/10/10/10/4R4K w - - 0 1", "e1e9"));
    }

    /**
     * Ruling: "a side without a Duke that is in check may escape by promoting to a Duke (in-place
     * promotion h10h10d included)". White Ka1 is checked by Ra8 down the a-file. King: b1 b2 (a2
     * attacked). Pawn c9 promotes on c10 and Pawn h10 in place, but only to a Duke (the King is
     * then immune): c9c10d h10h10d. Every other promotion leaves the royal King attacked.
     */
    @Test void promotingToDukeEscapesCheck() {
        String fen = "7P2/2P7/r9/10/9k/10/10/10/10/K9 w - - 0 1";
        assertTrue(new Game(KINGDOM, fen).inCheck());
        assertEquals(set("a1b1", "a1b2", "c9c10d", "h10h10d"), legal(fen));
    }

    /**
     * Checkmate of a royal King, with the mating Queen guarded by the King ("a King that may
     * capture attacks the squares around it"): Black Ka10 (no Duke), White Qb9 guarded by Kc8.
     * a9 and b10 are covered by the Queen; b9 by the King. No move: 1-0.
     */
    @Test void kingGuardsWhenEnemyHasNoDuke() {
        Game g = new Game(KINGDOM, "k9/1Q8/2K7/10/10/10/10/10/10/10 b - - 0 1");
        assertTrue(g.inCheck());
        assertEquals(set(), legal("k9/1Q8/2K7/10/10/10/10/10/10/10 b - - 0 1"));
        assertEquals("1-0 {White mates}", g.outcome().toString());
    }

    /**
     * The same with a Black Duke on j1: Black's King is immune (no check) and White's King guards
     * nothing; White has no Duke, so Black's King may take the Queen. King: a9 b10 b9 = 3; Duke j1:
     * i1 i2 j2 h1 h3 j3 = 6.
     */
    @Test void immuneKingIsNeverMated() {
        String fen = "k9/1Q8/2K7/10/10/10/10/10/10/9d b - - 0 1";
        assertFalse(new Game(KINGDOM, fen).inCheck());
        Set<String> moves = legal(fen);
        assertEquals(set("a10a9", "a10b10", "a10b9"), from(moves, "a10"));
        assertEquals(9, moves.size());
    }

    /**
     * "nothing may capture it": a Black Queen next to White's immune King (Duke b1) cannot take
     * it: e2e1 is missing while e2d1 (an empty neighbour) is there.
     */
    @Test void immuneKingCannotBeCaptured() {
        Set<String> moves = legal("4k4d/10/10/10/10/10/10/10/4q5/1D2K5 b - - 0 1");
        assertFalse(moves.contains("e2e1"));
        assertTrue(moves.contains("e2d1"));
    }

    // ---------------------------------------------------------------- Wizard

    static final String WIZARD_NO_DRAGON = "8dk/10/2s4p2/2s4p2/4n5/4W5/2s4p2/2s7/10/KD8 w - - 0 1";
    static final String WIZARD_WITH_DRAGON = "6g1dk/10/2s4p2/2s4p2/4n5/4W5/2s4p2/2s7/10/KD8 w - - 0 1";

    /**
     * Wizard e5; Black Subjects c3 c4 c7 c8, Pawns h4 h7 h8, Knight e6, no Black Dragon. It may
     * capture Pawns and Subjects on ranks 4-7 only: c4 c7 h4 h7 (not c3, c8, h8: wrong ranks;
     * not e6: a Knight). Quiet: every empty square, 100 - 13 pieces = 87. Total 91.
     */
    @Test void wizardCapturesPawnsAndSubjectsOnRanks4To7() {
        Set<String> wizard = from(legal(WIZARD_NO_DRAGON), "e5");
        assertEquals(91, wizard.size());
        for (String s : new String[] {"c4", "c7", "h4", "h7"}) assertTrue(wizard.contains("e5" + s), s);
        for (String s : new String[] {"c3", "c8", "h8", "e6", "a1", "b1", "i10", "j10"}) assertFalse(wizard.contains("e5" + s), s);
    }

    /** The same with a Black Dragon on g10: no capture at all; 100 - 14 = 86 quiet moves. */
    @Test void wizardCannotCaptureWhileEnemyHasDragon() {
        Set<String> wizard = from(legal(WIZARD_WITH_DRAGON), "e5");
        assertEquals(86, wizard.size());
        for (String s : new String[] {"c4", "c7", "h4", "h7"}) assertFalse(wizard.contains("e5" + s), s);
    }

    /**
     * "so it never attacks a King": Black's royal Ke5 next to White's Wizard e6 is not in check,
     * and (White has no Duke) may take it. All 8 King moves, e5e6 a capture.
     */
    @Test void wizardAttacksNothing() {
        String fen = "10/10/10/10/4W5/4k5/10/10/10/K9 b - - 0 1";
        assertFalse(new Game(KINGDOM, fen).inCheck());
        assertEquals(set("e5d4", "e5e4", "e5f4", "e5d5", "e5f5", "e5d6", "e5e6", "e5f6"), legal(fen));
    }

    /**
     * A pinned Wizard: Black's royal Kd10, Wizard f10, White Rook h10. The Wizard may only land
     * between King and Rook (e10, g10): anywhere else on rank 10 (a10-c10 beyond the King, i10 j10
     * beyond the Rook) or off it exposes the King. King: c10 c9 d9 e9 e10 (e10 is shielded by the
     * Wizard). 7 moves.
     */
    @Test void pinnedWizardStaysBetweenKingAndPinner() {
        assertEquals(set("f10e10", "f10g10", "d10c10", "d10c9", "d10d9", "d10e9", "d10e10"),
                legal("3k1w1R2/10/10/10/10/10/10/10/10/K9 b - - 0 1"));
    }

    // ---------------------------------------------------------------- Dragon, Prince, Princess, Duke

    /**
     * Dragon e5 among Black Knights d6 e6 d5 f5 e4: captures one square orthogonally (e6 d5 f5
     * e4), moves one square diagonally to the empty f6 d4 f4 (d6 is occupied and it does not
     * capture diagonally). 7 moves.
     */
    @Test void dragonCapturesOrthogonallyMovesDiagonally() {
        Set<String> moves = legal("8dk/10/10/10/3nn5/3nGn4/4n5/10/10/KD8 w - - 0 1");
        assertEquals(set("e5e6", "e5d5", "e5f5", "e5e4", "e5f6", "e5d4", "e5f4"), from(moves, "e5"));
    }

    /** Prince e5 (White): d5 f5 sideways, e6 forward, d6 f6 diagonally forward; never back. */
    @Test void princeMovesForwardAndSideways() {
        assertEquals(set("e5d5", "e5f5", "e5e6", "e5d6", "e5f6"), from(legal("8dk/10/10/10/10/4I5/10/10/10/KD8 w - - 0 1"), "e5"));
    }

    /** Black Prince e5 moves toward rank 1: d5 f5 e4 d4 f4. */
    @Test void blackPrinceMovesDown() {
        assertEquals(set("e5d5", "e5f5", "e5e4", "e5d4", "e5f4"), from(legal("8DK/10/10/10/10/4i5/10/10/10/kd8 b - - 0 1"), "e5"));
    }

    /**
     * Princess e5 on an open board: along rank 5 a-d (4) and f-j (5); forward e6-e10 (5); forward
     * diagonals d6 c7 b8 a9 (4) and f6 g7 h8 i9 (4; j10 holds the Black King, which it may not
     * take: immune). 22.
     */
    @Test void princessSlidesForwardAndSideways() {
        assertEquals(22, from(legal("8dk/10/10/10/10/4E5/10/10/10/KD8 w - - 0 1"), "e5").size());
    }

    /**
     * Duke e5 with a White Knight on e6 and a Black Knight on c3: one step to the 7 free
     * neighbours (e6 is its own); two steps c7 g7 c5 g5 e3 g3 and c3 (a capture) = 7, but not e7:
     * e6 is in the way and it does not jump. 14 in all.
     */
    @Test void dukeStepsOneOrTwoWithoutJumping() {
        Set<String> duke = from(legal("8dk/10/10/10/4N5/4D5/10/2n7/10/K9 w - - 0 1"), "e5");
        assertEquals(set("e5d4", "e5e4", "e5f4", "e5d5", "e5f5", "e5d6", "e5f6",
                "e5c7", "e5g7", "e5c5", "e5g5", "e5c3", "e5e3", "e5g3"), duke);
    }

    // ---------------------------------------------------------------- Subjects and Pawns

    /**
     * Subject e3 (its start rank) with a Black Knight on e4: d4 f4 diagonally, c5 g5 by the double
     * diagonal step, and the capture e3e4 straight forward. Subject b5 (not on its start rank):
     * a6 c6 only. Pawn h2 with h3 empty: h3, h4.
     */
    @Test void subjectMovesDiagonallyCapturesStraight() {
        Set<String> moves = legal("8dk/10/10/10/10/1S8/4n5/4S5/7P2/KD8 w - - 0 1");
        assertEquals(set("e3d4", "e3f4", "e3c5", "e3g5", "e3e4"), from(moves, "e3"));
        assertEquals(set("b5a6", "b5c6"), from(moves, "b5"));
        assertEquals(set("h2h3", "h2h4"), from(moves, "h2"));
    }

    /**
     * Subject en passant, subject against subject. Black s d8-f6 passes e7. White Subject e6
     * attacks e7 (straight forward): e6e7 takes f6 en passant; its quiet moves d7 f7 remain.
     * The White Pawn d6 also attacks e7 but may not: en passant is Pawn against Pawn only; it
     * keeps d6d7.
     */
    @Test void subjectEnPassant() {
        String fen = "8dk/10/3s6/10/3PS5/10/10/10/10/KD8 b - - 0 1";
        Set<String> after = legalAfter(fen, "d8f6");
        assertEquals(set("e6d7", "e6f7", "e6e7"), from(after, "e6"));
        assertEquals(set("d6d7"), from(after, "d6"));
        Game g = new Game(KINGDOM, fen);
        g.play("d8f6");
        g.play("e6e7");
        assertEquals("8dk/10/10/4S5/3P6/10/10/10/10/KD8 b - - 0 2", g.fen());
    }

    /** Pawn en passant as in chess: Black p e9-e7, White Pawn d7 takes on e8 (removing e7). */
    @Test void pawnEnPassant() {
        String fen = "8dk/4p5/10/3P6/10/10/10/10/10/KD8 b - - 0 1";
        assertEquals(set("d7d8", "d7e8"), from(legalAfter(fen, "e9e7"), "d7"));
    }

    /**
     * "If two Subjects qualify, the field is the passed square followed by the victim's square
     * (d7e6)". Black s c8-e6 passes d7; the Black Subject on c6 (origin e8 empty) could also have
     * passed d7. The FEN names the victim; the White Subject d6 takes it by d6d7 and c6 stays.
     */
    @Test void enPassantFieldNamesTheVictimWhenTwoQualify() {
        Game g = new Game(KINGDOM, "8dk/10/2s7/10/2sS6/10/10/10/10/KD8 b - - 0 1");
        g.play("c8e6");
        String fen = g.fen();
        assertEquals("8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7e6 0 2", fen);
        assertEquals(fen, Fen.format(KINGDOM, Fen.parse(KINGDOM, fen)));
        g.play("d6d7");
        assertEquals("8dk/10/10/3S6/2s7/10/10/10/10/KD8 b - - 0 2", g.fen());
        Game other = new Game(KINGDOM, "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7c6 0 2");
        other.play("d6d7");
        assertEquals("8dk/10/10/3S6/4s5/10/10/10/10/KD8 b - - 0 2", other.fen());
        // Same placement, different en-passant victim: different positions, different hashes.
        assertNotEquals(Fen.parse(KINGDOM, "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7e6 0 2").hash(),
                Fen.parse(KINGDOM, "8dk/10/10/10/2sSs5/10/10/10/10/KD8 w - d7c6 0 2").hash());
    }

    /**
     * Subject promotion then in-place promotion. White Subject h9 under a Black Rook h10: g10 and
     * i10 (diagonally) or h10 (capture); on rank 10 it becomes a Pawn, written without a letter.
     * "h9g10p" is accepted too. On White's next turn the Pawn g10 may become Q R B N I E D W G where
     * it stands: g10g10q ... (9 moves; it has no other move).
     */
    @Test void subjectPromotionThenInPlacePromotion() {
        String fen = "kd5r2/7S2/10/10/10/10/10/10/10/KD8 w - - 0 1";
        assertEquals(set("h9g10", "h9i10", "h9h10"), from(legal(fen), "h9"));
        Game g = new Game(KINGDOM, fen);
        g.play("h9g10p");
        assertEquals("kd4Pr2/10/10/10/10/10/10/10/10/KD8 b - - 0 1", g.fen());
        assertEquals(set("g10g10q", "g10g10r", "g10g10b", "g10g10n", "g10g10i", "g10g10e", "g10g10d", "g10g10w", "g10g10g"),
                from(legalAfter(fen, "h9g10", "b10c10"), "g10"));
        g.play("b10c10");
        g.play("g10g10d");
        assertEquals("k1d3Dr2/10/10/10/10/10/10/10/10/KD8 b - - 0 2", g.fen());
    }

    /** A Pawn reaching the last rank must promote at once, to any of the nine pieces. */
    @Test void pawnPromotesToNinePieces() {
        assertEquals(set("c9c10q", "c9c10r", "c9c10b", "c9c10n", "c9c10i", "c9c10e", "c9c10d", "c9c10w", "c9c10g"),
                from(legal("8dk/2P7/10/10/10/10/10/10/10/KD8 w - - 0 1"), "c9"));
    }

    // ---------------------------------------------------------------- castling

    /**
     * Kingdom castling with no Duke on the board: King e1 d1 d2 e2 f1 f2, plus e1g1 (Rook j1-f1)
     * and e1c1 (Rook a1-d1).
     */
    @Test void castlingWithoutDukes() {
        String fen = "4k5/10/10/10/10/10/10/10/10/R3K4R w KQ - 0 1";
        assertEquals(set("e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1", "e1c1"), from(legal(fen), "e1"));
        Game g = new Game(KINGDOM, fen);
        g.play("e1g1");
        assertEquals("4k5/10/10/10/10/10/10/10/10/R4RK3 b - - 1 1", g.fen());
        g = new Game(KINGDOM, fen);
        g.play("e1c1");
        assertEquals("4k5/10/10/10/10/10/10/10/10/2KR5R b - - 1 1", g.fen());
    }

    /** Ruling "once both dukes ... have been captured": a Duke of either colour forbids castling. */
    @Test void noCastlingWhileAnyDukeIsOnTheBoard() {
        Set<String> king = set("e1d1", "e1d2", "e1e2", "e1f1", "e1f2");
        assertEquals(king, from(legal("4k4d/10/10/10/10/10/10/10/10/R3K4R w KQ - 0 1"), "e1"));
        assertEquals(king, from(legal("4k5/10/10/10/10/10/10/10/9D/R3K4R w KQ - 0 1"), "e1"));
    }

    /**
     * Ruling "any square involved in this process": King's square to Rook's square inclusive.
     * Bishop e6 attacks only j1 (the Rook's square): no e1g1. Rook b10 attacks only b1, which the
     * King does not cross: still no e1c1. The King's own moves d1 d2 e2 f1 f2 stay.
     */
    @Test void castlingForbiddenWhenRookSquareOrRookPathAttacked() {
        assertEquals(set("e1d1", "e1d2", "e1e2", "e1f1", "e1f2"),
                from(legal("1r2k5/10/10/10/4b5/10/10/10/10/R3K4R w KQ - 0 1"), "e1"));
    }

    // ---------------------------------------------------------------- game end

    /** Stalemate draws: Black's royal Ka10, White Qb8 covers a9 b9 b10, a10 is not attacked. */
    @Test void stalemateDraws() {
        Game g = new Game(KINGDOM, "k9/10/1Q8/10/10/10/10/10/10/9K b - - 0 1");
        assertEquals(0, g.legalMoves().size());
        assertEquals("1/2-1/2 {Stalemate}", g.outcome().toString());
    }

    /**
     * 50-move rule: a Subject move, a Pawn move and an in-place promotion reset the clock; a Knight
     * move does not. At 100 half-moves the game is drawn.
     */
    @Test void fiftyMoveRuleCountsPawnsSubjectsAndInPlacePromotions() {
        String fen = "kd5P2/10/10/10/10/10/4N5/4S5/3P6/KD8 w - - 40 30";
        for (String m : new String[] {"e3d4", "d2d3", "h10h10q"}) {
            Game g = new Game(KINGDOM, fen);
            g.play(m);
            assertEquals(0, g.position().halfmoveClock(), m);
        }
        Game g = new Game(KINGDOM, fen);
        g.play("e4c5");
        assertEquals(41, g.position().halfmoveClock());
        Game late = new Game(KINGDOM, "kd5P2/10/10/10/10/10/4N5/4S5/3P6/KD8 w - - 99 80");
        assertNull(late.outcome());
        late.play("e4c5");
        assertEquals("1/2-1/2 {50-move rule}", late.outcome().toString());
    }

    /** Only Kings and Wizards: no piece can ever give check, so neither side can win. */
    @Test void kingsAndWizardsCannotMate() {
        assertEquals("1/2-1/2 {Insufficient material}", new Game(KINGDOM, "k9/10/10/4w5/10/10/4W5/10/10/9K w - - 0 1").outcome().toString());
        assertNull(new Game(KINGDOM, "k9/10/10/4w5/10/10/4W5/10/10/8RK w - - 0 1").outcome());
    }
}
