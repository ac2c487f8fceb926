package org.memoryjournal.testing;

import java.util.List;
import java.util.Locale;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/** The embedder of the tests: a hashed bag of words, so texts sharing words are similar. Fast and deterministic. */
public final class BagOfWordsEmbedder implements EmbeddingProvider {
    public static final int DIM = 64;
    public static final String MODEL = "fake:bag-of-words";

    @Override
    public String modelId() {
        return MODEL;
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
