package org.memoryjournal.ui.browser;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.Styles;

/** The inline "add a memory" form; each field's problem is shown under it. */
final class AddMemoryView extends GridPane {
    private final AddMemoryViewModel viewModel;
    private final TextArea text = new TextArea();
    private final ComboBox<MemoryKind> kind = new ComboBox<>();
    private final TextField importance = new TextField();
    private final DatePicker date = new DatePicker();
    private final Button add = new Button("Add memory");
    private final Button cancel = new Button("Cancel");
    private final Label textError = error("add-text-error");
    private final Label importanceError = error("add-importance-error");
    private final Label dateError = error("add-date-error");
    private final Label generalError = error("add-error");
    private Runnable onClose = () -> { };

    AddMemoryView(AddMemoryViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    private static Label error(String id) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add(Styles.FIELD_ERROR);
        l.setWrapText(true);
        return l;
    }

    private void createView() {
        getStyleClass().addAll(Styles.FORM, Styles.CARD);
        text.setId("add-text");
        text.setPromptText("What should the journal remember?");
        text.setPrefRowCount(2);
        text.setWrapText(true);
        kind.getItems().setAll(MemoryKind.values());
        kind.setId("add-kind");
        kind.setConverter(KindNames.CONVERTER);
        importance.setId("add-importance");
        importance.setPrefColumnCount(3);
        date.setId("add-date");
        date.setPromptText("now");
        date.setPrefWidth(130);
        add.setId("add-memory-button");
        add.getStyleClass().add(Styles.ACCENT_BUTTON);
        ColumnConstraints c0 = new ColumnConstraints();
        ColumnConstraints c1 = new ColumnConstraints();
        c1.setHgrow(Priority.ALWAYS);
        getColumnConstraints().addAll(c0, c1);
        add(new Label("Text"), 0, 0);
        add(text, 1, 0);
        add(textError, 1, 1);
        HBox fields = new HBox(8, new Label("Kind"), kind, new Label("Importance"), importance, new Label("Date"), date);
        fields.setAlignment(Pos.CENTER_LEFT);
        add(fields, 1, 2);
        add(new HBox(12, importanceError, dateError), 1, 3);
        HBox buttons = new HBox(8, add, cancel, generalError);
        buttons.setAlignment(Pos.CENTER_LEFT);
        add(buttons, 1, 4);
    }

    private void bind() {
        text.textProperty().bindBidirectional(viewModel.textProperty());
        kind.valueProperty().bindBidirectional(viewModel.kindProperty());
        importance.textProperty().bindBidirectional(viewModel.importanceProperty());
        date.valueProperty().bindBidirectional(viewModel.dateProperty());
        textError.textProperty().bind(viewModel.textErrorProperty());
        importanceError.textProperty().bind(viewModel.importanceErrorProperty());
        dateError.textProperty().bind(viewModel.dateErrorProperty());
        generalError.textProperty().bind(viewModel.errorProperty());
        add.setOnAction(e -> {
            if (viewModel.add()) {
                onClose.run();
            }
        });
        cancel.setOnAction(e -> onClose.run());
    }

    void setOnClose(Runnable action) {
        this.onClose = action;
    }

    void focus() {
        text.requestFocus();
    }
}
