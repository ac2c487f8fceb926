package org.memoryjournal.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.memoryjournal.memory.QueryAdapter;

/** The query adapter shipped for a model ({@link QueryAdapter}), read once per model for the indexes the store opens. */
public final class QueryAdapterResource {
    private static final Map<String, Optional<QueryAdapter>> BY_MODEL = new ConcurrentHashMap<>();

    private QueryAdapterResource() {
    }

    /** The adapter trained for this model, if one was; a model without one matches questions as they are. */
    public static Optional<QueryAdapter> forModel(String modelId) {
        return BY_MODEL.computeIfAbsent(modelId, QueryAdapterResource::load);
    }

    private static Optional<QueryAdapter> load(String modelId) {
        String name = QueryAdapter.resourceName(modelId);
        try (InputStream in = QueryAdapter.class.getResourceAsStream(name)) {
            if (in == null) {
                return Optional.empty();
            }
            QueryAdapter adapter = QueryAdapter.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (!adapter.modelId().equals(modelId)) {
                throw new IllegalStateException("The query adapter " + name + " is for " + adapter.modelId() + ".");
            }
            return Optional.of(adapter);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the query adapter for " + modelId, e);
        }
    }
}
