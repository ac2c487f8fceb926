package org.memoryjournal.app;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

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
                Platform.runLater(() -> MainWindow.create(stage, new UiServices(j.memories(), j.chat(), j.settings(),
                        j::status, new FxTaskExecutor(2))));
            } catch (RuntimeException e) {
                Platform.runLater(() -> opening.setText("The journal could not be opened: " + e.getMessage()));
            }
        }, "mj-open-journal");
        opener.setDaemon(true);
        opener.start();
    }

    @Override
    public void stop() {
        Journal j = journal;
        if (j != null) {
            j.close();
        }
    }
}
