package castellan.session;

import castellan.search.Search;
import castellan.search.SearchParameters;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The engine's options, one table for both protocols: UCI lists them as {@code option name ...},
 * XBoard as {@code feature option="..."} (except those XBoard sets with its own commands:
 * {@code memory}, {@code cores}, {@code hard}/{@code easy}, {@code variant}). Values are checked
 * here; a bad one is refused with a message and the old value kept.
 */
public final class EngineOptions {
    public static final String HASH = "Hash", THREADS = "Threads", PONDER = "Ponder", MULTI_PV = "MultiPV",
            VARIANT = "UCI_Variant", MOVE_OVERHEAD = "Move Overhead", CLEAR_HASH = "Clear Hash", NODES_TIME = "nodestime",
            SKILL_LEVEL = "Skill Level", LIMIT_STRENGTH = "UCI_LimitStrength", ELO = "UCI_Elo";

    /** How an option is set: a number in a range, a switch, one of a list, or a button. */
    public enum Type { SPIN, CHECK, COMBO, BUTTON }

    /** One option's definition; {@code values} for a combo, {@code min}/{@code max} for a spin. */
    public record Option(String name, Type type, String defaultValue, long min, long max, List<String> values) {}

    private final Map<String, Option> options = new LinkedHashMap<>();
    private final Map<String, String> values = new LinkedHashMap<>();
    /** The keys of the options that are the search's named constants. */
    private final Set<String> searchConstants = new HashSet<>();

    /** The options with their defaults; {@code variants} are the ids offered for {@code UCI_Variant}. */
    public EngineOptions(List<String> variants, String defaultVariant) {
        this(variants, defaultVariant, List.of());
    }

    /** ... and after them, a spin option for each of the search's named constants given. */
    public EngineOptions(List<String> variants, String defaultVariant, List<SearchParameters.Option> constants) {
        spin(HASH, Math.min(64, maxHashMb()), 1, maxHashMb()); // a small heap (-Xmx) gets a default it can hold
        spin(THREADS, 1, 1, Search.MAX_THREADS);
        add(new Option(PONDER, Type.CHECK, "false", 0, 0, List.of()));
        spin(MULTI_PV, 1, 1, 256);
        add(new Option(VARIANT, Type.COMBO, defaultVariant, 0, 0, List.copyOf(variants)));
        // The search's own default; the pipe and a garbage-collection pause fit in it.
        spin(MOVE_OVERHEAD, 30, 0, 10_000);
        add(new Option(CLEAR_HASH, Type.BUTTON, "", 0, 0, List.of()));
        // Nodes per millisecond: the clock counted in nodes, as Stockfish's and Fairy-Stockfish's option of the name.
        spin(NODES_TIME, 0, 0, Search.MAX_NODES_PER_MS);
        // A strength a person can beat, as Stockfish names it (Strength has the levels and their calibration).
        spin(SKILL_LEVEL, Strength.FULL, 0, Strength.FULL);
        add(new Option(LIMIT_STRENGTH, Type.CHECK, "false", 0, 0, List.of()));
        spin(ELO, Strength.MAX_ELO, Strength.MIN_ELO, Strength.MAX_ELO);
        for (SearchParameters.Option c : constants) {
            if (find(c.name()) != null) throw new IllegalArgumentException("search constant " + c.name() + " names an option already");
            spin(c.name(), c.defaultValue(), c.min(), c.max());
            searchConstants.add(key(c.name()));
        }
    }

    /** Is this option one of the search's named constants? */
    public boolean isSearchConstant(String name) { return searchConstants.contains(key(name)); }

    /** Half the heap the JVM may use, so the table never takes it all; a power of two, at most the search's limit. */
    static long maxHashMb() {
        long half = Runtime.getRuntime().maxMemory() / 2 / (1 << 20);
        return Math.min(Search.MAX_HASH_MB, Math.max(1, Long.highestOneBit(Math.max(1, half))));
    }

    private void spin(String name, long def, long min, long max) {
        add(new Option(name, Type.SPIN, String.valueOf(def), min, max, List.of()));
    }

    private void add(Option o) {
        options.put(key(o.name()), o);
        values.put(key(o.name()), o.defaultValue());
    }

    private static String key(String name) { return name.trim().toLowerCase(Locale.ROOT); }

    /** Every option, in a fixed order. */
    public List<Option> all() { return Collections.unmodifiableList(new ArrayList<>(options.values())); }

    /** The option with this name (case ignored), or null. */
    public Option find(String name) { return options.get(key(name)); }

    /**
     * Checks a value for the option and returns it in canonical form (a combo's spelling, a
     * number without sign or spaces); IllegalArgumentException naming the problem otherwise.
     * Nothing is changed.
     */
    public String check(String name, String value) {
        Option o = find(name);
        if (o == null) throw new IllegalArgumentException("no such option '" + name + "'");
        String v = value == null ? "" : value.trim();
        switch (o.type()) {
            case SPIN -> {
                long n;
                try {
                    n = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(o.name() + " needs a number, got '" + v + "'");
                }
                if (n < o.min() || n > o.max())
                    throw new IllegalArgumentException(o.name() + " must be " + o.min() + "-" + o.max() + ", got " + n);
                return String.valueOf(n);
            }
            case CHECK -> {
                if (v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false")) return v.toLowerCase(Locale.ROOT);
                throw new IllegalArgumentException(o.name() + " must be true or false, got '" + v + "'");
            }
            case COMBO -> {
                for (String c : o.values()) if (c.equalsIgnoreCase(v)) return c;
                throw new IllegalArgumentException(o.name() + " must be one of " + String.join(", ", o.values()) + ", got '" + v + "'");
            }
            default -> {
                return "";
            }
        }
    }

    /** Stores a value already {@link #check checked}. */
    void store(String name, String canonicalValue) {
        values.put(key(name), canonicalValue);
    }

    public String value(String name) { return values.get(key(name)); }

    public int intValue(String name) { return (int) Long.parseLong(values.get(key(name))); }

    public boolean flag(String name) { return Boolean.parseBoolean(values.get(key(name))); }
}
