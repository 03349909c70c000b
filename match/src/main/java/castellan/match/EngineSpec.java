package castellan.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One engine of a match, as given on the command line:
 * {@code "name=new cmd=./castellan uci proto=uci option.Hash=64"}.
 *
 * <p>Keys: {@code cmd} (the command; its words run up to the next {@code key=}; quotes group
 * words), {@code name} (default: the command's first word), {@code proto} ({@code uci} or
 * {@code xboard}, default {@code uci}), {@code dir} (working directory), {@code option.NAME}
 * (an engine option: UCI {@code setoption}, XBoard {@code option NAME=VALUE}). Quotes group
 * words and hide an {@code =}; a command quoted as a whole is split into words after its quotes
 * are removed, so {@code cmd="sh -c 'x=1 ./engine'"} runs {@code sh} with two arguments.
 * {@code option.Move Overhead=100} needs no quotes: an option name runs to its {@code =}.
 *
 * <p>An engine may have limits of its own instead of the match's ({@link #timeControl}):
 * {@code tc=10+0.1}, or {@code depth=}, {@code nodes=}, {@code movetime=} (milliseconds); and
 * {@code nodestime=N} counts its clock in nodes, N per millisecond (the UCI option of that name).
 */
public record EngineSpec(String name, List<String> command, Protocol protocol, Path dir, Map<String, String> options,
                         Map<String, String> limits, long nodesTime) {

    /** The protocol an engine speaks. */
    public enum Protocol { UCI, XBOARD }

    /** The keys of an engine's own limits. */
    private static final List<String> LIMITS = List.of("tc", "depth", "nodes", "movetime");

    public EngineSpec {
        command = List.copyOf(command);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        limits = Collections.unmodifiableMap(new LinkedHashMap<>(limits));
    }

    /** An engine that plays under the match's limits. */
    public EngineSpec(String name, List<String> command, Protocol protocol, Path dir, Map<String, String> options) {
        this(name, command, protocol, dir, options, Map.of(), 0);
    }

    /** This engine with another name (two engines of a match must differ in name). */
    public EngineSpec withName(String n) { return new EngineSpec(n, command, protocol, dir, options, limits, nodesTime); }

    /**
     * This engine's time control: from its own keys when it has any ({@code tc=}, or any of
     * {@code depth=}, {@code nodes=}, {@code movetime=}), else the match's ({@code null} when the
     * match has none); counted in nodes with {@code nodestime=}, waiting {@code hangMs} beyond the
     * clock before a silent engine is a hang. IllegalArgumentException saying what is wrong.
     */
    public TimeControl timeControl(TimeControl match, long hangMs) {
        TimeControl own = match;
        if (limits.containsKey("tc")) {
            if (limits.size() > 1) throw new IllegalArgumentException("engine " + name + ": tc= or depth=/nodes=/movetime=, not both");
            own = TimeControl.parse(limits.get("tc"));
        } else if (!limits.isEmpty()) {
            own = TimeControl.fixed((int) number("depth", Integer.MAX_VALUE), number("nodes", Long.MAX_VALUE),
                    number("movetime", Long.MAX_VALUE), hangMs);
        }
        if (own == null)
            throw new IllegalArgumentException("engine " + name + " has no time control: give --tc (or --depth, --nodes, --movetime), or tc= in its description");
        if (nodesTime == 0) return own;
        if (protocol != Protocol.UCI) throw new IllegalArgumentException("engine " + name + ": nodestime= is a UCI option");
        try {
            return own.inNodes(nodesTime, hangMs);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine " + name + ": " + e.getMessage());
        }
    }

    /** One of the engine's own fixed limits, 0 when not given. */
    private long number(String key, long max) {
        String v = limits.get(key);
        if (v == null) return 0;
        try {
            long n = Long.parseLong(v);
            if (n < 1 || n > max) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("engine " + name + ": " + key + "= needs a positive number, not '" + v + "'");
        }
    }

    /** Parses an engine description; IllegalArgumentException saying what is wrong. */
    public static EngineSpec parse(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, String> options = new LinkedHashMap<>();
        String key = null;
        StringBuilder value = new StringBuilder();
        for (String word : joinOptionNames(rawWords(text))) {
            String k = keyOf(word);
            if (k != null) {
                if (key != null) store(key, value.toString(), values, options);
                key = k;
                value.setLength(0);
                value.append(word.substring(k.length() + 1));
            } else {
                if (key == null) throw new IllegalArgumentException("engine '" + text + "': expected key=value, got '" + word + "'");
                if (!value.isEmpty()) value.append(' ');
                value.append(word);
            }
        }
        if (key != null) store(key, value.toString(), values, options);
        List<String> command = split(values.getOrDefault("cmd", ""));
        if (command.isEmpty()) throw new IllegalArgumentException("engine '" + text + "': no cmd=COMMAND");
        String proto = values.getOrDefault("proto", "uci").toLowerCase(Locale.ROOT);
        Protocol protocol = switch (proto) {
            case "uci" -> Protocol.UCI;
            case "xboard", "cecp", "winboard" -> Protocol.XBOARD;
            default -> throw new IllegalArgumentException("engine '" + text + "': proto must be uci or xboard, not '" + proto + "'");
        };
        String name = values.getOrDefault("name", Path.of(command.get(0)).getFileName().toString());
        if (name.isBlank()) throw new IllegalArgumentException("engine '" + text + "': empty name");
        Path dir = values.containsKey("dir") ? Path.of(values.get("dir")) : null;
        Map<String, String> limits = new LinkedHashMap<>();
        for (String k : LIMITS) if (values.containsKey(k)) limits.put(k, values.get(k));
        long nodesTime = 0;
        if (values.containsKey("nodestime")) {
            try {
                nodesTime = Long.parseLong(values.get("nodestime"));
                if (nodesTime < 1) throw new NumberFormatException();
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("engine '" + text + "': nodestime= needs nodes per millisecond, at least 1");
            }
        }
        return new EngineSpec(name, command, protocol, dir, options, limits, nodesTime);
    }

    /** The key a word starts, before any quote: {@code cmd}, {@code name}, {@code proto}, {@code dir}, a limit, {@code option.X}. */
    private static String keyOf(String word) {
        int eq = word.indexOf('='), quote = firstQuote(word);
        if (eq <= 0 || (quote >= 0 && quote < eq)) return null;
        String k = word.substring(0, eq);
        boolean known = k.equals("cmd") || k.equals("name") || k.equals("proto") || k.equals("dir") || LIMITS.contains(k)
                || k.equals("nodestime") || (k.startsWith("option.") && k.length() > "option.".length());
        return known ? k : null;
    }

    private static int firstQuote(String s) {
        int a = s.indexOf('\''), b = s.indexOf('"');
        return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }

    private static void store(String key, String raw, Map<String, String> values, Map<String, String> options) {
        if (key.startsWith("option.")) {
            options.put(key.substring("option.".length()), String.join(" ", split(raw)));
        } else {
            if (values.containsKey(key)) throw new IllegalArgumentException("'" + key + "=' given twice");
            values.put(key, key.equals("cmd") ? stripOuterQuotes(raw) : String.join(" ", split(raw)));
        }
    }

    /** {@code "sh -c 'a b'"} is the command {@code sh -c 'a b'}, to be split into words afterwards. */
    private static String stripOuterQuotes(String raw) {
        String t = raw.trim();
        if (t.length() >= 2 && (t.charAt(0) == '"' || t.charAt(0) == '\'') && t.charAt(t.length() - 1) == t.charAt(0)
                && t.indexOf(t.charAt(0), 1) == t.length() - 1) return t.substring(1, t.length() - 1);
        return t;
    }

    /** {@code option.Move} {@code Overhead=100}: an option name with blanks is one word up to its {@code =}. */
    private static List<String> joinOptionNames(List<String> words) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.startsWith("option.") && w.indexOf('=') < 0) {
                StringBuilder sb = new StringBuilder(w);
                while (sb.indexOf("=") < 0 && i + 1 < words.size()) sb.append(' ').append(words.get(++i));
                w = sb.toString();
            }
            out.add(w);
        }
        return out;
    }

    /** Splits on blanks outside quotes, keeping the quotes (the words are split again by {@link #split}). */
    private static List<String> rawWords(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (Character.isWhitespace(c)) {
                if (!w.isEmpty()) out.add(w.toString());
                w.setLength(0);
                continue;
            }
            w.append(c);
        }
        if (quote != 0) throw new IllegalArgumentException("engine '" + text + "': unbalanced quote");
        if (!w.isEmpty()) out.add(w.toString());
        return out;
    }

    /** Shell-like words: blanks separate, quotes group and are removed ({@code sh -c 'a b'} is three words). */
    static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else w.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) out.add(w.toString());
                w.setLength(0);
                inWord = false;
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (inWord) out.add(w.toString());
        return out;
    }

    /**
     * The description in one canonical form, {@code name=N cmd=C proto=uci [dir=D] [option.K=V]...
     * [tc=...] [nodestime=N]}, for a test's definition: two shards of one test have equal ones.
     */
    public String describe() {
        StringBuilder sb = new StringBuilder("name=" + name + " cmd=" + commandLine() + " proto=" + protocol.name().toLowerCase(Locale.ROOT));
        if (dir != null) sb.append(" dir=").append(dir);
        options.forEach((k, v) -> sb.append(" option.").append(k).append('=').append(v));
        limits.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        if (nodesTime > 0) sb.append(" nodestime=").append(nodesTime);
        return sb.toString();
    }

    /** The command as one line, for logs and the PGN. */
    public String commandLine() { return String.join(" ", command); }
}
