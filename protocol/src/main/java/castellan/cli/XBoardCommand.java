package castellan.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code castellan xboard}: the XBoard/CECP protocol (version 2) on standard input and output. */
@Command(name = "xboard", mixinStandardHelpOptions = true,
        description = "Speak XBoard/CECP version 2 on standard input and output (for XBoard and WinBoard).")
final class XBoardCommand implements Callable<Integer> {
    @Override public Integer call() { return Main.xboard(); }
}
