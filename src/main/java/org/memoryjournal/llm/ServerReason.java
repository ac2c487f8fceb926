package org.memoryjournal.llm;

import java.io.IOException;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import okhttp3.Response;

/**
 * What an endpoint said when it refused or failed a request, to quote in the sentence the user reads ("The endpoint
 * failed with a server error (500) and said “model exploded”"): the {@code error.message} of an OpenAI-compatible
 * reply, the {@code error} of Ollama's, a {@code message} or {@code detail}, or a short plain-text body. Only a short,
 * one-line quote, read from the first bytes of the body, and none that echoes the request: a server may quote the
 * conversation back ("bad request: my secret diary entry"), and no failure sentence holds the user's words.
 */
final class ServerReason {
    /** Bytes of an error body read for its reason. */
    static final int PEEKED = 4096;
    /** Characters of a reason quoted; a longer one is cut with an ellipsis. */
    static final int QUOTED = 200;
    /** A reason that shares this many characters in a row with the request echoes it. */
    static final int ECHO = 12;

    private ServerReason() {
    }

    /** The reason in {@code response}'s body, if it gives one that does not echo {@code sent}, the request's body. */
    static Optional<String> of(Response response, String sent) {
        try {
            return of(response.peekBody(PEEKED).string()).filter(r -> !echoes(r, sent));
        } catch (IOException | IllegalStateException e) {
            return Optional.empty();
        }
    }

    /** Whether {@code reason} repeats {@link #ECHO} characters in a row of {@code sent} (case aside). */
    static boolean echoes(String reason, String sent) {
        String r = reason.toLowerCase(java.util.Locale.ROOT);
        String s = sent.toLowerCase(java.util.Locale.ROOT);
        for (int i = 0; i + ECHO <= r.length(); i++) {
            if (s.contains(r.substring(i, i + ECHO))) {
                return true;
            }
        }
        return false;
    }

    /** The reason in an error body's text, if it gives one. */
    static Optional<String> of(String body) {
        if (body == null || body.isBlank()) {
            return Optional.empty();
        }
        JsonNode json = Json.parseOrNull(body);
        String reason;
        if (json != null && json.isObject()) {
            JsonNode error = json.path("error");
            reason = firstText(error.path("message"), error, json.path("message"), json.path("detail"));
        } else {
            // Not JSON: a plain sentence, not an HTML error page.
            reason = body.strip().startsWith("<") ? null : body;
        }
        return Optional.ofNullable(reason).map(ServerReason::oneLine).filter(s -> !s.isEmpty());
    }

    private static String firstText(JsonNode... nodes) {
        for (JsonNode n : nodes) {
            if (n.isTextual() && !n.asText().isBlank()) {
                return n.asText();
            }
        }
        return null;
    }

    /** Control characters and runs of white space as one space, at most {@link #QUOTED} characters. */
    private static String oneLine(String text) {
        String line = text.replaceAll("[\\p{Cntrl}\\s]+", " ").strip();
        return line.length() <= QUOTED ? line : line.substring(0, QUOTED - 1).strip() + "…";
    }
}
