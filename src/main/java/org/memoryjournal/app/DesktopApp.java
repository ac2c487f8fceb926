package org.memoryjournal.app;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.slf4j.LoggerFactory;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

import org.memoryjournal.ui.FxTaskExecutor;
import org.memoryjournal.ui.MainWindow;
import org.memoryjournal.ui.UiServices;

/** The JavaFX application: opens the journal off the FX thread and shows the main window. */
public final class DesktopApp extends Application {
    private static volatile Optional<Path> dataDir = Optional.empty();
    private static volatile Map<String, String> flags = Map.of();
    private volatile Journal journal;

    public static void launch(Optional<Path> dir, Map<String, String> providerFlags) {
        dataDir = dir;
        flags = Map.copyOf(providerFlags);
        Application.launch(DesktopApp.class);
    }

    @Override
    public void start(Stage stage) {
        stage.setTitle("Memory Journal");
        Label opening = new Label("Opening your journal…");
        opening.setWrapText(true);
        stage.setScene(new Scene(new StackPane(opening), 900, 600));
        stage.show();
        Thread opener = new Thread(() -> {
            try {
                Journal j = Journal.open(dataDir, flags);
                journal = j;
                Platform.runLater(() -> {
                    MainWindow window = MainWindow.create(stage, new UiServices(j.memories(), j.chat(), j.settings(),
                            j::status, new FxTaskExecutor(2)));
                    StartupProbe.whenReady(window.viewModel().browser().journalSizeProperty());
                });
                warmUpEmbeddingModel(j);
            } catch (RuntimeException e) {
                Platform.runLater(() -> opening.setText("The journal could not be opened: " + e.getMessage()));
            }
        }, "mj-open-journal");
        opener.setDaemon(true);
        opener.start();
    }

    /** Loads the embedding model now, in the background, so the first message does not wait for it. */
    private static void warmUpEmbeddingModel(Journal j) {
        try {
            j.memories().embed("warm up");
        } catch (RuntimeException e) {
            LoggerFactory.getLogger(DesktopApp.class).warn("The embedding model could not be loaded: {}",
                    e.getClass().getSimpleName());
        }
    }

    @Override
    public void stop() {
        Journal j = journal;
        if (j != null) {
            j.close();
        }
    }
}
