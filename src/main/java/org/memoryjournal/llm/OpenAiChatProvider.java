package org.memoryjournal.llm;

import com.fasterxml.jackson.databind.JsonNode;

import okhttp3.OkHttpClient;

/**
 * Chat with an OpenAI-compatible API (OpenAI, LM Studio, llama.cpp server, vLLM):
 * {@code POST {base}/chat/completions} (server-sent events ending with {@code data: [DONE]} when
 * streaming), {@code GET {base}/models}. The base URL is the API root, e.g. {@code https://api.openai.com/v1}.
 * Missing fields, {@code null} deltas and keep-alive comment lines are tolerated.
 */
public final class OpenAiChatProvider extends HttpChatProvider {
    public static final String DEFAULT_MODEL = "gpt-4o-mini";

    public OpenAiChatProvider(ProviderSettings settings) {
        this(settings, HttpClients.shared(), Retry.DEFAULT);
    }

    public OpenAiChatProvider(ProviderSettings settings, OkHttpClient client, Retry retry) {
        super(new HttpEndpoint(client, settings.effectiveBaseUrl(ProviderSettings.Provider.OPENAI),
                        settings.apiKey(), HttpEndpoint.Flavour.OPENAI, retry, settings.timeouts()), "openai",
                settings.chatModel().isEmpty() ? DEFAULT_MODEL : settings.chatModel(), "chat/completions");
    }

    @Override
    JsonNode replyContent(JsonNode answer) {
        return answer.path("choices").path(0).path("message").path("content");
    }

    /** Server-sent events: {@code data: {...}} lines, ending with {@code data: [DONE]}. */
    @Override
    StreamReader.Piece decode(String line) {
        if (!line.startsWith("data:")) {
            // ": keep-alive" comments, "event:", "id:" and "retry:" fields carry no text; anything else is
            // not an event stream at all (a server that ignored "stream": true)
            return line.startsWith(":") || line.matches("^(event|id|retry):.*") ? StreamReader.Piece.NOTHING : null;
        }
        String data = line.substring(5).trim();
        if (data.equals("[DONE]")) {
            return StreamReader.Piece.DONE;
        }
        JsonNode node = Json.parseOrNull(data);
        if (node == null || !node.isObject()) {
            throw endpoint.badResponse();
        }
        if (node.hasNonNull("error")) {
            throw endpoint.failures().serverError("The endpoint at " + endpoint.displayUrl());
        }
        JsonNode choice = node.path("choices").path(0);
        String piece = Json.text(choice.path("delta").path("content"));
        // a choice with a finish reason is the model's last piece, even from a server that omits [DONE]
        return new StreamReader.Piece(piece == null ? "" : piece, Json.text(choice.path("finish_reason")) != null);
    }

    @Override
    String modelsPath() {
        return "models";
    }

    @Override
    JsonNode modelList(JsonNode answer) {
        return answer.path("data");
    }

    @Override
    String modelNameField() {
        return "id";
    }

    @Override
    public void checkHealth() {
        endpoint.get("models");
    }
}
