package org.memoryjournal.ui.browser;

import java.util.List;
import java.util.function.Consumer;

import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.layout.Region;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.Styles;

/** The dialog that asks what becomes of insights whose evidence is being deleted. */
final class InsightQuestionDialog implements InsightQuestion {
    private final Node owner;

    /** Shown over {@code owner}'s window, in its stylesheets. */
    InsightQuestionDialog(Node owner) {
        this.owner = owner;
    }

    @Override
    public void ask(String question, List<Memory> insights, Consumer<Choice> answer) {
        boolean one = insights.size() == 1;
        ButtonType keep = new ButtonType(one ? "Keep the insight" : "Keep the insights", ButtonBar.ButtonData.OTHER);
        ButtonType deleteToo = new ButtonType(one ? "Delete it too" : "Delete them too", ButtonBar.ButtonData.OTHER);
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, question, keep, deleteToo, ButtonType.CANCEL);
        ask.initOwner(owner.getScene().getWindow());
        ask.setTitle("Delete evidence of an insight?");
        ask.setHeaderText(null);
        ask.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        ask.getDialogPane().setId("insight-question");
        ask.getDialogPane().getStyleClass().add(Styles.QUESTION);
        ask.getDialogPane().lookupButton(keep).setId("keep-insights");
        ask.getDialogPane().lookupButton(deleteToo).setId("delete-insights-too");
        ask.getDialogPane().lookupButton(ButtonType.CANCEL).setId("cancel-delete");
        ask.getDialogPane().setMinHeight(Region.USE_PREF_SIZE);
        ButtonType chosen = ask.showAndWait().orElse(ButtonType.CANCEL);
        answer.accept(chosen == keep ? Choice.KEEP_INSIGHTS
                : chosen == deleteToo ? Choice.DELETE_INSIGHTS_TOO : Choice.CANCEL);
    }
}
