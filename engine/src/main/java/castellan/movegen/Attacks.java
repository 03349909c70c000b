package castellan.movegen;

import castellan.board.Geometry;
import castellan.piece.Movement;
import castellan.piece.Piece;
import castellan.piece.PieceType;
import castellan.position.Blockers;
import castellan.position.Position;
import castellan.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * Which pieces attack a square. Uses the reversal rule of {@link castellan.piece.Betza}: the
 * squares from which a piece of colour c captures onto s are the squares the same piece of
 * the other colour captures from s. So one lookup per line family serves every slider.
 *
 * <p>An instance holds scratch results ({@link #lo}, {@link #hi}); keep one per thread.
 */
public final class Attacks {
    private final Geometry g;
    private final long[] table;
    private final int types;
    private final PieceType[] t;
    /** Union of the line families any type slides along when capturing. */
    private final int anyFamilies;
    /** The pieces alone between a King and an enemy slider, of which {@link #pinned} keeps the King's side's. */
    private final Blockers blockers;
    private final long[] blockerWords = new long[2];
    /** Per square, lo/hi interleaved: the squares on its lines, of the families in {@link #anyFamilies}. */
    private final long[] lines;
    /**
     * For {@link #leapAttackers} and {@link #slideAttackers}, by piece code (both colours): the
     * pieces that leap when capturing, with their reversed leap tables; the pieces that slide
     * unbounded, grouped by the line families they slide along; the pieces whose slides are bounded.
     */
    private final int[] leapers;
    private final long[][] leaperReach;
    /** Pieces that slide unbounded along the same line families (Rook-like, Bishop-like, ...), and those families. */
    private final int[][] sliderGroups;
    private final int[] groupFamilies;
    private final int[] boundedSliders;

    private final MoveHooks hooks;
    /** The variant adds attacks that piece geometry cannot express ({@link MoveHooks#extraAttacked}). */
    private final boolean extraAttacks;

    /** Result of {@link #attackers}. */
    public long lo, hi;

    public Attacks(Variant v, MoveHooks hooks) {
        this.g = v.geometry;
        this.table = g.sliders.table();
        this.types = v.typeCount();
        this.t = v.types;
        this.hooks = hooks;
        this.extraAttacks = v.extraAttacks;
        int fam = 0;
        for (int i = 1; i <= types; i++) fam |= t[i].capture[0].families | t[i].capture[1].families;
        blockers = new Blockers(v, type -> true);
        anyFamilies = fam;
        List<Integer> leaps = new ArrayList<>(), bounded = new ArrayList<>();
        List<List<Integer>> byFamily = List.of(
                new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int i = 1; i <= types; i++) {
            for (int by = 0; by < 2; by++) {
                Movement m = t[i].capture[by ^ 1]; // the reversal rule: attackers of colour 'by'
                int pc = Piece.of(i, by);
                if (m.leap != null) leaps.add(pc);
                if (m.families == 0) continue;
                if (m.slideMask != null) bounded.add(pc);
                else for (int f = 0; f < 4; f++) if ((m.families & (1 << f)) != 0) byFamily.get(f).add(pc);
            }
        }
        leapers = leaps.stream().mapToInt(Integer::intValue).toArray();
        leaperReach = new long[leapers.length][];
        for (int k = 0; k < leapers.length; k++) leaperReach[k] = t[Piece.type(leapers[k])].capture[Piece.color(leapers[k]) ^ 1].leap;
        boundedSliders = bounded.stream().mapToInt(Integer::intValue).toArray();
        // Families slid along by the same pieces share one union of their bitboards.
        List<List<Integer>> groups = new ArrayList<>();
        List<Integer> groupFams = new ArrayList<>();
        for (int f = 0; f < 4; f++) {
            if (byFamily.get(f).isEmpty()) continue;
            int k = groups.indexOf(byFamily.get(f));
            if (k < 0) {
                groups.add(byFamily.get(f));
                groupFams.add(1 << f);
            } else {
                groupFams.set(k, groupFams.get(k) | 1 << f);
            }
        }
        sliderGroups = new int[groups.size()][];
        groupFamilies = new int[groups.size()];
        for (int k = 0; k < groups.size(); k++) {
            sliderGroups[k] = groups.get(k).stream().mapToInt(Integer::intValue).toArray();
            groupFamilies[k] = groupFams.get(k);
        }
        lines = new long[g.squares * 2];
        for (int s = 0; s < g.squares; s++) {
            lines[s * 2] = g.sliders.emptyLinesLo(fam, s);
            lines[s * 2 + 1] = g.sliders.emptyLinesHi(fam, s);
        }
    }

    /** Is {@code square} attacked by a piece of colour {@code by}, with the given occupancy? */
    public boolean isAttacked(Position p, int square, int by, long occLo, long occHi) {
        final int rev = by ^ 1;
        final int s2 = square * 2;
        boolean sliders = false;
        for (int i = 1; i <= types; i++) {
            int pc = Piece.of(i, by);
            long pLo = p.piecesLo(pc), pHi = p.piecesHi(pc);
            if ((pLo | pHi) == 0) continue;
            Movement m = t[i].capture[rev];
            long[] leap = m.leap;
            if (leap != null && ((leap[s2] & pLo) | (leap[s2 + 1] & pHi)) != 0) return true;
            sliders |= m.families != 0;
        }
        if (extraAttacks && hooks.extraAttacked(p, square, by, occLo, occHi)) return true;
        if (!sliders) return false;
        final SliderLookup r = lookup(square, occLo, occHi);
        for (int i = 1; i <= types; i++) {
            Movement m = t[i].capture[rev];
            int fam = m.families;
            if (fam == 0) continue;
            int pc = Piece.of(i, by);
            long pLo = p.piecesLo(pc), pHi = p.piecesHi(pc);
            if ((pLo | pHi) == 0) continue;
            long aLo = 0, aHi = 0;
            if ((fam & 1) != 0) { aLo |= table[r.rank]; aHi |= table[r.rank + 1]; }
            if ((fam & 2) != 0) { aLo |= table[r.file]; aHi |= table[r.file + 1]; }
            if ((fam & 4) != 0) { aLo |= table[r.diag]; aHi |= table[r.diag + 1]; }
            if ((fam & 8) != 0) { aLo |= table[r.anti]; aHi |= table[r.anti + 1]; }
            long[] mask = m.slideMask;
            if (mask != null) { aLo &= mask[s2]; aHi &= mask[s2 + 1]; }
            if (((aLo & pLo) | (aHi & pHi)) != 0) return true;
        }
        return false;
    }

    /** Sets {@link #lo}/{@link #hi} to the pieces of colour {@code by} that attack {@code square}. */
    public void attackers(Position p, int square, int by, long occLo, long occHi) {
        final int rev = by ^ 1;
        final int s2 = square * 2;
        long resLo = 0, resHi = 0;
        SliderLookup r = null;
        for (int i = 1; i <= types; i++) {
            int pc = Piece.of(i, by);
            long pLo = p.piecesLo(pc), pHi = p.piecesHi(pc);
            if ((pLo | pHi) == 0) continue;
            Movement m = t[i].capture[rev];
            long aLo = 0, aHi = 0;
            if (m.leap != null) { aLo = m.leap[s2]; aHi = m.leap[s2 + 1]; }
            int fam = m.families;
            if (fam != 0) {
                if (r == null) r = lookup(square, occLo, occHi);
                long sLo = 0, sHi = 0;
                if ((fam & 1) != 0) { sLo |= table[r.rank]; sHi |= table[r.rank + 1]; }
                if ((fam & 2) != 0) { sLo |= table[r.file]; sHi |= table[r.file + 1]; }
                if ((fam & 4) != 0) { sLo |= table[r.diag]; sHi |= table[r.diag + 1]; }
                if ((fam & 8) != 0) { sLo |= table[r.anti]; sHi |= table[r.anti + 1]; }
                long[] mask = m.slideMask;
                if (mask != null) { sLo &= mask[s2]; sHi &= mask[s2 + 1]; }
                aLo |= sLo;
                aHi |= sHi;
            }
            resLo |= aLo & pLo;
            resHi |= aHi & pHi;
        }
        lo = resLo;
        hi = resHi;
    }

    /**
     * Sets {@link #lo}/{@link #hi} to the pieces of both colours whose leaps capture onto
     * {@code square}. Occupancy plays no part, so an exchange on the square computes this once.
     */
    public void leapAttackers(Position p, int square) {
        final int s2 = square * 2;
        long resLo = 0, resHi = 0;
        for (int i = 0; i < leapers.length; i++) {
            long[] leap = leaperReach[i];
            int pc = leapers[i];
            resLo |= leap[s2] & p.piecesLo(pc);
            resHi |= leap[s2 + 1] & p.piecesHi(pc);
        }
        lo = resLo;
        hi = resHi;
    }

    /**
     * Sets {@link #lo}/{@link #hi} to the pieces of both colours whose slides capture onto
     * {@code square} with the given occupancy. It changes only when a square on a line through
     * {@code square} ({@link #onLine}) empties. One lookup per line family serves every piece
     * that slides along it unbounded (grouped: Rook-like pieces, Bishop-like ones); pieces whose
     * slides are bounded ({@link Movement#slideMask}) are looked up one by one.
     */
    public void slideAttackers(Position p, int square, long occLo, long occHi) {
        long resLo = 0, resHi = 0;
        final var sl = g.sliders;
        for (int k = 0; k < sliderGroups.length; k++) {
            long pLo = 0, pHi = 0;
            for (int pc : sliderGroups[k]) {
                pLo |= p.piecesLo(pc);
                pHi |= p.piecesHi(pc);
            }
            if ((pLo | pHi) == 0) continue;
            int fam = groupFamilies[k];
            long aLo = 0, aHi = 0;
            for (int f = 0; f < 4; f++) {
                if ((fam & (1 << f)) == 0) continue;
                int x = sl.index(f, square, occLo, occHi);
                aLo |= table[x];
                aHi |= table[x + 1];
            }
            resLo |= aLo & pLo;
            resHi |= aHi & pHi;
        }
        for (int pc : boundedSliders) { // rare: one by one (their leaps, if any, come along: the sets are joined anyway)
            long pLo = p.piecesLo(pc), pHi = p.piecesHi(pc);
            if ((pLo | pHi) == 0) continue;
            Movement m = t[Piece.type(pc)].capture[Piece.color(pc) ^ 1];
            resLo |= m.reach(g, square, occLo, occHi, false) & pLo;
            resHi |= m.reach(g, square, occLo, occHi, true) & pHi;
        }
        lo = resLo;
        hi = resHi;
    }

    /** Is {@code other} on a line (of a family some piece slides along) through {@code square}? */
    public boolean onLine(int square, int other) {
        return other < 64 ? (lines[square * 2] & 1L << other) != 0 : (lines[square * 2 + 1] & 1L << (other - 64)) != 0;
    }

    /**
     * Sets {@link #lo}/{@link #hi} to the pieces of colour {@code us} pinned to the square
     * {@code king}: the only piece between it and an enemy slider that would otherwise attack it
     * (its own side's {@link Blockers}).
     */
    public void pinned(Position p, int king, int us) {
        blockers.of(p, king, us, blockerWords);
        lo = blockerWords[0] & p.colorLo(us);
        hi = blockerWords[1] & p.colorHi(us);
    }

    private final SliderLookup scratch = new SliderLookup();

    private SliderLookup lookup(int square, long occLo, long occHi) {
        SliderLookup r = scratch;
        var sl = g.sliders;
        if ((anyFamilies & 1) != 0) r.rank = sl.index(0, square, occLo, occHi);
        if ((anyFamilies & 2) != 0) r.file = sl.index(1, square, occLo, occHi);
        if ((anyFamilies & 4) != 0) r.diag = sl.index(2, square, occLo, occHi);
        if ((anyFamilies & 8) != 0) r.anti = sl.index(3, square, occLo, occHi);
        return r;
    }

    /** Table positions of the four line lookups from one square. */
    private static final class SliderLookup {
        int rank, file, diag, anti;
    }
}
