package castellan.position;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.board.Geometry;
import castellan.notation.Fen;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Blockers}, worked out by hand: the pieces of either side alone between a King and an enemy slider. */
class BlockersTest {
    @Test void eitherSidesPiecesAloneOnTheLine() {
        // White's King on e1. Black's Rook e8 behind the Knight e2 alone: e2 blocks (pinned). Black's
        // Bishop a5 behind its own pawn c3 alone (b4, d2 empty): c3 blocks (a discovered check).
        // Black's Queen h4 behind g3 and f2: two pieces, neither blocks. The Knight b3 is no slider.
        String fen = "4r1k1/8/8/b7/7q/1np3P1/4NP2/4K3 w - - 0 1";
        assertEquals(List.of("e2", "c3"), blockers("normal", fen, 4, 0));
        // Black's King g8: White has no slider, so nothing blocks.
        assertEquals(List.of(), blockers("normal", fen, 62, 1));
    }

    @Test void onlyTheSnipersAccepted() {
        String fen = "4r1k1/8/8/b7/7q/1np3P1/4NP2/4K3 w - - 0 1";
        Ruleset r = Variants.get("normal");
        int bishop = 1;
        while (r.variant().types[bishop].letter != 'B') bishop++;
        int snipers = bishop;
        assertEquals(List.of("c3"), blockers(r, fen, 4, 0, new Blockers(r.variant(), t -> t == snipers)));
    }

    @Test void capablancasCompoundsSnipeAlongTheirSlidesOnly() {
        // The Chancellor (Rook and Knight) c8 behind the Knight c2 on White's King on c1 files: c2
        // blocks. The Archbishop (Bishop and Knight) h6 behind the pawn f4 on the diagonal to c1
        // (g5, e3, d2 empty): f4 blocks.
        String fen = "2c3k3/10/7a2/10/5P4/10/2N7/2K7 w - - 0 1";
        assertEquals(List.of("c2", "f4"), blockers("capablanca", fen, 2, 0));
    }

    private static List<String> blockers(String id, String fen, int king, int color) {
        Ruleset r = Variants.get(id);
        return blockers(r, fen, king, color, new Blockers(r.variant(), t -> true));
    }

    private static List<String> blockers(Ruleset r, String fen, int king, int color, Blockers b) {
        Position p = Fen.parse(r, fen);
        Geometry g = r.variant().geometry;
        long[] out = new long[2];
        b.of(p, king, color, out);
        List<String> squares = new ArrayList<>();
        for (int sq = 0; sq < g.squares; sq++)
            if (sq < 64 ? (out[0] >>> sq & 1) != 0 : (out[1] >>> (sq - 64) & 1) != 0) squares.add(g.name(sq));
        return squares;
    }
}
