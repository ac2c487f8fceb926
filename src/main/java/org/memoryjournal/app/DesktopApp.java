package org.memoryjournal.app;

import org.memoryjournal.settings.DataDirectory;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import org.memoryjournal.app.bench.MemoryScenario;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.settings.SettingsFile;
import org.memoryjournal.ui.main.MainViewModel;
import org.memoryjournal.ui.FxTaskExecutor;
import org.memoryjournal.ui.main.MainWindow;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.access.AccessViewModel;
import org.slf4j.LoggerFactory;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/**
 * The JavaFX application. The journal starts opening on a background thread before the toolkit
 * starts, so reading a large journal overlaps with JavaFX's own start-up; a placeholder window shows
 * at once and the main window replaces it when the journal is ready.
 */
public final class DesktopApp extends Application {
    private static volatile CompletableFuture<Journal> opening = new CompletableFuture<>();
    private static volatile CompletableFuture<FirstLook> firstLook = CompletableFuture.completedFuture(FirstLook.DEFAULT);

    /** The theme and window place remembered in the settings file, read before the journal opens. */
    private record FirstLook(boolean dark, Optional<String> window) {
        static final FirstLook DEFAULT = new FirstLook(false, Optional.empty());

        static FirstLook read(Optional<Path> dir) {
            try {
                Map<String, String> values = new SettingsFile(DataDirectory.resolve(dir).settings()).load();
                String theme = values.get(SettingsService.THEME);
                return new FirstLook(theme != null ? "dark".equals(theme) : "dark".equals(OsTheme.detect()),
                        Optional.ofNullable(values.get(MainViewModel.WINDOW)));
            } catch (RuntimeException e) {
                return DEFAULT; // the journal's opening reports what is wrong
            }
        }
    }

    public static void launch(Optional<Path> dir, Map<String, String> providerFlags) {
        Map<String, String> flags = Map.copyOf(providerFlags);
        firstLook = CompletableFuture.supplyAsync(() -> FirstLook.read(dir));
        opening = CompletableFuture.supplyAsync(() -> {
            Journal journal = Journal.openForDesktop(dir, flags);
            journal.settings().useFallback(SettingsService.THEME, OsTheme.detect());
            return journal;
        }, runnable -> {
            Thread t = new Thread(runnable, "mj-open-journal");
            t.setDaemon(true);
            t.start();
        });
        Application.launch(DesktopApp.class);
    }

    @Override
    public void start(Stage stage) {
        LoggerFactory.getLogger(DesktopApp.class).info("Toolkit started {} ms after launch", StartupProbe.sinceLaunch());
        FirstLook look;
        try {
            look = firstLook.get(700, java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            look = FirstLook.DEFAULT;
        }
        Label placeholder = MainWindow.showPlaceholder(stage, look.window(), look.dark());
        opening.whenComplete((journal, failure) -> Platform.runLater(() -> {
            if (failure != null) {
                Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                placeholder.setText("The journal could not be opened: " + cause.getMessage());
                return;
            }
            LoggerFactory.getLogger(DesktopApp.class).info("Journal open {} ms after launch; building the window",
                    StartupProbe.sinceLaunch());
            MainWindow window = MainWindow.create(stage, new UiServices(journal.memories(), journal.chat(),
                    journal.settings(), journal::status, new FxTaskExecutor(2), java.util.Optional.of(journal.files())));
            LoggerFactory.getLogger(DesktopApp.class).info("Window built {} ms after launch", StartupProbe.sinceLaunch());
            // Memories another process writes (the MCP server, a script) show within a second (issue 13).
            window.followOutsideChanges(journal.watch(), new AccessViewModel(journal.access(),
                    window.viewModel().services().executor(), java.time.ZoneId.systemDefault()));
            StartupProbe.whenReady(window.viewModel().browser().journalSizeProperty(), () -> {
                // The recall index, the outside-change watch and the model load once the window is up, not
                // while it is built: on two cores they would slow the first window by most of a second.
                journal.startIndexLoad();
                journal.watch().start(java.time.Duration.ofMillis(500));
                warmUpEmbeddingModel(journal);
                journal.embedPassagesInBackground();
                MemoryScenario.startIfAsked(window);
            });
        }));
    }

    /** Loads the embedding model in the background once the window is ready, so the first message does not wait. */
    private static void warmUpEmbeddingModel(Journal journal) {
        Thread t = new Thread(() -> {
            try {
                journal.memories().embed("warm up");
            } catch (RuntimeException e) {
                LoggerFactory.getLogger(DesktopApp.class).warn("The embedding model could not be loaded: {}",
                        e.getClass().getSimpleName());
            }
        }, "mj-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    @Override
    public void stop() {
        opening.thenAccept(Journal::close);
    }
}
