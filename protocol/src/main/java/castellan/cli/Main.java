package castellan.cli;

import castellan.session.Output;
import castellan.uci.UciAdapter;
import castellan.xboard.XBoardAdapter;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the {@code castellan} command. */
@Command(name = "castellan", mixinStandardHelpOptions = true, version = "Castellan 0.1.0",
        description = {"A chess-variant engine: XBoard and UCI, search, perft, position display.",
                "Without arguments it reads the first line and speaks XBoard after 'xboard', UCI after 'uci'."},
        subcommands = {XBoardCommand.class, UciCommand.class, ServeCommand.class, SearchCommand.class, BenchCommand.class, PerftCommand.class, ShowCommand.class,
                VariantsCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    /** Exit status for bad input (unknown variant, bad FEN, illegal move, bad option). */
    static final int BAD_INPUT = 2;

    @Override public void run() {
        CommandLine.usage(this, System.out);
    }

    public static void main(String[] args) {
        // The protocols skip the command-line parser: a GUI waits for the answer to its first
        // line, and every class loaded before it counts (see README, start-up time).
        if (args.length == 0) System.exit(speakFirstLineProtocol(stdin(), stdout()));
        if (args.length == 1 && args[0].equals("xboard")) System.exit(xboard());
        if (args.length == 1 && args[0].equals("uci")) System.exit(uci(false));
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

    private static BufferedReader stdin;

    private static synchronized BufferedReader stdin() {
        if (stdin == null) stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        return stdin;
    }

    private static Output stdout() {
        return new Output(new FileOutputStream(FileDescriptor.out));
    }

    /** {@code castellan xboard}: XBoard/CECP on stdin and stdout. */
    static int xboard() {
        new XBoardAdapter(stdin(), stdout()).run(null);
        return 0;
    }

    /** {@code castellan uci}: UCI on stdin and stdout; the search's constants as options too with {@code searchConstants}. */
    static int uci(boolean searchConstants) {
        new UciAdapter(stdin(), stdout(), searchConstants).run(null);
        return 0;
    }

    /**
     * No arguments: the first line chooses the protocol, as GUIs send {@code xboard} or
     * {@code uci} first (blank lines before it are skipped). End of input at once prints the usage.
     */
    static int speakFirstLineProtocol(BufferedReader in, Output out) {
        String first;
        try {
            do {
                first = in.readLine();
            } while (first != null && first.isBlank());
        } catch (IOException e) {
            first = null;
        }
        if (first == null) {
            CommandLine.usage(new Main(), System.out);
            return 0;
        }
        String word = first.trim().split("\\s+")[0];
        if (word.equals("xboard") || word.equals("protover")) {
            new XBoardAdapter(in, out).run(first);
            return 0;
        }
        if (word.equals("uci")) {
            new UciAdapter(in, out).run(first);
            return 0;
        }
        System.err.println("castellan: expected 'xboard' or 'uci' as the first line, got '" + first.trim()
                + "' (or give a command: castellan --help)");
        return BAD_INPUT;
    }
}
