package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.llm.LlmException.Kind;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import okhttp3.OkHttpClient;

/**
 * Chat with an OpenAI-compatible API (OpenAI, LM Studio, llama.cpp server, vLLM):
 * {@code POST {base}/chat/completions} (server-sent events ending with {@code data: [DONE]} when
 * streaming), {@code GET {base}/models}. The base URL is the API root, e.g. {@code https://api.openai.com/v1}.
 * Missing fields, {@code null} deltas and keep-alive comment lines are tolerated.
 */
public final class OpenAiChatProvider implements ChatProvider {
    public static final String DEFAULT_MODEL = "gpt-4o-mini";

    private final HttpEndpoint endpoint;
    private final String model;

    public OpenAiChatProvider(ProviderSettings settings) {
        this(settings, HttpClients.forSettings(settings), Retry.DEFAULT);
    }

    public OpenAiChatProvider(ProviderSettings settings, OkHttpClient client, Retry retry) {
        this.endpoint = new HttpEndpoint(client, settings.effectiveBaseUrl(ProviderSettings.Provider.OPENAI),
                settings.apiKey(), HttpEndpoint.Flavour.OPENAI, retry);
        this.model = settings.chatModel().isEmpty() ? DEFAULT_MODEL : settings.chatModel();
    }

    @Override
    public String name() {
        return "openai";
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
        JsonNode answer = endpoint.post("chat/completions", body(request, false), model);
        String text = Json.text(answer.path("choices").path(0).path("message").path("content"));
        if (text == null) {
            throw endpoint.badResponse();
        }
        return new ChatReply(text, false);
    }

    @Override
    public ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        return StreamReader.read(endpoint,
                endpoint.openStream("chat/completions", body(request, true), model, cancellation), this::decode,
                listener, cancellation);
    }

    private StreamReader.Piece decode(String line) {
        if (!line.startsWith("data:")) {
            // ": keep-alive" comments, "event:", "id:" and "retry:" fields carry no text
            return StreamReader.Piece.NOTHING;
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
            throw new LlmException(Kind.SERVER_ERROR, 0,
                    "The endpoint stopped the answer with an error: try again, or check the server's log.", null);
        }
        String piece = Json.text(node.path("choices").path(0).path("delta").path("content"));
        return new StreamReader.Piece(piece == null ? "" : piece, false);
    }

    private ObjectNode body(ChatRequest request, boolean stream) {
        ObjectNode body = Json.object().put("model", model).put("stream", stream);
        body.set("messages", Json.messages(request));
        return body;
    }

    @Override
    public List<String> models() {
        List<String> ids = new ArrayList<>();
        for (JsonNode m : endpoint.get("models").path("data")) {
            String id = Json.text(m.path("id"));
            if (id != null) {
                ids.add(id);
            }
        }
        return ids;
    }

    @Override
    public void checkHealth() {
        endpoint.get("models");
    }
}
