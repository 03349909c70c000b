package castellan.position;

import static org.junit.jupiter.api.Assertions.assertEquals;

import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.notation.Fen;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Along random games: make/unmake restores everything, and the incremental hash is exact. */
class MakeUnmakeTest {
    @ParameterizedTest
    @ValueSource(strings = {"normal", "capablanca"})
    void makeUnmakeRestoresPositionAndHash(String id) {
        Ruleset v = Variants.get(id);
        MoveGenerator gen = v.newGenerator();
        SplittableRandom random = new SplittableRandom(42);
        MoveList list = new MoveList();
        for (int game = 0; game < 40; game++) {
            Position p = Fen.parse(v, v.variant().startFen);
            for (int ply = 0; ply < 150; ply++) {
                gen.generateLegal(p, list);
                if (list.size() == 0) break;
                String fen = Fen.format(v, p);
                long hash = p.hash();
                for (int i = 0; i < list.size(); i++) {
                    p.make(list.get(i));
                    assertEquals(p.computeHash(), p.hash(), "hash after " + list.get(i) + " in " + fen);
                    assertEquals(p.hash(), Fen.parse(v, Fen.format(v, p)).hash(), "hash of FEN round trip");
                    p.unmake();
                    assertEquals(fen, Fen.format(v, p));
                    assertEquals(hash, p.hash());
                }
                p.make(list.get(random.nextInt(list.size())));
            }
        }
    }
}
