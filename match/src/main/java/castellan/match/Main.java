package castellan.match;

import picocli.CommandLine;

/** {@code ./castellan match ...}: runs {@link MatchCommand}. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String... args) {
        CommandLine cl = new CommandLine(new MatchCommand());
        cl.setOverwrittenOptionsAllowed(true); // the last value counts: scripts pass defaults first
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("castellan match: " + ex.getMessage());
            ex.getCommandLine().getErr().println("Try 'castellan match --help'.");
            return 2;
        });
        return cl.execute(args);
    }
}
