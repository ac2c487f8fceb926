package org.memoryjournal.llm;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.databind.JsonNode;

import okhttp3.OkHttpClient;

/**
 * Embeddings from an OpenAI-compatible API: {@code POST {base}/embeddings} with {@code {"model", "input"}},
 * answered by {@code {"data": [{"index", "embedding"}]}}. Bearer key when one is set. Model id
 * {@code openai:NAME}. Vectors of another dimension than expected are refused ({@code WRONG_DIMENSION}).
 */
public final class OpenAiEmbeddingProvider extends RemoteEmbeddingProvider {
    public static final String DEFAULT_MODEL = "text-embedding-3-small";
    static final int BATCH = 256;

    /** @param expectedDimension the dimension stored vectors have, or 0 to take it from the first answer */
    public OpenAiEmbeddingProvider(ProviderSettings settings, int expectedDimension) {
        this(settings, expectedDimension, HttpClients.shared(), Retry.DEFAULT);
    }

    public OpenAiEmbeddingProvider(ProviderSettings settings, int expectedDimension, OkHttpClient client,
            Retry retry) {
        super(new HttpEndpoint(client, settings.effectiveBaseUrl(ProviderSettings.Provider.OPENAI),
                        settings.apiKey(), HttpEndpoint.Flavour.OPENAI, retry, settings.timeouts()),
                settings.embedModel().isEmpty() ? DEFAULT_MODEL : settings.embedModel(), "openai", "embeddings", BATCH,
                expectedDimension);
    }

    /** Answers carry an index per vector; they are put back in input order. */
    @Override
    List<float[]> vectors(JsonNode answer, int expected, HttpEndpoint endpoint) {
        float[][] byIndex = new float[expected][];
        int position = 0;
        for (JsonNode item : answer.path("data")) {
            int index = item.path("index").isInt() ? item.path("index").asInt() : position;
            float[] v = DimensionCheck.vector(item.path("embedding"));
            if (v == null || index < 0 || index >= byIndex.length) {
                throw endpoint.badResponse();
            }
            byIndex[index] = v;
            position++;
        }
        return Arrays.stream(byIndex).filter(Objects::nonNull).toList();
    }
}
