package org.memoryjournal.ui.browser;

import java.util.function.Consumer;

import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.layout.Region;

import org.memoryjournal.ui.Styles;

/**
 * The dialog that asks what becomes of the editor's unsaved edits: Save (the default), Discard, or Keep editing
 * (also Escape and closing the dialog). It is shown without waiting: the question is asked from inside the
 * table's selection change, which must not run a nested event loop nor be changed again from within itself.
 */
final class UnsavedEditsDialog implements UnsavedEditsQuestion {
    private static final ButtonType SAVE = new ButtonType("Save", ButtonBar.ButtonData.OK_DONE);
    // At the left edge, and neither default nor cancel: no key press drops the edits.
    private static final ButtonType DISCARD = new ButtonType("Discard", ButtonBar.ButtonData.LEFT);
    private static final ButtonType KEEP = new ButtonType("Keep editing", ButtonBar.ButtonData.CANCEL_CLOSE);

    private final Node owner;

    /** Shown over {@code owner}'s window, in its stylesheets. */
    UnsavedEditsDialog(Node owner) {
        this.owner = owner;
    }

    @Override
    public void ask(String described, Consumer<Choice> answer) {
        if (owner.getScene() == null || owner.getScene().getWindow() == null) {
            answer.accept(Choice.KEEP_EDITING); // no window to ask over (not shown yet): nothing is dropped
            return;
        }
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, described, SAVE, DISCARD, KEEP);
        ask.initOwner(owner.getScene().getWindow());
        ask.setTitle("Unsaved changes");
        ask.setHeaderText("Save changes to this memory?");
        ask.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        ask.getDialogPane().setId("unsaved-question");
        ask.getDialogPane().getStyleClass().add(Styles.QUESTION);
        ask.getDialogPane().lookupButton(SAVE).setId("unsaved-save");
        ask.getDialogPane().lookupButton(SAVE).getStyleClass().add(Styles.ACCENT_BUTTON);
        ask.getDialogPane().lookupButton(DISCARD).setId("unsaved-discard");
        ask.getDialogPane().lookupButton(KEEP).setId("unsaved-keep-editing");
        ask.getDialogPane().setMinHeight(Region.USE_PREF_SIZE);
        ask.setOnHidden(e -> {
            ButtonType chosen = ask.getResult();
            answer.accept(chosen == SAVE ? Choice.SAVE : chosen == DISCARD ? Choice.DISCARD : Choice.KEEP_EDITING);
        });
        ask.show();
    }
}
