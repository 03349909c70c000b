package castellan.tuning;

import castellan.match.Opening;
import castellan.match.Openings;
import castellan.notation.Pgn;
import castellan.rules.Ruleset;
import castellan.variants.Variants;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code castellan datagen}: self-play games at fixed nodes ({@link SelfPlay}), in process, two at
 * a time, from the variant's built-in openings plus random plies; writes the labelled quiet
 * positions ({@link DataFile}). Game {@code i} depends only on the seed and {@code i}, and games
 * are written in order, so a seed gives the same file whatever the threads. With {@code --pgn}
 * the games are a file's ({@link Replay}), labelled the same way.
 */
@Command(name = "datagen", mixinStandardHelpOptions = true, sortOptions = false, usageHelpWidth = 100,
        description = {"Plays self-play games at a fixed number of nodes per move and writes their quiet positions",
                "(each the end of its quiescence line) labelled with the search's score and the game's result;",
                "or, with --pgn, does the same for the positions of games played elsewhere (their moves, not the search's).", "",
                "  castellan datagen --variant capablanca --games 2000 --nodes 5000 --seed 1 --out capablanca.data",
                "  castellan datagen --variant capablanca --pgn against-fsf.pgn --nodes 2000 --out against-fsf.data", ""},
        footer = {"", "Format: 'FEN | score | result', White's point of view; '# game N' starts each game. docs/tuning.md."})
final class DatagenCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = {"-v", "--variant"}, required = true, description = "the variant id") String variant;
    @Option(names = {"-n", "--games"}, description = "games to play") Integer games;
    @Option(names = "--pgn", paramLabel = "FILE", description = "label the positions of this file's games instead of playing (games without a result are skipped)") Path pgn;
    @Option(names = "--nodes", defaultValue = "5000", description = "nodes per move (default: ${DEFAULT-VALUE})") long nodes;
    @Option(names = "--seed", defaultValue = "1", description = "chooses the openings and the random plies (default: ${DEFAULT-VALUE})") long seed;
    @Option(names = {"-o", "--out"}, required = true, paramLabel = "FILE", description = "the data file to write") Path out;
    @Option(names = "--threads", defaultValue = "2", description = "games played at once (default: ${DEFAULT-VALUE})") int threads;
    @Option(names = "--random-plies", defaultValue = "4",
            description = "random plies after the opening, 0 to this many (default: ${DEFAULT-VALUE})") int randomPlies;
    @Option(names = "--hash", defaultValue = "16", paramLabel = "MB", description = "each search's table (default: ${DEFAULT-VALUE})") int hashMb;
    @Option(names = "--max-plies", defaultValue = "1000",
            description = "a game this long is dropped unlabelled (default: ${DEFAULT-VALUE})") int maxPlies;

    @Override public Integer call() throws Exception {
        Ruleset rules = Variants.get(variant);
        int cores = Runtime.getRuntime().availableProcessors();
        if ((games == null) == (pgn == null)) throw new IllegalArgumentException("give --games (self-play) or --pgn (games played elsewhere), one of them");
        if (games != null && games < 1) throw new IllegalArgumentException("--games must be at least 1");
        List<Pgn.Game> pgnGames = pgn == null ? null : readGames(pgn);
        int count = pgn == null ? games : pgnGames.size();
        if (nodes < 1) throw new IllegalArgumentException("--nodes must be at least 1");
        if (threads < 1 || threads > cores) throw new IllegalArgumentException("--threads must be between 1 and " + cores + " (the cores of this machine)");
        if (randomPlies < 0 || randomPlies > 100) throw new IllegalArgumentException("--random-plies must be 0-100");
        if (hashMb < 1 || hashMb > 4096) throw new IllegalArgumentException("--hash must be 1-4096 MB");
        if (maxPlies < 1) throw new IllegalArgumentException("--max-plies must be positive");
        List<Opening> openings = Openings.builtIn(rules);
        PrintWriter err = spec.commandLine().getErr();
        Writer file;
        try {
            file = Files.newBufferedWriter(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + out + ": " + e.getMessage());
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "datagen");
            t.setDaemon(true);
            return t;
        });
        ThreadLocal<SelfPlay> players = ThreadLocal.withInitial(() -> new SelfPlay(rules, nodes, hashMb, maxPlies));
        ThreadLocal<Replay> replays = ThreadLocal.withInitial(() -> new Replay(rules, nodes, hashMb));
        List<Future<PlayedGame>> played = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (pgnGames != null) {
                Pgn.Game game = pgnGames.get(i);
                played.add(pool.submit(() -> replays.get().replay(game)));
                continue;
            }
            SplittableRandom random = new SplittableRandom(seed * 0x9E37_79B9_7F4A_7C15L + i);
            Opening o = openings.get(random.nextInt(openings.size()));
            int plies = random.nextInt(randomPlies + 1);
            played.add(pool.submit(() -> players.get().play(o, plies, random)));
        }
        long start = System.nanoTime(), positions = 0;
        int[] results = new int[3];
        int dropped = 0;
        try (Writer w = file) {
            if (pgn == null) w.write(String.format(Locale.ROOT, "# castellan datagen --variant %s --games %d --nodes %d --seed %d --random-plies %d --hash %d --max-plies %d%n",
                    variant, games, nodes, seed, randomPlies, hashMb, maxPlies));
            else w.write(String.format(Locale.ROOT, "# castellan datagen --variant %s --pgn %s --nodes %d --hash %d (%d games)%n",
                    variant, pgn, nodes, hashMb, count));
            w.write("# FEN | score | result: the quiescence leaf of each position, the search's score (cp) and the game's result, White's view\n");
            for (int i = 0; i < count; i++) {
                PlayedGame p = result(played.get(i), i);
                if (p == null) {
                    dropped++;
                    continue;
                }
                DataFile.writeGame(w, i, p.plies() + " plies " + p.ending(), p.samples());
                positions += p.samples().size();
                results[p.result() == 0.5 ? 1 : p.result() == 1 ? 0 : 2]++;
                if ((i + 1) % 10 == 0 || i + 1 == count) {
                    w.flush();
                    double s = (System.nanoTime() - start) / 1e9;
                    err.printf(Locale.ROOT, "%d/%d games (+%d =%d -%d, %d dropped), %d positions, %.0f s, %.1f games/min%n",
                            i + 1, count, results[0], results[1], results[2], dropped, positions, s, (i + 1) * 60 / s);
                    err.flush();
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return 0;
    }

    private PlayedGame result(Future<PlayedGame> f, int i) throws IOException, InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            // A game of the file the rules refuse is the user's error: one line naming it.
            if (pgn != null && e.getCause() instanceof IllegalArgumentException bad)
                throw new IllegalArgumentException(pgn + ", game " + (i + 1) + ": " + bad.getMessage());
            throw new IOException("a self-play game failed: " + e.getCause(), e.getCause());
        }
    }

    /** The games of a PGN file; IllegalArgumentException (one line) if it cannot be read or is not PGN. */
    private static List<Pgn.Game> readGames(Path file) {
        String text;
        try {
            if (Files.size(file) > MAX_PGN_BYTES) throw new IllegalArgumentException(file + " is larger than " + MAX_PGN_BYTES / (1 << 20) + " MB");
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
        try {
            return Pgn.parseAll(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    /** A PGN is read whole: 256 MB is some 80,000 of the match runner's games (about 3 KB each). */
    private static final long MAX_PGN_BYTES = 256L << 20;
}
