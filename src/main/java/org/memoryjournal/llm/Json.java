package org.memoryjournal.llm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The package's one Jackson mapper and small helpers around it. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** Parses {@code text}; null when it is not JSON. */
    static JsonNode parseOrNull(String text) {
        try {
            return text == null ? null : MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot serialise a JSON tree", e);
        }
    }

    /** The prompt messages as {@code [{"role":"user","content":"..."}]}. */
    static ArrayNode messages(ChatRequest request) {
        ArrayNode array = MAPPER.createArrayNode();
        for (ChatMessage m : request.messages()) {
            array.addObject().put("role", m.role().name().toLowerCase(java.util.Locale.ROOT)).put("content",
                    m.content());
        }
        return array;
    }

    /** A text field, or null when missing or not text. */
    static String text(JsonNode node) {
        return node != null && node.isTextual() ? node.asText() : null;
    }
}
