package castellan.match;

import java.util.Arrays;
import java.util.Locale;

/**
 * An option a UCI engine lists: {@code option name NAME type spin default D min A max B} (or
 * {@code check}, {@code combo}, {@code string}, {@code button}). SPSA tunes the spin options.
 *
 * @param defaultValue the {@code default} text, "" when there is none
 * @param min          a spin option's minimum (0 for the other types)
 * @param max          a spin option's maximum (0 for the other types)
 */
public record UciOption(String name, String type, String defaultValue, long min, long max) {

    public boolean isSpin() { return type.equals("spin"); }

    /** Reads an {@code option} line; null when it is not one (no name, no type). */
    static UciOption parse(String line) {
        String[] t = line.trim().split("\\s+");
        int type = Arrays.asList(t).indexOf("type");
        if (t.length < 3 || !t[0].equals("option") || !t[1].equals("name") || type < 3 || type + 1 >= t.length) return null;
        String name = String.join(" ", Arrays.copyOfRange(t, 2, type));
        String kind = t[type + 1].toLowerCase(Locale.ROOT);
        String def = "";
        long min = 0, max = 0;
        for (int i = type + 2; i + 1 < t.length; i++) {
            switch (t[i]) {
                case "default" -> def = t[i + 1];
                case "min" -> min = number(t[i + 1], min);
                case "max" -> max = number(t[i + 1], max);
                default -> {}
            }
        }
        return new UciOption(name, kind, def, min, max);
    }

    private static long number(String s, long otherwise) {
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            return otherwise; // an engine's odd bound: the parameter file's bounds are checked against what can be read
        }
    }
}
