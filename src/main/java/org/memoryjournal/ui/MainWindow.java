package org.memoryjournal.ui;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;

import org.memoryjournal.chat.JournalWatch;
import org.memoryjournal.ui.access.AccessView;
import org.memoryjournal.ui.access.AccessViewModel;
import org.memoryjournal.ui.main.MainView;
import org.memoryjournal.ui.main.MainViewModel;

/**
 * The entry point for the composition root: puts the main window on a stage, restores its size and
 * split positions, and remembers them when it closes.
 */
public final class MainWindow {
    private final MainViewModel viewModel;
    private final MainView view;
    private final Stage stage;

    private MainWindow(Stage stage, UiServices services) {
        this.stage = stage;
        this.viewModel = new MainViewModel(services);
        this.view = new MainView(viewModel);
    }

    /** Builds the window on {@code stage}, shows it and starts loading data in the background. */
    public static MainWindow create(Stage stage, UiServices services) {
        MainWindow window = new MainWindow(stage, services);
        window.show();
        return window;
    }

    private void show() {
        MainViewModel.Layout layout = viewModel.layout();
        Scene scene = new Scene(view, layout.width(), layout.height());
        view.applyTheme();
        stage.setTitle("Memory Journal");
        stage.setScene(scene);
        stage.setMinWidth(760);
        stage.setMinHeight(480);
        stage.setOnHidden(e -> {
            viewModel.saveLayout(scene.getWidth(), scene.getHeight(), view.dividers());
            viewModel.services().executor().shutdown();
        });
        stage.show();
        viewModel.start();
    }

    /**
     * Follows what other processes (the MCP server, scripts) change in the journal: the memory browser reloads,
     * and an open Access window shows new calls. Adds "Assistants → Access…" to the menu bar.
     */
    public void followOutsideChanges(JournalWatch watch, AccessViewModel access) {
        watch.onMemoriesChanged(() -> Platform.runLater(viewModel.browser()::refresh));
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
