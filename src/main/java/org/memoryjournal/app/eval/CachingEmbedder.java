package org.memoryjournal.app.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/**
 * Embeds each distinct text once per run: the evaluation asks for the same turns and questions under
 * every configuration. Missing texts of a call are embedded together in one {@code embedAll} batch.
 * Not thread-safe; one evaluation run uses it from one thread.
 */
public final class CachingEmbedder implements EmbeddingProvider {
    private final EmbeddingProvider delegate;
    private final Map<String, Embedding> cache = new HashMap<>();
    private int computed;

    public CachingEmbedder(EmbeddingProvider delegate) {
        this.delegate = delegate;
    }

    @Override
    public String modelId() {
        return delegate.modelId();
    }

    @Override
    public int dimension() {
        return delegate.dimension();
    }

    @Override
    public Embedding embed(String text) {
        return embedAll(List.of(text)).get(0);
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        List<String> missing = new ArrayList<>(new LinkedHashSet<>(texts));
        missing.removeIf(cache::containsKey);
        if (!missing.isEmpty()) {
            List<Embedding> vectors = delegate.embedAll(missing);
            for (int i = 0; i < missing.size(); i++) {
                cache.put(missing.get(i), vectors.get(i));
            }
            computed += missing.size();
        }
        List<Embedding> out = new ArrayList<>(texts.size());
        for (String t : texts) {
            out.add(cache.get(t));
        }
        return out;
    }

    /** How many texts were actually sent to the model. */
    public int computed() {
        return computed;
    }

    @Override
    public void close() {
        delegate.close();
    }
}
