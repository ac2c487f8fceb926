package org.memoryjournal.ui.main;

import java.util.List;
import java.util.Optional;

import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

import org.memoryjournal.chat.JournalWatch;
import org.memoryjournal.ui.Styles;
import org.memoryjournal.ui.UiServices;
import org.memoryjournal.ui.access.AccessView;
import org.memoryjournal.ui.access.AccessViewModel;

/**
 * The entry point for the composition root: puts the main window on a stage at its remembered place (if still
 * on a screen) or centred, clamped to the screen, and remembers its place, size and split positions when it
 * closes. Closing or quitting with unsaved edits in the memory editor asks first.
 */
public final class MainWindow {
    private final MainViewModel viewModel;
    private final MainView view;
    private final Stage stage;

    private MainWindow(Stage stage, UiServices services, Runnable exit) {
        this.stage = stage;
        this.viewModel = new MainViewModel(services);
        this.view = new MainView(viewModel);
        view.setQuitAction(() -> afterUnsavedEdits(() -> {
            stage.hide(); // remembers the window's place and size before the toolkit stops
            exit.run();
        }));
    }

    /**
     * Runs {@code close} once the memory editor's unsaved edits are saved or discarded (at once when there are
     * none): the Memories tab shows them and the user is asked. Keeping on editing closes nothing.
     */
    private void afterUnsavedEdits(Runnable close) {
        if (viewModel.browser().editor().dirtyBinding().get()) {
            view.selectMemoriesTab();
        }
        viewModel.browser().settleEdits(close);
    }

    /** Builds the window on {@code stage}, shows it and starts loading data in the background. */
    public static MainWindow create(Stage stage, UiServices services) {
        return create(stage, services, Platform::exit);
    }

    /** As {@link #create(Stage, UiServices)}, with what Quit does after the window closed (tests). */
    public static MainWindow create(Stage stage, UiServices services, Runnable exit) {
        MainWindow window = new MainWindow(stage, services, exit);
        window.show();
        return window;
    }

    /**
     * Shows "Opening your journal…" at once, already at the window's final place and size and in the theme's
     * background, so the start shows no white flash and no jump. Returns the label for a failure message.
     */
    public static Label showPlaceholder(Stage stage, Optional<String> rememberedWindow, boolean dark) {
        Label text = new Label("Opening your journal…");
        text.setWrapText(true);
        StackPane root = new StackPane(text);
        root.getStyleClass().add(Styles.ROOT);
        stage.setTitle("Memory Journal");
        Scene scene = new Scene(root);
        scene.getStylesheets().setAll(MainView.stylesheets(dark));
        paintSceneLikeRoot(scene);
        stage.setScene(scene);
        placeOnScreen(stage, rememberedWindow);
        stage.show();
        return text;
    }

    private void show() {
        Scene scene = new Scene(view);
        view.applyTheme();
        stage.setTitle("Memory Journal");
        stage.setScene(scene);
        stage.setMinWidth(WindowPlacement.MIN_WIDTH);
        stage.setMinHeight(WindowPlacement.MIN_HEIGHT);
        placeOnScreen(stage, viewModel.rememberedWindow());
        stage.setOnCloseRequest(e -> {
            if (viewModel.browser().editor().dirtyBinding().get()) {
                e.consume(); // closed by the answer, if the user saves or discards
                afterUnsavedEdits(stage::hide);
            }
        });
        stage.setOnHidden(e -> {
            try {
                viewModel.saveLayout(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(),
                        view.dividers());
            } catch (java.util.concurrent.RejectedExecutionException stopped) {
                // the executor was already stopped (the window is hidden a second time): nothing left to save
            }
            viewModel.services().executor().shutdown();
            stage.setOnHidden(null);
        });
        stage.show();
        viewModel.start();
    }

    /** Sizes and places {@code stage} before it shows (never centred for one size and then grown). */
    static void placeOnScreen(Stage stage, Optional<String> remembered) {
        List<Rectangle2D> screens = new java.util.ArrayList<>();
        screens.add(Screen.getPrimary().getVisualBounds());
        for (Screen s : Screen.getScreens()) {
            if (!s.equals(Screen.getPrimary())) {
                screens.add(s.getVisualBounds());
            }
        }
        Rectangle2D b = WindowPlacement.place(remembered, screens);
        stage.setX(b.getMinX());
        stage.setY(b.getMinY());
        stage.setWidth(b.getWidth());
        stage.setHeight(b.getHeight());
    }

    /** The scene's fill is the root's background from the stylesheet, so no white shows before the first layout. */
    static void paintSceneLikeRoot(Scene scene) {
        Parent root = scene.getRoot();
        root.applyCss();
        if (root instanceof Region r && r.getBackground() != null && !r.getBackground().getFills().isEmpty()) {
            scene.setFill(r.getBackground().getFills().get(0).getFill());
        }
    }

    /**
     * Follows what other processes (another window, the MCP server, scripts) and this one's background reflection
     * change in the journal: the memory browser and the status bar's count reload, the chat pane shows turns and
     * conversations changed in another window, and an open Access window shows new calls. Adds "Assistants →
     * Access…" to the menu bar.
     */
    public void followOutsideChanges(JournalWatch watch, AccessViewModel access) {
        watch.onMemoriesChanged(() -> Platform.runLater(viewModel.browser()::refresh));
        watch.onConversationsChanged(changes -> Platform.runLater(() -> viewModel.chat().changedElsewhere(changes)));
        watch.onAccessLogged(() -> Platform.runLater(access::refresh));
        access.onRestored(viewModel.browser()::refresh);
        if (view.getTop() instanceof MenuBar bar) {
            MenuItem open = new MenuItem("Access…");
            open.setId("access-menu-item");
            open.setOnAction(e -> AccessView.open(stage, access, view.stylesheets()));
            bar.getMenus().add(bar.getMenus().size() - 1, new Menu("Assistants", null, open));
        }
    }

    public MainViewModel viewModel() {
        return viewModel;
    }

    public MainView view() {
        return view;
    }
}
