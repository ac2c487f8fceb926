package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.llm.LlmException.Kind;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import okhttp3.OkHttpClient;

/**
 * Chat with an Ollama server: {@code POST /api/chat} (NDJSON stream, or one JSON object with
 * {@code "stream": false}), {@code GET /api/tags} for the models, {@code GET /api/version} for health.
 * The base URL is the server root, e.g. {@code http://localhost:11434}.
 */
public final class OllamaChatProvider implements ChatProvider {
    public static final String DEFAULT_MODEL = "llama3.2";

    private final HttpEndpoint endpoint;
    private final String model;

    public OllamaChatProvider(ProviderSettings settings) {
        this(settings, HttpClients.forSettings(settings), Retry.DEFAULT);
    }

    public OllamaChatProvider(ProviderSettings settings, OkHttpClient client, Retry retry) {
        this.endpoint = new HttpEndpoint(client, settings.effectiveBaseUrl(ProviderSettings.Provider.OLLAMA),
                settings.apiKey(), HttpEndpoint.Flavour.OLLAMA, retry);
        this.model = settings.chatModel().isEmpty() ? DEFAULT_MODEL : settings.chatModel();
    }

    @Override
    public String name() {
        return "ollama";
    }

    @Override
    public String model() {
        return model;
    }

    @Override
    public boolean isLanguageModel() {
        return true;
    }

    @Override
    public ChatReply complete(ChatRequest request) {
        JsonNode answer = endpoint.post("api/chat", body(request, false), model);
        String text = Json.text(answer.path("message").path("content"));
        if (text == null) {
            throw endpoint.badResponse();
        }
        return new ChatReply(text, false);
    }

    @Override
    public ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        return StreamReader.read(endpoint, endpoint.openStream("api/chat", body(request, true), model, cancellation),
                this::decode, listener, cancellation);
    }

    private StreamReader.Piece decode(String line) {
        JsonNode node = Json.parseOrNull(line);
        if (node == null || !node.isObject()) {
            throw endpoint.badResponse();
        }
        if (node.hasNonNull("error")) {
            throw new LlmException(Kind.SERVER_ERROR, 0,
                    "Ollama stopped the answer with an error: try again, or check the server's log.", null);
        }
        String piece = Json.text(node.path("message").path("content"));
        return new StreamReader.Piece(piece == null ? "" : piece, node.path("done").asBoolean(false));
    }

    private ObjectNode body(ChatRequest request, boolean stream) {
        ObjectNode body = Json.object().put("model", model).put("stream", stream);
        body.set("messages", Json.messages(request));
        return body;
    }

    @Override
    public List<String> models() {
        List<String> names = new ArrayList<>();
        for (JsonNode m : endpoint.get("api/tags").path("models")) {
            String name = Json.text(m.path("name"));
            if (name != null) {
                names.add(name);
            }
        }
        return names;
    }

    @Override
    public void checkHealth() {
        endpoint.get("api/version");
    }
}
