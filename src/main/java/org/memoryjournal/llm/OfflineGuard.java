package org.memoryjournal.llm;

/**
 * Keeps DJL (the tokenizer under the ONNX embedding models) off the network. This sets both switches
 * before any DJL class loads; the launcher and the surefire argLine set them too.
 *
 * <p>What DJL 0.31 would otherwise do (checked in its classes):
 * <ul>
 *   <li>{@code HuggingFaceTokenizer.newInstance(...)} calls {@code Ec2Utils.callHome("Huggingface")}, which
 *       (at most once a day) reads EC2 instance metadata from {@code http://169.254.169.254} and then GETs
 *       {@code https://djl-telemetry-*.s3.*.amazonaws.com/telemetry.txt}. It is skipped when
 *       {@code Utils.isOfflineMode()} ({@code ai.djl.offline} / {@code DJL_OFFLINE}) or
 *       {@code OPT_OUT_TRACKING} (system property or environment variable) is true.</li>
 *   <li>The tokenizer's {@code LibUtils} copies its native library out of the jar into the DJL cache
 *       directory ({@code ~/.djl.ai}, or {@code DJL_CACHE_DIR}); for a platform the jar lacks it would
 *       download one from {@code publish.djl.ai} unless offline mode is on.</li>
 *   <li>A tokenizer named by Hugging Face hub id would be downloaded; we only load tokenizer JSON from the
 *       classpath.</li>
 * </ul>
 * {@code LocalEmbeddingProviderTest} proves that loading and running the models asks for no connection.
 */
public final class OfflineGuard {
    private OfflineGuard() {
    }

    public static void apply() {
        System.setProperty("ai.djl.offline", "true");
        System.setProperty("OPT_OUT_TRACKING", "true");
    }
}
