package org.memoryjournal.chat;

import org.memoryjournal.settings.PolicySettings;
import org.memoryjournal.settings.ApiKeyFile;
import org.memoryjournal.settings.SettingsFile;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.memoryjournal.memory.RetrievalPolicy;

/**
 * The user's settings: the values of the settings file, the retrieval policy they describe, the API
 * key file and the provider in use. Changes are validated before anything is saved.
 */
public final class SettingsService {
    public static final String THEME = "ui.theme";

    private final SettingsFile file;
    private final ApiKeyFile apiKey;
    private final ProviderControl providers;
    private volatile Map<String, String> values;
    private final Map<String, String> fallbacks = new java.util.concurrent.ConcurrentHashMap<>();
    private volatile RetrievalPolicy policy;

    public SettingsService(SettingsFile file, ApiKeyFile apiKey, ProviderControl providers) {
        this.file = file;
        this.apiKey = apiKey;
        this.providers = providers;
        this.values = file.load();
        this.policy = PolicySettings.read(values);
    }

    public Map<String, String> values() {
        return Map.copyOf(values);
    }

    /** The stored value, else a fallback set by {@link #useFallback}, else empty. */
    public Optional<String> value(String key) {
        String v = values.get(key);
        return Optional.ofNullable(v != null ? v : fallbacks.get(key));
    }

    /**
     * The value as the settings file holds it now, read again: another process (the app) may have changed it
     * since this one started. Also refreshes what {@link #value} returns.
     */
    public synchronized Optional<String> currentValue(String key) {
        values = Map.copyOf(file.load());
        return value(key);
    }

    /** A value to use while the user has not chosen one (e.g. the desktop's theme); never saved. */
    public void useFallback(String key, String value) {
        fallbacks.put(key, value);
    }

    public RetrievalPolicy policy() {
        return policy;
    }

    public ProviderControl providers() {
        return providers;
    }

    public ApiKeyFile apiKey() {
        return apiKey;
    }

    /** The provider settings in effect and where each comes from (reads the key file: call in the background). */
    public java.util.List<SettingSource> sources() {
        return providers.sources(values, apiKey.read());
    }

    /** The API key stored in its owner-only file (blocking). */
    public Optional<String> storedApiKey() {
        return apiKey.read();
    }

    /** Stores a new API key in its owner-only file; an empty key deletes it (blocking). */
    public void storeApiKey(String key) {
        apiKey.write(key);
    }

    /** The stored API key, masked for display; empty when none is stored. */
    public Optional<String> maskedApiKey() {
        return apiKey.read().map(ApiKeyFile::masked);
    }

    /** The settings entries that describe {@code p}. */
    public static Map<String, String> policyEntries(RetrievalPolicy p) {
        return PolicySettings.write(p);
    }

    /** Validates and saves changed values (retrieval entries are checked first; nothing is saved if they fail). */
    public synchronized void save(Map<String, String> changes) {
        Map<String, String> next = new TreeMap<>(values);
        changes.forEach((k, v) -> {
            if (v == null || v.isBlank()) {
                next.remove(k);
            } else {
                next.put(k, v.strip());
            }
        });
        RetrievalPolicy nextPolicy = PolicySettings.read(next);
        file.save(next);
        values = Map.copyOf(next);
        policy = nextPolicy;
    }

    /** Saves a policy (e.g. "Use these weights" from the score pane) as a custom policy. */
    public void savePolicy(RetrievalPolicy newPolicy) {
        save(PolicySettings.write(newPolicy));
    }
}
