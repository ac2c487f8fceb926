package org.memoryjournal.app;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import org.memoryjournal.chat.ProviderControl;
import org.memoryjournal.chat.ProviderStatus;
import org.memoryjournal.chat.SettingSource;
import org.memoryjournal.chat.SettingsKeys;
import org.memoryjournal.settings.SettingsException;
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

    /** The chat models of the endpoint typed in the dialog; embedding models are left out. */
    @Override
    public List<String> listModels(Map<String, String> values, Optional<String> apiKey) {
        try (ChatProvider probe = Providers.chat(resolveTyped(values, apiKey))) {
            return ChatModelNames.chatModels(probe.models());
        } catch (LlmException e) {
            throw new SettingsException(e.getMessage(), e);
        }
    }

    /** Tests the endpoint typed in the dialog (not the environment's) and that it has the chosen chat model. */
    @Override
    public String testConnection(Map<String, String> values, Optional<String> apiKey) {
        ProviderSettings typed = resolveTyped(values, apiKey);
        try (ChatProvider probe = Providers.chat(typed)) {
            probe.checkHealth();
            if (!probe.isLanguageModel()) {
                return "No model server answered; Memory Journal will answer offline, from memory.";
            }
            List<String> models = probe.models();
            String where = probe.name() + " at " + typed.effectiveBaseUrl(
                    typed.provider() == ProviderSettings.Provider.OPENAI ? ProviderSettings.Provider.OPENAI
                            : ProviderSettings.Provider.OLLAMA);
            if (!ChatModelNames.offers(models, probe.model())) {
                List<String> chat = ChatModelNames.chatModels(models);
                throw new SettingsException(where + " answered, but it has no model '" + probe.model() + "'"
                        + (chat.isEmpty() ? " and no chat model at all." : "; it offers " + ChatModelNames.some(chat)
                        + ". Choose one (Fetch models lists them)."));
            }
            return "Connected to " + where + "; the chat model " + probe.model() + " is available.";
        } catch (LlmException e) {
            throw new SettingsException(e.getMessage(), e);
        }
    }

    @Override
    public List<SettingSource> sources(Map<String, String> fileValues, Optional<String> storedKey) {
        List<SettingSource> out = new ArrayList<>();
        for (String key : SettingsKeys.PROVIDER_KEYS) {
            boolean isKey = key.equals(SettingsKeys.API_KEY);
            String flag = find(flags, key);
            String variable = ENVIRONMENT.get(key);
            String fromEnv = blank(env.get(variable));
            String fromFile = isKey ? storedKey.orElse("") : blank(fileValues.get(key));
            SettingSource s;
            if (!flag.isEmpty()) {
                s = new SettingSource(key, flag, SettingSource.Origin.FLAG, "--" + key.replace('_', '-'));
            } else if (!fromEnv.isEmpty()) {
                s = new SettingSource(key, fromEnv, SettingSource.Origin.ENVIRONMENT, variable);
            } else if (!fromFile.isEmpty()) {
                s = new SettingSource(key, fromFile, SettingSource.Origin.FILE, "");
            } else {
                s = new SettingSource(key, "", SettingSource.Origin.DEFAULT, "");
            }
            out.add(isKey && !s.value().isEmpty()
                    ? new SettingSource(key, SettingsKeys.masked(s.value()), s.origin(), s.variable()) : s);
        }
        return out;
    }

    private static final Map<String, String> ENVIRONMENT = Map.of(SettingsKeys.PROVIDER, "MEMORY_JOURNAL_PROVIDER",
            SettingsKeys.BASE_URL, "MEMORY_JOURNAL_BASE_URL", SettingsKeys.CHAT_MODEL, "MEMORY_JOURNAL_CHAT_MODEL",
            SettingsKeys.EMBED_MODEL, "MEMORY_JOURNAL_EMBED_MODEL", SettingsKeys.API_KEY, "OPENAI_API_KEY");

    private static String find(Map<String, String> values, String key) {
        for (Map.Entry<String, String> e : values.entrySet()) {
            if (normalise(e.getKey()).equals(normalise(key))) {
                return blank(e.getValue());
            }
        }
        return "";
    }

    private static String normalise(String key) {
        return key == null ? "" : key.replaceAll("[-_.]", "").toLowerCase(java.util.Locale.ROOT);
    }

    private static String blank(String v) {
        return v == null ? "" : v.strip();
    }

    /**
     * The settings a probe uses: what is typed wins over the environment and the flags (a field left empty
     * falls back to them, as the running app would); {@code apiKey} is the typed or stored key.
     */
    private ProviderSettings resolveTyped(Map<String, String> values, Optional<String> apiKey) {
        Map<String, String> typed = new HashMap<>();
        values.forEach((k, v) -> {
            if (v != null && !v.isBlank()) {
                typed.put(k, v.strip());
            }
        });
        Map<String, String> top = new HashMap<>();
        flags.forEach((k, v) -> {
            if (typed.keySet().stream().noneMatch(t -> normalise(t).equals(normalise(k)))) {
                top.put(k, v);
            }
        });
        top.putAll(typed);
        Map<String, String> file = new HashMap<>();
        apiKey.ifPresent(k -> file.put(SettingsKeys.API_KEY, k));
        try {
            return ProviderSettings.resolve(file, env, top);
        } catch (IllegalArgumentException e) {
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
