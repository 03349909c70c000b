package castellan.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.session.FuzzCorpus;
import castellan.session.Mutator;
import castellan.variants.Variants;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A fuzz of the web board's HTTP API: mutated moves, FENs, PGNs, settings and JSON, raw garbage,
 * bodies over the limit and without the JSON content type, unknown boards and paths; first one
 * request at a time (every refused request must leave its board as it was), then from four
 * threads at once on shared boards while engines think and analyse (requests mid-search).
 * Throughout: no request may get a 500 (an exception escaping), every board's game must replay
 * from its start FEN to its position (no game corrupted), no more searches than the slots run,
 * and when the boards are closed their searches end and the heap returns to where it was.
 *
 * <p>The fast set runs {@link #FAST} requests; {@code -Pslow} runs {@link #SLOW}
 * ({@code -Dfuzz.requests=N -Dfuzz.seed=S} to change them). The figures are in
 * docs/reliability.md.
 */
class HttpFuzzTest {
    static final int FAST = 1_500, SLOW = 30_000;
    private static final Set<Integer> EXPECTED = Set.of(200, 201, 400, 404, 410, 413, 415, 503);

    @Test void fuzzedRequestsNeverHurtAGame() throws Exception {
        run(Integer.getInteger("fuzz.requests", FAST), Long.getLong("fuzz.seed", 20));
    }

    @Tag("slow")
    @Test void manyFuzzedRequestsNeverHurtAGame() throws Exception {
        run(Integer.getInteger("fuzz.requests", SLOW), Long.getLong("fuzz.seed", 21));
    }

    private void run(int requests, long seed) throws Exception {
        long heapBefore = usedHeapAfterGc();
        SearchSlots slots = new SearchSlots(2);
        WebServer server = new WebServer(slots, 16);
        Client client = new Client(server.start("127.0.0.1", 0));
        Map<Integer, Integer> statuses = new ConcurrentHashMap<>();
        AtomicInteger maxBusy = new AtomicInteger();
        long start = System.nanoTime();
        Thread monitor = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                maxBusy.accumulateAndGet(slots.busy(), Math::max);
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        monitor.setDaemon(true);
        monitor.start();
        try {
            Requests gen = new Requests(new Mutator(seed, FuzzCorpus.parsersOnly(), List.of()), client, statuses);
            // One request at a time: a refused request leaves its board exactly as it was.
            List<String> boards = gen.boards(6);
            for (int i = 0; i < requests / 2; i++) {
                String id = boards.get(gen.r.nextInt(boards.size()));
                JsonNode before = client.get("/api/boards/" + id).json();
                Client.Reply r = gen.any(id);
                if (r.status() == 400 && before != null && before.get("engine").asText().equals("none")) {
                    JsonNode after = client.get("/api/boards/" + id).json();
                    assertEquals(before.get("fen").asText(), after.get("fen").asText(), "refused request changed the board: " + r.body());
                    assertEquals(before.get("moves").size(), after.get("moves").size(), r.body());
                }
                if (i % 100 == 99) for (String b : boards) assertConsistent(client, b);
            }
            // Four clients at once on the same boards, engines thinking and analysing meanwhile.
            List<Thread> threads = new ArrayList<>();
            List<Throwable> failures = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                Requests g = new Requests(new Mutator(seed * 31 + t, FuzzCorpus.parsersOnly(), List.of()), client, statuses);
                Thread th = new Thread(() -> {
                    try {
                        for (int i = 0; i < requests / 8; i++) g.any(boards.get(g.r.nextInt(boards.size())));
                    } catch (Throwable e) {
                        synchronized (failures) {
                            failures.add(e);
                        }
                    }
                });
                threads.add(th);
                th.start();
            }
            for (Thread th : threads) th.join();
            if (!failures.isEmpty()) throw new AssertionError(failures.get(0));
            for (String b : boards) assertConsistent(client, b);
            assertTrue(server.tables().size() <= 16, "boards capped");
        } finally {
            monitor.interrupt();
            server.stop();
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(maxBusy.get() <= slots.total(), "searches at once: " + maxBusy.get());
        awaitNoSearchThreads();
        long heapAfter = usedHeapAfterGc();
        System.out.printf("HttpFuzzTest: %d requests in %d ms, statuses %s, searches at once at most %d of %d, heap after GC %d MB"
                + " before and %d MB after%n", statusesTotal(statuses), ms, new TreeMap<>(statuses), maxBusy.get(), slots.total(),
                heapBefore >> 20, heapAfter >> 20);
        for (int status : statuses.keySet()) assertTrue(EXPECTED.contains(status), "status " + status + " " + statuses);
        // The boards' tables (16 MB each) are gone with them: what stays is class data and caches.
        assertTrue(heapAfter - heapBefore < 64L << 20, "heap grew by " + ((heapAfter - heapBefore) >> 20) + " MB");
    }

    private static int statusesTotal(Map<Integer, Integer> s) {
        int n = 0;
        for (int v : s.values()) n += v;
        return n;
    }

    /** The board's moves, replayed from its start FEN by a fresh game, give its position and its legal turns. */
    private static void assertConsistent(Client client, String id) {
        Client.Reply r = client.get("/api/boards/" + id);
        if (r.status() == 404) return; // closed by a request (a bad new game never closes a board; nothing else does)
        JsonNode s = r.json();
        Game g = new Game(Variants.get(s.get("variant").asText()), s.get("startFen").asText());
        List<String> moves = new ArrayList<>();
        for (JsonNode m : s.get("moves")) moves.add(m.get("text").asText());
        g.playAll(moves);
        // The engine may have moved between the two readings: then read again.
        if (!g.fen().equals(s.get("fen").asText())) {
            assertConsistentOnce(client, id);
            return;
        }
        boolean engineToMove = !s.get("analysis").asBoolean() && s.get("engine").asText().equals(s.get("sideToMove").asText());
        if (s.get("result").isNull()) assertEquals(engineToMove ? 0 : g.legalTurns().size(), s.get("turns").size(), id);
    }

    private static void assertConsistentOnce(Client client, String id) {
        JsonNode s = client.get("/api/boards/" + id).json();
        Game g = new Game(Variants.get(s.get("variant").asText()), s.get("startFen").asText());
        for (JsonNode m : s.get("moves")) g.play(m.get("text").asText());
        assertEquals(g.fen(), s.get("fen").asText(), "board " + id + " does not replay to its position");
    }

    private static void awaitNoSearchThreads() throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            int n = 0;
            for (Thread t : Thread.getAllStackTraces().keySet()) if (t.getName().equals("castellan-search") && t.isAlive()) n++;
            if (n == 0) return;
            Thread.sleep(50);
        }
        throw new AssertionError("a search still runs 5 s after its board was closed");
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(50);
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    /** Makes requests, valid and mutated, and counts the statuses; fails on one that is not expected. */
    private static final class Requests {
        final SplittableRandom r;
        private final Mutator m;
        private final Client client;
        private final Map<Integer, Integer> statuses;
        private final List<String> variants = new ArrayList<>();

        Requests(Mutator m, Client client, Map<Integer, Integer> statuses) {
            this.m = m;
            this.r = m.random();
            this.client = client;
            this.statuses = statuses;
            for (String id : Variants.ids()) variants.add(id);
        }

        List<String> boards(int n) {
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                String settings = switch (i % 3) {
                    case 0 -> "\"engine\":\"none\",\"analysis\":true,\"multiPv\":2"; // searching while requests come
                    case 1 -> "\"engine\":\"black\",\"level\":" + r.nextInt(21) + ",\"thinkMs\":100";
                    default -> "\"engine\":\"none\"";
                };
                Client.Reply rep = check(client.post("/api/boards", "{\"variant\":\"" + variants.get(i % variants.size()) + "\"," + settings + "}"));
                ids.add(rep.json().get("id").asText());
            }
            return ids;
        }

        Client.Reply any(String id) {
            String base = "/api/boards/" + id;
            return check(switch (r.nextInt(12)) {
                case 0, 1, 2 -> client.post(base + "/move", "{\"move\":" + Client.quote(move(id)) + "}");
                case 3 -> client.post(base + "/game", "{\"variant\":\"" + variants.get(r.nextInt(variants.size())) + "\",\"fen\":"
                        + Client.quote(r.nextBoolean() ? m.fen(m.someFen()) : m.someFen()) + "}");
                case 4 -> client.post(base + "/settings", settings());
                case 5 -> client.post(base + "/takeback", "{}");
                case 6 -> client.post(base + "/game", "{\"pgn\":" + Client.quote(pgn(base)) + "}");
                case 7 -> client.post(base + "/move", m.chars("{\"move\":\"" + m.someMove() + "\"}"));
                case 8 -> client.post(base + "/" + URLEncoder.encode(m.chars("move"), StandardCharsets.UTF_8).replace("+", "%20"),
                        "{\"move\":\"e2e4\"}");
                case 9 -> client.post(base + "/move", "{\"move\":\"" + "e2e4".repeat(1 + r.nextInt(40_000)) + "\"}");
                case 10 -> client.post(base + "/move", "{\"move\":\"e2e4\"}", r.nextBoolean() ? "text/plain" : null);
                default -> client.get(r.nextBoolean() ? base : base + "/pgn");
            });
        }

        /** A legal move of the board half the time, else a mutated or foreign one. */
        private String move(String id) {
            JsonNode s = client.get("/api/boards/" + id).json();
            if (s != null && s.get("turns") != null && s.get("turns").size() > 0 && r.nextBoolean()) {
                String legal = s.get("turns").get(r.nextInt(s.get("turns").size())).get("text").asText();
                return r.nextInt(4) == 0 ? m.move(legal) : legal;
            }
            return r.nextBoolean() ? m.someMove() : m.move(m.someMove());
        }

        private String settings() {
            String[] keys = {"engine", "level", "analysis", "multiPv", "thinkMs", "bogus"};
            String[] values = {"\"white\"", "\"black\"", "\"none\"", "\"both\"", "0", "20", "21", "-1", "3", "100", "true", "false",
                    "null", "\"x\"", "1e99", "[]", "{}"};
            StringBuilder sb = new StringBuilder("{");
            int n = r.nextInt(3);
            for (int i = 0; i < n; i++) {
                if (i > 0) sb.append(',');
                String k = keys[r.nextInt(keys.length - (r.nextInt(10) == 0 ? 0 : 1))];
                if (k.equals("engine") && r.nextInt(3) > 0) k = "level"; // keep most engines as they are
                sb.append('"').append(k).append("\":").append(values[r.nextInt(values.length)]);
            }
            return sb.append('}').toString();
        }

        /** The board's PGN, mutated now and then. */
        private String pgn(String base) {
            String text = client.get(base + "/pgn").body();
            return r.nextBoolean() ? text : m.chars(text);
        }

        private Client.Reply check(Client.Reply rep) {
            statuses.merge(rep.status(), 1, Integer::sum);
            if (rep.status() == 500 || !EXPECTED.contains(rep.status()))
                throw new AssertionError("status " + rep.status() + ": " + rep.body());
            if (rep.status() >= 400 && (rep.json() == null || rep.error() == null))
                throw new AssertionError("an error without a JSON message: " + rep.status() + " " + rep.body());
            return rep;
        }
    }
}
