package org.memoryjournal.store;

import java.util.Optional;

import org.memoryjournal.memory.QueryAdapter;

/** The query adapter shipped for a model ({@link QueryAdapter}), read once per model for the store's indexes. */
public final class QueryAdapterResource {
    private static final ModelResources<QueryAdapter> ADAPTERS = new ModelResources<>("query adapter",
            QueryAdapter.class, QueryAdapter::resourceName, QueryAdapter::parse, QueryAdapter::modelId);

    private QueryAdapterResource() {
    }

    /**
     * The adapter trained for this model, if one was; a model without one, or with a damaged one (logged), matches
     * questions as they are. It is read on the first question that uses it, so a damaged one must not fail that
     * recall.
     */
    public static Optional<QueryAdapter> forModel(String modelId) {
        return ADAPTERS.forModelOrNone(modelId);
    }
}
