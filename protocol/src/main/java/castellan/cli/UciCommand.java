package castellan.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code castellan uci}: the UCI protocol on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = "Speak UCI on standard input and output (for UCI GUIs and match runners).")
final class UciCommand implements Callable<Integer> {
    @Option(names = "--search-options",
            description = "Also offer the search's named constants as spin options, for tuning them by SPSA (docs/matches.md).")
    boolean searchOptions;

    @Override public Integer call() { return Main.uci(searchOptions); }
}
