package castellan.movegen;

import castellan.move.MoveList;
import castellan.position.Position;
import java.util.function.ObjLongConsumer;

/**
 * Counts the leaves of the legal move tree. The last ply is counted by the size of the legal
 * move list (bulk counting), so leaves are never made.
 */
public final class Perft {
    private final MoveGenerator gen;
    private final MoveList[] lists = new MoveList[64];

    public Perft(MoveGenerator gen) {
        this.gen = gen;
        for (int i = 0; i < lists.length; i++) lists[i] = new MoveList();
    }

    public long count(Position p, int depth) {
        if (depth <= 0) return 1;
        MoveList list = lists[depth];
        gen.generateLegal(p, list);
        if (depth == 1) return list.size;
        long n = 0;
        for (int i = 0; i < list.size; i++) {
            p.make(list.moves[i]);
            n += count(p, depth - 1);
            p.unmake();
        }
        return n;
    }

    /** Counts per root move, reporting each (move, count) before returning the total. */
    public long divide(Position p, int depth, ObjLongConsumer<Integer> perMove) {
        MoveList list = new MoveList();
        gen.generateLegal(p, list);
        long total = 0;
        for (int i = 0; i < list.size; i++) {
            p.make(list.moves[i]);
            long n = count(p, depth - 1);
            p.unmake();
            perMove.accept(list.moves[i], n);
            total += n;
        }
        return total;
    }
}
