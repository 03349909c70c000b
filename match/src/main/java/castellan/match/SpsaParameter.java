package castellan.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One parameter of an SPSA run, a line of the parameters file in fishtest's form:
 * {@code name, start, min, max, c_end, r_end}. The name is a UCI spin option of the engine;
 * θ starts at {@code start} and stays within {@code [min, max]} (whole numbers, as a spin
 * option's bounds are); {@code c_end} is the perturbation at the end of the run (θ+c and θ−c
 * should differ by a few Elo), {@code r_end} the learning rate at the end, {@code a_end = r_end
 * c_end²} (see {@link SpsaSchedule}).
 */
public record SpsaParameter(String name, double start, long min, long max, double cEnd, double rEnd) {

    public SpsaParameter {
        if (name.isBlank() || name.indexOf('\t') >= 0) throw new IllegalArgumentException("a parameter needs a name (an engine's spin option)");
        if (min >= max) throw new IllegalArgumentException(name + ": min must be below max");
        if (!(start >= min && start <= max)) throw new IllegalArgumentException(name + ": start must lie within [min, max]");
        if (!(cEnd > 0) || !(rEnd > 0) || Double.isInfinite(cEnd) || Double.isInfinite(rEnd))
            throw new IllegalArgumentException(name + ": c_end and r_end must be positive");
    }

    /** {@code v} held within {@code [min, max]}. */
    public double clamp(double v) { return Math.max(min, Math.min(max, v)); }

    /** The line as fishtest writes it: {@code Alpha,40,0,100,4,0.002}. */
    public String line() {
        return name + "," + num(start) + "," + min + "," + max + "," + num(cEnd) + "," + num(rEnd);
    }

    /** Parses one line, {@code name, start, min, max, c_end, r_end}; IllegalArgumentException saying what is wrong. */
    public static SpsaParameter parse(String line) {
        String[] f = line.split(",", -1);
        if (f.length != 6) throw new IllegalArgumentException("expected 'name, start, min, max, c_end, r_end' (six fields), got " + f.length);
        String name = f[0].trim();
        return new SpsaParameter(name, number(name, "start", f[1]), whole(name, "min", f[2]), whole(name, "max", f[3]),
                number(name, "c_end", f[4]), number(name, "r_end", f[5]));
    }

    /** Reads a parameters file: a parameter a line, {@code #} comments, blank lines ignored; errors name the line. */
    public static List<SpsaParameter> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        List<SpsaParameter> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            int hash = lines.get(i).indexOf('#');
            String t = (hash < 0 ? lines.get(i) : lines.get(i).substring(0, hash)).trim();
            if (t.isEmpty()) continue;
            try {
                SpsaParameter p = parse(t);
                if (!names.add(p.name().toLowerCase(Locale.ROOT))) throw new IllegalArgumentException(p.name() + " is given twice");
                out.add(p);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (out.isEmpty()) throw new IllegalArgumentException(file + ": no parameters");
        return out;
    }

    private static double number(String name, String field, String text) {
        try {
            double d = Double.parseDouble(text.trim());
            if (Double.isNaN(d) || Double.isInfinite(d)) throw new NumberFormatException();
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + ": " + field + " '" + text.trim() + "' is not a number");
        }
    }

    private static long whole(String name, String field, String text) {
        double d = number(name, field, text);
        if (d != Math.rint(d) || Math.abs(d) > 1e15)
            throw new IllegalArgumentException(name + ": " + field + " must be a whole number (a spin option's bound), not " + text.trim());
        return (long) d;
    }

    /** {@code 40}, {@code 0.002}: a whole number without its {@code .0}. */
    static String num(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? String.valueOf((long) d) : String.valueOf(d);
    }
}
