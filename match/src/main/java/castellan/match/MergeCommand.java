package castellan.match;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code castellan match merge}: adds the results of a test's shards and reports them as one run. */
@Command(name = "castellan match merge", mixinStandardHelpOptions = true, sortOptions = false, usageHelpWidth = 100,
        description = {"Adds the result files of a test's shards (castellan match --shard ... --result FILE) and prints the",
                "summary of one run: score, Elo with its error bar, pentanomial counts, LLR and SPRT verdict. Shards",
                "of different tests (engines, limits, variant, openings, seed) or with overlapping pairs are refused.",
                "SPSA shards (castellan match spsa --shard) of one step add their gradient sums; with --theta-log",
                "the step's theta is written to the log.", "",
                "  castellan match merge results/*.txt --sprt elo0=0 elo1=5", ""},
        footer = {"", "Exit status: 0 merged, 2 bad arguments or results that do not merge. Details: docs/matches.md."})
public final class MergeCommand implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "result files")
    List<Path> files = new ArrayList<>();

    @Option(names = "--sprt", arity = "1..4", paramLabel = "KEY=VALUE",
            description = "SPRT: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] (default: the bounds the shards were played with)")
    List<String> sprt;

    @Option(names = "--theta-log", paramLabel = "FILE",
            description = "SPSA: apply the step to this theta log (created when missing), after checking the shards cover the step")
    Path thetaLog;

    @Option(names = "--result", paramLabel = "FILE", description = "also write the merged result (results merge again)")
    Path result;

    @Override public Integer call() throws InterruptedException {
        return Main.status("castellan match merge", spec.commandLine().getErr(), () -> merge(System.out));
    }

    private int merge(PrintStream out) throws IOException {
        Sprt bounds = sprt == null ? null : Sprt.parse(String.join(" ", sprt));
        if (result != null) ShardResult.checkWritable(result);
        ShardResult merged = null;
        Path first = null;
        for (Path f : files) {
            if (!Files.isRegularFile(f)) throw new IllegalArgumentException(f + ": no such file");
            ShardResult r = ShardResult.read(f);
            if (bounds != null) r = r.withSprt(null); // the merge's own bounds count
            if (merged != null) {
                String difference = r.test().firstDifference(merged.test(), f.toString(), first.toString());
                if (difference != null) throw new IllegalArgumentException("not the same test: " + difference);
                try {
                    merged = merged.plus(r);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(f + " does not merge with the results before it: " + e.getMessage(), e);
                }
            } else {
                merged = r;
                first = f;
            }
        }
        if (bounds != null) merged = merged.withSprt(bounds);
        Step step = thetaLog == null ? null : step(merged); // refused before anything is printed
        TestDefinition test = merged.test();
        String a = test.value("first"), b = test.value("second");
        out.printf("%d result%s of %s vs %s, %s: pairs %s (%d games)%n", files.size(), files.size() == 1 ? "" : "s", a, b, test.value("variant"),
                PairRange.format(merged.pairs()), 2 * PairRange.size(merged.pairs()));
        out.print(Report.summary(a, b, MatchStats.of(merged.totals()), merged.sprt()));
        SpsaGradient g = merged.spsa();
        if (g != null) {
            out.println("SPSA step " + g.step() + ", from theta " + SpsaCommand.named(g.theta()));
            out.println("Gradient sums: " + SpsaCommand.sums(g));
        }
        if (step != null) {
            ThetaLog log = step.log != null ? step.log : ThetaLog.create(thetaLog, merged.test(), step.run);
            log.append(thetaLog, step.next);
            out.println("Theta after step " + step.next.step() + " (" + step.next.pairs() + " of " + step.run.schedule().pairs() + " pairs): "
                    + SpsaCommand.named(step.run.named(step.next.theta())) + ", written to " + thetaLog);
        }
        if (result != null) {
            merged.write(result);
            out.println("Merged result: " + result);
        }
        return 0;
    }

    /** An SPSA step to write to the θ log: the run, the log (null before the first step) and its next line. */
    private record Step(SpsaRun run, ThetaLog log, ThetaLog.Row next) {}

    /** The merged step applied to the log's last line; IllegalArgumentException when it is not that step's, whole. */
    private Step step(ShardResult merged) throws IOException {
        if (merged.spsa() == null) throw new IllegalArgumentException("--theta-log is for SPSA steps; these are match results");
        SpsaRun run = SpsaRun.of(merged.test());
        ThetaLog log = ThetaLog.ofRun(thetaLog, merged.test(), "the results");
        ThetaLog.Row last = log == null ? run.startRow() : log.last();
        return new Step(run, log, run.apply(last, merged));
    }
}
