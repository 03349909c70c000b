package castellan.tuning;

import castellan.match.Opening;
import castellan.match.Openings;
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
 * are written in order, so a seed gives the same file whatever the threads.
 */
@Command(name = "datagen", mixinStandardHelpOptions = true, sortOptions = false, usageHelpWidth = 100,
        description = {"Plays self-play games at a fixed number of nodes per move and writes their quiet positions",
                "(each the end of its quiescence line) labelled with the search's score and the game's result.", "",
                "  castellan datagen --variant capablanca --games 2000 --nodes 5000 --seed 1 --out capablanca.data", ""},
        footer = {"", "Format: 'FEN | score | result', White's point of view; '# game N' starts each game. docs/tuning.md."})
final class DatagenCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = {"-v", "--variant"}, required = true, description = "the variant id") String variant;
    @Option(names = {"-n", "--games"}, required = true, description = "games to play") int games;
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
        if (games < 1) throw new IllegalArgumentException("--games must be at least 1");
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
        List<Future<SelfPlay.Played>> played = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            SplittableRandom random = new SplittableRandom(seed * 0x9E37_79B9_7F4A_7C15L + i);
            Opening o = openings.get(random.nextInt(openings.size()));
            int plies = random.nextInt(randomPlies + 1);
            played.add(pool.submit(() -> players.get().play(o, plies, random)));
        }
        long start = System.nanoTime(), positions = 0;
        int[] results = new int[3];
        int dropped = 0;
        try (Writer w = file) {
            w.write(String.format(Locale.ROOT, "# castellan datagen --variant %s --games %d --nodes %d --seed %d --random-plies %d --hash %d --max-plies %d%n",
                    variant, games, nodes, seed, randomPlies, hashMb, maxPlies));
            w.write("# FEN | score | result: the quiescence leaf of each position, the search's score (cp) and the game's result, White's view\n");
            for (int i = 0; i < games; i++) {
                SelfPlay.Played p = result(played.get(i));
                if (p == null) {
                    dropped++;
                    continue;
                }
                DataFile.writeGame(w, i, p.plies() + " plies " + p.outcome(), p.samples());
                positions += p.samples().size();
                results[p.outcome().isDraw() ? 1 : p.outcome().winner() == 0 ? 0 : 2]++;
                if ((i + 1) % 10 == 0 || i + 1 == games) {
                    w.flush();
                    double s = (System.nanoTime() - start) / 1e9;
                    err.printf(Locale.ROOT, "%d/%d games (+%d =%d -%d, %d dropped), %d positions, %.0f s, %.1f games/min%n",
                            i + 1, games, results[0], results[1], results[2], dropped, positions, s, (i + 1) * 60 / s);
                    err.flush();
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return 0;
    }

    private static SelfPlay.Played result(Future<SelfPlay.Played> f) throws IOException, InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw new IOException("a self-play game failed: " + e.getCause(), e.getCause());
        }
    }
}
