package castellan.xboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.variants.Variants;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** XBoard's move syntax (shared/xboard-notes.md) against Castellan's move text, both ways. */
class WireMovesTest {
    private static Game game(String variant, String fen) {
        return fen == null ? new Game(Variants.get(variant)) : new Game(Variants.get(variant), fen);
    }

    private static String wire(Game g, String ours) {
        return WireMoves.format(g.position(), g.parse(ours));
    }

    private static String ours(Game g, String wire) {
        return g.format(WireMoves.parse(g.position(), g.generator(), wire));
    }

    @Test void eightRanksAreTheSameTextButTenRanksCountFromZero() {
        Game chess = game("normal", null);
        assertEquals("e2e4", wire(chess, "e2e4"));
        assertEquals("g1f3", ours(chess, "g1f3"));
        // Kingdom: our a3-b4 (a Subject's diagonal step) is a2b3 on the wire, ranks 0-9.
        Game kingdom = game("kingdom", null);
        assertEquals("a2b3", wire(kingdom, "a3b4"));
        assertEquals("a3b4", ours(kingdom, "a2b3"));
        assertThrows(IllegalArgumentException.class, () -> ours(kingdom, "a3b4"), "a3 on the wire is our a4: empty");
    }

    @Test void castlingIsTheKingsStep() {
        // Kiwipete, both castlings legal.
        Game chess = game("normal", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        assertEquals("e1g1", wire(chess, "e1g1"));
        assertEquals("e1c1", ours(chess, "e1c1"));
        Game capa = game("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
        assertEquals("f1i1", wire(capa, "f1i1"));
        assertEquals("f1c1", ours(capa, "f1c1"));
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
        assertEquals("f1h1,j1g1", wire(open, "f1h1,j1g1"));
        assertEquals("f1h1,j1g1", ours(open, "f1h1,j1g1"));
        assertEquals("f1h1,j1g1", ours(open, "f1h1"), "the King's step alone, nothing in between");
        assertEquals("f1c1,a1d1", ours(open, "f1c1"));
        assertEquals("f1g1,j1f1", ours(open, "f1g1,j1f1"), "one square: the Rook still lands next to the King");
        assertEquals("f1g1", ours(open, "f1g1"), "a one-square King step is a King move");
        // A Guard on g1: the Rook goes to f1 (the first empty square beyond the King), not next to it.
        Game guard = game("royal", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4KH2R w KQkq - 0 1");
        assertFalse(WireMoves.expressible(guard.position(), guard.parse("f1h1,j1f1")));
        assertThrows(IllegalArgumentException.class, () -> ours(guard, "f1h1,j1f1"));
        // Curtis's sample game (seeds/royal-chess-curtis.txt): 4... C8 castles f8h8,j8g8, the Rook jumping
        // the Guard on i8: two legs, yes; the King's step alone would make XBoard move the Guard.
        Game g = game("royal", null);
        g.playAll(java.util.List.of("e2e4", "h8g6", "d2d4", "h7h6", "c1d3", "g8h7", "d1h5"));
        assertTrue(WireMoves.expressible(g.position(), g.parse("f8h8,j8g8")));
        assertEquals("f8h8,j8g8", ours(g, "f8h8,j8g8"));
        assertThrows(IllegalArgumentException.class, () -> ours(g, "f8h8"));
        // 6. C3-G4 castles with a Guard leg, b1d1,f1c1,a1e1: XBoard drops the middle of three legs.
        g.playAll(java.util.List.of("f8h8,j8g8", "e1d2", "c7c6"));
        long guardCastle = g.parse("b1d1,f1c1,a1e1");
        assertFalse(WireMoves.expressible(g.position(), guardCastle));
        assertThrows(IllegalArgumentException.class, () -> ours(g, "b1d1,f1c1,a1e1"));
    }

    @Test void huffTurnPassesThroughTheHuffedSquare() {
        // rules/maidens.md: Black may huff the e4 Pawn that declined d5xe4... here: White's e4 is huffable.
        Game g = game("maidens", "rnbqkbnr/ppp1pppp/8/3p4/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 e4");
        assertEquals("b8e4,e4c6", wire(g, "@e4,b8c6"));
        assertEquals("@e4,b8c6", ours(g, "b8e4,e4c6"));
        assertEquals("d5e4", ours(g, "d5e4"));
    }

    @Test void inPlacePromotionGoesOutAndBackThroughAnEmptySquare() {
        // rules/kingdom.md: a Pawn on the last rank becomes Q R B N I E D W G where it stands (g10g10d).
        Game g = game("kingdom", "k1d3Pr2/10/10/10/10/10/10/10/10/KD8 w - - 0 1");
        String w = wire(g, "g10g10d");
        assertTrue(w.matches("g9([a-j][0-9]),\\1g9d"), w);
        assertEquals("g10g10d", ours(g, w));
        assertEquals("g10g10q", ours(g, "g9a0,a0g9q"), "any empty square serves as the detour");
        // A Subject reaching the last rank becomes a Pawn: our text has no letter; XBoard may add p.
        Game s = game("kingdom", "kd5r2/7S2/10/10/10/10/10/10/10/KD8 w - - 0 1");
        assertEquals("h9g10", ours(s, "h8g9"));
        assertEquals("h9g10", ours(s, "h8g9p"));
    }

    @Test void badWireTextIsRefused() {
        Game g = game("normal", null);
        assertEquals("illegal", assertThrows(IllegalArgumentException.class, () -> ours(g, "e2e5")).getMessage());
        assertEquals("unreadable", assertThrows(IllegalArgumentException.class, () -> ours(g, "zz")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> ours(g, "e2e4,"));
        assertThrows(IllegalArgumentException.class, () -> ours(g, "@@@@"));
    }

    /** Along random games of every variant: every expressible turn reads back as itself, and moves are unique on the wire. */
    @Test void everyExpressibleTurnRoundTrips() {
        Random rnd = new Random(7);
        for (String id : Variants.ids()) {
            for (int gameNo = 0; gameNo < 3; gameNo++) {
                Game g = game(id, null);
                for (int ply = 0; ply < 60 && g.outcome() == null; ply++) {
                    TurnList turns = g.legalTurns();
                    java.util.Set<String> seen = new java.util.HashSet<>();
                    for (int i = 0; i < turns.size(); i++) {
                        long t = turns.get(i);
                        if (!WireMoves.expressible(g.position(), t)) continue;
                        String w = WireMoves.format(g.position(), t);
                        assertTrue(seen.add(w), id + ": two turns as " + w + " in " + g.fen());
                        assertEquals(t, WireMoves.parse(g.position(), g.generator(), w), id + " " + w + " in " + g.fen());
                    }
                    g.play(turns.get(rnd.nextInt(turns.size())));
                }
            }
        }
    }
}
