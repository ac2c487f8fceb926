package org.memoryjournal.llm;

import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

import okhttp3.HttpUrl;

/**
 * Which model endpoints to use and how to reach them. Built by {@link #resolve} from the settings file,
 * the environment and command-line flags. The API key never appears in {@link #toString()}.
 *
 * @param provider        chat provider: auto (Ollama if it answers, else offline), ollama, openai or offline
 * @param baseUrl         server root ({@code http://localhost:11434}) or API root ({@code https://api.openai.com/v1});
 *                        empty for the provider's default
 * @param chatModel       chat model name; empty for the provider's default
 * @param embedProvider   local (in-process), ollama or openai
 * @param embedModel      embedding model name; empty for the provider's default
 * @param apiKey          bearer key for OpenAI-compatible endpoints; empty for none
 * @param timeouts        how long calls may wait, phase by phase ({@link Timeouts#DEFAULTS} when null)
 */
public record ProviderSettings(Provider provider, String baseUrl, String chatModel, EmbedProvider embedProvider,
        String embedModel, String apiKey, Timeouts timeouts) {

    /** The chat back-ends. */
    public enum Provider { AUTO, OLLAMA, OPENAI, OFFLINE }

    /** The embedding back-ends. */
    public enum EmbedProvider { LOCAL, OLLAMA, OPENAI }

    public static final String OLLAMA_URL = "http://localhost:11434";
    public static final String OPENAI_URL = "https://api.openai.com/v1";

    public ProviderSettings {
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(embedProvider, "embedProvider");
        baseUrl = baseUrl == null ? "" : baseUrl.trim();
        chatModel = chatModel == null ? "" : chatModel.trim();
        embedModel = embedModel == null ? "" : embedModel.trim();
        apiKey = apiKey == null ? "" : apiKey.trim();
        timeouts = timeouts == null ? Timeouts.DEFAULTS : timeouts;
        if (!baseUrl.isEmpty()) {
            validateBaseUrl(baseUrl);
        }
    }

    /** Defaults: provider auto, local BGE embeddings, no key. */
    public static ProviderSettings defaults() {
        return new ProviderSettings(Provider.AUTO, "", "", EmbedProvider.LOCAL, "", "", null);
    }

    /**
     * Merges settings with precedence flags &gt; environment &gt; file &gt; defaults. File and flag keys are
     * {@code provider, base-url, chat-model, embed-provider, embed-model, api-key} and the timeouts of
     * {@link Timeouts.Phase} ({@code connect-timeout-ms, first-byte-timeout-ms, token-timeout-ms,
     * judgement-timeout-ms}; the older {@code read-timeout-ms} is read as the first-byte timeout). Dashes,
     * underscores, dots and case are ignored, so {@code baseUrl} works too. Environment names:
     * MEMORY_JOURNAL_PROVIDER, MEMORY_JOURNAL_BASE_URL, MEMORY_JOURNAL_CHAT_MODEL, MEMORY_JOURNAL_EMBED_PROVIDER,
     * MEMORY_JOURNAL_EMBED_MODEL, OPENAI_API_KEY and {@link Timeouts.Phase#environment()}.
     *
     * @throws IllegalArgumentException with a sentence for the user when a value is not valid
     */
    public static ProviderSettings resolve(Map<String, String> fileValues, Map<String, String> env,
            Map<String, String> flags) {
        Lookup l = new Lookup(fileValues, env, flags);
        return new ProviderSettings(
                parseEnum(Provider.class, l.get("provider", "MEMORY_JOURNAL_PROVIDER"), Provider.AUTO, "provider",
                        "auto, ollama, openai or offline"),
                l.get("baseurl", "MEMORY_JOURNAL_BASE_URL"),
                l.get("chatmodel", "MEMORY_JOURNAL_CHAT_MODEL"),
                parseEnum(EmbedProvider.class, l.get("embedprovider", "MEMORY_JOURNAL_EMBED_PROVIDER"),
                        EmbedProvider.LOCAL, "embedding provider", "local, ollama or openai"),
                l.get("embedmodel", "MEMORY_JOURNAL_EMBED_MODEL"),
                l.get("apikey", "OPENAI_API_KEY"),
                timeouts(l));
    }

    private static Timeouts timeouts(Lookup l) {
        Timeouts d = Timeouts.DEFAULTS;
        String firstByte = l.get("firstbytetimeoutms", Timeouts.Phase.FIRST_BYTE.environment());
        if (firstByte == null) {
            firstByte = l.get("readtimeoutms", null);
        }
        return new Timeouts(
                parseMillis(l.get("connecttimeoutms", Timeouts.Phase.CONNECT.environment()), d.connect(),
                        Timeouts.Phase.CONNECT.key()),
                parseMillis(firstByte, d.firstByte(), Timeouts.Phase.FIRST_BYTE.key()),
                parseMillis(l.get("tokentimeoutms", Timeouts.Phase.BETWEEN_TOKENS.environment()), d.betweenTokens(),
                        Timeouts.Phase.BETWEEN_TOKENS.key()),
                parseMillis(l.get("judgementtimeoutms", Timeouts.Phase.JUDGEMENT.environment()), d.judgement(),
                        Timeouts.Phase.JUDGEMENT.key()));
    }

    /** Checks that {@code url} is an http(s) address with a host; throws a clear message otherwise. */
    public static HttpUrl validateBaseUrl(String url) {
        HttpUrl parsed = url == null ? null : HttpUrl.parse(url.trim());
        if (parsed == null || parsed.host().isEmpty()) {
            throw new IllegalArgumentException("The base URL '" + url
                    + "' is not valid: use an http:// or https:// address with a host, such as " + OLLAMA_URL + ".");
        }
        return parsed;
    }

    /** The base URL to use: the configured one or the provider's default. */
    public String effectiveBaseUrl(Provider forProvider) {
        if (!baseUrl.isEmpty()) {
            return baseUrl;
        }
        return forProvider == Provider.OPENAI ? OPENAI_URL : OLLAMA_URL;
    }

    public boolean hasApiKey() {
        return !apiKey.isEmpty();
    }

    public ProviderSettings withProvider(Provider p) {
        return new ProviderSettings(p, baseUrl, chatModel, embedProvider, embedModel, apiKey, timeouts);
    }

    public ProviderSettings withBaseUrl(String url) {
        return new ProviderSettings(provider, url, chatModel, embedProvider, embedModel, apiKey, timeouts);
    }

    public ProviderSettings withTimeouts(Timeouts t) {
        return new ProviderSettings(provider, baseUrl, chatModel, embedProvider, embedModel, apiKey, t);
    }

    @Override
    public String toString() {
        return "ProviderSettings[provider=" + provider + ", baseUrl=" + baseUrl + ", chatModel=" + chatModel
                + ", embedProvider=" + embedProvider + ", embedModel=" + embedModel
                + ", apiKey=" + (apiKey.isEmpty() ? "(none)" : "(set)")
                + ", timeouts=" + timeouts + "]";
    }

    private static <E extends Enum<E>> E parseEnum(Class<E> type, String value, E fallback, String what,
            String choices) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Unknown " + what + " '" + value.trim() + "': use " + choices + ".", e);
        }
    }

    private static Duration parseMillis(String value, Duration fallback, String key) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            long ms = Long.parseLong(value.trim());
            if (ms <= 0) {
                throw new NumberFormatException();
            }
            return Duration.ofMillis(ms);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("The setting " + key + " must be a positive number of milliseconds"
                    + " (such as 30000 for 30 seconds), not '" + value.trim() + "'.", e);
        }
    }

    /** Looks a key up in flags, then the environment, then the file. */
    private record Lookup(Map<String, String> file, Map<String, String> env, Map<String, String> flags) {
        Lookup {
            file = file == null ? Map.of() : file;
            env = env == null ? Map.of() : env;
            flags = flags == null ? Map.of() : flags;
        }

        String get(String normalisedKey, String envName) {
            String v = find(flags, normalisedKey);
            if (v == null && envName != null) {
                v = blankToNull(env.get(envName));
            }
            return v != null ? v : find(file, normalisedKey);
        }

        private static String find(Map<String, String> values, String normalisedKey) {
            for (Map.Entry<String, String> e : values.entrySet()) {
                if (normalise(e.getKey()).equals(normalisedKey)) {
                    String v = blankToNull(e.getValue());
                    if (v != null) {
                        return v;
                    }
                }
            }
            return null;
        }

        private static String normalise(String key) {
            return key == null ? "" : key.replaceAll("[-_.]", "").toLowerCase(Locale.ROOT);
        }

        private static String blankToNull(String v) {
            return v == null || v.isBlank() ? null : v.trim();
        }
    }
}
