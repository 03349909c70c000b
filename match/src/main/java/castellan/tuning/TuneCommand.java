package castellan.tuning;

import castellan.eval.EvalParams;
import castellan.eval.EvalSpec;
import castellan.rules.Ruleset;
import castellan.variant.Variant;
import castellan.variants.Variants;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code castellan tune}: fits a variant's evaluation parameters to labelled positions
 * ({@link DataFile}) by {@link Tuner}, and writes the new parameter file: the starting file with
 * its numbers changed and a heading that says how. With {@code --report}, the pieces' learnt
 * worth ({@link LearnedValues}) before and after, with bootstrap uncertainties.
 */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false, usageHelpWidth = 100,
        description = {"Tunes a variant's evaluation parameters to self-play data (Texel's method: the result predicted",
                "from the evaluation by a sigmoid, squared error, Adam), holding some games out to check against,",
                "and writes the tuned parameter file.", "",
                "  castellan tune --variant capablanca --data capablanca.data --out capablanca.params", ""},
        footer = {"", "Details, measurements and the long runs' commands: docs/tuning.md."})
final class TuneCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = {"-v", "--variant"}, required = true, description = "the variant id") String variant;
    @Option(names = "--data", required = true, paramLabel = "FILE", description = "data from 'castellan datagen' (repeatable)") List<Path> data;
    @Option(names = {"-o", "--out"}, required = true, paramLabel = "FILE", description = "the tuned parameter file to write") Path out;
    @Option(names = "--params", paramLabel = "FILE", description = "the parameters to start from (default: the variant's own)") Path params;
    @Option(names = "--epochs", defaultValue = "500", description = "Adam steps, each over the whole training set (default: ${DEFAULT-VALUE})") int epochs;
    @Option(names = "--rate", defaultValue = "1.0", description = "Adam's first step, centipawns (default: ${DEFAULT-VALUE})") double rate;
    @Option(names = "--prior", defaultValue = "1000", paramLabel = "POSITIONS",
            description = "the starting values count as much as this many positions (a ridge; default: ${DEFAULT-VALUE})") double prior;
    @Option(names = "--smooth", defaultValue = "1000", paramLabel = "POSITIONS",
            description = "pull the changes of a table's neighbours together, as strongly as this many positions (default: ${DEFAULT-VALUE})") double smooth;
    @Option(names = "--lambda", defaultValue = "1.0",
            description = "the label's weight on the game's result; the rest on the search's score (default: ${DEFAULT-VALUE})") double lambda;
    @Option(names = "--k", defaultValue = "0",
            description = "the sigmoid's scale; 0: fitted to the game results with the starting parameters (default)") double k;
    @Option(names = "--held-out", defaultValue = "0.1", description = "share of the games held out (default: ${DEFAULT-VALUE})") double heldOut;
    @Option(names = "--early-stop", description = "keep the step with the lowest held-out loss instead of the last") boolean earlyStop;
    @Option(names = "--only", paramLabel = "REGEX", description = "tune only the entries whose names match") String only;
    @Option(names = "--seed", defaultValue = "1", description = "chooses the held-out games and the bootstrap's samples (default: ${DEFAULT-VALUE})") long seed;
    @Option(names = "--threads", defaultValue = "2", description = "threads (default: ${DEFAULT-VALUE})") int threads;
    @Option(names = "--report", paramLabel = "FILE", description = "write the pieces' learnt worth, before and after, to this file") Path report;
    @Option(names = "--bootstrap", defaultValue = "0",
            description = "with --report: tunings on games resampled with replacement, for the worth's uncertainty (default: ${DEFAULT-VALUE})") int bootstrap;

    @Override public Integer call() throws Exception {
        Ruleset rules = Variants.get(variant);
        check();
        EvalSpec base = rules.evalSpec();
        EvalParams startParams = params == null ? base.params : read(params);
        EvalSpec spec = base.withParams(startParams);
        Pattern pattern = compile(only);
        PrintWriter log = spec().commandLine().getOut();
        List<Sample> samples = new ArrayList<>();
        int games = readData(samples);
        if (samples.isEmpty()) throw new IllegalArgumentException("no positions in " + data);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tune");
            t.setDaemon(true);
            return t;
        });
        try {
            long t0 = System.nanoTime();
            TraceSet set = TraceSet.of(rules, spec, samples, pool);
            int[][] split = split(set, heldOut, seed);
            log.printf(Locale.ROOT, "%s: %d positions from %d games (%d training, %d held out), traced in %.1f s (%.1f numbers a position)%n",
                    variant, set.size, games, split[0].length, split[1].length, (System.nanoTime() - t0) / 1e9, set.index.length / (double) set.size);
            boolean[] free = free(spec, pattern);
            Model model = new Model(set, spec, lambda, pool);
            double[] theta0 = startParams.values();
            double k = this.k > 0 ? this.k : Tuner.fitK(new Model(set, spec, 1, pool), split[0], theta0);
            log.printf(Locale.ROOT, "K = %.4f; %d parameters tuned of %d%n", k, count(free), free.length);
            log.flush();
            double ridge = Tuner.ridge(prior, k, split[0].length), smoothing = Tuner.ridge(smooth, k, split[0].length);
            Tuner tuner = new Tuner(model, theta0, free, ridge, Neighbours.of(startParams), smoothing, log, earlyStop);
            Tuner.Result r = tuner.run(split[0], split[1], k, epochs, rate);
            double[] rounded = rounded(spec, r.theta());
            EvalParams tuned = startParams.with(rounded);
            spec.withParams(tuned); // it must fit (it does: only numbers changed, each to its unit)
            double trainAfter = model.loss(split[0], rounded, k, null), heldAfter = split[1].length > 0 ? model.loss(split[1], rounded, k, null) : Double.NaN;
            String summary = String.format(Locale.ROOT, "loss: training %.6f -> %.6f, held out %.6f -> %.6f (epoch %d of %d), %.0f s",
                    r.trainBefore(), trainAfter, r.heldBefore(), heldAfter, r.bestEpoch(), epochs, (System.nanoTime() - t0) / 1e9);
            log.println(summary);
            tuned = tuned.withHeading("# Tuned:", List.of(
                    String.format(Locale.ROOT, "# Tuned: castellan tune --variant %s, %d positions of %d games (%s), K %.4f,", variant, set.size, games, names(data), k),
                    String.format(Locale.ROOT, "# Tuned: prior %s positions, smooth %s, lambda %s, %d epochs at rate %s, %s.", number(prior), number(smooth), number(lambda), epochs, number(rate),
                            pattern == null ? "every tuned entry" : "entries matching " + only),
                    "# Tuned: " + summary + "."));
            Files.writeString(out, tuned.format(), StandardCharsets.UTF_8);
            if (report != null) writeReport(rules.variant(), startParams, theta0, rounded, set, tuner, split, k, pool, log);
        } finally {
            pool.shutdownNow();
        }
        log.flush();
        return 0;
    }

    private void check() {
        int cores = Runtime.getRuntime().availableProcessors();
        if (threads < 1 || threads > cores) throw new IllegalArgumentException("--threads must be between 1 and " + cores + " (the cores of this machine)");
        if (epochs < 1) throw new IllegalArgumentException("--epochs must be at least 1");
        if (!(rate > 0)) throw new IllegalArgumentException("--rate must be positive");
        if (!(prior >= 0)) throw new IllegalArgumentException("--prior must not be negative");
        if (!(smooth >= 0)) throw new IllegalArgumentException("--smooth must not be negative");
        if (!(k >= 0)) throw new IllegalArgumentException("--k must not be negative");
        if (!(lambda >= 0 && lambda <= 1)) throw new IllegalArgumentException("--lambda must be between 0 and 1");
        if (!(heldOut >= 0 && heldOut < 1)) throw new IllegalArgumentException("--held-out must be at least 0 and below 1");
        if (bootstrap < 0) throw new IllegalArgumentException("--bootstrap must not be negative");
        if (bootstrap > 0 && report == null) throw new IllegalArgumentException("--bootstrap needs --report");
    }

    private CommandSpec spec() { return spec; }

    private static Pattern compile(String regex) {
        if (regex == null) return null;
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("--only: bad regular expression: " + e.getDescription());
        }
    }

    private static EvalParams read(Path file) {
        try {
            return EvalParams.parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /** Reads every data file; a file's games are numbered after the previous file's. Returns the number of games. */
    private int readData(List<Sample> into) {
        int offset = 0, loose = 0;
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (Path file : data) {
            List<Sample> read;
            try {
                read = DataFile.read(file);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
            }
            int most = -1;
            for (Sample s : read) {
                // A position outside any game (data from elsewhere) is a game of its own.
                int g = s.game() >= 0 ? offset + s.game() : -1 - loose++;
                most = Math.max(most, s.game());
                seen.add(g);
                into.add(new Sample(s.fen(), s.score(), s.result(), g));
            }
            offset += most + 1;
        }
        return seen.size();
    }

    /** {training positions, held-out positions}: whole games go to one side, chosen by a hash of the game and the seed. */
    static int[][] split(TraceSet set, double heldOut, long seed) {
        int[] train = new int[set.size], held = new int[set.size];
        int nt = 0, nh = 0;
        for (int p = 0; p < set.size; p++) {
            double u = new SplittableRandom(seed * 0x9E37_79B9_7F4A_7C15L ^ set.game[p]).nextDouble();
            if (u < heldOut) held[nh++] = p; else train[nt++] = p;
        }
        return new int[][] {java.util.Arrays.copyOf(train, nt), java.util.Arrays.copyOf(held, nh)};
    }

    private static boolean[] free(EvalSpec spec, Pattern only) {
        boolean[] free = new boolean[spec.params.size()];
        for (EvalParams.Entry e : spec.params.entries()) {
            if (only != null && !only.matcher(e.name()).matches()) continue;
            for (int i = e.offset(); i < e.offset() + e.length(); i++) free[i] = spec.paramTuned(i);
        }
        if (count(free) == 0) throw new IllegalArgumentException("no parameter to tune" + (only != null ? " matches --only " + only : ""));
        return free;
    }

    private static int count(boolean[] b) {
        int n = 0;
        for (boolean x : b) if (x) n++;
        return n;
    }

    /** Each number to its unit ({@link EvalSpec#paramScale}), as the evaluation will read it. */
    static double[] rounded(EvalSpec spec, double[] theta) {
        double[] out = theta.clone();
        for (int i = 0; i < out.length; i++) out[i] = Math.round(out[i] * spec.paramScale(i)) / (double) spec.paramScale(i);
        return out;
    }

    private static String number(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
    }

    private static String names(List<Path> files) {
        List<String> n = new ArrayList<>();
        for (Path f : files) n.add(f.getFileName().toString());
        return String.join(", ", n);
    }

    /** The pieces' worth before and after, and with --bootstrap its spread over resampled games. */
    private void writeReport(Variant v, EvalParams p, double[] before, double[] after, TraceSet set, Tuner tuner, int[][] split,
                             double k, ExecutorService pool, PrintWriter log) throws IOException, InterruptedException {
        double[][] was = LearnedValues.of(v, p, before, set.occurrencesByPhase), is = LearnedValues.of(v, p, after, set.occurrencesByPhase);
        double[][] sd = Bootstrap.spread(v, p, set, tuner, after, k, bootstrap, Math.max(1, epochs / 2), rate / 2, seed, log);
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "# %s: %d positions; pieces seen (and how many in middlegame and endgame positions, by the phase);%n", v.id, set.size));
        sb.append("# worth in centipawns before and after tuning (value, placement and mobility where the pieces stood),\n");
        sb.append(String.format(Locale.ROOT, "# middlegame and endgame; sd: over %d bootstrap tunings (0: none).%n", bootstrap));
        sb.append("# letter name seen seen_mg seen_eg mg_before eg_before mg_after eg_after mg_sd eg_sd\n");
        for (int t = 1; t <= v.typeCount(); t++) {
            if (Double.isNaN(was[t][0])) continue;
            EvalParams.Entry e = p.entry("value." + v.types[t].letter);
            sb.append(String.format(Locale.ROOT, "%s\t%s\t%.0f\t%.0f\t%.0f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f%n", v.types[t].letter, v.types[t].name,
                    set.occurrences[e.offset()], set.occurrencesByPhase[0][e.offset()], set.occurrencesByPhase[1][e.offset()],
                    was[t][0], was[t][1], is[t][0], is[t][1], sd[t][0], sd[t][1]));
        }
        Files.writeString(report, sb.toString(), StandardCharsets.UTF_8);
    }
}
