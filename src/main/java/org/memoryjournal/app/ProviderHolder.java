package org.memoryjournal.app;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import org.memoryjournal.chat.ProviderControl;
import org.memoryjournal.chat.ProviderStatus;
import org.memoryjournal.chat.SettingsException;
import org.memoryjournal.llm.BreakerChatProvider;
import org.memoryjournal.llm.ChatProvider;
import org.memoryjournal.llm.LlmException;
import org.memoryjournal.llm.ProviderSettings;
import org.memoryjournal.llm.Providers;

/**
 * Holds the chat provider in use (created on first use, since {@code auto} probes the network; guarded by a
 * {@link BreakerChatProvider} so one turn never waits twice for a dead server) and builds new ones when the
 * settings change. The embedding model is fixed for a session: changing it
 * takes effect at the next start.
 */
final class ProviderHolder implements ProviderControl, Supplier<ChatProvider> {
    private final Map<String, String> env;
    private final Map<String, String> flags;
    private final String embeddingModelId;
    private volatile ProviderSettings settings;
    private volatile ChatProvider current;

    ProviderHolder(ProviderSettings settings, Map<String, String> env, Map<String, String> flags,
                   String embeddingModelId) {
        this.settings = settings;
        this.env = env;
        this.flags = flags;
        this.embeddingModelId = embeddingModelId;
    }

    @Override
    public ChatProvider get() {
        ChatProvider p = current;
        if (p == null) {
            synchronized (this) {
                if (current == null) {
                    current = new BreakerChatProvider(Providers.chat(settings));
                }
                p = current;
            }
        }
        return p;
    }

    /** The status without probing: before first use of {@code auto}, says so. */
    @Override
    public ProviderStatus status() {
        ChatProvider p = get();
        return new ProviderStatus(p.name(), p.model(), embeddingModelId, p.isLanguageModel());
    }

    @Override
    public synchronized void reconfigure(Map<String, String> values, Optional<String> apiKey) {
        ProviderSettings next = resolve(values, apiKey);
        ChatProvider old = current;
        current = new BreakerChatProvider(Providers.chat(next));
        settings = next;
        if (old != null) {
            old.close();
        }
    }

    @Override
    public List<String> listModels(Map<String, String> values, Optional<String> apiKey) {
        try (ChatProvider probe = Providers.chat(resolve(values, apiKey))) {
            return probe.models();
        } catch (LlmException e) {
            throw new SettingsException(e.getMessage(), e);
        }
    }

    @Override
    public String testConnection(Map<String, String> values, Optional<String> apiKey) {
        try (ChatProvider probe = Providers.chat(resolve(values, apiKey))) {
            probe.checkHealth();
            if (!probe.isLanguageModel()) {
                return "No model server answered; Memory Journal will answer offline, from memory.";
            }
            int models = probe.models().size();
            return "Connected to " + probe.name() + " (" + models + (models == 1 ? " model" : " models") + " available).";
        } catch (LlmException e) {
            throw new SettingsException(e.getMessage(), e);
        }
    }

    private ProviderSettings resolve(Map<String, String> values, Optional<String> apiKey) {
        Map<String, String> file = new HashMap<>(values);
        apiKey.ifPresent(k -> file.put("api_key", k));
        try {
            return ProviderSettings.resolve(file, env, flags);
        } catch (IllegalArgumentException e) {
            throw new SettingsException(e.getMessage(), e);
        }
    }

    void close() {
        ChatProvider p = current;
        if (p != null) {
            p.close();
        }
    }
}
