package castellan.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** An HTTP client of the web board's API for the tests: raw bodies in, status and JSON out. */
final class Client {
    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String base;

    Client(int port) { this.base = "http://127.0.0.1:" + port; }

    /** A response: its status, its body, and the body as JSON (null when it is not JSON). */
    record Reply(int status, String body, JsonNode json) {
        String error() { return json == null || json.get("error") == null ? null : json.get("error").asText(); }
        String fen() { return json.get("fen").asText(); }
    }

    Reply get(String path) { return send(HttpRequest.newBuilder(URI.create(base + path)).GET()); }

    Reply post(String path, String body) { return post(path, body, "application/json"); }

    Reply post(String path, String body, String type) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(body));
        if (type != null) b.header("Content-Type", type);
        return send(b);
    }

    private Reply send(HttpRequest.Builder b) {
        try {
            HttpResponse<String> r = http.send(b.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            JsonNode json = null;
            try {
                json = JSON.readTree(r.body());
            } catch (IOException e) {
                // not JSON (a PGN, a page): json stays null
            }
            return new Reply(r.statusCode(), r.body(), json);
        } catch (IOException e) {
            throw new AssertionError("the server did not answer: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** A JSON string literal. */
    static String quote(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
