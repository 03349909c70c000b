package castellan.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the {@code castellan} command. */
@Command(name = "castellan", mixinStandardHelpOptions = true, version = "Castellan 0.1.0",
        description = "A chess-variant engine: perft, position display (XBoard and UCI to come).",
        subcommands = {PerftCommand.class, SearchCommand.class, ShowCommand.class, VariantsCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    /** Exit status for bad input (unknown variant, bad FEN, illegal move, bad option). */
    static final int BAD_INPUT = 2;

    @Override public void run() {
        CommandLine.usage(this, System.out);
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    static int execute(String... args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setParameterExceptionHandler((ex, a) -> {
            System.err.println("castellan: " + ex.getMessage());
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, command, parsed) -> {
            if (ex instanceof IllegalArgumentException) {
                System.err.println("castellan: " + ex.getMessage());
                return BAD_INPUT;
            }
            throw ex;
        });
        return cl.execute(args);
    }
}
