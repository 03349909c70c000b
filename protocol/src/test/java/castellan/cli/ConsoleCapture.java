package castellan.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** Base for command-line tests: captures what a command prints on stdout and stderr. */
abstract class ConsoleCapture {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
    private PrintStream oldOut, oldErr;

    @BeforeEach void capture() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }

    int run(String... args) { return Main.execute(args); }
    String out() { return out.toString(StandardCharsets.UTF_8); }
    String err() { return err.toString(StandardCharsets.UTF_8); }
}
