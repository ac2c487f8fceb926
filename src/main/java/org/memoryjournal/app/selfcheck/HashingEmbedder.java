package org.memoryjournal.app.selfcheck;

import java.util.List;
import java.util.Locale;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/**
 * A tiny deterministic embedder for the self-check's child processes: each word adds ±1 to one of 32
 * dimensions chosen by its hash. It ranks memories that share words together, which is all the fault
 * trials need, starts instantly and, unlike the ONNX model, leaves no native files behind when killed.
 */
public final class HashingEmbedder implements EmbeddingProvider {
    public static final String MODEL = "selfcheck:hashed-words-32";
    public static final int DIMENSION = 32;

    @Override
    public String modelId() {
        return MODEL;
    }

    @Override
    public int dimension() {
        return DIMENSION;
    }

    @Override
    public Embedding embed(String text) {
        float[] v = new float[DIMENSION];
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!word.isEmpty()) {
                int h = word.hashCode() * 0x9E3779B9;
                v[Math.floorMod(h, DIMENSION)] += (h & 0x10000) == 0 ? 1f : -1f;
            }
        }
        return new Embedding(MODEL, v);
    }

    @Override
    public List<Embedding> embedAll(List<String> texts) {
        return texts.stream().map(this::embed).toList();
    }
}
