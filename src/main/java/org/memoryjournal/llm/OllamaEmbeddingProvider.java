package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.memory.Embedding;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import okhttp3.OkHttpClient;

/**
 * Embeddings from an Ollama server: {@code POST /api/embed} with {@code {"model", "input": [...]}},
 * answered by {@code {"embeddings": [[...], ...]}}. Model id {@code ollama:NAME}.
 */
public final class OllamaEmbeddingProvider implements EmbeddingProvider {
    public static final String DEFAULT_MODEL = "nomic-embed-text";
    static final int BATCH = 64;

    private final HttpEndpoint endpoint;
    private final String model;
    private final DimensionCheck check;

    /** @param expectedDimension the dimension stored vectors have, or 0 to take it from the first answer */
    public OllamaEmbeddingProvider(ProviderSettings settings, int expectedDimension) {
        this(settings, expectedDimension, HttpClients.forSettings(settings), Retry.DEFAULT);
    }

    public OllamaEmbeddingProvider(ProviderSettings settings, int expectedDimension, OkHttpClient client,
            Retry retry) {
        this.endpoint = new HttpEndpoint(client, settings.effectiveBaseUrl(ProviderSettings.Provider.OLLAMA),
                settings.apiKey(), HttpEndpoint.Flavour.OLLAMA, retry);
        this.model = settings.embedModel().isEmpty() ? DEFAULT_MODEL : settings.embedModel();
        this.check = new DimensionCheck(modelId(), expectedDimension);
    }

    @Override
    public String modelId() {
        return "ollama:" + model;
    }

    @Override
    public int dimension() {
        return check.known() > 0 ? check.known() : embed("dimension").dimension();
    }

    @Override
    public Embedding embed(String text) {
        return embedAll(List.of(text)).get(0);
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        List<Embedding> out = new ArrayList<>(texts.size());
        for (int start = 0; start < texts.size(); start += BATCH) {
            List<String> batch = texts.subList(start, Math.min(texts.size(), start + BATCH));
            ObjectNode body = Json.object().put("model", model);
            ArrayNode input = body.putArray("input");
            batch.forEach(input::add);
            JsonNode answer = endpoint.post("api/embed", body, model);
            List<float[]> vectors = new ArrayList<>();
            for (JsonNode e : answer.path("embeddings")) {
                float[] v = DimensionCheck.vector(e);
                if (v == null) {
                    throw endpoint.badResponse();
                }
                vectors.add(v);
            }
            out.addAll(check.accept(vectors, batch.size(), endpoint));
        }
        return out;
    }
}
