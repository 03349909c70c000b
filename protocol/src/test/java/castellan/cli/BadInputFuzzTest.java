package castellan.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Garbled FENs and moves for every variant: the command line answers each with status 0 or a
 * one-line error and status 2, never an uncaught exception (which picocli would report with
 * status 1 and a stack trace).
 */
class BadInputFuzzTest extends ConsoleCapture {
    private static final String NOISE = "0123456789/ -*,@KQRBNPkqrbnpGHghEeFfIiDdWwSsAaCcxyz10";

    @Test void garbledFensAndMovesNeverCrash() {
        SplittableRandom r = new SplittableRandom(7);
        List<String> failures = new ArrayList<>();
        for (String id : Variants.ids()) {
            String start = Variants.get(id).variant().startFen;
            for (int i = 0; i < 150; i++) {
                String fen = mutate(start, r);
                String move = mutate(r.nextBoolean() ? "e2e4" : "@d5,g1f3", r);
                int status = run("show", "-v", id, "--fen", fen, "--moves", move);
                if (status != 0 && status != 2) failures.add(id + " | " + fen + " | " + move + " -> " + status);
                // A mutated FEN that is still a legal position must also survive perft.
                status = run("perft", "-v", id, "-d", "2", "--fen", fen);
                if (status != 0 && status != 2) failures.add("perft " + id + " | " + fen + " -> " + status);
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures) + "\n" + err());
        assertTrue(!err().contains("Exception"), err());
    }

    private static String mutate(String s, SplittableRandom r) {
        StringBuilder b = new StringBuilder(s);
        int edits = 1 + r.nextInt(4);
        for (int e = 0; e < edits && b.length() > 0; e++) {
            int at = r.nextInt(b.length());
            switch (r.nextInt(3)) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.insert(at, NOISE.charAt(r.nextInt(NOISE.length())));
                default -> b.setCharAt(at, NOISE.charAt(r.nextInt(NOISE.length())));
            }
        }
        return b.toString();
    }
}
