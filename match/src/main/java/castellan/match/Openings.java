package castellan.match;

import castellan.game.Game;
import castellan.move.TurnList;
import castellan.rules.Outcome;
import castellan.rules.Ruleset;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * Opening sets: text files with one opening per line, either moves from the variant's start
 * position in Castellan's move text ({@code e2e4 e7e5 g1f3}) or, as in UCI,
 * {@code fen FEN [moves M...]}. A {@code #} starts a comment to the end of the line; blank
 * lines are ignored.
 * Every opening is checked when it is read: the FEN must be valid, every move legal, and the
 * game not over after the last one. The built-in sets are resources
 * {@code castellan/match/openings/<variant>.txt}.
 */
public final class Openings {
    private Openings() {}

    /** The built-in set of a variant; the bare start position when it has none. */
    public static List<Opening> builtIn(Ruleset rules) throws IOException {
        String name = rules.id() + ".txt";
        InputStream in = Openings.class.getResourceAsStream("openings/" + name);
        if (in == null) return List.of(new Opening(null, List.of(), "start position"));
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return read(rules, r, name);
        }
    }

    /** A set from a file. */
    public static List<Opening> load(Ruleset rules, Path file) throws IOException {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(rules, r, file.getFileName().toString());
        }
    }

    /** Reads and checks a set; IllegalArgumentException naming the line of the first bad opening. */
    public static List<Opening> read(Ruleset rules, Reader reader, String name) throws IOException {
        List<Opening> out = new ArrayList<>();
        BufferedReader r = new BufferedReader(reader);
        String line;
        int number = 0;
        while ((line = r.readLine()) != null) {
            number++;
            int hash = line.indexOf('#');
            String t = (hash < 0 ? line : line.substring(0, hash)).trim();
            if (t.isEmpty()) continue;
            String source = name + ":" + number;
            try {
                Opening o = parse(t, source);
                check(rules, o);
                out.add(o);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
            }
        }
        if (out.isEmpty()) throw new IllegalArgumentException(name + ": no openings");
        return out;
    }

    static Opening parse(String line, String source) {
        List<String> words = Arrays.asList(line.trim().split("\\s+"));
        if (!words.get(0).equals("fen")) return new Opening(null, words, source);
        int moves = words.indexOf("moves");
        int end = moves < 0 ? words.size() : moves;
        if (end < 2) throw new IllegalArgumentException("'fen' needs a FEN");
        String fen = String.join(" ", words.subList(1, end));
        return new Opening(fen, moves < 0 ? List.of() : words.subList(moves + 1, words.size()), source);
    }

    /** Plays the opening on a fresh game: a bad FEN or move, or a finished game, is an IllegalArgumentException. */
    static Game check(Ruleset rules, Opening o) {
        Game g;
        try {
            g = o.fen() == null ? new Game(rules) : new Game(rules, o.fen());
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("bad FEN: " + e.getMessage(), e);
        }
        g.playAll(o.moves());
        Outcome end = g.outcome();
        if (end != null) throw new IllegalArgumentException("the game is over after the opening: " + end);
        return g;
    }

    /** Random plies after an opening from the second round through the set on ({@link #ofPair}). */
    public static final int ROUND_PLIES = 2;

    /**
     * The opening of game pair {@code pair} (from 0): {@code ordered[pair % size]}, and from the
     * second round through the set on, {@link #ROUND_PLIES} random legal plies after it, drawn by
     * the pair's number: the same in both games of the pair, and on every machine of a sharded
     * test. Why: an engine at fixed nodes, or on a clock counted in nodes, plays the same game
     * again from the same position, so a test of more games than twice the openings replayed its
     * first round. Measured on 2026-11-25: 400 games at 20,000 nodes a move from 40 openings were
     * 80 distinct games, each played five times, and their error bars (which count 200 pairs)
     * too narrow by a factor of about 2.2. The random plies are uniform: a poor one gives one
     * side the better game in both games of the pair, which costs sensitivity, not fairness.
     */
    public static Opening ofPair(List<Opening> ordered, long pair, Ruleset rules) {
        Opening o = ordered.get((int) (pair % ordered.size()));
        if (pair < ordered.size()) return o;
        SplittableRandom random = new SplittableRandom(pair * 0x9E37_79B9_7F4A_7C15L);
        for (int attempt = 0; attempt < 16; attempt++) { // again when the plies end the game
            Game g = check(rules, o);
            List<String> moves = new ArrayList<>(o.moves());
            moves.addAll(playRandomPlies(g, ROUND_PLIES, random));
            if (g.outcome() == null) return new Opening(o.fen(), moves, o.source() + " and " + ROUND_PLIES + " random plies");
        }
        return o;
    }

    /**
     * Plays up to {@code plies} uniformly random legal plies in {@code g}, fewer when one ends the
     * game; returns them as the game writes them. The match runner's later rounds and the tuner's
     * self-play both open this way.
     */
    public static List<String> playRandomPlies(Game g, int plies, SplittableRandom random) {
        List<String> played = new ArrayList<>();
        for (int i = 0; i < plies && g.outcome() == null; i++) {
            TurnList legal = g.legalTurns();
            long turn = legal.get(random.nextInt(legal.size()));
            played.add(g.format(turn));
            g.play(turn);
        }
        return played;
    }

    /** The openings in the order a seed gives (a shuffle; seed 0 keeps the file's order). */
    public static List<Opening> order(List<Opening> openings, long seed) {
        List<Opening> out = new ArrayList<>(openings);
        if (seed != 0) Collections.shuffle(out, new Random(seed));
        return out;
    }
}
