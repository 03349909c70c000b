package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Move translation to and from the wire, with the XBoard forms of xboard-notes.md written out by hand. */
class WireMovesTest {

    private static Game game(String variant, String fen, String... moves) {
        Game g = fen == null ? new Game(Variants.get(variant)) : new Game(Variants.get(variant), fen);
        g.playAll(List.of(moves));
        return g;
    }

    @Test void tenRankBoardsAreNumberedFromZeroOnTheXboardWire() {
        // "A board with 10 ranks is numbered 0-9 on the XBoard wire (a0..j9)": the Subject a3-b4 is a2b3.
        Game g = game("kingdom", null);
        assertEquals("a2b3", WireMoves.toXboard(g, g.parse("a3b4")));
        assertEquals("a3b4", WireMoves.fromXboard(g, "a2b3"));
        // Black's Subjects stand on rank 8, its Rooks on rank 10: 7 and 9 on the wire.
        g.play("a3b4");
        assertEquals("b7a6", WireMoves.toXboard(g, g.parse("b8a7")));
        assertEquals("b8a7", WireMoves.fromXboard(g, "b7a6"));
        Game rooks = game("kingdom", "r8k/10/10/10/10/10/10/10/10/9K b - - 0 1");
        assertEquals("a9a4", WireMoves.toXboard(rooks, rooks.parse("a10a5")));
        assertEquals("a10a5", WireMoves.fromXboard(rooks, "a9a4"));
    }

    @Test void eightRankBoardsKeepTheirNumbers() {
        Game g = game("capablanca", null);
        assertEquals("e2e4", WireMoves.toXboard(g, g.parse("e2e4")));
        assertEquals("e2e4", WireMoves.fromXboard(g, "e2e4"));
    }

    @Test void huffTurnIsOneMoveWithTwoLegs() {
        // xboard-notes.md: "a Maidens huff of e4 before Nb8-c6: b8e4,e4c6". After 1. e4 d5 2. Nc3 the
        // pawn e4 declined the capture on d5, so Black may huff it.
        Game g = game("maidens", null, "e2e4", "d7d5", "b1c3");
        long turn = g.parse("@e4,b8c6");
        assertEquals("b8e4,e4c6", WireMoves.toXboard(g, turn));
        assertEquals("@e4,b8c6", WireMoves.fromXboard(g, "b8e4,e4c6"));
        assertEquals("@e4,b8c6", WireMoves.fromXboard(g, "B8E4, E4C6"));
    }

    @Test void inPlacePromotionGoesThroughAnyEmptySquare() {
        // xboard-notes.md: "Kingdom in-place promotion of c9 via any empty square X: c9X,Xc9q" (wire ranks).
        // Our a10a10q is a9X,Xa9q; the first empty square in square order is b1 (a1 holds the King): b0 on the wire.
        Game g = game("kingdom", "P8k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
        assertEquals("a9b0,b0a9q", WireMoves.toXboard(g, g.parse("a10a10q")));
        assertEquals("a10a10q", WireMoves.fromXboard(g, "a9e5,e5a9q"));
        assertEquals("a10a10d", WireMoves.fromXboard(g, "a9c0,c0a9d"));
    }

    @Test void subjectBecomingAPawnCarriesTheLetterOnTheWire() {
        // Our text leaves the letter out (i9h10); xboard-research.md 0.5: "Kingdom Subject to the last rank:
        // i8h9p, the p is required, otherwise XBoard keeps showing a Subject". Both forms are read.
        Game g = game("kingdom", "k9/7S2/10/10/10/10/10/10/10/K9 w - - 0 1");
        assertEquals("h8g9p", WireMoves.toXboard(g, g.parse("h9g10")));
        assertEquals("h9g10", WireMoves.fromXboard(g, "h8g9"));
        assertEquals("h9g10", WireMoves.fromXboard(g, "h8g9p"));
    }

    @Test void castlingIsTheKingsStep() {
        Game chess = game("normal", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("e1g1", WireMoves.toXboard(chess, chess.parse("e1g1")));
        assertEquals("e1c1", WireMoves.fromXboard(chess, "e1c1"));
        assertEquals("e1g1", WireMoves.fromXboard(chess, "e1h1")); // the King takes its Rook (Chess960 style)
        assertEquals("e1g1", WireMoves.fromUci(chess, "E1H1"));
        Game capa = game("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
        assertEquals("f1i1", WireMoves.fromXboard(capa, "f1i1"));
        assertEquals("f1i1", WireMoves.fromUci(capa, "f1i1"));
    }

    @Test void curtisCastlingIsItsTwoLegsUnlessAGuardMovesOrTheRookLandsApart() {
        // xboard-research.md 0.5: Curtis castling without a Guard leg is "f1h1,j1g1 (the same text)"; with a
        // Guard leg, or "where the Rook does not land next to the King", it is not expressible. With the
        // King's Guard on g1, the King going to h1 passes it and the Rook lands on f1, apart from the King.
        Game g = game("royal", "rgnbqkbnhr/pppppppppp/10/10/10/10/PPPPPPPPPP/R4KH2R w KQkq - 0 1");
        TurnList turns = g.legalTurns();
        int withGuard = 0, twoLegs = 0, apart = 0;
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            int m = Turn.move(t);
            if (Move.kind(m) != Move.GUARD_CASTLING) continue;
            String ours = g.format(t); // [guard leg,] king leg, rook leg
            String[] legs = ours.split(",");
            if (legs.length == 3) {
                withGuard++;
                assertNull(WireMoves.toXboard(g, t), ours);
            } else if (Math.abs(legs[0].charAt(2) - legs[1].charAt(2)) == 1) {
                twoLegs++;
                assertEquals(ours, WireMoves.toXboard(g, t), ours);
                assertEquals(ours, WireMoves.fromXboard(g, ours));
            } else {
                apart++;
                assertNull(WireMoves.toXboard(g, t), ours);
            }
        }
        assertTrue(withGuard > 0 && twoLegs > 0 && apart > 0, "the position should allow every kind of castling");
        assertEquals("f1h1,j1f1", WireMoves.fromXboard(g, "f1h1")); // the short form is still read
        assertEquals("f1g1", WireMoves.fromXboard(g, "f1g1"));      // a one-square step is the King's move
    }

    @Test void unknownMovesComeBackForTheRunnerToReject() {
        Game g = game("kingdom", null);
        assertEquals("a10a10", WireMoves.fromXboard(g, "a9a9")); // shifted back, so the error names our squares
        Game chess = game("normal", null);
        assertEquals("e2e5", WireMoves.fromUci(chess, "e2e5"));
        assertEquals("(none)", WireMoves.fromUci(chess, "(none)"));
        assertEquals("e2e4", WireMoves.fromUci(chess, "E2E4"));
    }

    @Test void keysTreatAnyInPlaceDetourAlike() {
        assertEquals("c9c9q", WireMoves.xboardKey("c9d4,d4c9q"));
        assertEquals("b8e4,e4c6", WireMoves.xboardKey("b8e4,e4c6"));
        assertEquals("e2e4", WireMoves.xboardKey(" E2E4 "));
    }
}
