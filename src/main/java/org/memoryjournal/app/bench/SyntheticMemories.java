package org.memoryjournal.app.bench;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.NewMemory;

/**
 * Reproducible synthetic memories for latency benchmarks: 384-dimensional vectors drawn around a few
 * hundred topic centres (so cosines spread like real sentence embeddings rather than all being ~0),
 * texts of 8–16 words from a Zipf-like vocabulary (so full-text search has realistic postings),
 * times spread over two years, all kinds and importances.
 */
final class SyntheticMemories {
    static final int DIMENSION = 384;
    private static final int TOPICS = 512;
    private static final int VOCABULARY = 6000;
    private static final String[] SYLLABLES = {"ka", "lo", "mi", "ren", "sa", "tu", "vel", "po", "dar", "ni",
        "shu", "ta", "bel", "or", "qui", "zen"};

    private final SplittableRandom random;
    private final float[][] topics;
    private final String[] words;
    private final Instant now;

    SyntheticMemories(long seed, Instant now) {
        this.random = new SplittableRandom(seed);
        this.now = now;
        this.topics = new float[TOPICS][];
        for (int t = 0; t < TOPICS; t++) {
            topics[t] = gaussian(1.0);
        }
        this.words = new String[VOCABULARY];
        for (int w = 0; w < VOCABULARY; w++) {
            words[w] = word(w);
        }
    }

    private static String word(int n) {
        StringBuilder sb = new StringBuilder();
        int x = n + 17;
        do {
            sb.append(SYLLABLES[x % SYLLABLES.length]);
            x /= SYLLABLES.length;
        } while (x > 0);
        return sb.toString();
    }

    private float[] gaussian(double scale) {
        float[] v = new float[DIMENSION];
        for (int i = 0; i < DIMENSION; i++) {
            v[i] = (float) (nextGaussian() * scale);
        }
        return v;
    }

    private double nextGaussian() {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }

    /** A vector near a random topic centre. */
    float[] vector() {
        float[] centre = topics[random.nextInt(TOPICS)];
        float[] noise = gaussian(0.9);
        for (int i = 0; i < DIMENSION; i++) {
            noise[i] += centre[i];
        }
        return noise;
    }

    /** A few vocabulary words, frequent words more likely. */
    String words(int count) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < count; i++) {
            double u = random.nextDouble();
            int w = (int) (Math.pow(u, 2.5) * VOCABULARY);
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(words[Math.min(VOCABULARY - 1, w)]);
        }
        return sb.toString();
    }

    List<NewMemory> batch(int size, String modelId) {
        List<NewMemory> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            Instant created = now.minusSeconds(random.nextLong(2L * 365 * 24 * 3600));
            MemoryKind kind = MemoryKind.values()[random.nextInt(10) < 7 ? 0 : 1 + random.nextInt(2)];
            out.add(new NewMemory(words(8 + random.nextInt(9)), kind, created, 1 + random.nextInt(10),
                    new Embedding(modelId, vector()), MemorySource.IMPORT));
        }
        return out;
    }
}
