package org.memoryjournal.chat;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Switches and probes model providers (implemented by the composition root, which knows how to build
 * them). Values use the settings keys {@code provider}, {@code base_url}, {@code chat_model},
 * {@code embed_provider}, {@code embed_model}. Blocking: call from a background thread.
 */
public interface ProviderControl {

    ProviderStatus status();

    /** Uses these values from now on; throws {@link SettingsException} with a sentence when they are unusable. */
    void reconfigure(Map<String, String> values, Optional<String> apiKey);

    /** The chat models the endpoint described by {@code values} offers; throws with a sentence on failure. */
    List<String> listModels(Map<String, String> values, Optional<String> apiKey);

    /** Checks the endpoint; returns a sentence saying what answered, or throws with what went wrong. */
    String testConnection(Map<String, String> values, Optional<String> apiKey);
}
