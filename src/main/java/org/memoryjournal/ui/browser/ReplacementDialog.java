package org.memoryjournal.ui.browser;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.function.Consumer;

import javafx.animation.PauseTransition;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Button;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.Styles;

/**
 * The "Replaced by…" dialog: a search box, the later memories that may replace the one shown (newest first, each
 * with its number and day), and Replace, enabled once one is picked. Shown without waiting, like the unsaved-edits
 * question: a double click on a memory picks it and replaces, Escape or Cancel changes nothing.
 */
final class ReplacementDialog implements ReplacementQuestion {
    private static final ButtonType REPLACE = new ButtonType("Replace", ButtonBar.ButtonData.OK_DONE);
    /** The dialog's width: a long question or memory wraps instead of widening it past a small window. */
    private static final double WIDTH = 540;
    private static final double LIST_HEIGHT = 240;
    /** Room the list keeps beside its cells for the vertical scroll bar. */
    private static final double SCROLL_BAR_ROOM = 24;

    private final Node owner;
    private final DateTimeFormatter day;

    /** Shown over {@code owner}'s window, in its stylesheets; days are shown in {@code zone}. */
    ReplacementDialog(Node owner, ZoneId zone) {
        this.owner = owner;
        this.day = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(zone);
    }

    @Override
    public void ask(ReplacementChoices choices, Consumer<Optional<Memory>> answer) {
        if (owner.getScene() == null || owner.getScene().getWindow() == null) {
            answer.accept(Optional.empty());
            return;
        }
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner.getScene().getWindow());
        dialog.setTitle("Replaced by…");
        dialog.setHeaderText(choices.question());
        dialog.setResizable(true);
        DialogPane pane = dialog.getDialogPane();
        pane.getButtonTypes().setAll(REPLACE, ButtonType.CANCEL);
        pane.getStylesheets().setAll(owner.getScene().getStylesheets());
        pane.setId("replacement-question");
        pane.getStyleClass().add(Styles.QUESTION);
        pane.setContent(content(choices, pane));
        pane.lookupButton(REPLACE).setId("replacement-confirm");
        pane.lookupButton(REPLACE).getStyleClass().add(Styles.ACCENT_BUTTON);
        pane.lookupButton(REPLACE).disableProperty().bind(choices.canReplaceBinding().not());
        pane.lookupButton(ButtonType.CANCEL).setId("replacement-cancel");
        pane.setMinHeight(Region.USE_PREF_SIZE);
        pane.setPrefWidth(WIDTH);
        dialog.setOnHidden(e -> answer.accept(dialog.getResult() == REPLACE
                ? Optional.ofNullable(choices.chosenProperty().get()) : Optional.empty()));
        dialog.show();
    }

    private VBox content(ReplacementChoices choices, DialogPane pane) {
        TextField search = new TextField();
        search.setId("replacement-search");
        search.setPromptText("Search the later memories");
        // Each key would ask the store; a short pause asks once for what was typed.
        PauseTransition debounce = new PauseTransition(Duration.millis(200));
        debounce.setOnFinished(e -> choices.searchProperty().set(search.getText()));
        search.textProperty().addListener((o, a, b) -> debounce.playFromStart());
        ListView<Memory> list = new ListView<>(choices.candidates());
        list.setId("replacement-list");
        list.getStyleClass().add(Styles.REPLACEMENT_LIST);
        list.setPrefHeight(LIST_HEIGHT);
        list.setCellFactory(v -> {
            CandidateCell cell = new CandidateCell(day);
            // Wrapped to the list's width: a long memory takes more lines, never a horizontal scroll.
            cell.prefWidthProperty().bind(v.widthProperty().subtract(SCROLL_BAR_ROOM));
            cell.setMaxWidth(Region.USE_PREF_SIZE);
            return cell;
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> choices.chosenProperty().set(b));
        choices.chosenProperty().addListener((o, a, b) -> {
            if (b == null) {
                list.getSelectionModel().clearSelection();
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && choices.canReplaceBinding().get()) {
                ((Button) pane.lookupButton(REPLACE)).fire();
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        Label status = new Label();
        status.setId("replacement-status");
        status.getStyleClass().add(Styles.MUTED);
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(choices.statusProperty());
        status.managedProperty().bind(status.textProperty().isNotEmpty());
        status.visibleProperty().bind(status.managedProperty());
        return new VBox(8, search, list, status);
    }

    /** A memory as "#12 · 2026-04-02 · the text", the text wrapping to the list's width. */
    private static final class CandidateCell extends ListCell<Memory> {
        private final DateTimeFormatter day;

        CandidateCell(DateTimeFormatter day) {
            this.day = day;
            setWrapText(true);
        }

        @Override
        protected void updateItem(Memory m, boolean empty) {
            super.updateItem(m, empty);
            setText(empty || m == null ? null : "#" + m.id() + " · " + day.format(m.createdAt()) + " · " + m.text());
            setId(empty || m == null ? null : "replacement-" + m.id());
        }
    }
}
