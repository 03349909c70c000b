package castellan.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.move.MoveList;
import castellan.notation.Fen;
import castellan.notation.MoveText;
import castellan.position.Position;
import castellan.reference.ReferenceBoard;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fast generator against the deliberately simple mailbox one in the test tree: along
 * random games, both must produce exactly the same set of legal moves in every position.
 */
class DifferentialTest {
    static final int GAMES = 60, MAX_PLIES = 120;

    @ParameterizedTest
    @ValueSource(strings = {"normal", "capablanca"})
    void sameLegalMovesAlongRandomGames(String id) {
        Ruleset v = Variants.get(id);
        MoveGenerator gen = v.newGenerator();
        SplittableRandom random = new SplittableRandom(id.hashCode());
        int positions = 0;
        for (int game = 0; game < GAMES; game++) {
            Position p = Fen.parse(v, v.variant().startFen);
            MoveList list = new MoveList();
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                String fen = Fen.format(v, p);
                gen.generateLegal(p, list);
                List<String> ours = new ArrayList<>();
                for (int i = 0; i < list.size(); i++) ours.add(MoveText.format(v.variant(), list.get(i)));
                List<String> reference = ReferenceBoard.fromFen(id, fen).legalMoves();
                assertEquals(new TreeSet<>(reference), new TreeSet<>(ours), "legal moves of " + fen);
                assertEquals(ours.size(), new TreeSet<>(ours).size(), "duplicate moves in " + fen);
                positions++;
                if (list.size() == 0) break;
                p.make(list.get(random.nextInt(list.size())));
            }
        }
        System.out.println(id + ": " + positions + " positions compared");
    }
}
