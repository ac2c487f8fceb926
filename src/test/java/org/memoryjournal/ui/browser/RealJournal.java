package org.memoryjournal.ui.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableRow;
import javafx.scene.text.Text;
import javafx.stage.Stage;

import org.memoryjournal.settings.ApiKeyFile;
import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.FactWriter;
import org.memoryjournal.chat.HistoryWindow;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.settings.SettingsFile;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.FactExtractor;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.HeuristicKindClassifier;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.store.JournalDatabase;
import org.memoryjournal.testing.BagOfWordsEmbedder;
import org.memoryjournal.testing.ScriptedChatProvider;
import org.memoryjournal.testing.TempDirs;
import org.memoryjournal.ui.FxTaskExecutor;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.main.MainView;
import org.memoryjournal.ui.main.MainViewModel;
import org.memoryjournal.ui.testing.FakeProviderControl;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app's services over a real journal file (SQLite) with the heuristic raters, a bag-of-words embedder and
 * a scripted chat provider, at a fixed clock, shown in the real main window on a headless stage.
 */
public final class RealJournal implements AutoCloseable {
    public static final Instant NOW = Instant.parse("2026-03-10T09:00:00Z");

    public final Path dir;
    public final JournalDatabase journal;
    public final MemoryService memories;
    public final SettingsService settings;
    public final ChatService chat;
    public final FxTaskExecutor executor = new FxTaskExecutor(2);
    public final UiServices ui;
    public MainViewModel viewModel;
    public MainView view;
    /** Whether {@link #dir} was made here, and so is deleted by {@link #close()}. */
    private final boolean ownsDir;

    /** Over a temporary directory of its own, deleted on {@link #close()}. */
    public RealJournal() throws Exception {
        this(Files.createTempDirectory("mj-browser-ui"), new BagOfWordsEmbedder(), true);
    }

    public RealJournal(Path dir) {
        this(dir, new BagOfWordsEmbedder());
    }

    /** Over {@code embedder} (e.g. the real BGE model where similarity matters); the caller closes it. */
    public RealJournal(Path dir, EmbeddingProvider embedder) {
        this(dir, embedder, false);
    }

    private RealJournal(Path dir, EmbeddingProvider embedder, boolean ownsDir) {
        this.dir = dir;
        this.ownsDir = ownsDir;
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        journal = JournalDatabase.open(dir.resolve("journal.db"), embedder.modelId(), embedder.dimension());
        memories = new MemoryService(journal.memories(), embedder, new HeuristicImportanceRater(),
                new HeuristicKindClassifier(), clock);
        FakeProviderControl control = new FakeProviderControl();
        settings = new SettingsService(new SettingsFile(dir.resolve("settings.properties")),
                new ApiKeyFile(dir.resolve("api-key")), control);
        ScriptedChatProvider provider = new ScriptedChatProvider();
        chat = new ChatService(memories, journal.conversations(), () -> provider,
                new FactWriter(memories, FactExtractor.NONE), settings::policy,
                new HistoryWindow(2000, HistoryWindow.extractive(400)), clock);
        ui = new UiServices(memories, chat, settings, control::status, executor);
    }

    /** Adds a memory written {@code hoursAgo} hours before {@link #NOW}; returns its id. */
    public long add(String text, MemoryKind kind, int importance, double hoursAgo) {
        return memories.remember(MemoryService.Draft.of(text, MemorySource.MANUAL).withKind(kind)
                .withImportance(importance).at(NOW.minus(Duration.ofMinutes((long) (hoursAgo * 60))))).id();
    }

    /** Shows the main window at this size, light or dark, with the memories tab open. */
    public void show(Stage stage, double width, double height, boolean dark) {
        viewModel = new MainViewModel(ui);
        if (viewModel.darkThemeProperty().get() != dark) {
            viewModel.toggleTheme();
        }
        view = new MainView(viewModel);
        stage.setScene(new Scene(view, width, height));
        // The stage is shared by every UI test of the run: an earlier test may have left it resized.
        stage.setWidth(width);
        stage.setHeight(height);
        view.applyTheme();
        stage.show();
        viewModel.start();
    }

    /** Selects memory {@code id}'s row in the browser's table and waits until the editor shows it. */
    public void selectRow(org.testfx.api.FxRobot robot, long id) throws Exception {
        javafx.scene.control.TableView<MemoryRowViewModel> t = robot.lookup("#memory-table").queryTableView();
        waitUntil(() -> t.getItems().stream().anyMatch(r -> r.id() == id));
        int index = t.getItems().indexOf(t.getItems().stream().filter(r -> r.id() == id).findFirst().orElseThrow());
        robot.interact(() -> t.getSelectionModel().clearAndSelect(index));
        waitUntil(() -> viewModel.browser().editor().shownProperty().get() != null
                && viewModel.browser().editor().shownProperty().get().id() == id);
    }

    public static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * The visible Labeled controls under {@code root} whose shown text was cut short with an ellipsis (table
     * data cells, which cut long memories by design, are left out), as "id or class: shown text".
     */
    public static Set<String> ellipses(Parent root) {
        java.util.List<Labeled> all = new java.util.ArrayList<>();
        collect(root, all);
        return all.stream().filter(RealJournal::shown).filter(l -> !(l.getParent() instanceof TableRow))
                .filter(l -> l.getText() != null && !l.getText().isEmpty())
                .filter(l -> {
                    String drawn = drawnText(l);
                    return drawn != null && !drawn.equals(l.getText()) && drawn.contains(l.getEllipsisString());
                })
                .map(l -> (l.getId() != null ? l.getId() : l.getClass().getSimpleName()) + ": " + drawnText(l))
                .collect(Collectors.toSet());
    }

    private static void collect(Node n, java.util.List<Labeled> out) {
        if (n instanceof Labeled l) {
            out.add(l);
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }

    private static String drawnText(Labeled l) {
        for (Node n : l.getChildrenUnmodifiable()) {
            if (n instanceof Text t && n.getStyleClass().contains("text")) {
                return t.getText();
            }
        }
        return null;
    }

    public static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null && n.getLayoutBounds().getWidth() > 0;
    }

    @Override
    public void close() {
        executor.shutdown();
        journal.close();
        if (ownsDir) {
            TempDirs.delete(dir);
        }
    }
}
