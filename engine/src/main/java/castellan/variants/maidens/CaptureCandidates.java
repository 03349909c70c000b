package castellan.variants.maidens;

import castellan.board.Bits;
import castellan.move.Move;
import castellan.move.MoveList;
import castellan.movegen.Attacks;
import castellan.movegen.MoveGenerator;
import castellan.movegen.MoveHooks;
import castellan.piece.Piece;
import castellan.position.HookScratch;
import castellan.position.Position;
import castellan.variant.Variant;
import java.util.Arrays;

/**
 * The capture candidates of a position (maidens.md, "Who may be huffed"): the side to move's
 * pieces other than the King with at least one legal capture, en passant included; none when
 * that side is in check.
 *
 * <p>{@link Position#make} needs them for the position a move is made from, once per position
 * but for every move made from it, so they are cached per ply, keyed by the position's hash (a
 * hash names the position, and the candidates depend on nothing else). One instance per
 * {@link Position} (its hook scratch, so one per thread), with its own generator, so it never
 * disturbs the caller's generator scratch.
 */
final class CaptureCandidates implements HookScratch {
    private final MoveGenerator gen;
    private final Attacks attacks;
    private final MoveList list = new MoveList();
    private long[] key = new long[256], lo = new long[256], hi = new long[256];
    private boolean[] valid = new boolean[256];

    CaptureCandidates(Variant v, MoveHooks hooks) {
        gen = new MoveGenerator(v, hooks);
        attacks = gen.attacks;
    }

    /** Makes sure the candidates of the position at its current ply are known. */
    void ensure(Position p) {
        int ply = p.ply();
        if (ply >= key.length) grow(ply);
        if (valid[ply] && key[ply] == p.hash()) return;
        compute(p, ply);
        key[ply] = p.hash();
        valid[ply] = true;
    }

    /** Candidates of the position at {@code ply} (which {@link #ensure} has seen), as a bitboard. */
    long lo(int ply) { return lo[ply]; }
    long hi(int ply) { return hi[ply]; }

    private void compute(Position p, int ply) {
        long cLo = 0, cHi = 0;
        if (!gen.inCheck(p)) {
            int us = p.sideToMove(), them = us ^ 1;
            int king = p.kingSquare(us), kingType = p.kingType();
            long occLo = p.occupiedLo(), occHi = p.occupiedHi();
            gen.generate(p, list);
            for (int i = 0; i < list.size(); i++) {
                int m = list.get(i), kind = Move.kind(m);
                if (kind != Move.NORMAL && kind != Move.EN_PASSANT) continue;
                int from = Move.from(m), to = Move.to(m);
                if (Piece.type(p.pieceAt(from)) == kingType || Bits.has(cLo, cHi, from)) continue;
                int victim = kind == Move.EN_PASSANT ? p.epVictim() : to;
                if (kind == Move.NORMAL && p.pieceAt(to) == 0) continue; // not a capture
                // Legal unless an enemy piece, other than the one taken, then attacks our King. The
                // generator never offers a King capture (Ruling: a King is never captured), so a
                // piece whose only capture would take the King is no candidate.
                long lo2 = (occLo & ~Bits.loBit(from) & ~Bits.loBit(victim)) | Bits.loBit(to);
                long hi2 = (occHi & ~Bits.hiBit(from) & ~Bits.hiBit(victim)) | Bits.hiBit(to);
                attacks.attackers(p, king, them, lo2, hi2);
                if (((attacks.lo & ~Bits.loBit(victim)) | (attacks.hi & ~Bits.hiBit(victim))) != 0) continue;
                cLo |= Bits.loBit(from);
                cHi |= Bits.hiBit(from);
            }
        }
        lo[ply] = cLo;
        hi[ply] = cHi;
    }

    private void grow(int ply) {
        int n = Math.max(ply + 1, key.length * 2);
        key = Arrays.copyOf(key, n);
        lo = Arrays.copyOf(lo, n);
        hi = Arrays.copyOf(hi, n);
        valid = Arrays.copyOf(valid, n);
    }
}
