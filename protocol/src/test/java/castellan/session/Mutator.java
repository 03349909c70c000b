package castellan.session;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded mutator of GUI input: whole command streams (lines dropped, doubled, swapped, taken
 * from another session, commands sent in the middle of a search), single commands (tokens
 * dropped, doubled, swapped, replaced by words, numbers, FENs and move texts of any variant,
 * characters changed), FENs field by field and move texts. The same seed gives the same inputs.
 */
public final class Mutator {
    /** Numbers that break parsers: signs, limits of int and long, beyond long, fractions, words. */
    private static final String[] NUMBERS = {"0", "-1", "1", "2", "3", "7", "10", "30", "99", "100", "127", "128", "129",
            "255", "256", "1000", "65536", "2147483647", "2147483648", "-2147483648", "-2147483649", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "99999999999999999999", "1e9", "0.5", "-0", "+5", "0x10", "NaN",
            "Infinity", "", " ", "1:30", "5:", ":", "1.5.2"};
    /** Characters inserted by character-level edits: board letters, digits, separators, odd ones. */
    private static final String NOISE = "0123456789/ -*,@~.:=+#KQRBNPkqrbnpGHghEeFfIiDdWwSsAaCcjxyz\t\u00e9\u2654\u0000\u007f\\\"'";

    private final SplittableRandom r;
    private final FuzzCorpus corpus;
    /** Every word of every corpus line, for token replacements. */
    private final List<String> words = new ArrayList<>();
    private final List<String> burst;

    /**
     * @param burst commands worth sending in the middle of a search, for this protocol
     */
    public Mutator(long seed, FuzzCorpus corpus, List<String> burst) {
        this.r = new SplittableRandom(seed);
        this.corpus = corpus;
        this.burst = burst;
        for (FuzzCorpus.Session s : corpus.sessions)
            for (String l : s.lines()) for (String w : l.trim().split("\\s+")) if (!w.isEmpty() && !w.equals("quit") && !words.contains(w)) words.add(w);
        words.addAll(burst);
    }

    public SplittableRandom random() { return r; }

    /** One step of a fuzzed session: lines sent together (more than one: without waiting in between). */
    public record Step(List<String> lines) {
        public boolean single() { return lines.size() == 1; }
    }

    /**
     * A mutated version of a recorded session. {@code searchStarts} says which lines start a
     * search, after which a burst of mid-search commands may be sent.
     */
    public List<Step> session(List<String> lines, java.util.function.Predicate<String> searchStarts) {
        List<Step> out = new ArrayList<>();
        double rate = 0.05 + 0.3 * r.nextDouble(); // how much of this session is changed
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (r.nextDouble() >= rate) {
                out.add(new Step(List.of(l)));
            } else {
                switch (r.nextInt(6)) {
                    case 0 -> {} // dropped
                    case 1 -> {
                        out.add(new Step(List.of(l)));
                        out.add(new Step(List.of(l)));
                    }
                    case 2 -> {
                        if (i + 1 < lines.size()) {
                            out.add(new Step(List.of(lines.get(i + 1))));
                            out.add(new Step(List.of(l)));
                            i++;
                        } else out.add(new Step(List.of(l)));
                    }
                    case 3 -> {
                        out.add(new Step(List.of(fromAnotherSession())));
                        out.add(new Step(List.of(l)));
                    }
                    default -> out.add(new Step(List.of(line(l))));
                }
            }
            if (searchStarts.test(out.isEmpty() ? "" : last(out)) && r.nextDouble() < 2 * rate) out.add(burst(last(out)));
        }
        return out;
    }

    private static String last(List<Step> steps) {
        List<String> l = steps.get(steps.size() - 1).lines();
        return l.get(l.size() - 1);
    }

    private String fromAnotherSession() {
        List<String> s = corpus.sessions.get(r.nextInt(corpus.sessions.size())).lines();
        return s.isEmpty() ? "" : s.get(r.nextInt(s.size()));
    }

    /** The search-starting line again (sometimes) and one to four commands sent during the search, unmutated or mutated. */
    private Step burst(String start) {
        List<String> b = new ArrayList<>();
        int n = 1 + r.nextInt(4);
        for (int k = 0; k < n; k++) {
            String c = burst.get(r.nextInt(burst.size()));
            b.add(r.nextInt(4) == 0 ? line(c) : c);
        }
        if (r.nextBoolean()) b.add(0, start);
        return new Step(b);
    }

    /** One command changed: by tokens, FEN, move text or characters. */
    public String line(String l) {
        String[] t = l.trim().split("\\s+");
        int edits = 1 + (r.nextInt(4) == 0 ? r.nextInt(3) : 0);
        String s = l;
        for (int e = 0; e < edits; e++) {
            t = s.trim().split("\\s+");
            s = switch (r.nextInt(9)) {
                case 0 -> chars(s);
                case 1 -> join(drop(t, r.nextInt(t.length)));
                case 2 -> {
                    int i = r.nextInt(t.length);
                    List<String> x = new ArrayList<>(Arrays.asList(t));
                    x.add(i, t[i]);
                    yield join(x.toArray(new String[0]));
                }
                case 3 -> {
                    int i = r.nextInt(t.length), j = r.nextInt(t.length);
                    String tmp = t[i];
                    t[i] = t[j];
                    t[j] = tmp;
                    yield join(t);
                }
                case 4 -> {
                    t[r.nextInt(t.length)] = words.get(r.nextInt(words.size()));
                    yield join(t);
                }
                case 5 -> {
                    t[r.nextInt(t.length)] = NUMBERS[r.nextInt(NUMBERS.length)];
                    yield join(t);
                }
                case 6 -> withFen(s);
                case 7 -> withMove(t);
                default -> s.substring(0, r.nextInt(s.length() + 1));
            };
        }
        return s;
    }

    /** The FEN in a line (after {@code fen} or {@code setboard}) replaced by another or mutated; else a FEN appended. */
    private String withFen(String l) {
        String fen = r.nextInt(3) == 0 ? corpus.fens.get(r.nextInt(corpus.fens.size())).text() : fen(someFen());
        int at = l.indexOf(" fen ");
        if (at >= 0) {
            int moves = l.indexOf(" moves", at);
            return l.substring(0, at + 5) + fen + (moves >= 0 ? l.substring(moves) : "");
        }
        if (l.startsWith("setboard")) return "setboard " + fen;
        return l + " " + fen;
    }

    private String withMove(String[] t) {
        int i = r.nextInt(t.length);
        t[i] = r.nextInt(3) == 0 ? move(someMove()) : someMove();
        return join(t);
    }

    public String someFen() { return corpus.fens.get(r.nextInt(corpus.fens.size())).text(); }

    public String someMove() { return corpus.moves.get(r.nextInt(corpus.moves.size())).text(); }

    /** A FEN changed field by field: a field from another FEN, a rank edited, dropped, doubled or swapped, fields cut or added, characters. */
    public String fen(String fen) {
        String[] f = fen.trim().split("\\s+");
        switch (r.nextInt(7)) {
            case 0 -> {
                String[] other = someFen().split("\\s+");
                int i = r.nextInt(Math.max(f.length, other.length));
                if (i < f.length && i < other.length) f[i] = other[i];
                else if (i < other.length) return fen + " " + other[i];
            }
            case 1 -> {
                String[] ranks = f[0].split("/", -1);
                int i = r.nextInt(ranks.length);
                ranks[i] = chars(ranks[i]);
                f[0] = String.join("/", ranks);
            }
            case 2 -> {
                List<String> ranks = new ArrayList<>(Arrays.asList(f[0].split("/", -1)));
                int i = r.nextInt(ranks.size());
                if (r.nextBoolean()) ranks.remove(i);
                else ranks.add(i, ranks.get(i));
                f[0] = String.join("/", ranks);
            }
            case 3 -> {
                String[] ranks = f[0].split("/", -1);
                int i = r.nextInt(ranks.length), j = r.nextInt(ranks.length);
                String tmp = ranks[i];
                ranks[i] = ranks[j];
                ranks[j] = tmp;
                f[0] = String.join("/", ranks);
            }
            case 4 -> {
                return join(Arrays.copyOf(f, r.nextInt(f.length + 1)));
            }
            case 5 -> {
                int i = r.nextInt(f.length);
                f[i] = r.nextBoolean() ? NUMBERS[r.nextInt(NUMBERS.length)] : chars(f[i]);
            }
            default -> {
                return chars(fen);
            }
        }
        return join(f);
    }

    /** A move text changed: characters, a leg dropped or doubled, a promotion or huff added. */
    public String move(String m) {
        return switch (r.nextInt(5)) {
            case 0 -> m.contains(",") ? m.substring(m.indexOf(',') + 1) : m + "," + m;
            case 1 -> m + "qgh*pe".charAt(r.nextInt(6));
            case 2 -> "@" + m.substring(0, Math.min(2, m.length())) + "," + m;
            case 3 -> m.toUpperCase(java.util.Locale.ROOT);
            default -> chars(m);
        };
    }

    /** One to four characters deleted, inserted or replaced. */
    public String chars(String s) {
        StringBuilder b = new StringBuilder(s);
        int edits = 1 + r.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int op = r.nextInt(3);
            if (b.length() == 0) op = 1;
            int at = r.nextInt(b.length() + (op == 1 ? 1 : 0));
            char c = NOISE.charAt(r.nextInt(NOISE.length()));
            switch (op) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.insert(at, c);
                default -> b.setCharAt(at, c);
            }
        }
        return b.toString();
    }

    private static String[] drop(String[] t, int i) {
        List<String> x = new ArrayList<>(Arrays.asList(t));
        x.remove(i);
        return x.toArray(new String[0]);
    }

    private static String join(String[] t) { return String.join(" ", t); }
}
