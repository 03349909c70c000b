package castellan.cli;

import castellan.web.WebServer;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code castellan serve}: the web board, until the process is stopped. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve a web board: play and analyse every variant in a browser.",
                "Open the address it prints. Ctrl-C stops it."})
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--host", description = "address to listen on (default: ${DEFAULT-VALUE}, this machine only)")
    String host = "127.0.0.1";

    @Option(names = "--port", description = "port to listen on, 0 for any free one (default: ${DEFAULT-VALUE})")
    int port = 8080;

    @Override public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) throw new IllegalArgumentException("--port must be 0-65535, got " + port);
        WebServer server = new WebServer();
        int bound;
        try {
            bound = server.start(host, port);
        } catch (RuntimeException e) {
            server.stop();
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalArgumentException("cannot serve on " + host + ":" + port + ": " + cause.getMessage()
                    + " (is the port in use, or the address not this machine's? --port and --host choose others)", e);
        }
        String shown = host.contains(":") ? "[" + host + "]" : host;
        System.out.println("Castellan serves http://" + shown + ":" + bound + "/ (Ctrl-C stops it)");
        System.out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        stopped.await();
        return 0;
    }
}
