package org.memoryjournal.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.chat.RecalledChip;
import org.memoryjournal.ui.testing.TestServices;

class MainViewModelTest {
    @TempDir
    Path dir;
    TestServices services;
    MainViewModel vm;

    @BeforeEach
    void setUp() {
        services = new TestServices(dir);
        vm = new MainViewModel(services.ui);
    }

    @Test
    void anEmptyJournalShowsTheWelcomeUntilExamplesAreAdded() {
        vm.start();
        assertThat(vm.firstRunBinding().get()).isTrue();

        vm.browser().adder().addExamples();

        assertThat(vm.firstRunBinding().get()).isFalse();
        assertThat(vm.memoryCountBinding().get()).endsWith("memories");
    }

    @Test
    void memoriesOfAnotherEmbeddingModelAreCountedAndReembeddedOnRequest() {
        services.addSamples();
        long stale = services.memoryRepo.addFromOtherModel("My sister Ana's cat is called Miso");
        vm.start();
        assertThat(vm.staleMemoriesProperty().get()).isEqualTo(1);

        vm.reembed();

        assertThat(vm.staleMemoriesProperty().get()).isZero();
        assertThat(services.memoryRepo.find(stale).orElseThrow().embedding().modelId())
                .isEqualTo(services.memoryRepo.activeModelId());
        assertThat(services.memories.recall("Miso the cat", services.settings.policy(), TestServices.NOW,
                org.memoryjournal.store.RecallOptions.PREVIEW)).extracting(r -> r.memory().id()).contains(stale);
    }

    @Test
    void aChatTurnRefreshesTheBrowserAndTheScorePane() {
        services.addSamples();
        vm.start();
        long before = vm.browser().journalSizeProperty().get();

        vm.chat().inputProperty().set("What does Ana love?");
        vm.chat().send();

        assertThat(vm.browser().journalSizeProperty().get()).isEqualTo(before + 1);
        assertThat(vm.browser().rows()).anyMatch(r -> r.text().equals("What does Ana love?"));
        assertThat(vm.scores().queryProperty().get()).isEqualTo("What does Ana love?");
        assertThat(vm.scores().rows()).isNotEmpty();
    }

    @Test
    void clickingAChipSelectsTheMemoryAndShowsItsBars() {
        services.add("Ana loves botanical gardens.", MemoryKind.SEMANTIC, 8, 10);
        vm.start();
        vm.chat().inputProperty().set("What does Ana love?");
        vm.chat().send();
        RecalledChip chip = vm.chat().messages().get(1).recalled().get(0);

        vm.chat().chooseChip(chip);

        assertThat(vm.browser().editor().shownProperty().get().id()).isEqualTo(chip.memoryId());
        assertThat(vm.scores().highlightedProperty().get()).isEqualTo(chip.memoryId());
        assertThat(vm.sideTabProperty().get()).isEqualTo(MainViewModel.SideTab.SCORES);
    }

    @Test
    void theStatusShowsOfflineAndTheEmbeddingModel() {
        vm.refreshStatus();

        assertThat(vm.providerTextProperty().get()).isEqualTo("offline");
        assertThat(vm.embeddingTextProperty().get()).contains("fake:bag-of-words");
    }

    @Test
    void themeAndLayoutAreRemembered() {
        vm.toggleTheme();
        vm.saveLayout(1024, 700, new double[] {0.2, 0.5});

        assertThat(services.settings.value(SettingsService.THEME)).contains("dark");
        MainViewModel again = new MainViewModel(services.ui);
        assertThat(again.darkThemeProperty().get()).isTrue();
        assertThat(again.layout().width()).isEqualTo(1024);
        assertThat(again.layout().dividers()).containsExactly(0.2, 0.5);
    }

    @Test
    void aDamagedLayoutFallsBackToDefaults() {
        MainViewModel.Layout layout = MainViewModel.Layout.parse(java.util.Optional.of("wide"),
                java.util.Optional.of("0.9,0.1"));

        assertThat(layout.width()).isEqualTo(1280);
        assertThat(layout.dividers()).containsExactly(0.15, 0.55);
    }
}
