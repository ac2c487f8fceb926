package org.memoryjournal.ui.testing;

import java.util.List;
import java.util.Locale;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/** A hashed bag-of-words embedding: texts sharing words are similar. Fast and deterministic. */
public final class FakeEmbeddingProvider implements EmbeddingProvider {
    public static final int DIM = 64;

    @Override
    public String modelId() {
        return "fake:bag-of-words";
    }

    @Override
    public int dimension() {
        return DIM;
    }

    @Override
    public Embedding embed(String text) {
        float[] v = new float[DIM];
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (w.length() > 2) {
                v[Math.floorMod(w.hashCode(), DIM)] += 1;
            }
        }
        v[DIM - 1] += 0.1f;
        return new Embedding(modelId(), v);
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        return texts.stream().map(this::embed).toList();
    }
}
