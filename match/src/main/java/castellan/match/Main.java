package castellan.match;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Arrays;
import picocli.CommandLine;

/**
 * {@code ./castellan match ...}: runs {@link MatchCommand}; {@code ./castellan match merge ...}
 * runs {@link MergeCommand} and {@code ./castellan match spsa ...} {@link SpsaCommand}.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String... args) {
        // The match's own options are required (--engine): each command parses on its own.
        String first = args.length > 0 ? args[0] : "";
        Object command = switch (first) {
            case "merge" -> new MergeCommand();
            case "spsa" -> new SpsaCommand();
            default -> new MatchCommand();
        };
        String[] rest = command instanceof MatchCommand ? args : Arrays.copyOfRange(args, 1, args.length);
        String name = command instanceof MatchCommand ? "castellan match" : "castellan match " + first;
        CommandLine cl = new CommandLine(command);
        cl.setOverwrittenOptionsAllowed(true); // the last value counts: scripts pass defaults first
        cl.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println(name + ": " + ex.getMessage());
            ex.getCommandLine().getErr().println("Try '" + name + " --help'.");
            return 2;
        });
        return cl.execute(rest);
    }

    /** A command's work, which may fail on its arguments or its engine. */
    interface Work {
        int run() throws IOException, EngineFailure, InterruptedException;
    }

    /**
     * Does a command's work, with the runner's exit statuses: a bad argument or file
     * (IllegalArgumentException, IOException) is one line on stderr and status 2, an engine that
     * fails is status 1.
     */
    static int status(String command, PrintWriter err, Work work) throws InterruptedException {
        try {
            return work.run();
        } catch (IllegalArgumentException | IOException e) {
            err.println(command + ": " + e.getMessage());
            return 2;
        } catch (EngineFailure e) {
            err.println(command + ": " + e.getMessage());
            return 1;
        }
    }
}
