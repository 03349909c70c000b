package castellan.movegen;

import castellan.move.Move;
import castellan.move.MoveList;
import castellan.move.TurnList;
import castellan.position.Position;
import java.util.function.ObjLongConsumer;

/**
 * Counts the leaves of the legal move tree. The last ply is counted by the size of the legal
 * move list (bulk counting), so leaves are never made.
 *
 * <p>Where a turn may be compound ({@link castellan.variant.Variant#compoundTurns}: a Maidens huff,
 * a pseudo-move keeping the side to move, then a move) perft counts whole turns: a huff does not
 * use up depth, the moves after it do.
 *
 * <p>A count can be ended early from another thread ({@link #stop}): a protocol runs it while it
 * goes on reading its input.
 */
public final class Perft {
    private final MoveGenerator gen;
    /**
     * Set by {@link #stop}; read only at nodes 3 or more plies from the leaves, which are a tiny
     * share of the work, so the count runs as fast as without it.
     */
    private volatile boolean stopped;
    private final MoveList[] lists = new MoveList[64];
    /** Lists for the moves after a huff, one per depth (a turn holds at most one huff). */
    private final MoveList[] afterHuff = new MoveList[64];
    private final boolean compound;

    public Perft(MoveGenerator gen) {
        this.gen = gen;
        this.compound = gen.variant().compoundTurns;
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
            afterHuff[i] = new MoveList();
        }
    }

    public long count(Position p, int depth) {
        if (compound) return countTurns(p, depth, lists);
        if (depth <= 0) return 1;
        if (depth > 2 && stopped) return 0;
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

    /**
     * Turns to the given depth: each legal move, and each legal huff (which keeps the side to
     * move and uses up the rights, so no second huff follows) with every legal move after it.
     */
    private long countTurns(Position p, int depth, MoveList[] level) {
        if (depth <= 0) return 1;
        if (depth > 2 && stopped) return 0;
        MoveList list = level[depth];
        gen.generateLegal(p, list);
        long n = 0;
        for (int i = 0; i < list.size; i++) {
            int m = list.moves[i];
            if (Move.kind(m) == Move.HUFF) {
                p.make(m);
                n += countTurns(p, depth, afterHuff);
                p.unmake();
            } else if (depth == 1) {
                n++;
            } else {
                p.make(m);
                n += countTurns(p, depth - 1, lists);
                p.unmake();
            }
        }
        return n;
    }

    /** Receives one root turn and its count. */
    public interface TurnCount {
        void accept(long turn, long count);
    }

    /**
     * Asks a count running on another thread to end early: it returns soon with a partial count
     * ({@link #divideTurns}: -1). A stopped Perft stays stopped.
     */
    public void stop() { stopped = true; }

    /**
     * Counts per root turn ({@link castellan.move.Turn}), reporting each before returning the
     * total; -1 when {@link #stop} ended it early (the turns reported till then were counted whole).
     */
    public long divideTurns(Position p, int depth, TurnCount perTurn) {
        TurnList turns = new TurnList();
        Turns.legal(p, gen, turns);
        long total = 0;
        for (int i = 0; i < turns.size(); i++) {
            long t = turns.get(i);
            Turns.play(p, t);
            long n = count(p, depth - 1);
            Turns.unplay(p, t);
            if (stopped) return -1;
            perTurn.accept(t, n);
            total += n;
        }
        return total;
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
