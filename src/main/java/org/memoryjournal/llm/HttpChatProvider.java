package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the HTTP chat providers share: one endpoint, one model, a chat path that answers whole or
 * streamed, and a model list. Subclasses say where the text sits in an answer, how a stream line is
 * decoded, and where the model list is.
 */
abstract class HttpChatProvider implements ChatProvider {
    final HttpEndpoint endpoint;
    private final String name;
    private final String model;
    private final String chatPath;

    HttpChatProvider(HttpEndpoint endpoint, String name, String model, String chatPath) {
        this.endpoint = endpoint;
        this.name = name;
        this.model = model;
        this.chatPath = chatPath;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String model() {
        return model;
    }

    @Override
    public final boolean isLanguageModel() {
        return true;
    }

    @Override
    public final ChatReply complete(ChatRequest request) {
        String text = Json.text(replyContent(endpoint.post(chatPath, body(request, false), model)));
        if (text == null) {
            throw endpoint.badResponse();
        }
        return new ChatReply(text, false);
    }

    @Override
    public final ChatReply stream(ChatRequest request, TokenListener listener, Cancellation cancellation) {
        return StreamReader.read(endpoint, endpoint.openStream(chatPath, body(request, true), model, cancellation),
                this::decode, answer -> Json.text(replyContent(answer)), listener, cancellation);
    }

    @Override
    public final List<String> models() {
        List<String> names = new ArrayList<>();
        for (JsonNode m : modelList(endpoint.get(modelsPath()))) {
            String modelName = Json.text(m.path(modelNameField()));
            if (modelName != null) {
                names.add(modelName);
            }
        }
        return names;
    }

    private ObjectNode body(ChatRequest request, boolean stream) {
        ObjectNode body = Json.object().put("model", model).put("stream", stream);
        body.set("messages", Json.messages(request));
        return body;
    }

    /** The node holding the text of a whole (non-streamed) answer. */
    abstract JsonNode replyContent(JsonNode answer);

    /** One line of a streamed answer; null for a line outside the stream protocol (kept in case it is plain JSON). */
    abstract StreamReader.Piece decode(String line);

    abstract String modelsPath();

    /** The array of models in the answer of {@link #modelsPath()}. */
    abstract JsonNode modelList(JsonNode answer);

    abstract String modelNameField();
}
