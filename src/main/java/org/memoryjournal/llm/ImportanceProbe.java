package org.memoryjournal.llm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Importance;
import org.memoryjournal.memory.LinearProbe;

/**
 * A linear read-out of one embedding model's vectors that tells a life event (a death, a birth, a diagnosis, a
 * new job, a move …) from the errands and chatter of a day: logistic regression on labelled journal sentences.
 * Its probability that a memory is pivotal, on the 1–10 scale ({@link #rating}), is the memory's importance.
 *
 * <p>Trained by {@code memory-journal eval importance-probe --write} on sentences written for this project by
 * three authors who saw neither the app nor its test sets; the weights ship as a resource per model
 * ({@link #bundled}). Training is plain full-batch gradient descent from zero, so the same vectors give the same
 * weights (a test retrains and compares).
 */
public final class ImportanceProbe {
    private static final String HEADER = "# importance probe";
    private static final String WHAT = "an importance probe";
    private static final Map<String, Optional<ImportanceProbe>> BUNDLED = new ConcurrentHashMap<>();

    private final LinearProbe probe;

    public ImportanceProbe(String modelId, double[] weights, double bias) {
        this(new LinearProbe(modelId, weights, bias));
    }

    private ImportanceProbe(LinearProbe probe) {
        this.probe = probe;
    }

    /** The model whose vectors this probe reads. */
    public String modelId() {
        return probe.modelId();
    }

    /** The probability that the memory with this vector tells a life event, 0..1. */
    public double pivotal(Embedding v) {
        return probe.probability(v);
    }

    /** The importance of the memory with this vector: its {@link #pivotal} probability on the 1–10 scale. */
    public int rating(Embedding v) {
        return rating(pivotal(v));
    }

    /** A {@link #pivotal} probability on the 1–10 importance scale. */
    public static int rating(double pivotal) {
        return Importance.clamp((int) Math.round(Importance.MIN + (Importance.MAX - Importance.MIN) * pivotal));
    }

    /**
     * Fits a probe: logistic regression of pivotal (1) against mundane (0) ({@link LinearProbe#fit}).
     */
    public static ImportanceProbe fit(String modelId, List<float[]> pivotal, List<float[]> mundane) {
        if (pivotal.isEmpty() || mundane.isEmpty()) {
            throw new IllegalArgumentException("Training an importance probe needs pivotal and mundane sentences.");
        }
        return new ImportanceProbe(LinearProbe.fit(modelId, pivotal, mundane));
    }

    /** The text form of the resource: a header line, the model, the bias, then one weight a line. */
    public String serialise() {
        return probe.serialise(HEADER + " — written by `memory-journal eval importance-probe --write`; do not edit");
    }

    /** Reads {@link #serialise()}'s form. */
    public static ImportanceProbe parse(String text) {
        return new ImportanceProbe(LinearProbe.parse(text, HEADER, WHAT));
    }

    /** The resource name of the probe for a model: its id with every character but letters and digits as '-'. */
    public static String resourceName(String modelId) {
        return LinearProbe.resourceName("importance-probe-", modelId);
    }

    /** The probe shipped for this model, if one was trained for it. */
    public static Optional<ImportanceProbe> bundled(String modelId) {
        return BUNDLED.computeIfAbsent(modelId, ImportanceProbe::load);
    }

    private static Optional<ImportanceProbe> load(String modelId) {
        try (InputStream in = ImportanceProbe.class.getResourceAsStream(resourceName(modelId))) {
            if (in == null) {
                return Optional.empty();
            }
            ImportanceProbe probe = parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (!probe.modelId().equals(modelId)) {
                throw new IllegalStateException("The importance probe " + resourceName(modelId) + " is for "
                        + probe.modelId() + ".");
            }
            return Optional.of(probe);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the importance probe for " + modelId, e);
        }
    }

    /** The weights, for comparing two probes. */
    double[] weights() {
        return probe.weights();
    }

    double bias() {
        return probe.bias();
    }
}
