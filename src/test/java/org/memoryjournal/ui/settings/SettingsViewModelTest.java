package org.memoryjournal.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.ui.testing.TestServices;

class SettingsViewModelTest {
    @TempDir
    Path dir;
    TestServices services;
    SettingsViewModel vm;

    @BeforeEach
    void setUp() {
        services = new TestServices(dir);
        vm = new SettingsViewModel(services.settings, services.ui.executor());
    }

    @Test
    void aBadUrlIsRefusedNextToTheField() {
        vm.baseUrlProperty().set("localhost:11434");
        assertThat(vm.errorProperty("base_url").get()).contains("http://");

        vm.baseUrlProperty().set("ftp://example.com");
        assertThat(vm.errorProperty("base_url").get()).contains("http://");

        vm.baseUrlProperty().set("http://");
        assertThat(vm.errorProperty("base_url").get()).isNotEmpty();

        assertThat(vm.save()).isFalse();
        assertThat(services.settings.value("base_url")).isEmpty();

        vm.baseUrlProperty().set("http://localhost:11434");
        assertThat(vm.errorProperty("base_url").get()).isEmpty();
    }

    @Test
    void aBadTopKIsRefused() {
        vm.topKProperty().set("0");
        assertThat(vm.errorProperty("top_k").get()).contains("1 to 100");

        vm.topKProperty().set("five");
        assertThat(vm.save()).isFalse();
        assertThat(vm.statusProperty().get()).contains("not valid");
        assertThat(services.settings.policy().topK()).isEqualTo(5);
    }

    @Test
    void badWeightsAndDecayAreRefusedOnSave() {
        vm.recencyWeightProperty().set("-1");
        vm.episodicDecayProperty().set("-3");

        assertThat(vm.save()).isFalse();

        assertThat(vm.errorProperty("weights").get()).contains("≥ 0");
        assertThat(vm.errorProperty("decay").get()).contains("days greater than 0");

        vm.recencyWeightProperty().set("0.1");
        vm.episodicDecayProperty().set("soon");
        assertThat(vm.save()).isFalse();
        assertThat(vm.errorProperty("decay").get()).contains("“never”");
    }

    @Test
    void decayIsShownAndSavedAsHalfLivesInDays() {
        assertThat(vm.episodicDecayProperty().get()).isEqualTo("180");
        assertThat(vm.proceduralDecayProperty().get()).isEqualTo("never");
        double semantic = services.settings.policy().decay().semantic();

        vm.episodicDecayProperty().set("30");
        assertThat(vm.save()).isTrue();

        assertThat(org.memoryjournal.memory.DecayRates.halfLifeHours(services.settings.policy().decay().episodic()))
                .isCloseTo(720, org.assertj.core.api.Assertions.within(1e-6));
        assertThat(services.settings.policy().decay().semantic()).isEqualTo(semantic);
        assertThat(services.settings.policy().decay().procedural()).isEqualTo(1.0);
    }

    @Test
    void validValuesAreSavedWithTheKeyAndTheProviderIsReconfigured() {
        vm.providerProperty().set("ollama");
        vm.baseUrlProperty().set("http://localhost:11434");
        vm.chatModelProperty().set("llama3.2");
        vm.topKProperty().set("8");
        vm.apiKeyProperty().set("sk-test-123456");
        vm.darkThemeProperty().set(true);

        assertThat(vm.save()).isTrue();

        assertThat(vm.savedProperty().get()).isTrue();
        assertThat(services.settings.policy().topK()).isEqualTo(8);
        assertThat(services.settings.value("provider")).contains("ollama");
        assertThat(services.settings.value(SettingsService.THEME)).contains("dark");
        assertThat(services.settings.apiKey().read()).contains("sk-test-123456");
        assertThat(services.control.lastValues()).containsEntry("chat_model", "llama3.2");
        assertThat(services.settings.values().values()).doesNotContain("sk-test-123456");
    }

    @Test
    void anUnreachableEndpointIsReportedAndNothingIsSaved() {
        vm.baseUrlProperty().set("http://down.example:11434");

        vm.save();

        assertThat(vm.savedProperty().get()).isFalse();
        assertThat(vm.errorProperty("save").get()).contains("Nothing answers");
        assertThat(services.settings.value("base_url")).isEmpty();
    }

    @Test
    void modelsAreFetchedAndTheConnectionTested() {
        vm.baseUrlProperty().set("http://localhost:11434");

        vm.fetchModels();
        assertThat(vm.models()).contains("llama3.2");

        vm.testConnection();
        assertThat(vm.connectionProperty().get()).contains("answered");
    }

    @Test
    void theStoredKeyIsOnlyShownMasked() {
        services.settings.apiKey().write("sk-secret-abcd");

        SettingsViewModel fresh = new SettingsViewModel(services.settings, services.ui.executor());

        assertThat(fresh.apiKeyHintProperty().get()).endsWith("abcd").doesNotContain("secret");
        assertThat(fresh.apiKeyProperty().get()).isEmpty();
    }
}
