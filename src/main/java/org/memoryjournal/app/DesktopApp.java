package org.memoryjournal.app;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The JavaFX application: opens the journal off the FX thread and shows the main window. */
public final class DesktopApp extends Application {
    private static volatile Optional<Path> dataDir = Optional.empty();
    private static volatile Map<String, String> flags = Map.of();

    public static void launch(Optional<Path> dir, Map<String, String> providerFlags) {
        dataDir = dir;
        flags = Map.copyOf(providerFlags);
        Application.launch(DesktopApp.class);
    }

    @Override
    public void start(Stage stage) {
        stage.setTitle("Memory Journal");
        stage.setScene(new Scene(new Label("Memory Journal"), 900, 600));
        stage.show();
    }
}
