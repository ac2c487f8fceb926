package org.memoryjournal.chat;

import org.memoryjournal.settings.SettingsException;
import org.memoryjournal.settings.PolicySettings;
import org.memoryjournal.settings.ApiKeyFile;
import org.memoryjournal.settings.SettingsFile;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.Normalisation;
import org.memoryjournal.memory.RelevanceMode;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;

class SettingsServiceTest {
    @TempDir
    Path dir;

    private final ProviderControl noProviders = new ProviderControl() {
        @Override
        public ProviderStatus status() {
            return new ProviderStatus("offline", "offline", "test:model", false);
        }

        @Override
        public void reconfigure(Map<String, String> values, Optional<String> apiKey) {
        }

        @Override
        public List<String> listModels(Map<String, String> values, Optional<String> apiKey) {
            return List.of();
        }

        @Override
        public String testConnection(Map<String, String> values, Optional<String> apiKey) {
            return "ok";
        }
    };

    private SettingsService service() {
        return new SettingsService(new SettingsFile(dir.resolve("settings.properties")),
                new ApiKeyFile(dir.resolve("api-key")), noProviders);
    }

    @Test
    void withoutAFileTheShippedDefaultPolicyApplies() {
        assertThat(service().policy()).isEqualTo(RetrievalPolicy.defaults());
    }

    @Test
    void savedValuesSurviveARestartAndTheFileIsPrivate() throws IOException {
        SettingsService s = service();
        s.save(Map.of("provider", "ollama", "ui.theme", "dark"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("settings.properties"))))
                .isEqualTo("rw-------");
        SettingsService again = service();
        assertThat(again.value("provider")).hasValue("ollama");
        assertThat(again.value("ui.theme")).hasValue("dark");
    }

    @Test
    void aSavedPolicyComesBackExactly() {
        RetrievalPolicy custom = RetrievalPolicy.defaults().withWeights(new Weights(1, 0.5, 0.25))
                .withDecay(new DecayRates(0.99, 0.9999, 1.0)).withNormalisation(Normalisation.MIN_MAX)
                .withRelevance(RelevanceMode.DENSE, 0, 40).withTopK(7).withTokenBudget(900);
        service().savePolicy(custom);
        assertThat(service().policy()).isEqualTo(custom.withName("custom"));
    }

    @Test
    void presetsAreSelectableByName() {
        service().save(Map.of(PolicySettings.PRESET, "classic", PolicySettings.TOP_K, "3"));
        assertThat(service().policy()).isEqualTo(RetrievalPolicy.classic().withTopK(3));
    }

    @Test
    void invalidRetrievalValuesAreRefusedAndNothingIsSaved() {
        SettingsService s = service();
        s.save(Map.of(PolicySettings.TOP_K, "4"));
        assertThatThrownBy(() -> s.save(Map.of(PolicySettings.TOP_K, "zero"))).isInstanceOf(SettingsException.class)
                .hasMessageContaining("retrieval settings are not valid");
        assertThatThrownBy(() -> s.save(Map.of(PolicySettings.PRESET, "custom", PolicySettings.WEIGHTS, "1,-1,0")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("≥ 0");
        assertThatThrownBy(() -> s.save(Map.of(PolicySettings.PRESET, "fastest")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("Unknown retrieval preset");
        assertThat(service().policy().topK()).isEqualTo(4);
        assertThat(s.policy().topK()).isEqualTo(4);
    }

    @Test
    void blankValuesRemoveAKey() {
        SettingsService s = service();
        s.save(Map.of("chat_model", "llama3.2"));
        s.save(Map.of("chat_model", " "));
        assertThat(service().value("chat_model")).isEmpty();
    }

    @Test
    void aFallbackIsUsedUntilTheUserChoosesAndIsNeverSaved() {
        SettingsService s = service();
        s.useFallback("ui.theme", "dark");
        assertThat(s.value("ui.theme")).hasValue("dark");
        s.save(Map.of("provider", "offline"));
        assertThat(service().value("ui.theme")).isEmpty();
        s.save(Map.of("ui.theme", "light"));
        assertThat(s.value("ui.theme")).hasValue("light");
    }

    @Test
    void aBrokenSettingsFileIsAClearError() throws IOException {
        Files.writeString(dir.resolve("settings.properties"), "retrieval.preset=custom\nretrieval.weights=1,2\n");
        assertThatThrownBy(this::service).isInstanceOf(SettingsException.class)
                .hasMessageContaining("three numbers");
        Files.writeString(dir.resolve("settings.properties"), "bad=\\u12");
        assertThatThrownBy(this::service).isInstanceOf(SettingsException.class)
                .hasMessageContaining("could not be read").hasMessageContaining("delete it");
    }

    @Test
    void theApiKeyLivesInItsOwnPrivateFileAndIsMaskedForDisplay() throws IOException {
        ApiKeyFile key = new ApiKeyFile(dir.resolve("api-key"));
        key.write("sk-abcdef123456");
        assertThat(key.read()).hasValue("sk-abcdef123456");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("api-key"))))
                .isEqualTo("rw-------");
        assertThat(ApiKeyFile.masked("sk-abcdef123456")).isEqualTo("••••••••3456").doesNotContain("abcdef");
        service().save(Map.of("provider", "openai"));
        assertThat(Files.readString(dir.resolve("settings.properties"))).doesNotContain("sk-abcdef");
        key.write("");
        assertThat(key.read()).isEmpty();
        assertThat(dir.resolve("api-key")).doesNotExist();
    }
}
