package castellan.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.Move;
import castellan.move.Turn;
import castellan.move.TurnList;
import castellan.variant.Variant;
import castellan.variants.Variants;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The XBoard dialect both ways, against the forms of shared/xboard-notes.md (checked in real
 * XBoard 4.9.1) written out by hand: moves Castellan to XBoard and back, and FENs XBoard to
 * Castellan ({@code setboard} received) and Castellan to XBoard ({@code setboard} sent).
 */
class XBoardTextTest {
    private static Game game(String variant, String fen, String... moves) {
        Game g = fen == null ? new Game(Variants.get(variant)) : new Game(Variants.get(variant), fen);
        g.playAll(List.of(moves));
        return g;
    }

    private static String wire(Game g, String ours) {
        return XBoardText.format(g.position(), g.parse(ours));
    }

    private static String ours(Game g, String wire) {
        return g.format(XBoardText.parse(g.position(), g.generator(), wire));
    }

    /** Our {@code ours} is {@code wire} on the wire, and back. */
    private static void both(Game g, String ours, String wire) {
        assertEquals(wire, wire(g, ours), ours);
        assertEquals(ours, ours(g, wire), wire);
    }

    private static Variant variant(String id) { return Variants.get(id).variant(); }

    // ---------------------------------------------------------------- moves

    @Test void eightRanksAreTheSameTextButTenRanksCountFromZero() {
        both(game("normal", null), "g1f3", "g1f3");
        both(game("capablanca", null), "e2e4", "e2e4");
        // "A board with 10 ranks is numbered 0-9 on the XBoard wire (a0..j9)": the Subject a3-b4 is a2b3.
        Game kingdom = game("kingdom", null);
        both(kingdom, "a3b4", "a2b3");
        assertThrows(IllegalArgumentException.class, () -> ours(kingdom, "a3b4"), "a3 on the wire is our a4: empty");
        // Black's Subjects stand on rank 8, its Rooks on rank 10: 7 and 9 on the wire.
        kingdom.play("a3b4");
        both(kingdom, "b8a7", "b7a6");
        both(game("kingdom", "r8k/10/10/10/10/10/10/10/10/9K b - - 0 1"), "a10a5", "a9a4");
        assertEquals(0, XBoardText.rankBase(variant("kingdom").geometry));
        assertEquals(1, XBoardText.rankBase(variant("capablanca").geometry));
    }

    @Test void castlingIsTheKingsStepAndTheKingTakingItsRookIsRead() {
        // Kiwipete, both castlings legal.
        Game chess = game("normal", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        both(chess, "e1g1", "e1g1");
        both(chess, "e1c1", "e1c1");
        assertEquals("e1g1", ours(chess, "e1h1"), "Chess960 engines write castling as the King taking its Rook");
        assertEquals("e1c1", ours(chess, "E1A1"));
        Game capa = game("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
        both(capa, "f1i1", "f1i1");
        both(capa, "f1c1", "f1c1");
        assertEquals("f1i1", ours(capa, "f1j1"));
    }

    /**
     * A Curtis castling without a Guard leg goes on the wire as its two legs, as in our text:
     * XBoard (with the King's Betza O) puts the piece of the second leg next to the King
     * (backend.c, ApplyMove). The King's step alone works only when nothing stands between King
     * and Rook, since XBoard then moves the nearest piece. A castling whose Rook lands elsewhere,
     * or with a Guard leg, has no XBoard form.
     */
    @Test void curtisCastlingIsItsTwoLegsWhereTheRookLandsNextToTheKing() {
        Game open = game("royal", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1");
        both(open, "f1h1,j1g1", "f1h1,j1g1");
        assertEquals("f1h1,j1g1", ours(open, "f1h1"), "the King's step alone, nothing in between");
        assertEquals("f1c1,a1d1", ours(open, "f1c1"));
        assertEquals("f1g1,j1f1", ours(open, "f1g1,j1f1"), "one square: the Rook still lands next to the King");
        assertEquals("f1g1", ours(open, "f1g1"), "a one-square King step is a King move");
        // A Guard on g1: the Rook goes to f1 (the first empty square beyond the King), not next to
        // it; and the King's step alone would make XBoard move the Guard.
        Game guard = game("royal", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4KH2R w KQkq - 0 1");
        assertFalse(XBoardText.expressible(guard.position(), guard.parse("f1h1,j1f1")));
        assertThrows(IllegalArgumentException.class, () -> ours(guard, "f1h1,j1f1"));
        assertThrows(IllegalArgumentException.class, () -> ours(guard, "f1h1"));
        // Curtis's sample game (seeds/royal-chess-curtis.txt): 4... C8 castles f8h8,j8g8, the Rook jumping
        // the Guard on i8: two legs, yes; the King's step alone would make XBoard move the Guard.
        Game g = game("royal", null, "e2e4", "h8g6", "d2d4", "h7h6", "c1d3", "g8h7", "d1h5");
        assertTrue(XBoardText.expressible(g.position(), g.parse("f8h8,j8g8")));
        assertEquals("f8h8,j8g8", ours(g, "f8h8,j8g8"));
        assertThrows(IllegalArgumentException.class, () -> ours(g, "f8h8"));
        // 6. C3-G4 castles with a Guard leg, b1d1,f1c1,a1e1: XBoard drops the middle of three legs.
        g.playAll(List.of("f8h8,j8g8", "e1d2", "c7c6"));
        assertFalse(XBoardText.expressible(g.position(), g.parse("b1d1,f1c1,a1e1")));
        assertThrows(IllegalArgumentException.class, () -> ours(g, "b1d1,f1c1,a1e1"));
    }

    @Test void everyKindOfCurtisCastlingIsSortedByWhetherXBoardCanShowIt() {
        // xboard-research.md 0.5: without a Guard leg the same text; with one, or with the Rook landing
        // apart from the King, not expressible. With the King's Guard on g1 all three kinds are legal.
        Game g = game("royal", "rgnbqkbnhr/pppppppppp/10/10/10/10/PPPPPPPPPP/R4KH2R w KQkq - 0 1");
        TurnList turns = g.legalTurns();
        int withGuard = 0, twoLegs = 0, apart = 0;
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            if (Move.kind(Turn.move(t)) != Move.GUARD_CASTLING) continue;
            String text = g.format(t); // [guard leg,] king leg, rook leg
            String[] legs = text.split(",");
            boolean nextToKing = Math.abs(legs[legs.length - 2].charAt(2) - legs[legs.length - 1].charAt(2)) == 1;
            if (legs.length == 3) withGuard++;
            else if (nextToKing) twoLegs++;
            else apart++;
            assertEquals(legs.length == 2 && nextToKing, XBoardText.expressible(g.position(), t), text);
            if (legs.length == 2 && nextToKing) assertEquals(text, ours(g, wire(g, text)));
        }
        assertTrue(withGuard > 0 && twoLegs > 0 && apart > 0, "the position should allow every kind of castling");
    }

    @Test void huffTurnPassesThroughTheHuffedSquare() {
        // xboard-notes.md: "a Maidens huff of e4 before Nb8-c6: b8e4,e4c6". After 1. e4 d5 2. Nc3 the
        // pawn e4 declined the capture on d5, so Black may huff it.
        Game g = game("maidens", null, "e2e4", "d7d5", "b1c3");
        both(g, "@e4,b8c6", "b8e4,e4c6");
        assertEquals("@e4,b8c6", ours(g, "B8E4, E4C6"));
        assertEquals("d5e4", ours(g, "d5e4"));
    }

    @Test void inPlacePromotionGoesOutAndBackThroughAnEmptySquare() {
        // rules/kingdom.md: a Pawn on the last rank becomes Q R B N I E D W G where it stands (g10g10d).
        Game g = game("kingdom", "k1d3Pr2/10/10/10/10/10/10/10/10/KD8 w - - 0 1");
        String w = wire(g, "g10g10d");
        assertTrue(w.matches("g9([a-j][0-9]),\\1g9d"), w);
        assertEquals("g10g10d", ours(g, w));
        assertEquals("g10g10q", ours(g, "g9a0,a0g9q"), "any empty square serves as the detour");
        // Our a10a10q goes out through an empty square next to it: a9 (a8 on the wire), the first of its ring.
        Game corner = game("kingdom", "P8k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
        assertEquals("a9a8,a8a9q", wire(corner, "a10a10q"));
        assertEquals("a10a10d", ours(corner, "a9c0,c0a9d"));
    }

    @Test void subjectBecomingAPawnCarriesTheLetterOnTheWire() {
        // Our text leaves the letter out (h9g10); xboard-research.md 0.5: "Kingdom Subject to the last rank:
        // i8h9p, the p is required, otherwise XBoard keeps showing a Subject". Both forms are read.
        Game s = game("kingdom", "kd5r2/7S2/10/10/10/10/10/10/10/KD8 w - - 0 1");
        both(s, "h9g10", "h8g9p");
        assertEquals("h9g10", ours(s, "h8g9"));
    }

    @Test void aPromotionWithQueenPowerHasNoXBoardForm() {
        // Curtis (CurtisTest): White lost its Queen and Queen's Guard, so f7f8 may give g, g* or q;
        // XBoard has no Guard with the Queen's power.
        Game g = game("royal", "2k7/5P4/10/10/10/10/10/R1NB1KBNHR w - - 0 1");
        assertFalse(XBoardText.expressible(g.position(), g.parse("f7f8g*")));
        assertTrue(XBoardText.expressible(g.position(), g.parse("f7f8g")));
        assertEquals("f7f8g", ours(g, "f7f8g"));
        assertThrows(IllegalArgumentException.class, () -> ours(g, "f7f8g*"));
    }

    @Test void badWireTextIsRefused() {
        Game g = game("normal", null);
        assertEquals("illegal", assertThrows(IllegalArgumentException.class, () -> ours(g, "e2e5")).getMessage());
        assertEquals("unreadable", assertThrows(IllegalArgumentException.class, () -> ours(g, "zz")).getMessage());
        assertEquals("unreadable", assertThrows(IllegalArgumentException.class, () -> ours(g, "e2e4,")).getMessage());
        assertEquals("unreadable", assertThrows(IllegalArgumentException.class, () -> ours(g, "@@@@")).getMessage());
        assertEquals("illegal", assertThrows(IllegalArgumentException.class, () -> ours(game("kingdom", null), "a9a9")).getMessage());
        assertEquals(-1, XBoardText.parseSquare(variant("kingdom").geometry, "a10"), "ranks 0-9 on the wire");
        assertEquals(-1, XBoardText.parseSquare(variant("normal").geometry, "a0"));
    }

    /** Along random games of every variant: every expressible turn reads back as itself, and turns are unique on the wire. */
    @Test void everyExpressibleTurnRoundTrips() {
        Random rnd = new Random(7);
        for (String id : Variants.ids()) {
            for (int gameNo = 0; gameNo < 3; gameNo++) {
                Game g = game(id, null);
                for (int ply = 0; ply < 60 && g.outcome() == null; ply++) {
                    TurnList turns = g.legalTurns();
                    Set<String> seen = new HashSet<>();
                    for (int i = 0; i < turns.size(); i++) {
                        long t = turns.get(i);
                        if (!XBoardText.expressible(g.position(), t)) continue;
                        String w = XBoardText.format(g.position(), t);
                        assertTrue(seen.add(w), id + ": two turns as " + w + " in " + g.fen());
                        assertEquals(t, XBoardText.parse(g.position(), g.generator(), w), id + " " + w + " in " + g.fen());
                    }
                    g.play(turns.get(rnd.nextInt(turns.size())));
                }
            }
        }
    }

    // ---------------------------------------------------------------- FENs, XBoard to Castellan

    private static String fromXBoard(String variant, String xboard) {
        return XBoardText.fenToCastellan(variant(variant), xboard);
    }

    @Test void orthodoxFenPassesUnchanged() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertEquals(start, fromXBoard("normal", start));
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                fromXBoard("normal", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        assertEquals(start, fromXBoard("normal", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"), "clocks default to 0 1");
    }

    @Test void shredderCastlingBecomesKQ() {
        assertEquals("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", fromXBoard("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w JAja - 0 1"));
        assertEquals("r4k3r/10/10/10/10/10/10/R4K3R w Kq - 0 1", fromXBoard("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w Ja - 0 1"));
    }

    @Test void castlingWithoutItsPiecesIsDropped() {
        assertEquals("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", fromXBoard("normal", "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1"));
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", fromXBoard("norochess", "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"));
    }

    @Test void tenRanksEnPassantCountsFromZeroOnTheWire() {
        // Kingdom (10 ranks): XBoard's d7 is our d8, and a named victim's square is shifted too.
        assertEquals("k9/10/10/10/10/10/10/10/10/K9 w - d8 0 1", fromXBoard("kingdom", "k9/10/10/10/10/10/10/10/10/K9 w - d7 0 1"));
        assertEquals("k9/10/10/10/10/10/10/10/10/K9 w - b7a6 0 1", fromXBoard("kingdom", "k9/10/10/10/10/10/10/10/10/K9 w - b6a5 0 1"));
        assertEquals("k9/10/10/10/10/10/10/10/10/K9 w - e1 0 1", fromXBoard("kingdom", "k9/10/10/10/10/10/10/10/10/K9 w - e0 0 1"));
    }

    @Test void promotedMarksDroppedAndOurExtraFieldsKept() {
        assertEquals("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", fromXBoard("normal", "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1"));
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 b - - 0 60 38 33", fromXBoard("norochess", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 60 38 33"));
    }

    @Test void anOverlongRunIsRefusedByTheParserNotAnOverflow() {
        // 3000000000 overflows an int: it used to reach the board as a negative file (issue 21).
        String fen = fromXBoard("normal", "3000000000p7/8/8/8/8/8/8/K6k w KQkq - 0 1");
        assertThrows(IllegalArgumentException.class, () -> Fen.parse(Variants.get("normal"), fen));
        assertThrows(IllegalArgumentException.class, () -> fromXBoard("normal", "8"));
    }

    // ---------------------------------------------------------------- FENs, Castellan to XBoard

    private static String toXBoard(String variant, String ours) {
        return XBoardText.fenToXBoard(variant(variant), ours);
    }

    @Test void tenRanksEnPassantIsWrittenFromZero() {
        // The runner's setboard bug (issue 17): our Kingdom d7 is XBoard's d6.
        String ours = "rnbekqibnr/ppppdwpppp/1s1ssgssss/1s8/3Ss5/10/10/1SSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq d7 0 3";
        assertEquals("rnbekqibnr/ppppdwpppp/1s1ssgssss/1s8/3Ss5/10/10/1SSSSGSSSS/PPPPDWPPPP/RNBEKQIBNR w KQkq d6 0 3",
                toXBoard("kingdom", ours));
        assertEquals("k9/10/10/10/10/10/10/10/10/K9 w - b6a5 0 1", toXBoard("kingdom", "k9/10/10/10/10/10/10/10/10/K9 w - b7a6 0 1"));
        String chess = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        assertEquals(chess, toXBoard("normal", chess));
        assertEquals("r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", toXBoard("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1"));
    }

    @Test void ourExtraFieldsAndQueenPowerAreNotWritten() {
        assertEquals("4k3/8/8/8/8/8/4P3/4K3 b - - 0 60", toXBoard("norochess", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 60 38 33"));
        assertEquals("rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                toXBoard("maidens", "rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 e4"));
        assertEquals("k9/10/10/10/10/10/10/4G5/10/5K4 w - - 0 1", toXBoard("royal", "k9/10/10/10/10/10/10/4G*5/10/5K4 w - - 0 1 -"));
    }

    /**
     * Along random games of every variant, our FEN into XBoard's and back gives our FEN again
     * except what XBoard cannot carry (the extra fields and queen-power marks), and XBoard's
     * has six fields and the en-passant square one rank lower on 10-rank boards.
     */
    @Test void fensRoundTripThroughXBoardAlongRandomGames() {
        Random rnd = new Random(11);
        int withEnPassant = 0;
        for (String id : Variants.ids()) {
            Variant v = variant(id);
            for (int gameNo = 0; gameNo < 4; gameNo++) {
                Game g = game(id, null);
                for (int ply = 0; ply < 80 && g.outcome() == null; ply++) {
                    String ours = g.fen();
                    String[] fields = ours.split(" ");
                    String xboard = XBoardText.fenToXBoard(v, ours);
                    String[] x = xboard.split(" ");
                    assertEquals(6, x.length, xboard);
                    if (!fields[3].equals("-")) {
                        withEnPassant++;
                        int ourRank = Integer.parseInt(fields[3].substring(1).replaceAll("[a-j].*", ""));
                        int wireRank = Integer.parseInt(x[3].substring(1).replaceAll("[a-j].*", ""));
                        assertEquals(v.geometry.ranks == 10 ? ourRank - 1 : ourRank, wireRank, ours + " -> " + xboard);
                    }
                    String[] back = XBoardText.fenToCastellan(v, xboard).split(" ");
                    fields[0] = fields[0].replace("*", "");
                    assertEquals(Arrays.asList(fields).subList(0, 6), Arrays.asList(back), id + ": " + ours + " -> " + xboard);
                    TurnList turns = g.legalTurns();
                    g.play(turns.get(rnd.nextInt(turns.size())));
                }
            }
        }
        assertTrue(withEnPassant > 10, "random games should pass some en-passant squares: " + withEnPassant);
    }
}
