package org.memoryjournal.app;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import org.memoryjournal.app.bench.MemoryScenario;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.ui.FxTaskExecutor;
import org.memoryjournal.ui.MainWindow;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.access.AccessViewModel;
import org.slf4j.LoggerFactory;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The JavaFX application. The journal starts opening on a background thread before the toolkit
 * starts, so reading a large journal overlaps with JavaFX's own start-up; a placeholder window shows
 * at once and the main window replaces it when the journal is ready.
 */
public final class DesktopApp extends Application {
    private static volatile CompletableFuture<Journal> opening = new CompletableFuture<>();

    public static void launch(Optional<Path> dir, Map<String, String> providerFlags) {
        Map<String, String> flags = Map.copyOf(providerFlags);
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
        stage.setTitle("Memory Journal");
        Label placeholder = new Label("Opening your journal…");
        placeholder.setWrapText(true);
        stage.setScene(new Scene(new StackPane(placeholder), 900, 600));
        stage.show();
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
            journal.watch().start(java.time.Duration.ofMillis(500));
            StartupProbe.whenReady(window.viewModel().browser().journalSizeProperty(), () -> {
                warmUpEmbeddingModel(journal);
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
