package org.memoryjournal.ui.testing;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.memoryjournal.chat.ProviderControl;
import org.memoryjournal.chat.ProviderStatus;
import org.memoryjournal.settings.SettingsException;

/** Accepts any endpoint except one whose address contains "down". */
public final class FakeProviderControl implements ProviderControl {
    private volatile Map<String, String> last = Map.of();

    public Map<String, String> lastValues() {
        return last;
    }

    @Override
    public ProviderStatus status() {
        return new ProviderStatus("offline", "offline", "fake:bag-of-words", false);
    }

    @Override
    public void reconfigure(Map<String, String> values, Optional<String> apiKey) {
        check(values);
        last = Map.copyOf(values);
    }

    @Override
    public List<String> listModels(Map<String, String> values, Optional<String> apiKey) {
        check(values);
        return List.of("llama3.2", "qwen2.5:7b", "mistral");
    }

    @Override
    public String testConnection(Map<String, String> values, Optional<String> apiKey) {
        check(values);
        return "Ollama 0.5 answered at " + values.getOrDefault("base_url", "localhost") + ".";
    }

    private static void check(Map<String, String> values) {
        if (values.getOrDefault("base_url", "").contains("down")) {
            throw new SettingsException("Nothing answers at " + values.get("base_url") + ": start the server or fix the address.");
        }
    }
}
