package castellan.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code castellan uci}: the UCI protocol on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = "Speak UCI on standard input and output (for UCI GUIs and match runners).")
final class UciCommand implements Callable<Integer> {
    @Override public Integer call() { return Main.uci(); }
}
