package castellan.match;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Game pairs {@code from} to {@code to}, counted from 1 as an unsharded run plays them: pair
 * {@code p} is games {@code 2p-1} (the first engine White) and {@code 2p}, with the
 * {@code (p-1)}-th opening of the seed's order. A shard plays one range; merged shards hold
 * several.
 */
public record PairRange(long from, long to) {
    public PairRange {
        if (from < 1 || to < from) throw new IllegalArgumentException("a pair range is FROM-TO with 1 <= FROM <= TO, not " + from + "-" + to);
    }

    /** {@code 101-200}; IllegalArgumentException saying what is wrong. */
    public static PairRange parse(String text) {
        String t = text.trim();
        int dash = t.indexOf('-', 1);
        try {
            if (dash < 0) throw new NumberFormatException();
            return new PairRange(Long.parseLong(t.substring(0, dash).trim()), Long.parseLong(t.substring(dash + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a pair range is FROM-TO, e.g. 101-200, not '" + text + "'");
        }
    }

    public long size() { return to - from + 1; }

    /** This range moved {@code pairs} pairs on (an SPSA step's pairs 1-B as pairs of the whole run). */
    public PairRange shift(long pairs) { return new PairRange(from + pairs, to + pairs); }

    public boolean overlaps(PairRange o) { return from <= o.to && o.from <= to; }

    /**
     * The union of disjoint ranges, sorted, touching ranges joined ({@code 1-50} and {@code 51-100}
     * are {@code 1-100}); IllegalArgumentException naming the first two that overlap.
     */
    public static List<PairRange> union(List<PairRange> ranges) {
        List<PairRange> sorted = new ArrayList<>(ranges);
        sorted.sort(Comparator.comparingLong(PairRange::from));
        List<PairRange> out = new ArrayList<>();
        PairRange previous = null; // as given, for the message
        for (PairRange r : sorted) {
            if (previous != null && previous.overlaps(r))
                throw new IllegalArgumentException("pairs " + previous + " and " + r + " overlap: a pair would be counted twice");
            previous = r;
            PairRange last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && last.to + 1 == r.from) out.set(out.size() - 1, new PairRange(last.from, r.to));
            else out.add(r);
        }
        return out;
    }

    /** {@code 1-100 201-300}. */
    public static String format(List<PairRange> ranges) {
        return String.join(" ", ranges.stream().map(PairRange::toString).toList());
    }

    /** The inverse of {@link #format}. */
    public static List<PairRange> parseList(String text) {
        List<PairRange> out = new ArrayList<>();
        for (String r : text.trim().split("\\s+")) out.add(parse(r));
        return out;
    }

    public static long size(List<PairRange> ranges) { return ranges.stream().mapToLong(PairRange::size).sum(); }

    @Override public String toString() { return from + "-" + to; }
}
