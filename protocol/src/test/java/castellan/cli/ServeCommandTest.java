package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** {@code castellan serve}'s errors: a port out of range, a port in use; one line and status 2. */
class ServeCommandTest extends ConsoleCapture {
    @Test void aPortOutOfRangeIsRefused() {
        assertEquals(2, run("serve", "--port", "70000"));
        assertEquals("castellan: --port must be 0-65535, got 70000", err().strip());
    }

    @Test void aPortInUseIsSaidOnce() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            assertEquals(2, run("serve", "--port", String.valueOf(taken.getLocalPort())));
            assertTrue(err().startsWith("castellan: cannot serve on 127.0.0.1:" + taken.getLocalPort() + ": "), err());
            assertEquals(1, err().strip().split("\n").length, err());
        }
    }
}
