package org.memoryjournal.ui.chat;

import javafx.beans.InvalidationListener;
import javafx.beans.value.ObservableDoubleValue;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.memoryjournal.chat.MessageEntry.Status;
import org.memoryjournal.ui.Styles;

/**
 * One message as a bubble: Markdown text, copy button, status ("stopped"), inline error with Retry, the
 * recalled memories as chips, and under a user's message the older memories its write-back replaced, each with
 * Restore and Show. Redrawn when its message changes; {@link #dispose()} lets go of it.
 */
final class MessageBubble extends HBox {
    private final ChatViewModel chat;
    private final MessageViewModel message;
    private final ObservableDoubleValue width;
    private final InvalidationListener redraw = o -> draw();

    MessageBubble(ChatViewModel chat, MessageViewModel message, ObservableDoubleValue width) {
        this.chat = chat;
        this.message = message;
        this.width = width;
        getStyleClass().add(Styles.MESSAGE_ROW);
        setAlignment(message.isUser() ? Pos.TOP_RIGHT : Pos.TOP_LEFT);
        message.textProperty().addListener(redraw);
        message.statusProperty().addListener(redraw);
        message.streamingProperty().addListener(redraw);
        message.errorProperty().addListener(redraw);
        message.recalled().addListener(redraw);
        message.replaced().addListener(redraw);
        draw();
    }

    MessageViewModel message() {
        return message;
    }

    void dispose() {
        message.textProperty().removeListener(redraw);
        message.statusProperty().removeListener(redraw);
        message.streamingProperty().removeListener(redraw);
        message.errorProperty().removeListener(redraw);
        message.recalled().removeListener(redraw);
        message.replaced().removeListener(redraw);
    }

    private void draw() {
        MessageViewModel m = message;
        VBox bubble = new VBox();
        bubble.getStyleClass().addAll(Styles.BUBBLE, m.isUser() ? Styles.BUBBLE_USER : Styles.BUBBLE_ASSISTANT);
        if (m.getStatus() == Status.FAILED && !m.isUser()) {
            bubble.getStyleClass().add(Styles.BUBBLE_FAILED);
        }
        // At most 78% of the column (at least 160 px), and never more than the row has room for: a bubble squeezed
        // below its maximum would leave its chips, sized to that maximum, running past its edge.
        bubble.maxWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(() -> {
            double room = getWidth() - getInsets().getLeft() - getInsets().getRight();
            double wanted = Math.max(160, width.get() * 0.78);
            return room > 0 ? Math.min(room, wanted) : wanted;
        }, width, widthProperty(), insetsProperty()));
        // No minimum from the text: a long line wraps inside the bubble's maximum instead of widening it past
        // the chat area (the controls inside keep their own minimum widths).
        bubble.setMinWidth(0);
        if (m.isStreaming() && m.getText().isEmpty()) {
            ProgressIndicator thinking = new ProgressIndicator();
            thinking.setPrefSize(18, 18);
            Label waiting = new Label("Recalling memories and thinking…");
            waiting.getStyleClass().add(Styles.MUTED);
            waiting.setMinWidth(Region.USE_PREF_SIZE);
            bubble.getChildren().add(new HBox(8, thinking, waiting));
        } else if (!m.getText().isEmpty()) {
            VBox text = MarkdownRenderer.render(m.getText());
            text.setId(m.isUser() ? "user-text" : "reply-text");
            bubble.getChildren().add(text);
        }
        HBox meta = new HBox(6);
        meta.setAlignment(Pos.CENTER_LEFT);
        if (m.getStatus() == Status.STOPPED) {
            meta.getChildren().add(metaLabel("stopped", "message-stopped"));
        }
        if (!m.isUser() && !m.isStreaming() && m.getStatus() == Status.COMPLETE && m.getText().isBlank()) {
            meta.getChildren().add(metaLabel("The model sent an empty answer.", "message-empty"));
        }
        if (m.isStreaming() && !m.getText().isEmpty()) {
            meta.getChildren().add(metaLabel("writing…", "message-writing"));
        }
        if (!m.getError().isEmpty()) {
            Label error = new Label(m.getError());
            error.setWrapText(true);
            error.getStyleClass().add(Styles.INLINE_ERROR);
            error.setId("message-error");
            bubble.getChildren().add(error);
        }
        if (m.canRetry()) {
            Button again = new Button("Retry");
            again.setId("retry-button");
            again.getStyleClass().add(Styles.ACCENT_BUTTON);
            again.setMinWidth(Region.USE_PREF_SIZE);
            again.setOnAction(e -> chat.retry(m));
            meta.getChildren().add(0, again);
        }
        if (!m.getText().isEmpty() && !m.isStreaming()) {
            Region grow = new Region();
            HBox.setHgrow(grow, Priority.ALWAYS);
            Button copy = new Button("Copy");
            copy.getStyleClass().add(Styles.FLAT_BUTTON);
            copy.setMinWidth(Region.USE_PREF_SIZE);
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
            chips.prefWrapLengthProperty().bind(bubble.maxWidthProperty().subtract(30));
            chips.setMinWidth(0); // wraps to the bubble's width rather than holding "Recalled:" and a chip on one row
            chips.getChildren().add(metaLabel("Recalled:", "recalled-label"));
            for (RecalledChip chip : m.recalled()) {
                Button b = new Button(chip.rank() + " · " + chip.label());
                b.getStyleClass().setAll(Styles.CHIP);
                b.setId("recalled-chip");
                // In a narrow bubble a chip ends in an ellipsis instead of running past the bubble's edge.
                b.maxWidthProperty().bind(chips.prefWrapLengthProperty());
                b.setTooltip(new Tooltip(chip.label()));
                b.setOnAction(e -> chat.chooseChip(chip));
                chips.getChildren().add(b);
            }
            bubble.getChildren().add(chips);
        }
        for (ReplacedLine line : m.replaced()) {
            bubble.getChildren().add(replacedNotice(m, line));
        }
        getChildren().setAll(bubble);
    }

    /** "Replaces an older memory: “…”" with Restore and Show (after a restore: that both are current, and Show). */
    private VBox replacedNotice(MessageViewModel m, ReplacedLine line) {
        Label what = new Label(line.sentence());
        what.setWrapText(true);
        what.setMinWidth(0);
        what.getStyleClass().add(Styles.MESSAGE_META);
        what.setTooltip(new Tooltip(line.details()));
        HBox actions = new HBox(4);
        actions.setAlignment(Pos.CENTER_RIGHT);
        if (!line.restored()) {
            Button restore = new Button("Restore");
            restore.setId("restore-replaced");
            restore.getStyleClass().add(Styles.FLAT_BUTTON);
            restore.setMinWidth(Region.USE_PREF_SIZE);
            restore.setTooltip(new Tooltip("Make the older memory current again, beside the new one"));
            restore.setOnAction(e -> chat.restoreReplaced(m, line));
            actions.getChildren().add(restore);
        }
        Button show = new Button("Show");
        show.setId("show-replaced");
        show.getStyleClass().add(Styles.FLAT_BUTTON);
        show.setMinWidth(Region.USE_PREF_SIZE);
        show.setTooltip(new Tooltip("Open the older memory in the browser"));
        show.setOnAction(e -> chat.openMemory(line.note().memoryId()));
        actions.getChildren().add(show);
        VBox notice = new VBox(2, what, actions);
        notice.getStyleClass().add(Styles.REPLACED_NOTICE);
        notice.setId(line.restored() ? "replaced-restored" : "replaced-notice");
        return notice;
    }

    private static Label metaLabel(String text, String id) {
        Label l = new Label(text);
        l.setId(id);
        l.getStyleClass().add(Styles.MESSAGE_META);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }
}
