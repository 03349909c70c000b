package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.session.Output;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code castellan} without arguments: the first line chooses the protocol, as GUIs send it. */
class FirstLineTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    private int run(String input) {
        return Main.speakFirstLineProtocol(new BufferedReader(new StringReader(input)), new Output(bytes));
    }

    private String out() { return bytes.toString(StandardCharsets.UTF_8); }

    @Test void uciAfterUci() {
        assertEquals(0, run("uci\nisready\nquit\n"));
        assertTrue(out().contains("\nuciok\nreadyok\n"), out());
    }

    @Test void xboardAfterXboard() {
        assertEquals(0, run("xboard\nprotover 2\nping 7\nquit\n"));
        assertTrue(out().contains("feature done=1\npong 7\n"), out());
    }

    @Test void blankLinesBeforeTheFirstCommandAreSkipped() {
        assertEquals(0, run("\n\nuci\nquit\n"));
        assertTrue(out().contains("uciok"), out());
    }

    @Test void anythingElseIsRefused() {
        assertEquals(Main.BAD_INPUT, run("hello\n"));
        assertEquals("", out());
    }

    @Test void endOfInputAtOnceEndsQuietly() {
        assertEquals(0, run(""));
    }
}
