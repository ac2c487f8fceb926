package org.memoryjournal.app.eval;

import java.util.List;
import java.util.function.ToDoubleFunction;

import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.Embedding;

/**
 * Whether a probe trained in a test is the one shipped. Not byte for byte: the quantized models' vectors differ in
 * their last digits from one processor to another, so a retrain on another machine moves each probability a little
 * (up to 0.026 measured); a probe trained on other data moves some by far more (more than 0.5 with one author left
 * out).
 */
final class RetrainAgreement {
    /** The most a retrained probe's probability may differ from the shipped one's on a training sentence. */
    static final double TOLERANCE = 0.05;

    private RetrainAgreement() {
    }

    /** The largest difference between the two probes' probabilities over these texts, embedded by {@code model}. */
    static double largestDifference(List<String> texts, EmbeddingProvider model, ToDoubleFunction<Embedding> trained,
                                    ToDoubleFunction<Embedding> shipped) {
        double largest = 0;
        for (Embedding v : model.embedAll(texts)) {
            largest = Math.max(largest, Math.abs(trained.applyAsDouble(v) - shipped.applyAsDouble(v)));
        }
        return largest;
    }
}
