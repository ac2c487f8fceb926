package org.memoryjournal.chat;

import java.util.List;

/** The settings keys of the model provider, as the settings file and the dialog name them. */
public final class SettingsKeys {
    public static final String PROVIDER = "provider";
    public static final String BASE_URL = "base_url";
    public static final String CHAT_MODEL = "chat_model";
    public static final String EMBED_MODEL = "embed_model";
    public static final String API_KEY = "api_key";
    public static final List<String> PROVIDER_KEYS = List.of(PROVIDER, BASE_URL, CHAT_MODEL, EMBED_MODEL, API_KEY);

    private SettingsKeys() {
    }

    /** The key with all but its last four characters hidden, for display. */
    public static String masked(String key) {
        return org.memoryjournal.settings.ApiKeyFile.masked(key);
    }
}
