package org.memoryjournal.ui.chat;

import java.util.function.Consumer;

import javafx.beans.InvalidationListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.memoryjournal.store.StoredMessage.Status;
import org.memoryjournal.ui.Styles;

/** One message as a bubble: Markdown text, copy button, status, inline error with Retry, memory chips. */
final class MessageCell extends ListCell<MessageViewModel> {
    private final ChatViewModel chat;
    private final Consumer<MessageViewModel> retry;
    private final InvalidationListener redraw = o -> draw();
    private MessageViewModel shown;

    MessageCell(ChatViewModel chat, Consumer<MessageViewModel> retry) {
        this.chat = chat;
        this.retry = retry;
        getStyleClass().add(Styles.MESSAGE_ROW);
    }

    @Override
    protected void updateItem(MessageViewModel item, boolean empty) {
        super.updateItem(item, empty);
        if (shown != null) {
            shown.textProperty().removeListener(redraw);
            shown.statusProperty().removeListener(redraw);
            shown.streamingProperty().removeListener(redraw);
            shown.recalled().removeListener(redraw);
        }
        shown = empty ? null : item;
        if (shown != null) {
            shown.textProperty().addListener(redraw);
            shown.statusProperty().addListener(redraw);
            shown.streamingProperty().addListener(redraw);
            shown.recalled().addListener(redraw);
        }
        draw();
    }

    private void draw() {
        MessageViewModel m = shown;
        setText(null);
        if (m == null) {
            setGraphic(null);
            return;
        }
        VBox bubble = new VBox();
        bubble.getStyleClass().addAll(Styles.BUBBLE, m.isUser() ? Styles.BUBBLE_USER : Styles.BUBBLE_ASSISTANT);
        if (m.getStatus() == Status.FAILED && !m.isUser()) {
            bubble.getStyleClass().add(Styles.BUBBLE_FAILED);
        }
        bubble.maxWidthProperty().bind(widthProperty().multiply(0.78));
        if (m.isStreaming() && m.getText().isEmpty()) {
            ProgressIndicator thinking = new ProgressIndicator();
            thinking.setPrefSize(18, 18);
            Label waiting = new Label("Recalling memories and thinking…");
            waiting.getStyleClass().add(Styles.MUTED);
            bubble.getChildren().add(new HBox(8, thinking, waiting));
        } else if (!m.getText().isEmpty()) {
            bubble.getChildren().add(MarkdownRenderer.render(m.getText()));
        }
        HBox meta = new HBox(6);
        meta.setAlignment(Pos.CENTER_LEFT);
        if (m.getStatus() == Status.INTERRUPTED) {
            meta.getChildren().add(metaLabel("stopped"));
        }
        if (m.isStreaming() && !m.getText().isEmpty()) {
            meta.getChildren().add(metaLabel("writing…"));
        }
        if (!m.getError().isEmpty()) {
            Label error = new Label(m.getError());
            error.setWrapText(true);
            error.getStyleClass().add(Styles.INLINE_ERROR);
            error.setId("message-error");
            bubble.getChildren().add(error);
            if (m.canRetry()) {
                Button again = new Button("Retry");
                again.setId("retry-button");
                again.getStyleClass().add(Styles.ACCENT_BUTTON);
                again.setOnAction(e -> retry.accept(m));
                bubble.getChildren().add(again);
            }
        }
        if (!m.getText().isEmpty()) {
            Region grow = new Region();
            HBox.setHgrow(grow, Priority.ALWAYS);
            Button copy = new Button("Copy");
            copy.getStyleClass().add(Styles.FLAT_BUTTON);
            copy.setOnAction(e -> {
                ClipboardContent content = new ClipboardContent();
                content.putString(m.getText());
                Clipboard.getSystemClipboard().setContent(content);
                copy.setText("Copied");
            });
            meta.getChildren().addAll(grow, copy);
        }
        if (!meta.getChildren().isEmpty()) {
            bubble.getChildren().add(meta);
        }
        if (!m.recalled().isEmpty()) {
            FlowPane chips = new FlowPane();
            chips.getStyleClass().add(Styles.CHIP_BAR);
            chips.prefWrapLengthProperty().bind(widthProperty().multiply(0.7));
            Label why = metaLabel("Recalled:");
            chips.getChildren().add(why);
            for (RecalledChip chip : m.recalled()) {
                Button b = new Button(chip.rank() + " · " + chip.label());
                b.getStyleClass().setAll(Styles.CHIP);
                b.setOnAction(e -> chat.chooseChip(chip));
                chips.getChildren().add(b);
            }
            bubble.getChildren().add(chips);
        }
        HBox row = new HBox(bubble);
        row.setAlignment(m.isUser() ? Pos.CENTER_RIGHT : Pos.CENTER_LEFT);
        row.setMaxWidth(Double.MAX_VALUE);
        row.prefWidthProperty().bind(widthProperty().subtract(40));
        setGraphic(row);
    }

    private static Label metaLabel(String text) {
        Label l = new Label(text);
        l.getStyleClass().add(Styles.MESSAGE_META);
        return l;
    }
}
