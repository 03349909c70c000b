package castellan.variants.curtis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.notation.Fen;
import castellan.notation.MoveText;
import castellan.position.Position;
import castellan.reference.CurtisReference;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code royal} against the reference generator written from the rules text: along random
 * games from the start and from constructed positions rich in Guards, Rook pairs, castling and
 * promotions, both give the same legal moves (text) and the same state (placement with queen
 * power, side, castling tokens, recapture square).
 */
class CurtisDifferentialTest {
    static final Ruleset V = Variants.get("royal");

    static final String[] STARTS = {
            V.variant().startFen,
            // castling both ways with Guards between, Guards near enemy territory
            "r1n1qk1n1r/pgpbpp1bhp/3p2p3/10/10/3P2P3/PGPBPP1BHP/R1N1QK1N1R w KQkq - 0 1",
            // Rook pairs on files and ranks with Guards between; pawns near promotion
            "4k5/1P3r1g1P/5h4/5r4/10/2R7/2G7/2R2K4 w - - 0 1",
            // Guards deep in enemy territory, queen-powered Guard, open board
            "1H*8/2G7/10/2h5k1/8g1/10/4P5/4K5 w - - 0 1",
            // sparse first ranks for Rook jumps along the first rank
            "r1g2k1h1r/10/10/10/10/10/10/R1G2K1H1R w KQkq - 0 1",
    };

    @Test void sameMovesAndStateAlongRandomGames() {
        MoveGenerator gen = V.newGenerator();
        SplittableRandom random = new SplittableRandom(2024);
        int positions = 0, guardLegCastlings = 0, poweredPromotions = 0, recaptureStates = 0;
        for (int game = 0; game < 100; game++) {
            Position p = Fen.parse(V, STARTS[game % STARTS.length]);
            CurtisReference ref = CurtisReference.fromFen(Fen.format(V, p));
            MoveList list = new MoveList();
            for (int ply = 0; ply < 80; ply++) {
                gen.generateLegal(p, list);
                List<String> ours = new ArrayList<>();
                for (int i = 0; i < list.size(); i++) ours.add(MoveText.format(V.variant(), list.get(i)));
                String fen = Fen.format(V, p);
                assertEquals(new TreeSet<>(ref.legalMoves()), new TreeSet<>(ours), fen);
                assertEquals(ours.size(), new TreeSet<>(ours).size(), "duplicates in " + fen);
                assertEquals(ref.key(), key(fen), "state after " + ply + " plies");
                positions++;
                for (String m : ours) {
                    if (m.chars().filter(c -> c == ',').count() == 2) guardLegCastlings++;
                    if (m.endsWith("*")) poweredPromotions++;
                }
                if (!key(fen).endsWith(" -")) recaptureStates++;
                if (list.size() == 0) break;
                int m = list.get(random.nextInt(list.size()));
                ref = ref.play(MoveText.format(V.variant(), m));
                p.make(m);
                assertEquals(p.computeHash(), p.hash(), "incremental hash");
            }
        }
        assertTrue(positions > 2000, positions + " positions");
        System.out.println("royal differential: " + positions + " positions, " + guardLegCastlings + " castlings with a Guard leg, "
                + poweredPromotions + " queen-power promotions, " + recaptureStates + " positions with a recapture square");
        assertTrue(guardLegCastlings > 0 && poweredPromotions > 0 && recaptureStates > 0);
    }

    /** Placement, side, castling and recapture square of an engine FEN, in the reference's key format. */
    static String key(String fen) {
        String[] f = fen.split(" ");
        return f[0] + " " + f[1] + " " + f[2] + " " + (f.length > 6 ? f[6] : "-");
    }
}
