package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import okhttp3.OkHttpClient;

/**
 * Embeddings from an Ollama server: {@code POST /api/embed} with {@code {"model", "input": [...]}},
 * answered by {@code {"embeddings": [[...], ...]}}. Model id {@code ollama:NAME}.
 */
public final class OllamaEmbeddingProvider extends RemoteEmbeddingProvider {
    public static final String DEFAULT_MODEL = "nomic-embed-text";
    static final int BATCH = 64;

    /** @param expectedDimension the dimension stored vectors have, or 0 to take it from the first answer */
    public OllamaEmbeddingProvider(ProviderSettings settings, int expectedDimension) {
        this(settings, expectedDimension, HttpClients.shared(), Retry.DEFAULT);
    }

    public OllamaEmbeddingProvider(ProviderSettings settings, int expectedDimension, OkHttpClient client,
            Retry retry) {
        super(new HttpEndpoint(client, settings.effectiveBaseUrl(ProviderSettings.Provider.OLLAMA),
                        settings.apiKey(), HttpEndpoint.Flavour.OLLAMA, retry, settings.timeouts()),
                settings.embedModel().isEmpty() ? DEFAULT_MODEL : settings.embedModel(), "ollama", "api/embed", BATCH,
                expectedDimension);
    }

    @Override
    List<float[]> vectors(JsonNode answer, int expected, HttpEndpoint endpoint) {
        List<float[]> vectors = new ArrayList<>();
        for (JsonNode e : answer.path("embeddings")) {
            float[] v = DimensionCheck.vector(e);
            if (v == null) {
                throw endpoint.badResponse();
            }
            vectors.add(v);
        }
        return vectors;
    }
}
