package org.memoryjournal.chat;

import java.util.List;
import java.util.Locale;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/** A deterministic bag-of-words embedder for tests of the chat logic: shared words → similar vectors. */
final class HashEmbedder implements EmbeddingProvider {
    static final String MODEL = "test:hash";
    static final int DIM = 64;
    int calls;

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
        calls++;
        float[] v = new float[DIM];
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                v[Math.floorMod(w.hashCode(), DIM)] += 1;
            }
        }
        return new Embedding(MODEL, v);
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        return texts.stream().map(this::embed).toList();
    }
}
