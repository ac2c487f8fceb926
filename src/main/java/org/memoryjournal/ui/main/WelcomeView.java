package org.memoryjournal.ui.main;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import org.memoryjournal.ui.Styles;

/**
 * What an empty chat shows: for an empty journal, a short explanation of the three signals and a button
 * that adds a few example memories; otherwise a one-line hint.
 */
final class WelcomeView extends ScrollPane {
    private final VBox content = new VBox();
    private final MainViewModel viewModel;

    WelcomeView(MainViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    private void createView() {
        getStyleClass().add(Styles.WELCOME_SCROLL);
        content.getStyleClass().add(Styles.WELCOME);
        setId("welcome");
        setFitToWidth(true);
        setFitToHeight(true); // fills the chat area and centres the welcome; scrolls when the window is small
        setHbarPolicy(ScrollBarPolicy.NEVER);
        // the overlay scrolls in a small window rather than cutting its words short
        Label title = new Label("Welcome to your Memory Journal");
        title.setWrapText(true);
        title.getStyleClass().add(Styles.TITLE);
        Label intro = new Label("Talk to it like a journal. Everything you write becomes a memory you can see and "
                + "edit, and before each answer it recalls the few memories that matter most, scored on three signals:");
        intro.setWrapText(true);
        FlowPane signals = new FlowPane(10, 10,
                signal("Relevance", "How close a memory's meaning is to what you just wrote."),
                signal("Recency", "How recently it was written or recalled; episodic memories fade, facts don't."),
                signal("Importance", "How significant it is, rated 1–10 once, when it is written."));
        Button examples = new Button("Add a few example memories");
        examples.setId("add-examples-button");
        examples.getStyleClass().add(Styles.ACCENT_BUTTON);
        examples.setWrapText(true);
        examples.setOnAction(e -> viewModel.browser().adder().addExamples());
        Label then = new Label("Then ask something like “What should I get Ana for her birthday?” and open "
                + "“Why these memories?” to see the bars.");
        then.setWrapText(true);
        then.getStyleClass().add(Styles.MUTED);
        VBox full = new VBox(14, title, intro, examples, signals, then); // the button above the fold at the default size
        full.setAlignment(Pos.CENTER_LEFT);
        full.visibleProperty().bind(viewModel.firstRunBinding());
        full.managedProperty().bind(full.visibleProperty());
        Label hint = new Label("Start writing below — your words become memories, and the replies show which "
                + "memories were recalled.");
        hint.setWrapText(true);
        hint.getStyleClass().add(Styles.MUTED);
        hint.visibleProperty().bind(viewModel.firstRunBinding().not());
        hint.managedProperty().bind(hint.visibleProperty());
        content.getChildren().addAll(full, hint);
        content.setMaxWidth(680);
        StackPane centred = new StackPane(content);
        centred.getStyleClass().add(Styles.WELCOME_SCROLL);
        centred.setMinHeight(USE_PREF_SIZE); // never squeezed into "Welcome to yo…": it scrolls instead
        content.setMinHeight(USE_PREF_SIZE);
        setContent(centred);
        signals.prefWrapLengthProperty().bind(content.widthProperty());
    }

    private static VBox signal(String name, String text) {
        Label n = new Label(name);
        n.getStyleClass().add(Styles.SUBTITLE);
        Label t = new Label(text);
        t.setWrapText(true);
        t.getStyleClass().add(Styles.MUTED);
        VBox card = new VBox(4, n, t);
        card.getStyleClass().add(Styles.SIGNAL_CARD);
        card.setPrefWidth(196);
        return card;
    }
}
