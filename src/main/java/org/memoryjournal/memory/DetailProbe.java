package org.memoryjournal.memory;

import java.util.List;

/**
 * The probe that reads from a memory's vector whether the memory holds a detail one could look up (where the
 * spare key is, what the childminder is called, the wifi password, which insurer was chosen) or only mentions
 * its topic (someone asking for the password, a form wanting the allergy, the key that went missing). A question
 * that looks a detail up ({@link QueryReading#asksForDetail()}) lifts the memories that hold one by the policy's
 * {@link Adjustments#detailBoost()} times this probability.
 *
 * <p>Trained by {@code memory-journal eval detail-probe --write} on sentences written for this project by three
 * authors who saw neither the app nor its test sets; one resource per local model ({@link #resourceName}, next to
 * this class), which the store reads when it opens a journal's index for that model.
 */
public final class DetailProbe {
    private static final String HEADER = "# detail probe";
    private static final String WHAT = "a detail probe";

    private DetailProbe() {
    }

    /** Fits the probe: notes that hold a detail (1) against notes that only mention the topic (0). */
    public static LinearProbe fit(String modelId, List<float[]> holding, List<float[]> mentioning) {
        if (holding.isEmpty() || mentioning.isEmpty()) {
            throw new IllegalArgumentException("Training a detail probe needs notes that hold a detail and notes "
                    + "that only mention one.");
        }
        return LinearProbe.fit(modelId, holding, mentioning);
    }

    /** The resource text of a probe. */
    public static String serialise(LinearProbe probe) {
        return probe.serialise(HEADER + " — written by `memory-journal eval detail-probe --write`; do not edit");
    }

    public static LinearProbe parse(String text) {
        return LinearProbe.parse(text, HEADER, WHAT);
    }

    /** The resource name of the probe for a model. */
    public static String resourceName(String modelId) {
        return LinearProbe.resourceName("detail-probe-", modelId);
    }
}
