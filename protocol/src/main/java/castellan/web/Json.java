package castellan.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/** JSON both ways, with Jackson: one mapper, and a clear message for a request that is not the JSON expected. */
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Json() {}

    static String write(Object o) {
        try {
            return MAPPER.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** Reads a request body; IllegalArgumentException with the parser's first line for bad JSON or a wrong field. */
    static <T> T read(String body, Class<T> type) {
        if (body == null || body.isBlank()) throw new IllegalArgumentException("empty request body: JSON expected");
        try {
            T value = MAPPER.readValue(body, type);
            if (value == null) throw new IllegalArgumentException("a JSON object is expected, got null");
            return value;
        } catch (JsonProcessingException e) {
            String m = e.getOriginalMessage();
            if (m.length() > 200) m = m.substring(0, 200) + "...";
            throw new IllegalArgumentException("bad JSON: " + m.replace('\n', ' '));
        }
    }
}
