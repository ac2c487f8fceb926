package org.memoryjournal.llm;

/**
 * DJL (under the ONNX tokenizer) reports usage to its makers and may download files unless told not
 * to. This sets both switches before any DJL class loads; the launcher sets them too.
 */
public final class OfflineGuard {
    private OfflineGuard() {
    }

    public static void apply() {
        System.setProperty("ai.djl.offline", "true");
        System.setProperty("OPT_OUT_TRACKING", "true");
    }
}
