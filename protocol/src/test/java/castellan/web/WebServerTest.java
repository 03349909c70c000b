package castellan.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import castellan.game.Game;
import castellan.variants.Variants;
import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The web board's HTTP API: its answers, its errors, and that a refused request changes nothing. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class WebServerTest {
    private WebServer server;
    private Client client;
    private int port;

    @BeforeAll void start() {
        server = new WebServer(new SearchSlots(1), 40);
        port = server.start("127.0.0.1", 0);
        client = new Client(port);
    }

    @AfterAll void stop() {
        server.stop();
    }

    private JsonNode board(String body) {
        Client.Reply r = client.post("/api/boards", body);
        assertEquals(201, r.status(), r.body());
        return r.json();
    }

    private static List<String> texts(JsonNode turns) {
        List<String> out = new ArrayList<>();
        for (JsonNode t : turns) out.add(t.get("text").asText());
        return out;
    }

    @Test void theLegalTurnsAreTheEnginesWithTheirClicks() {
        String fen = "rgnbqkbnhr/pppppppppp/10/10/10/10/PPPPPPPPPP/RG3KBNHR w KQkq - 0 1";
        JsonNode s = board("{\"variant\":\"royal\",\"engine\":\"none\",\"fen\":" + Client.quote(fen) + "}");
        Game g = new Game(Variants.get("royal"), fen);
        List<String> expected = new ArrayList<>();
        var legal = g.legalTurns();
        for (int i = 0; i < legal.size(); i++) expected.add(g.format(legal.get(i)));
        expected.sort(null);
        List<String> got = texts(s.get("turns"));
        got.sort(null);
        assertEquals(expected, got);
        // The seed's castling is entered at the King's leg (royal.md, Castling).
        for (JsonNode t : s.get("turns"))
            if (t.get("text").asText().equals("b1d1,f1c1,a1e1")) {
                assertEquals("[\"f1\",\"c1\"]", t.get("clicks").toString());
                assertEquals("castling: Queen's Guard b1-d1, King f1-c1, Rook a1-e1", t.get("label").asText());
            }
    }

    @Test void anIllegalOrGarbledMoveIsRefusedAndTheGameKept() {
        JsonNode s = board("{\"variant\":\"normal\",\"engine\":\"none\"}");
        String id = s.get("id").asText(), fen = s.get("fen").asText();
        for (String body : new String[] {"{\"move\":\"e2e5\"}", "{\"move\":\"zz\"}", "{\"move\":\"\"}", "{\"move\":null}",
                "{\"mvoe\":\"e2e4\"}", "{\"move\":\"e2e4\"", "[1,2]", "", "null", "{\"move\":\"" + "e".repeat(5000) + "\"}"}) {
            Client.Reply r = client.post("/api/boards/" + id + "/move", body);
            assertEquals(400, r.status(), body + " -> " + r.body());
            assertNotNull(r.error(), r.body());
            assertEquals(fen, client.get("/api/boards/" + id).fen(), body);
        }
        Client.Reply ok = client.post("/api/boards/" + id + "/move", "{\"move\":\"e2e4\"}");
        assertEquals(200, ok.status());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", ok.fen()); // no Black pawn can take en passant
    }

    @Test void aBadFenIsRefusedWithItsReasonAndTheBoardKeepsItsGame() {
        JsonNode s = board("{\"variant\":\"kingdom\",\"engine\":\"none\",\"moves\":[\"e3d4\"]}");
        String id = s.get("id").asText(), fen = s.get("fen").asText();
        Client.Reply r = client.post("/api/boards/" + id + "/game", "{\"variant\":\"normal\",\"fen\":\"8/8/8/8 w - - 0 1\"}");
        assertEquals(400, r.status());
        assertTrue(r.error().startsWith("bad FEN"), r.error());
        JsonNode now = client.get("/api/boards/" + id).json();
        assertEquals("kingdom", now.get("variant").asText());
        assertEquals(fen, now.get("fen").asText());
        assertEquals(1, now.get("moves").size());
        Client.Reply none = client.post("/api/boards", "{\"variant\":\"atomic\"}");
        assertEquals(400, none.status());
        assertTrue(none.error().contains("atomic"), none.error());
    }

    @Test void oversizedNonJsonAndUnknownRequestsGetTheirStatus() {
        JsonNode s = board("{\"engine\":\"none\"}");
        String id = s.get("id").asText();
        Client.Reply big = client.post("/api/boards/" + id + "/move", "{\"move\":\"" + "x".repeat(200_000) + "\"}");
        assertEquals(413, big.status(), big.body());
        assertEquals(415, client.post("/api/boards/" + id + "/move", "{\"move\":\"e2e4\"}", "text/plain").status());
        assertEquals(415, client.post("/api/boards/" + id + "/move", "{\"move\":\"e2e4\"}", null).status());
        assertEquals(404, client.get("/api/boards/nosuchboard").status());
        assertEquals(404, client.post("/api/boards/nosuchboard/move", "{\"move\":\"e2e4\"}").status());
        Client.Reply lost = client.get("/api/nothing");
        assertEquals(404, lost.status());
        assertNotNull(lost.error());
        assertEquals(0, client.get("/api/boards/" + id).json().get("moves").size());
    }

    @Test void settingsAreCheckedBeforeAnyChanges() {
        JsonNode s = board("{\"engine\":\"none\"}");
        String id = s.get("id").asText();
        for (String body : new String[] {"{\"engine\":\"both\"}", "{\"level\":21}", "{\"level\":-1}", "{\"multiPv\":0}",
                "{\"multiPv\":9}", "{\"thinkMs\":5}", "{\"level\":\"x\"}", "{\"engine\":\"white\",\"level\":99}"}) {
            Client.Reply r = client.post("/api/boards/" + id + "/settings", body);
            assertEquals(400, r.status(), body);
            JsonNode now = client.get("/api/boards/" + id).json();
            assertEquals("none", now.get("engine").asText(), body);
            assertEquals(20, now.get("level").asInt(), body);
        }
    }

    @Test void takeBackUndoesTheEnginesReplyTooAndStopsAtTheStart() throws InterruptedException {
        JsonNode s = board("{\"engine\":\"black\",\"level\":0,\"thinkMs\":100}");
        String id = s.get("id").asText();
        assertEquals(400, client.post("/api/boards/" + id + "/takeback", "{}").status());
        assertEquals(200, client.post("/api/boards/" + id + "/move", "{\"move\":\"d2d4\"}").status());
        JsonNode now = waitForMoves(id, 2);
        assertEquals("white", now.get("sideToMove").asText());
        Client.Reply back = client.post("/api/boards/" + id + "/takeback", "{}");
        assertEquals(200, back.status());
        assertEquals(0, back.json().get("moves").size(), "the person's move and the engine's reply");
        assertEquals(s.get("fen").asText(), back.fen());
    }

    @Test void theEnginesTurnRefusesThePersonsMove() throws InterruptedException {
        JsonNode s = board("{\"engine\":\"white\",\"thinkMs\":3000}");
        String id = s.get("id").asText();
        Client.Reply r = client.post("/api/boards/" + id + "/move", "{\"move\":\"e2e4\"}");
        assertEquals(400, r.status());
        assertTrue(r.error().contains("engine's turn"), r.error());
        assertEquals(0, client.get("/api/boards/" + id).json().get("turns").size(), "no clicks offered on the engine's turn");
        client.post("/api/boards/" + id + "/settings", "{\"engine\":\"none\"}"); // stops the search
        assertEquals("idle", client.get("/api/boards/" + id).json().get("status").asText());
    }

    @Test void pgnExportIsTheMatchRunnersTextAndImportsBack() {
        String fen = "rnbqkbnr/pppp1ppp/8/8/8/8/PPP2PPP/RNBQKBNR w - - 0 47 5 0";
        JsonNode s = board("{\"variant\":\"norochess\",\"engine\":\"none\",\"fen\":" + Client.quote(fen)
                + ",\"moves\":[\"d1d7\",\"e8d7\",\"c2c3\",\"a7a6\"]}");
        String id = s.get("id").asText();
        // 5 + 1 (the d7 Pawn) for White, 9 (the Queen) for Black; decided after Black's 48th move.
        assertEquals("0-1", s.get("result").asText());
        assertEquals("Black wins 9-6", s.get("reason").asText());
        Client.Reply pgn = client.get("/api/boards/" + id + "/pgn");
        assertEquals(200, pgn.status());
        String text = pgn.body();
        assertTrue(text.contains("[Variant \"norochess\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n"), text);
        assertTrue(text.contains("\n47. d1d7 e8d7 48. c2c3 a7a6 {Black wins 9-6} 0-1\n"), text);
        JsonNode other = board("{\"engine\":\"none\"}");
        Client.Reply imported = client.post("/api/boards/" + other.get("id").asText() + "/game", "{\"pgn\":" + Client.quote(text) + "}");
        assertEquals(200, imported.status(), imported.body());
        assertEquals("norochess", imported.json().get("variant").asText());
        assertEquals(s.get("fen").asText(), imported.fen());
        assertEquals(s.get("result").asText(), imported.json().get("result").asText());
        Client.Reply bad = client.post("/api/boards/" + other.get("id").asText() + "/game",
                "{\"pgn\":" + Client.quote("[Variant \"norochess\"]\n1. e2e4 e7e5 2. e4e5 *") + "}");
        assertEquals(400, bad.status());
        assertTrue(bad.error().contains("move 3"), bad.error());
        assertEquals(s.get("fen").asText(), client.get("/api/boards/" + other.get("id").asText()).fen());
    }

    @Test void aFinishedGameRefusesMovesWithItsResult() {
        JsonNode s = board("{\"engine\":\"none\",\"moves\":[\"f2f3\",\"e7e5\",\"g2g4\",\"d8h4\"]}");
        assertEquals("0-1", s.get("result").asText());
        assertEquals("Black mates", s.get("reason").asText());
        assertEquals(0, s.get("turns").size());
        Client.Reply r = client.post("/api/boards/" + s.get("id").asText() + "/move", "{\"move\":\"a2a3\"}");
        assertEquals(400, r.status());
        assertEquals("the game is over: 0-1 {Black mates}", r.error());
    }

    @Test void theStateCarriesWhatTheRulesSay() {
        JsonNode maidens = board("{\"variant\":\"maidens\",\"engine\":\"none\",\"moves\":[\"e2e4\",\"d7d5\",\"g1f3\"]}");
        assertEquals("[\"e4\"]", maidens.get("huffable").toString());
        assertEquals("[\"Huffable: e4\"]", maidens.get("notes").toString());
        JsonNode check = board("{\"engine\":\"none\",\"moves\":[\"e2e4\",\"f7f6\",\"d2d4\",\"g7g5\",\"d1h5\"]}");
        assertTrue(check.get("inCheck").asBoolean());
        assertEquals("e8", check.get("checkSquare").asText());
        assertEquals("[\"d1\",\"h5\"]", check.get("lastMove").toString());
        JsonNode noro = board("{\"variant\":\"norochess\",\"engine\":\"none\"}");
        assertEquals("move 1 of 60: differing scores decide after move 48 (48 to go)", noro.get("countdown").asText());
        assertNull(check.get("countdown").textValue());
        assertFalse(noro.get("inCheck").asBoolean());
    }

    @Test void theBoardsAreCapped() {
        WebServer small = new WebServer(new SearchSlots(1), 2);
        Client c = new Client(small.start("127.0.0.1", 0));
        try {
            assertEquals(201, c.post("/api/boards", "{}").status());
            assertEquals(201, c.post("/api/boards", "{}").status());
            Client.Reply third = c.post("/api/boards", "{}");
            assertEquals(503, third.status());
            assertTrue(third.error().contains("close a tab"), third.error());
        } finally {
            small.stop();
        }
    }

    /**
     * A page watches an analysis by its WebSocket and sees the thinking pushed; when it closes
     * in the middle of the search, the search stops and the board is closed at once.
     */
    @Test void aPageThatLeavesMidSearchStopsItsSearch() throws Exception {
        JsonNode s = board("{\"engine\":\"none\",\"analysis\":true,\"multiPv\":2}");
        String id = s.get("id").asText();
        BlockingQueue<String> messages = new LinkedBlockingQueue<>();
        WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/api/boards/" + id + "/ws"), new WebSocket.Listener() {
                    private final StringBuilder part = new StringBuilder();

                    @Override public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                        part.append(data);
                        if (last) {
                            messages.add(part.toString());
                            part.setLength(0);
                        }
                        w.request(1);
                        return null;
                    }
                }).get(10, TimeUnit.SECONDS);
        JsonNode first = Client.JSON.readTree(messages.poll(10, TimeUnit.SECONDS));
        assertEquals(id, first.get("id").asText(), "the state comes first");
        int lines = 0;
        for (int i = 0; i < 50 && lines < 2; i++) {
            String m = messages.poll(10, TimeUnit.SECONDS);
            JsonNode t = Client.JSON.readTree(m);
            if (t.get("type") != null && t.get("type").asText().equals("thinking")) lines = Math.max(lines, t.get("line").asInt());
        }
        assertEquals(2, lines, "both lines of the analysis are pushed");
        assertEquals("analysing", client.get("/api/boards/" + id).json().get("status").asText());
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "tab closed").get(10, TimeUnit.SECONDS);
        for (int i = 0; i < 100 && client.get("/api/boards/" + id).status() != 404; i++) Thread.sleep(20);
        assertEquals(404, client.get("/api/boards/" + id).status(), "the board is closed when its last page leaves");
        for (int i = 0; i < 100 && searchThreads() > 0; i++) Thread.sleep(20);
        assertEquals(0, searchThreads(), "no search runs for a page that has gone");
    }

    private static int searchThreads() {
        int n = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) if (t.getName().equals("castellan-search") && t.isAlive()) n++;
        return n;
    }

    private JsonNode waitForMoves(String id, int n) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            JsonNode s = client.get("/api/boards/" + id).json();
            if (s.get("moves").size() >= n) return s;
            Thread.sleep(50);
        }
        throw new AssertionError("the engine did not move within 10 s");
    }
}
