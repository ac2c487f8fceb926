package org.memoryjournal.llm;

import com.fasterxml.jackson.databind.JsonNode;

import okhttp3.OkHttpClient;

/**
 * Chat with an Ollama server: {@code POST /api/chat} (NDJSON stream, or one JSON object with
 * {@code "stream": false}), {@code GET /api/tags} for the models, {@code GET /api/version} for health.
 * The base URL is the server root, e.g. {@code http://localhost:11434}.
 */
public final class OllamaChatProvider extends HttpChatProvider {
    public static final String DEFAULT_MODEL = "llama3.2";

    public OllamaChatProvider(ProviderSettings settings) {
        this(settings, HttpClients.shared(), Retry.DEFAULT);
    }

    public OllamaChatProvider(ProviderSettings settings, OkHttpClient client, Retry retry) {
        super(new HttpEndpoint(client, settings.effectiveBaseUrl(ProviderSettings.Provider.OLLAMA),
                        settings.apiKey(), HttpEndpoint.Flavour.OLLAMA, retry, settings.timeouts()), "ollama",
                settings.chatModel().isEmpty() ? DEFAULT_MODEL : settings.chatModel(), "api/chat");
    }

    @Override
    JsonNode replyContent(JsonNode answer) {
        return answer.path("message").path("content");
    }

    /** NDJSON: one object per line, the last with {@code "done": true}. */
    @Override
    StreamReader.Piece decode(String line) {
        JsonNode node = Json.parseOrNull(line);
        if (node == null || !node.isObject()) {
            return null;
        }
        if (node.hasNonNull("error")) {
            throw endpoint.failures().serverError("Ollama");
        }
        String piece = Json.text(node.path("message").path("content"));
        return new StreamReader.Piece(piece == null ? "" : piece, node.path("done").asBoolean(false));
    }

    @Override
    String modelsPath() {
        return "api/tags";
    }

    @Override
    JsonNode modelList(JsonNode answer) {
        return answer.path("models");
    }

    @Override
    String modelNameField() {
        return "name";
    }

    @Override
    public void checkHealth() {
        endpoint.get("api/version");
    }
}
