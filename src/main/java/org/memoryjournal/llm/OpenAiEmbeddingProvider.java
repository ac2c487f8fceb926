package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.memoryjournal.memory.Embedding;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import okhttp3.OkHttpClient;

/**
 * Embeddings from an OpenAI-compatible API: {@code POST {base}/embeddings} with {@code {"model", "input"}},
 * answered by {@code {"data": [{"index", "embedding"}]}}. Bearer key when one is set. Model id
 * {@code openai:NAME}. Vectors of another dimension than expected are refused ({@code WRONG_DIMENSION}).
 */
public final class OpenAiEmbeddingProvider implements EmbeddingProvider {
    public static final String DEFAULT_MODEL = "text-embedding-3-small";
    static final int BATCH = 256;

    private final HttpEndpoint endpoint;
    private final String model;
    private final DimensionCheck check;

    /** @param expectedDimension the dimension stored vectors have, or 0 to take it from the first answer */
    public OpenAiEmbeddingProvider(ProviderSettings settings, int expectedDimension) {
        this(settings, expectedDimension, HttpClients.forSettings(settings), Retry.DEFAULT);
    }

    public OpenAiEmbeddingProvider(ProviderSettings settings, int expectedDimension, OkHttpClient client,
            Retry retry) {
        this.endpoint = new HttpEndpoint(client, settings.effectiveBaseUrl(ProviderSettings.Provider.OPENAI),
                settings.apiKey(), HttpEndpoint.Flavour.OPENAI, retry);
        this.model = settings.embedModel().isEmpty() ? DEFAULT_MODEL : settings.embedModel();
        this.check = new DimensionCheck(modelId(), expectedDimension);
    }

    @Override
    public String modelId() {
        return "openai:" + model;
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
            JsonNode data = endpoint.post("embeddings", body, model).path("data");
            float[][] byIndex = new float[batch.size()][];
            int position = 0;
            for (JsonNode item : data) {
                int index = item.path("index").isInt() ? item.path("index").asInt() : position;
                float[] v = DimensionCheck.vector(item.path("embedding"));
                if (v == null || index < 0 || index >= byIndex.length) {
                    throw endpoint.badResponse();
                }
                byIndex[index] = v;
                position++;
            }
            List<float[]> vectors = Arrays.stream(byIndex).filter(v -> v != null).toList();
            out.addAll(check.accept(vectors, batch.size(), endpoint));
        }
        return out;
    }
}
