package org.memoryjournal.ui.main;

import java.util.List;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;

import org.controlsfx.control.StatusBar;
import org.memoryjournal.ui.Styles;
import org.memoryjournal.ui.browser.BrowserView;
import org.memoryjournal.ui.chat.ChatView;
import org.memoryjournal.ui.chat.ConversationListView;
import org.memoryjournal.ui.scores.ScoreView;
import org.memoryjournal.ui.settings.SettingsView;

/**
 * The main window's content: menus, conversations | chat | (memories, why these memories?), and the
 * status bar with the models, the memory count and the running job.
 */
public final class MainView extends BorderPane {
    static final List<String[]> SHORTCUTS = List.of(
            new String[] {"Ctrl+N", "New conversation"},
            new String[] {"Enter", "Send the message"},
            new String[] {"Shift+Enter", "New line in the message"},
            new String[] {"Esc", "Stop the answer being written"},
            new String[] {"Ctrl+L", "Focus the message box"},
            new String[] {"Ctrl+F", "Focus the memory search"},
            new String[] {"Ctrl+1 / Ctrl+2", "Memories / Why these memories?"},
            new String[] {"Ctrl+,", "Settings"},
            new String[] {"Ctrl+D", "Dark theme on/off"},
            new String[] {"Ctrl+Q", "Quit"});

    private final MainViewModel viewModel;
    private final ChatView chat;
    private final ConversationListView conversations;
    private final BrowserView browser;
    private final ScoreView scores;
    private final SplitPane split = new SplitPane();
    private final TabPane side = new TabPane();
    private final Tab memoriesTab = new Tab("Memories");
    private final Tab scoresTab = new Tab("Why these memories?");
    private final StatusBar status = new StatusBar();
    private final CheckMenuItem darkItem = new CheckMenuItem("Dark theme");
    private Runnable quitAction = Platform::exit;

    public MainView(MainViewModel viewModel) {
        this.viewModel = viewModel;
        this.chat = new ChatView(viewModel.chat());
        this.conversations = new ConversationListView(viewModel.chat());
        this.browser = new BrowserView(viewModel.browser());
        this.scores = new ScoreView(viewModel.scores());
        createView();
        bind();
    }

    private void createView() {
        getStyleClass().add(Styles.ROOT);
        setId("main-view");
        // Not over a conversation whose messages are still being read: it is empty only until they arrive.
        chat.setOverlay(new WelcomeView(viewModel), Bindings.isEmpty(viewModel.chat().messages())
                .and(viewModel.chat().loadingMessagesProperty().not()));
        memoriesTab.setContent(browser);
        memoriesTab.setId("memories-tab");
        scoresTab.setContent(scores);
        scoresTab.setId("scores-tab");
        side.getTabs().addAll(memoriesTab, scoresTab);
        side.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        split.getItems().addAll(conversations, chat, side);
        SplitPane.setResizableWithParent(conversations, false);
        MainViewModel.Layout layout = viewModel.layout();
        split.setDividerPositions(layout.dividers());
        setTop(menus());
        setCenter(split);
        status.setId("status-bar");
        setBottom(status);
    }

    private MenuBar menus() {
        MenuItem newConversation = item("New conversation", "Shortcut+N", () -> viewModel.chat().newConversation());
        MenuItem settings = item("Settings…", "Shortcut+Comma", this::openSettings);
        MenuItem quit = item("Quit", "Shortcut+Q", () -> quitAction.run());
        MenuItem reembed = item("Re-embed memories", null, viewModel::reembed);
        reembed.disableProperty().bind(viewModel.staleMemoriesProperty().isEqualTo(0));
        Menu file = new Menu("File", null, newConversation, settings, reembed, new SeparatorMenuItem(), quit);
        JournalFileMenu.addTo(file, viewModel.services().files(), viewModel.services().executor(), () -> getScene().getWindow(), this::stylesheets);
        darkItem.setAccelerator(KeyCombination.keyCombination("Shortcut+D"));
        MenuItem focusInput = item("Focus message box", "Shortcut+L", chat::focusInput);
        MenuItem focusSearch = item("Search memories", "Shortcut+F", () -> {
            side.getSelectionModel().select(memoriesTab);
            browser.focusSearch();
        });
        MenuItem showMemories = item("Memories", "Shortcut+1", () -> side.getSelectionModel().select(memoriesTab));
        MenuItem showScores = item("Why these memories?", "Shortcut+2", () -> side.getSelectionModel().select(scoresTab));
        Menu view = new Menu("View", null, darkItem, new SeparatorMenuItem(), focusInput, focusSearch, showMemories,
                showScores);
        MenuItem keys = item("Keyboard shortcuts", null, this::showShortcuts);
        Menu help = new Menu("Help", null, keys);
        MenuBar bar = new MenuBar(file, view, help);
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    private void bind() {
        darkItem.setSelected(viewModel.darkThemeProperty().get());
        darkItem.setOnAction(e -> viewModel.toggleTheme());
        viewModel.darkThemeProperty().addListener((o, a, b) -> {
            darkItem.setSelected(b);
            applyTheme();
        });
        sceneProperty().addListener((o, a, b) -> applyTheme());
        viewModel.sideTabProperty().addListener((o, a, b) ->
                side.getSelectionModel().select(b == MainViewModel.SideTab.SCORES ? scoresTab : memoriesTab));
        var executor = viewModel.services().executor();
        status.textProperty().bind(Bindings.when(executor.runningProperty().greaterThan(0))
                .then(executor.activeTitleProperty().concat("…")).otherwise("Ready"));
        status.progressProperty().bind(Bindings.when(executor.runningProperty().greaterThan(0))
                .then(-1.0).otherwise(0.0));
        Label provider = statusLabel("status-provider");
        provider.textProperty().bind(viewModel.providerTextProperty());
        Label embedding = statusLabel("status-embedding");
        embedding.textProperty().bind(viewModel.embeddingTextProperty());
        Label count = statusLabel("status-count");
        count.textProperty().bind(viewModel.memoryCountBinding());
        Hyperlink stale = new Hyperlink();
        stale.setId("status-stale");
        stale.textProperty().bind(Bindings.format("%,d need re-embedding", viewModel.staleMemoriesProperty()));
        stale.visibleProperty().bind(viewModel.staleMemoriesProperty().greaterThan(0));
        stale.managedProperty().bind(stale.visibleProperty());
        stale.setTooltip(new javafx.scene.control.Tooltip(
                "These memories were embedded with another model, so recall cannot compare them. Click to re-embed."));
        stale.setOnAction(e -> viewModel.reembed());
        status.getRightItems().addAll(stale, provider, sep(), embedding, sep(), count);
    }

    private static Label statusLabel(String id) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add(Styles.STATUS_ITEM);
        return l;
    }

    private static Label sep() {
        Label l = new Label("·");
        l.getStyleClass().add(Styles.MUTED);
        return l;
    }

    /** Puts the theme stylesheets on the scene: light always, dark on top when chosen. */
    public void applyTheme() {
        Scene scene = getScene();
        if (scene != null) {
            scene.getStylesheets().setAll(stylesheets());
            MainWindow.paintSceneLikeRoot(scene);
        }
    }

    public List<String> stylesheets() {
        return stylesheets(viewModel.darkThemeProperty().get());
    }

    /** The theme's stylesheets: light always, dark on top when chosen. */
    public static List<String> stylesheets(boolean dark) {
        String light = MainView.class.getResource(Styles.LIGHT_THEME).toExternalForm();
        if (!dark) {
            return List.of(light);
        }
        return List.of(light, MainView.class.getResource(Styles.DARK_THEME).toExternalForm());
    }

    /** Opens the settings dialog. */
    public void openSettings() {
        SettingsView.open(getScene().getWindow(), viewModel.newSettings(), stylesheets());
    }

    private void showShortcuts() {
        StringBuilder sb = new StringBuilder();
        for (String[] s : SHORTCUTS) {
            sb.append(String.format("%-18s %s%n", s[0], s[1]));
        }
        Alert a = new Alert(Alert.AlertType.INFORMATION);
        a.setTitle("Keyboard shortcuts");
        a.setHeaderText("Keyboard shortcuts");
        Label text = new Label(sb.toString());
        text.getStyleClass().add(Styles.MONOSPACE);
        a.getDialogPane().setContent(text);
        a.initOwner(getScene().getWindow());
        a.getDialogPane().getStylesheets().setAll(stylesheets());
        a.show();
    }

    /** What File › Quit and Ctrl+Q do (the window closes first, so its place is remembered). */
    public void setQuitAction(Runnable action) {
        this.quitAction = action;
    }

    /** The current split positions (for remembering them). */
    public double[] dividers() {
        return split.getDividerPositions();
    }

    public void selectScoresTab() {
        side.getSelectionModel().select(scoresTab);
    }

    public void selectMemoriesTab() {
        side.getSelectionModel().select(memoriesTab);
    }
}
