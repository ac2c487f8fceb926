package org.memoryjournal.ui.access;

import javafx.beans.binding.Bindings;
import javafx.collections.SetChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.memoryjournal.ui.Styles;

/**
 * "Assistants' access": every call other assistants made through the MCP server (time, client, tool, query,
 * memories, outcome), with buttons to switch the selected call's client off or on and to restore a memory
 * an assistant forgot.
 */
public final class AccessView extends BorderPane {
    private final AccessViewModel viewModel;
    private final TableView<AccessRowViewModel> table = new TableView<>();
    private final Button switchButton = new Button("Switch off");
    private final Button restoreButton = new Button("Restore memory");
    private final Label status = new Label();

    public AccessView(AccessViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    private void createView() {
        getStyleClass().add(Styles.ROOT);
        table.setId("access-table");
        switchButton.setId("access-switch-button");
        restoreButton.setId("access-restore-button");
        status.setId("access-status");
        table.getColumns().add(column("Time", AccessRowViewModel::time, 150));
        table.getColumns().add(column("Client", AccessRowViewModel::client, 130));
        table.getColumns().add(column("Tool", AccessRowViewModel::tool, 80));
        table.getColumns().add(column("Query", AccessRowViewModel::query, 260));
        table.getColumns().add(column("Memories", AccessRowViewModel::ids, 110));
        table.getColumns().add(column("Outcome", AccessRowViewModel::outcome, 160));
        table.setPlaceholder(new Label("No assistant has used the journal yet. Connect one with "
                + "\"memory-journal mcp\" (see the README)."));
        Label title = new Label("What other assistants read and wrote");
        title.getStyleClass().add(Styles.TITLE);
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox bar = new HBox(8, status, grow, restoreButton, switchButton);
        status.getStyleClass().add(Styles.MUTED);
        VBox top = new VBox(4, title);
        top.getStyleClass().add(Styles.PADDED);
        bar.getStyleClass().add(Styles.PADDED);
        setTop(top);
        setCenter(table);
        setBottom(bar);
    }

    /** Opens the view in its own window over {@code owner} and loads the log. */
    public static Stage open(Window owner, AccessViewModel viewModel, java.util.List<String> stylesheets) {
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("Assistants' access — Memory Journal");
        Scene scene = new Scene(new AccessView(viewModel), 960, 480);
        scene.getStylesheets().setAll(stylesheets);
        stage.setScene(scene);
        stage.show();
        viewModel.refresh();
        return stage;
    }

    private static TableColumn<AccessRowViewModel, String> column(String name,
                                                                  java.util.function.Function<AccessRowViewModel, String> value,
                                                                  double width) {
        TableColumn<AccessRowViewModel, String> c = new TableColumn<>(name);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    private void bind() {
        table.setItems(viewModel.rows());
        var selected = table.getSelectionModel().selectedItemProperty();
        switchButton.disableProperty().bind(selected.isNull());
        restoreButton.disableProperty().bind(Bindings.createBooleanBinding(
                () -> selected.get() == null || !selected.get().forgot(), selected));
        Runnable label = () -> {
            AccessRowViewModel row = selected.get();
            boolean off = row != null && viewModel.switchedOff().contains(row.client());
            switchButton.setText(row == null ? "Switch off" : (off ? "Allow " : "Switch off ") + row.client());
        };
        selected.addListener((o, a, b) -> label.run());
        viewModel.switchedOff().addListener((SetChangeListener<String>) c -> label.run());
        switchButton.setOnAction(e -> {
            AccessRowViewModel row = selected.get();
            if (row != null) {
                viewModel.setSwitchedOff(row.client(), !viewModel.switchedOff().contains(row.client()));
            }
        });
        restoreButton.setOnAction(e -> {
            if (selected.get() != null) {
                viewModel.restore(selected.get());
            }
        });
        status.textProperty().bind(Bindings.createStringBinding(
                () -> viewModel.errorProperty().get().isEmpty() ? viewModel.noticeProperty().get()
                        : viewModel.errorProperty().get(),
                viewModel.errorProperty(), viewModel.noticeProperty()));
    }
}
