package castellan.session;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The fuzzing corpus kept in {@code src/test/resources/fuzz/} (see its README): recorded UCI and
 * XBoard sessions, FENs of every variant, move texts of every variant.
 */
public final class FuzzCorpus {
    /** One recorded session: its name and the lines the GUI sent. */
    public record Session(String name, List<String> lines) {}

    /** A FEN or a move text and the variant it belongs to. */
    public record Entry(String variant, String text) {}

    public final List<Session> sessions;
    public final List<Entry> fens, moves;

    private FuzzCorpus(List<Session> sessions, List<Entry> fens, List<Entry> moves) {
        this.sessions = sessions;
        this.fens = fens;
        this.moves = moves;
    }

    /** The sessions of one protocol ({@code uci} or {@code xboard}), with every FEN and move text. */
    public static FuzzCorpus load(String protocol) {
        List<Session> sessions = new ArrayList<>();
        for (String name : lines("fuzz/" + protocol + "/index.txt")) sessions.add(new Session(name, lines("fuzz/" + protocol + "/" + name)));
        // XBoard's moves are its wire form (ranks 0-9 on ten ranks, two-leg huffs and promotions).
        return new FuzzCorpus(sessions, entries("fuzz/fens.txt"), entries(protocol.equals("xboard") ? "fuzz/xboard-moves.txt" : "fuzz/moves.txt"));
    }

    /** Every FEN and move text (no sessions). */
    public static FuzzCorpus parsersOnly() {
        return new FuzzCorpus(List.of(), entries("fuzz/fens.txt"), entries("fuzz/moves.txt"));
    }

    /** Lines {@code variant<TAB>text}; blank lines and {@code #} comments skipped. */
    private static List<Entry> entries(String resource) {
        List<Entry> out = new ArrayList<>();
        for (String l : lines(resource)) {
            if (l.isBlank() || l.startsWith("#")) continue;
            int tab = l.indexOf('\t');
            if (tab < 0) throw new IllegalStateException(resource + ": no tab in '" + l + "'");
            out.add(new Entry(l.substring(0, tab), l.substring(tab + 1)));
        }
        return out;
    }

    static List<String> lines(String resource) {
        InputStream in = FuzzCorpus.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) throw new IllegalStateException("missing resource " + resource);
        List<String> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String l;
            while ((l = r.readLine()) != null) out.add(l);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
