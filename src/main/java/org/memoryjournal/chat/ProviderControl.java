package org.memoryjournal.chat;

import org.memoryjournal.settings.SettingsException;
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

    /**
     * The provider settings in effect when the settings file holds {@code fileValues} and the API key file
     * {@code storedKey}: each with where it comes from. Without an environment or flags, the file or the default.
     */
    default java.util.List<SettingSource> sources(Map<String, String> fileValues, Optional<String> storedKey) {
        java.util.List<SettingSource> out = new java.util.ArrayList<>();
        for (String key : SettingsKeys.PROVIDER_KEYS) {
            String v = key.equals(SettingsKeys.API_KEY) ? storedKey.map(SettingsKeys::masked).orElse("")
                    : fileValues.getOrDefault(key, "").strip();
            out.add(new SettingSource(key, v, v.isEmpty() ? SettingSource.Origin.DEFAULT : SettingSource.Origin.FILE,
                    ""));
        }
        return out;
    }

    /**
     * Checks the endpoint described by the typed {@code values} (they win over the environment and flags) and
     * that it has the chosen chat model ({@code values} may hold a typed {@code api_key}; {@code apiKey} is the
     * stored one, which the environment overrides as in the running app); returns a sentence saying what answered, or throws with what went wrong.
     */
    String testConnection(Map<String, String> values, Optional<String> apiKey);
}
