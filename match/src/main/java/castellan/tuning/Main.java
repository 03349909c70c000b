package castellan.tuning;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ./castellan datagen}, {@code tune} and {@code params}: the evaluation's tuning pipeline (docs/tuning.md). */
@Command(name = "castellan", subcommands = {DatagenCommand.class, TuneCommand.class, ParamsCommand.class})
public final class Main {
    private Main() {}

    /** Exit status for bad input. */
    static final int BAD_INPUT = 2;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String... args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println(name(ex.getCommandLine()) + ": " + ex.getMessage());
            return BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, command, parsed) -> {
            if (!(ex instanceof IllegalArgumentException)) throw ex;
            command.getErr().println(name(command) + ": " + ex.getMessage());
            return BAD_INPUT;
        });
        return cl.execute(args);
    }

    private static String name(CommandLine c) {
        return "castellan " + c.getCommandName();
    }
}
