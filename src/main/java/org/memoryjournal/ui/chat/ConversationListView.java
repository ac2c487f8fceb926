package org.memoryjournal.ui.chat;

import java.util.Optional;

import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import org.memoryjournal.chat.ConversationEntry;
import org.memoryjournal.ui.Styles;

/** The list of conversations with New, Rename and Delete. */
public final class ConversationListView extends BorderPane {
    private final ChatViewModel viewModel;
    private final ListView<ConversationEntry> list = new ListView<>();
    private final Button add = new Button("+ New");
    private boolean applying;

    public ConversationListView(ChatViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    private void createView() {
        getStylesheets().add(ConversationListView.class.getResource("chat.css").toExternalForm());
        Label title = new Label("CHATS");
        title.getStyleClass().add(Styles.PANE_HEADER);
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        add.setId("new-conversation-button");
        add.getStyleClass().add(Styles.FLAT_BUTTON);
        HBox header = new HBox(title, grow, add);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("mj-conversation-header");
        list.setId("conversation-list");
        list.getStyleClass().add(Styles.CONVERSATION_LIST);
        Label empty = new Label("No conversations yet");
        empty.getStyleClass().add(Styles.MUTED);
        list.setPlaceholder(empty);
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(ConversationEntry item, boolean isEmpty) {
                super.updateItem(item, isEmpty);
                setText(isEmpty || item == null ? null : item.title());
                // A narrow list shows a long title's start; the tooltip shows all of it.
                setTooltip(isEmpty || item == null ? null : new Tooltip(item.title()));
                setPrefWidth(0);
                setContextMenu(isEmpty || item == null ? null : menuFor(item));
            }
        });
        setTop(header);
        setCenter(list);
        setMinWidth(150);
    }

    private void bind() {
        // While the list itself changes (a turn moves its conversation to the top), the selection the list
        // adjusts on its own is not the user's choice; afterwards it shows the view model's selection again.
        viewModel.conversations().addListener((ListChangeListener<ConversationEntry>) c -> applying = true);
        list.setItems(viewModel.conversations());
        viewModel.conversations().addListener((ListChangeListener<ConversationEntry>) c -> {
            applying = false;
            showSelection(viewModel.selectedConversationProperty().get());
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!applying && b != null && viewModel.selectedConversationProperty().get() != b) {
                viewModel.selectedConversationProperty().set(b);
            }
        });
        viewModel.selectedConversationProperty().addListener((o, a, b) -> showSelection(b));
        add.setOnAction(e -> viewModel.newConversation());
    }

    /**
     * Selects the view model's conversation in the list, or nothing. One the list no longer holds (deleted in another
     * window, the view model moving on) is not selected: the list would keep it as its selected item, unseen.
     */
    private void showSelection(ConversationEntry selected) {
        boolean was = applying;
        applying = true;
        try {
            if (selected == null || !list.getItems().contains(selected)) {
                list.getSelectionModel().clearSelection();
            } else {
                list.getSelectionModel().select(selected);
            }
        } finally {
            applying = was;
        }
    }

    private ContextMenu menuFor(ConversationEntry c) {
        MenuItem rename = new MenuItem("Rename…");
        rename.setOnAction(e -> {
            TextInputDialog d = new TextInputDialog(c.title());
            d.setTitle("Rename conversation");
            d.setHeaderText(null);
            d.setContentText("Title:");
            d.initOwner(getScene().getWindow());
            d.showAndWait().ifPresent(t -> viewModel.rename(c, t));
        });
        MenuItem delete = new MenuItem("Delete");
        delete.setOnAction(e -> {
            Alert a = new Alert(Alert.AlertType.CONFIRMATION, "Delete \"" + c.title()
                    + "\"? Its messages go; the memories written from it stay.", ButtonType.OK, ButtonType.CANCEL);
            a.setHeaderText(null);
            a.initOwner(getScene().getWindow());
            Optional<ButtonType> answer = a.showAndWait();
            if (answer.isPresent() && answer.get() == ButtonType.OK) {
                viewModel.delete(c);
            }
        });
        return new ContextMenu(rename, delete);
    }
}
