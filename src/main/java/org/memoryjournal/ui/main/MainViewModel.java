package org.memoryjournal.ui.main;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.browser.BrowserViewModel;
import org.memoryjournal.ui.chat.ChatViewModel;
import org.memoryjournal.ui.scores.ScoreViewModel;
import org.memoryjournal.ui.settings.SettingsViewModel;

/**
 * The window's state: the three panes' view models wired together (a finished turn refreshes the
 * browser and the score pane; a chip selects its memory), the status bar, the theme and the layout.
 */
public final class MainViewModel {
    public static final String WINDOW = "ui.window";
    public static final String SPLIT = "ui.split";
    private static final int REEMBED_BATCH = 128;

    /** The tabs of the right-hand side. */
    public enum SideTab { MEMORIES, SCORES }

    /** Window size and split positions, as remembered in the settings. */
    public record Layout(double width, double height, double[] dividers) {
        static Layout parse(Optional<String> window, Optional<String> split) {
            double w = 1280;
            double h = 820;
            double[] d = {0.15, 0.55};
            try {
                if (window.isPresent()) {
                    String[] parts = window.get().toLowerCase(Locale.ROOT).split("[x+]");
                    w = Math.max(640, Double.parseDouble(parts[0]));
                    h = Math.max(420, Double.parseDouble(parts[1]));
                }
                if (split.isPresent()) {
                    double[] parsed = Arrays.stream(split.get().split(",")).mapToDouble(Double::parseDouble).toArray();
                    if (parsed.length == 2 && parsed[0] > 0 && parsed[0] < parsed[1] && parsed[1] < 1) {
                        d = parsed;
                    }
                }
            } catch (RuntimeException e) {
                // a damaged entry falls back to the defaults
            }
            return new Layout(w, h, d);
        }
    }

    private final UiServices services;
    private final ChatViewModel chat;
    private final BrowserViewModel browser;
    private final ScoreViewModel scores;
    private final BooleanProperty darkTheme = new SimpleBooleanProperty(this, "darkTheme", false);
    private final ObjectProperty<SideTab> sideTab = new SimpleObjectProperty<>(this, "sideTab", SideTab.MEMORIES);
    private final ReadOnlyStringWrapper providerText = new ReadOnlyStringWrapper(this, "provider", "…");
    private final ReadOnlyStringWrapper embeddingText = new ReadOnlyStringWrapper(this, "embedding", "");
    private final ReadOnlyLongWrapper staleMemories = new ReadOnlyLongWrapper(this, "staleMemories", 0);
    private final StringBinding memoryCountText;
    private final BooleanBinding firstRun;

    public MainViewModel(UiServices services) {
        this.services = services;
        this.chat = new ChatViewModel(services.chat(), services.executor());
        this.browser = new BrowserViewModel(services.memories(), services.executor());
        this.scores = new ScoreViewModel(services.memories(), services.chat(), services.settings(),
                services.executor());
        darkTheme.set("dark".equals(services.settings().value(SettingsService.THEME).orElse("light")));
        memoryCountText = Bindings.createStringBinding(() -> {
            long n = browser.journalSizeProperty().get();
            return n < 0 ? "" : String.format(Locale.ROOT, "%,d %s", n, n == 1 ? "memory" : "memories");
        }, browser.journalSizeProperty());
        firstRun = browser.journalSizeProperty().isEqualTo(0).and(Bindings.isEmpty(chat.messages()));
        chat.addWrittenBackListener(written -> browser.refresh());
        chat.addTurnListener(turn -> {
            browser.refresh();
            scores.showAnswer(turn.assistantMessage().id(), turn.userMessage().text(), 0);
        });
        chat.setChipHandler(chip -> {
            browser.selectMemory(chip.memoryId());
            scores.showAnswer(chip.answerId(), chip.query(), chip.memoryId());
            sideTab.set(SideTab.SCORES);
        });
        chat.setMemoryOpener(id -> {
            browser.selectMemory(id);
            sideTab.set(SideTab.MEMORIES);
        });
        chat.addMemoryChangeListener(browser::changedElsewhere);
        browser.addChangeListener(scores::rerank);
    }

    /** Loads conversations, the first page of memories and the provider status. */
    public void start() {
        chat.load();
        browser.refresh();
        refreshStatus();
    }

    /** Asks the providers what is in use (may block briefly, so in the background). */
    public void refreshStatus() {
        services.executor().execute(BackgroundTask.of("Checking models", u -> services.status().get())
                .onSuccess(s -> {
                    providerText.set(s.languageModel() ? s.provider() + " · " + s.chatModel() : "offline");
                    embeddingText.set("embeddings: " + s.embeddingModel());
                })
                .onFailure(e -> providerText.set("provider unavailable")));
        services.executor().execute(BackgroundTask.of("Checking embeddings",
                        u -> services.memories().countNeedingReembedding())
                .onSuccess(staleMemories::set));
    }

    /**
     * Memories embedded with another model than the one in use: recall cannot compare them until they are
     * re-embedded.
     */
    public ReadOnlyLongProperty staleMemoriesProperty() {
        return staleMemories.getReadOnlyProperty();
    }

    /** Re-embeds every memory of another model with the model in use, in the background. */
    public void reembed() {
        services.executor().execute(BackgroundTask.of("Re-embedding memories", u -> {
            int total = 0;
            for (int n = services.memories().reembedSome(REEMBED_BATCH); n > 0;
                 n = services.memories().reembedSome(REEMBED_BATCH)) {
                total += n;
            }
            return total;
        }).onFinished(() -> {
            refreshStatus();
            browser.refresh();
        }));
    }

    /** A fresh settings dialog model; a save re-reads the theme and the provider status. */
    public SettingsViewModel newSettings() {
        SettingsViewModel vm = new SettingsViewModel(services.settings(), services.executor());
        vm.setThemeListener(dark -> {
            darkTheme.set(dark);
            refreshStatus();
            scores.resetToSettings();
        });
        return vm;
    }

    /** Switches the theme and remembers the choice. */
    public void toggleTheme() {
        darkTheme.set(!darkTheme.get());
        persist(Map.of(SettingsService.THEME, darkTheme.get() ? "dark" : "light"));
    }

    public Layout layout() {
        return Layout.parse(services.settings().value(WINDOW), services.settings().value(SPLIT));
    }

    /** The remembered window bounds ("WxH+X+Y", or "WxH" from older versions). */
    public Optional<String> rememberedWindow() {
        return services.settings().value(WINDOW);
    }

    /** Remembers the window's place, size and split positions. */
    public void saveLayout(double x, double y, double width, double height, double[] dividers) {
        String split = dividers.length == 2
                ? String.format(Locale.ROOT, "%.3f,%.3f", dividers[0], dividers[1]) : "";
        persist(Map.of(WINDOW, WindowPlacement.describe(x, y, width, height), SPLIT, split));
    }

    /** Remembers the window size and split positions. */
    public void saveLayout(double width, double height, double[] dividers) {
        String split = dividers.length == 2
                ? String.format(Locale.ROOT, "%.3f,%.3f", dividers[0], dividers[1]) : "";
        persist(Map.of(WINDOW, String.format(Locale.ROOT, "%.0fx%.0f", width, height), SPLIT, split));
    }

    private void persist(Map<String, String> values) {
        services.executor().execute(BackgroundTask.run("Saving settings", () -> services.settings().save(values)));
    }

    public ChatViewModel chat() {
        return chat;
    }

    public BrowserViewModel browser() {
        return browser;
    }

    public ScoreViewModel scores() {
        return scores;
    }

    public BooleanProperty darkThemeProperty() {
        return darkTheme;
    }

    public ObjectProperty<SideTab> sideTabProperty() {
        return sideTab;
    }

    public ReadOnlyStringProperty providerTextProperty() {
        return providerText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty embeddingTextProperty() {
        return embeddingText.getReadOnlyProperty();
    }

    public StringBinding memoryCountBinding() {
        return memoryCountText;
    }

    /** True for an empty journal with no conversation open: the welcome shows. */
    public BooleanBinding firstRunBinding() {
        return firstRun;
    }

    public UiServices services() {
        return services;
    }
}
