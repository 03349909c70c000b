package castellan.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.move.MoveList;
import castellan.movegen.MoveGenerator;
import castellan.notation.Fen;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#copyFrom} (how a search thread sets up every search without allocating) makes
 * the same position as {@link Position#copy}, history included, over a target that held another
 * game of the variant, longer or shorter; and refuses another variant.
 */
class CopyFromTest {
    @Test void copyFromIsCopyInEveryVariant() {
        SplittableRandom random = new SplittableRandom(21);
        for (String id : Variants.ids()) {
            Ruleset v = Variants.get(id);
            MoveGenerator gen = v.newGenerator();
            MoveList list = new MoveList();
            Position target = Fen.parse(v, v.variant().startFen);
            for (int game = 0; game < 6; game++) {
                Position p = Fen.parse(v, v.variant().startFen);
                int plies = random.nextInt(400); // past the 256 plies the arrays start with, now and then
                for (int ply = 0; ply < plies; ply++) {
                    gen.generateLegal(p, list);
                    if (list.size() == 0) break;
                    p.make(list.get(random.nextInt(list.size())));
                }
                assertTrue(target.copyFrom(p));
                Position copy = p.copy();
                assertEquals(Fen.format(v, copy), Fen.format(v, target), id);
                assertEquals(copy.hash(), target.hash(), id);
                // the same history: undo both to the start, move by move
                while (copy.ply > 0) {
                    copy.unmake();
                    target.unmake();
                    assertEquals(Fen.format(v, copy), Fen.format(v, target), id);
                    assertEquals(copy.hash(), target.hash(), id);
                }
                target.copyFrom(p); // the next game is copied over this one's
            }
            Ruleset other = Variants.get(id.equals("normal") ? "capablanca" : "normal");
            assertFalse(Fen.parse(other, other.variant().startFen).copyFrom(target), id + ": another variant is refused");
        }
    }
}
