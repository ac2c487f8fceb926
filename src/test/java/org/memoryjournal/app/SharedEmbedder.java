package org.memoryjournal.app;

import java.util.List;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/** One real embedding model shared by many journals in a test class (closing a journal leaves it open). */
final class SharedEmbedder implements EmbeddingProvider {
    private final EmbeddingProvider model;

    SharedEmbedder(EmbeddingProvider model) {
        this.model = model;
    }

    @Override
    public String modelId() {
        return model.modelId();
    }

    @Override
    public int dimension() {
        return model.dimension();
    }

    @Override
    public Embedding embed(String text) {
        return model.embed(text);
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        return model.embedAll(texts);
    }
}
