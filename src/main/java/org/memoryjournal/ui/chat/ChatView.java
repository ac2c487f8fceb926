package org.memoryjournal.ui.chat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import org.memoryjournal.ui.Styles;

/**
 * The conversation itself: streamed message bubbles and the composer. Enter sends, Shift+Enter adds a
 * line, Stop (or Esc) cancels the answer being written. The bubbles are laid out in one column (all of
 * them, at their real height), which follows the newest message while it streams and shows the message the
 * view model asks for (the latest when a conversation opens, a failed answer). When the person has scrolled
 * away from the end, messages that arrive (a turn written in another window) leave what they read in place.
 */
public final class ChatView extends BorderPane {
    private final ChatViewModel viewModel;
    private static final String STYLESHEET = ChatView.class.getResource("chat.css").toExternalForm();
    private final VBox column = new VBox();
    private final ScrollPane messages = new ScrollPane(column);
    private final Map<MessageViewModel, MessageBubble> bubbles = new HashMap<>();
    /** True while the view keeps the newest message in sight (until the user scrolls up). */
    private boolean following = true;
    private boolean scrolling;
    /**
     * The person scrolled, dragged or pressed a key over the list since the view last scrolled by itself:
     * only then does a change of position mean they left (or came back to) the end. Layout passes move the
     * position too (bubbles growing to their wrapped height), and must not stop the following.
     */
    private boolean movedByPerson;
    private final TextArea input = new TextArea();
    private final Button send = new Button("Send");
    private final Button stop = new Button("Stop");
    private final Label inputError = new Label();
    private final Label banner = new Label();
    private final Label noticeText = new Label();
    private final Button closeNotice = new Button("✕");
    private final HBox noticeBar = new HBox(8, noticeText, closeNotice);
    private final StackPane center = new StackPane();

    public ChatView(ChatViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    private void createView() {
        getStylesheets().add(STYLESHEET);
        messages.setId("message-list");
        messages.getStyleClass().addAll(Styles.MESSAGE_LIST, "mj-message-scroll");
        messages.setFocusTraversable(false);
        messages.setFitToWidth(true);
        messages.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        column.setId("message-column");
        column.getStyleClass().add("mj-message-column");
        column.setFillWidth(true);
        center.getChildren().add(messages);

        input.setId("message-input");
        input.getStyleClass().add(Styles.INPUT);
        input.setPromptText("Write to your journal…  (Enter sends, Shift+Enter for a new line)");
        input.setWrapText(true);
        input.setPrefRowCount(2);
        HBox.setHgrow(input, Priority.ALWAYS);
        send.setId("send-button");
        send.getStyleClass().add(Styles.ACCENT_BUTTON);
        send.setDefaultButton(false);
        stop.setId("stop-button");
        send.setMinWidth(72);
        stop.setMinWidth(72);
        inputError.setId("input-error");
        inputError.getStyleClass().add(Styles.FIELD_ERROR);
        inputError.setWrapText(true);
        banner.setId("chat-error");
        banner.getStyleClass().add(Styles.INLINE_ERROR);
        banner.setWrapText(true);

        StackPane buttons = new StackPane(send, stop);
        buttons.setAlignment(Pos.BOTTOM_CENTER);
        HBox row = new HBox(10, input, buttons);
        row.setAlignment(Pos.BOTTOM_LEFT);
        VBox composer = new VBox(4, banner, row, inputError);
        composer.getStyleClass().add(Styles.COMPOSER);
        setTop(noticeBar());
        setCenter(center);
        setBottom(composer);
    }

    /** A sentence about what another window did to this one's conversation, over the messages. */
    private HBox noticeBar() {
        noticeBar.setId("chat-notice");
        noticeBar.getStyleClass().add(Styles.NOTICE_BAR);
        noticeBar.setAlignment(Pos.CENTER_LEFT);
        noticeText.setId("chat-notice-text");
        noticeText.setWrapText(true);
        noticeText.setMinWidth(0);
        noticeText.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(noticeText, Priority.ALWAYS);
        closeNotice.setId("chat-notice-close");
        closeNotice.getStyleClass().add(Styles.FLAT_BUTTON);
        closeNotice.setMinWidth(Region.USE_PREF_SIZE);
        closeNotice.setTooltip(new Tooltip("Close"));
        return noticeBar;
    }

    private void bind() {
        input.textProperty().bindBidirectional(viewModel.inputProperty());
        send.disableProperty().bind(viewModel.canSendBinding().not());
        send.visibleProperty().bind(viewModel.busyBinding().not());
        stop.visibleProperty().bind(viewModel.busyBinding());
        send.setOnAction(e -> viewModel.send());
        stop.setOnAction(e -> viewModel.stop());
        inputError.textProperty().bind(viewModel.inputErrorProperty());
        inputError.visibleProperty().bind(viewModel.inputErrorProperty().isNotEmpty());
        inputError.managedProperty().bind(inputError.visibleProperty());
        banner.textProperty().bind(viewModel.errorMessageProperty());
        banner.visibleProperty().bind(viewModel.errorMessageProperty().isNotEmpty()
                .and(viewModel.stateProperty().isEqualTo(ChatViewModel.State.ERROR)));
        banner.managedProperty().bind(banner.visibleProperty());
        noticeText.textProperty().bind(viewModel.noticeProperty());
        noticeBar.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        noticeBar.managedProperty().bind(noticeBar.visibleProperty());
        closeNotice.setOnAction(e -> viewModel.dismissNotice());
        input.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                if (e.isShiftDown()) {
                    input.insertText(input.getCaretPosition(), "\n");
                } else {
                    viewModel.send();
                }
            } else if (e.getCode() == KeyCode.ESCAPE) {
                viewModel.stop();
            }
        });
        viewModel.messages().addListener((ListChangeListener<MessageViewModel>) c -> showMessages());
        showMessages();
        // while following, every growth of the column (a streamed word, a new bubble) keeps the end in sight;
        // otherwise the scroll pane keeps what the person reads in place as the column grows
        column.heightProperty().addListener((o, a, b) -> {
            if (following) {
                scrollToEnd();
            }
        });
        messages.addEventFilter(ScrollEvent.ANY, e -> movedByPerson = true);
        messages.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> movedByPerson = true);
        messages.addEventFilter(KeyEvent.KEY_PRESSED, e -> movedByPerson = true);
        messages.vvalueProperty().addListener((o, a, b) -> {
            if (!scrolling && movedByPerson) {
                following = b.doubleValue() >= messages.getVmax() - 0.01;
            }
        });
        viewModel.scrollRequestProperty().addListener((o, a, b) -> {
            if (b != null) {
                bringIntoSight(b.target());
            }
        });
    }

    /** Keeps one bubble per message, in order; bubbles of messages that left are let go. */
    private void showMessages() {
        List<MessageViewModel> now = viewModel.messages();
        Map<MessageViewModel, MessageBubble> kept = new HashMap<>();
        List<Node> nodes = new java.util.ArrayList<>(now.size());
        for (MessageViewModel m : now) {
            MessageBubble b = bubbles.remove(m);
            if (b == null) {
                b = new MessageBubble(viewModel, m, column.widthProperty());
            }
            kept.put(m, b);
            nodes.add(b);
        }
        bubbles.values().forEach(MessageBubble::dispose);
        bubbles.clear();
        bubbles.putAll(kept);
        column.getChildren().setAll(nodes);
    }

    /** Shows {@code target}: the end of the column for the newest message, else the bubble's top. */
    private void bringIntoSight(MessageViewModel target) {
        List<MessageViewModel> now = viewModel.messages();
        boolean last = !now.isEmpty() && now.get(now.size() - 1) == target;
        following = last;
        movedByPerson = false;
        Platform.runLater(() -> {
            layout();
            MessageBubble b = bubbles.get(target);
            if (last || b == null) {
                scrollToEnd();
                return;
            }
            double content = column.getHeight();
            double viewport = messages.getViewportBounds().getHeight();
            Bounds at = b.getBoundsInParent();
            double top = Math.max(0, Math.min(at.getMinY(), content - viewport));
            setV(content <= viewport ? 0 : top / (content - viewport));
        });
    }

    private void scrollToEnd() {
        setV(messages.getVmax());
    }

    private void setV(double v) {
        scrolling = true;
        try {
            messages.setVvalue(v);
        } finally {
            scrolling = false;
        }
    }

    /** Shows {@code node} over the message list while {@code when} is true (the welcome). */
    public void setOverlay(Node node, ObservableBooleanValue when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
        center.getChildren().add(node);
        StackPane.setAlignment(node, Pos.CENTER);
    }

    /** Puts the caret in the message box. */
    public void focusInput() {
        input.requestFocus();
    }
}
