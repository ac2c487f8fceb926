package org.memoryjournal.llm;

import java.time.Duration;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the providers the settings ask for. {@code auto} means: Ollama at the configured base URL (by
 * default {@code http://localhost:11434}) if {@code /api/version} answers within {@link #PROBE_TIMEOUT},
 * else the {@link OfflineResponder}, which then says which address did not answer.
 */
public final class Providers {
    private static final Logger LOG = LoggerFactory.getLogger(Providers.class);
    static final Duration PROBE_TIMEOUT = Duration.ofMillis(500);

    private Providers() {
    }

    public static ChatProvider chat(ProviderSettings settings) {
        return switch (settings.provider()) {
            case OLLAMA -> new OllamaChatProvider(settings);
            case OPENAI -> new OpenAiChatProvider(settings);
            case OFFLINE -> new OfflineResponder();
            case AUTO -> probeOllama(settings);
        };
    }

    private static ChatProvider probeOllama(ProviderSettings settings) {
        ProviderSettings quick = settings.withTimeouts(Timeouts.all(PROBE_TIMEOUT));
        OllamaChatProvider probe = new OllamaChatProvider(quick, HttpClients.shared(), Retry.NONE);
        try {
            probe.checkHealth();
            LOG.info("Ollama answers; using it for chat");
            return new OllamaChatProvider(settings);
        } catch (LlmException e) {
            String url = settings.effectiveBaseUrl(ProviderSettings.Provider.OLLAMA);
            LOG.info("No Ollama server answered ({}); answering offline", e.kind());
            return new OfflineResponder("No Ollama server answered at " + url + " (provider auto), so the"
                    + " offline responder is answering.");
        }
    }

    /**
     * The embedding provider of the settings. Nothing is loaded and no server is called until the first
     * text is embedded.
     *
     * @param expectedDimension dimension of the vectors already stored, or 0 when none are
     */
    public static EmbeddingProvider embedding(ProviderSettings settings, int expectedDimension) {
        return switch (settings.embedProvider()) {
            case LOCAL -> new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.parse(settings.embedModel()));
            case OLLAMA -> new OllamaEmbeddingProvider(settings, expectedDimension);
            case OPENAI -> new OpenAiEmbeddingProvider(settings, expectedDimension);
        };
    }
}
