package castellan.tuning;

import castellan.eval.EvalSpec;
import castellan.variants.Variants;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code castellan params}: prints a variant's evaluation parameters, or the defaults derived from its board and pieces. */
@Command(name = "params", mixinStandardHelpOptions = true, usageHelpWidth = 100,
        description = {"Prints a variant's evaluation parameter file (docs/evaluation.md); with --defaults, the numbers",
                "derived from its board and pieces' movement instead (the start of a new variant's file)."})
final class ParamsCommand implements Callable<Integer> {
    @Option(names = {"-v", "--variant"}, required = true, description = "the variant id") String variant;
    @Option(names = "--defaults", description = "the derived defaults (the general terms only)") boolean defaults;

    @Override public Integer call() {
        EvalSpec spec = Variants.get(variant).evalSpec();
        System.out.print(defaults ? spec.defaults().build().format() : spec.params.format());
        return 0;
    }
}
