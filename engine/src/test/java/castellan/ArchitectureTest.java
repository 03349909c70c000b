package castellan;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every arrow points down. The README's table of packages (between the {@code <!-- arrows -->}
 * markers) says which packages each one may import; a package may import those and, through
 * them, everything below. This test reads that table and the imports (and fully qualified
 * names) of every main source file in the four modules, and fails on a package the table does
 * not list, on an arrow it does not allow, and on a cycle in the table itself.
 */
class ArchitectureTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([\\w.<>]+)`\\s*\\|([^|]*)\\|");
    private static final Pattern NAME = Pattern.compile("`([\\w.<>]+)`");
    private static final Pattern REFERENCE = Pattern.compile("\\bcastellan\\.((?:[a-z][a-z0-9]*\\.)*)[A-Z]");

    @Test void everyImportIsAllowedByTheReadmeTable() throws IOException {
        Map<String, Set<String>> table = readTable();
        assertTrue(table.size() > 10, "the README's arrow table was not found or is too short: " + table.keySet());
        assertAcyclic(table);
        List<String> problems = new ArrayList<>();
        int files = 0;
        for (String module : List.of("engine", "protocol", "match", "bench")) {
            Path src = ROOT.resolve(module).resolve("src/main/java");
            if (!Files.isDirectory(src)) continue;
            try (Stream<Path> paths = Files.walk(src)) {
                for (Path f : (Iterable<Path>) paths.filter(p -> p.toString().endsWith(".java"))::iterator) {
                    files++;
                    check(f, Files.readString(f), table, problems);
                }
            }
        }
        assertTrue(files > 50, "read only " + files + " files under " + ROOT);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private static void check(Path file, String text, Map<String, Set<String>> table, List<String> problems) {
        Matcher pm = Pattern.compile("(?m)^package castellan\\.?([\\w.]*);").matcher(text);
        if (!pm.find()) { problems.add(file + ": no castellan package"); return; }
        String pkg = pm.group(1), row = rowOf(pkg, table);
        if (row == null) { problems.add(file + ": package " + pkg + " is not in the README's table"); return; }
        Set<String> allowed = closure(row, table);
        String code = text.replaceAll("\\{@code[^}]*}", "").replaceAll("\"(?:\\\\.|[^\"\\\\])*\"", "\"\"");
        Matcher m = REFERENCE.matcher(code);
        Set<String> seen = new TreeSet<>();
        while (m.find()) {
            String target = m.group(1).isEmpty() ? "" : m.group(1).substring(0, m.group(1).length() - 1);
            if (target.equals(pkg) || !seen.add(target)) continue;
            String to = rowOf(target, table);
            int dot = target.lastIndexOf('.');
            boolean ok = allowed.contains(to) || allowed.contains(target)
                    || (dot > 0 && allowed.contains(target.substring(0, dot) + ".<name>"));
            if (to == null || to.equals(row) || !ok)
                problems.add(file.getFileName() + ": " + pkg + " -> " + target + " is not allowed");
        }
    }

    /** The table's row for a package: its own, or the {@code parent.<name>} row for any subpackage. */
    private static String rowOf(String pkg, Map<String, Set<String>> table) {
        if (table.containsKey(pkg)) return pkg;
        int dot = pkg.lastIndexOf('.');
        String wildcard = dot > 0 ? pkg.substring(0, dot) + ".<name>" : null;
        return wildcard != null && table.containsKey(wildcard) ? wildcard : null;
    }

    /** The rows a row may import: its own entries, transitively (explicit rows also get their wildcard row's). */
    private static Set<String> closure(String row, Map<String, Set<String>> table) {
        Set<String> out = new HashSet<>();
        List<String> todo = new ArrayList<>(direct(row, table));
        while (!todo.isEmpty()) {
            String p = todo.remove(todo.size() - 1);
            if (out.add(p)) todo.addAll(direct(p, table));
        }
        return out;
    }

    /** A row's own entries; an explicit subpackage row ({@code variants.maidens}) also has its {@code <name>} row's. */
    private static Set<String> direct(String row, Map<String, Set<String>> table) {
        Set<String> d = new HashSet<>(table.getOrDefault(row, Set.of()));
        int dot = row.lastIndexOf('.');
        if (dot > 0 && !row.endsWith(".<name>")) d.addAll(table.getOrDefault(row.substring(0, dot) + ".<name>", Set.of()));
        return d;
    }

    private static Map<String, Set<String>> readTable() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int from = readme.indexOf("<!-- arrows -->"), to = readme.indexOf("<!-- /arrows -->");
        Map<String, Set<String>> table = new HashMap<>();
        if (from < 0 || to < from) return table;
        for (String line : readme.substring(from, to).split("\n")) {
            Matcher r = ROW.matcher(line.trim());
            if (!r.find()) continue;
            Set<String> targets = new HashSet<>();
            Matcher n = NAME.matcher(r.group(2));
            while (n.find()) targets.add(n.group(1));
            table.put(r.group(1), targets);
        }
        return table;
    }

    private static void assertAcyclic(Map<String, Set<String>> table) {
        for (String p : table.keySet())
            assertTrue(!closure(p, table).contains(p), "the README's arrow table has a cycle through " + p);
    }
}
