package castellan.web;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * Requests Jetty refuses before Javalin sees them (a malformed path such as {@code /%2e%00},
 * a header line too long) are answered in the API's own form, a JSON {@code {error}}, instead of
 * Jetty's HTML page.
 */
final class BadMessages extends ErrorHandler {
    @Override public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        String text = "bad HTTP request" + (reason == null ? "" : ": " + reason);
        return ByteBuffer.wrap(Json.write(Map.of("error", text)).getBytes(StandardCharsets.UTF_8));
    }
}
