package castellan.eval;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A variant's evaluation parameters: every constant of its evaluation, named, in one flat vector
 * of centipawns that the tuner adjusts. Each entry is a name and one or more numbers (a pair
 * middlegame/endgame, a table by rank, count or square); its comments and line layout come with
 * it, so that a file read and written again ({@link ParamsText}) differs only in its numbers.
 * Which entries a variant needs, and what each means, the {@link EvalSpec} that reads them
 * says ({@link ParamReader}).
 *
 * <p>Each variant's set is the resource {@code castellan/eval/<variant id>.params}; a variant
 * without one gets {@link DefaultParams}, derived from its board and pieces. Immutable.
 */
public final class EvalParams {
    /**
     * One named entry.
     *
     * @param name     its name ({@code value.N}, {@code psqt.N.mg})
     * @param offset   where its numbers start in the flat vector
     * @param length   how many numbers it has
     * @param columns  numbers per line in the text (a table's row), or 0: all on the name's line
     * @param comments the comment and blank lines just before it in the text, as written
     */
    public record Entry(String name, int offset, int length, int columns, List<String> comments) {
        public Entry {
            comments = List.copyOf(comments);
        }
    }

    private final List<Entry> entries;
    private final Map<String, Entry> byName;
    private final double[] values;
    /** Comment and blank lines after the last entry. */
    final List<String> trailer;

    private EvalParams(List<Entry> entries, double[] values, List<String> trailer) {
        this.entries = List.copyOf(entries);
        this.values = values;
        this.trailer = List.copyOf(trailer);
        Map<String, Entry> m = new LinkedHashMap<>();
        for (Entry e : entries) m.put(e.name(), e);
        this.byName = m;
    }

    /** The resource of a variant ({@code castellan/eval/<id>.params}), or null when it has none. */
    public static EvalParams resource(String variantId) {
        String name = variantId + ".params";
        try (InputStream in = EvalParams.class.getResourceAsStream(name)) {
            if (in == null) return null;
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the resource " + name, e);
        }
    }

    /** Reads the text format ({@link ParamsText}); IllegalArgumentException naming {@code source} and the line. */
    public static EvalParams parse(String text, String source) {
        return ParamsText.parse(text, source);
    }

    /** The text of this set: the comments and layout it was read with, these numbers. */
    public String format() {
        return ParamsText.format(this);
    }

    /** How many numbers the set has (the length of the flat vector). */
    public int size() { return values.length; }

    /** The i-th number of the flat vector, in centipawns. */
    public double value(int i) { return values[i]; }

    /** A copy of the flat vector. */
    public double[] values() { return values.clone(); }

    /** The entries in their order. */
    public List<Entry> entries() { return entries; }

    /** The entry of this name, or null. */
    public Entry entry(String name) { return byName.get(name); }

    /** The numbers of an entry (a copy); IllegalArgumentException when there is no such entry. */
    public double[] values(String name) {
        Entry e = byName.get(name);
        if (e == null) throw new IllegalArgumentException("no parameter '" + name + "'");
        return Arrays.copyOfRange(values, e.offset(), e.offset() + e.length());
    }

    /** The name of the i-th number: the entry's, with the index in it when it has several ({@code psqt.N.mg[12]}). */
    public String name(int i) {
        for (Entry e : entries) {
            if (i >= e.offset() && i < e.offset() + e.length()) return e.length() == 1 ? e.name() : e.name() + "[" + (i - e.offset()) + "]";
        }
        throw new IndexOutOfBoundsException(i);
    }

    /** The same entries with other numbers (the tuner's result). */
    public EvalParams with(double[] newValues) {
        if (newValues.length != values.length) throw new IllegalArgumentException("expected " + values.length + " numbers, got " + newValues.length);
        return new EvalParams(entries, newValues.clone(), trailer);
    }

    /**
     * The same set with {@code lines} as the first comment lines of its text, instead of those
     * that start with {@code prefix} there (a tuner's note of how the numbers were made).
     */
    public EvalParams withHeading(String prefix, List<String> lines) {
        if (entries.isEmpty()) return this;
        List<Entry> out = new ArrayList<>(entries);
        Entry first = out.get(0);
        List<String> comments = new ArrayList<>(lines);
        for (String c : first.comments()) if (!c.startsWith(prefix)) comments.add(c);
        out.set(0, new Entry(first.name(), first.offset(), first.length(), first.columns(), comments));
        return new EvalParams(out, values, trailer);
    }

    /** Builds a set entry by entry (the text reader, {@link DefaultParams}). */
    public static final class Builder {
        private final List<Entry> entries = new ArrayList<>();
        private final Map<String, Entry> names = new LinkedHashMap<>();
        private double[] values = new double[64];
        private int size;
        private List<String> comments = new ArrayList<>();

        /** A comment line ({@code "# ..."}) or blank line before the next entry. */
        public Builder comment(String line) {
            comments.add(line);
            return this;
        }

        /** An entry; {@code columns} numbers a line (0: all on the name's line). IllegalArgumentException for a name used twice. */
        public Builder add(String name, double[] numbers, int columns) {
            if (names.containsKey(name)) throw new IllegalArgumentException("parameter '" + name + "' given twice");
            if (numbers.length == 0) throw new IllegalArgumentException("parameter '" + name + "' has no value");
            while (size + numbers.length > values.length) values = Arrays.copyOf(values, values.length * 2);
            System.arraycopy(numbers, 0, values, size, numbers.length);
            Entry e = new Entry(name, size, numbers.length, columns, comments);
            size += numbers.length;
            entries.add(e);
            names.put(name, e);
            comments = new ArrayList<>();
            return this;
        }

        /** Whole numbers on one line. */
        public Builder add(String name, int... numbers) {
            return add(name, Arrays.stream(numbers).asDoubleStream().toArray(), 0);
        }

        public EvalParams build() {
            return new EvalParams(entries, Arrays.copyOf(values, size), comments);
        }
    }
}
