package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.memory.Embedding;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the HTTP embedding providers share: batches of {@code {"model", "input": [...]}} posted to one
 * path, the vectors read back by the subclass, and the dimension checked against what is stored.
 */
abstract class RemoteEmbeddingProvider implements EmbeddingProvider {
    private final HttpEndpoint endpoint;
    private final String model;
    private final String idPrefix;
    private final String path;
    private final int batchSize;
    private final DimensionCheck check;

    RemoteEmbeddingProvider(HttpEndpoint endpoint, String model, String idPrefix, String path, int batchSize,
                            int expectedDimension) {
        this.endpoint = endpoint;
        this.model = model;
        this.idPrefix = idPrefix;
        this.path = path;
        this.batchSize = batchSize;
        this.check = new DimensionCheck(modelId(), expectedDimension, endpoint.displayUrl());
    }

    @Override
    public final String modelId() {
        return idPrefix + ":" + model;
    }

    @Override
    public final int dimension() {
        return check.known() > 0 ? check.known() : embed("dimension").dimension();
    }

    @Override
    public final Embedding embed(String text) {
        return embedAll(List.of(text)).get(0);
    }

    @Override
    public final List<Embedding> embedAll(List<String> texts) {
        List<Embedding> out = new ArrayList<>(texts.size());
        for (int start = 0; start < texts.size(); start += batchSize) {
            List<String> batch = texts.subList(start, Math.min(texts.size(), start + batchSize));
            ObjectNode body = Json.object().put("model", model);
            ArrayNode input = body.putArray("input");
            batch.forEach(input::add);
            List<float[]> vectors = vectors(endpoint.postLarge(path, body, model), batch.size(), endpoint);
            out.addAll(check.accept(vectors, batch.size(), endpoint));
        }
        return out;
    }

    /** The vectors of one answer, in input order; throws {@code endpoint.badResponse()} when unreadable. */
    abstract List<float[]> vectors(JsonNode answer, int expected, HttpEndpoint endpoint);
}
