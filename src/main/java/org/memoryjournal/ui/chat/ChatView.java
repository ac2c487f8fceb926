package org.memoryjournal.ui.chat;

import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import org.memoryjournal.ui.Styles;

/**
 * The conversation itself: streamed message bubbles and the composer. Enter sends, Shift+Enter adds a
 * line, Stop (or Esc) cancels the answer being written.
 */
public final class ChatView extends BorderPane {
    private final ChatViewModel viewModel;
    private final ListView<MessageViewModel> messages = new ListView<>();
    private final TextArea input = new TextArea();
    private final Button send = new Button("Send");
    private final Button stop = new Button("Stop");
    private final Label inputError = new Label();
    private final Label banner = new Label();
    private final StackPane center = new StackPane();

    public ChatView(ChatViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    private void createView() {
        messages.setId("message-list");
        messages.getStyleClass().add(Styles.MESSAGE_LIST);
        messages.setFocusTraversable(false);
        messages.setCellFactory(l -> new MessageCell(viewModel, viewModel::retry));
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
        setCenter(center);
        setBottom(composer);
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
        messages.setItems(viewModel.messages());
        viewModel.messages().addListener((ListChangeListener<MessageViewModel>) c -> scrollToEnd());
        viewModel.stateProperty().addListener((o, a, b) -> scrollToEnd());
    }

    private void scrollToEnd() {
        if (!messages.getItems().isEmpty()) {
            messages.scrollTo(messages.getItems().size() - 1);
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
