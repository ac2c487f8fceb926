package org.memoryjournal.app.eval;

import java.util.List;
import java.util.Locale;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/**
 * A controllable embedder: one dimension per vocabulary word, the value its count in the text, so a
 * ranking by cosine can be worked out by hand. Texts without vocabulary words get the zero vector
 * (cosine 0 with everything).
 */
final class VocabularyEmbedder implements EmbeddingProvider {
    static final List<String> WORDS = List.of("apple", "boat", "cat", "dog", "egg", "fish", "goat");
    int calls;
    int texts;

    @Override
    public String modelId() {
        return "test:vocabulary";
    }

    @Override
    public int dimension() {
        return WORDS.size();
    }

    @Override
    public Embedding embed(String text) {
        float[] v = new float[WORDS.size()];
        for (String token : text.toLowerCase(Locale.ROOT).split("[^a-z]+")) {
            int i = WORDS.indexOf(token);
            if (i >= 0) {
                v[i]++;
            }
        }
        return new Embedding(modelId(), v);
    }

    @Override
    public List<Embedding> embedAll(List<String> all) {
        calls++;
        texts += all.size();
        return all.stream().map(this::embed).toList();
    }
}
