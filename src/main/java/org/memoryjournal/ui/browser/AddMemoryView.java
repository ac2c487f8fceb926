package org.memoryjournal.ui.browser;

import java.time.LocalDate;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

import org.memoryjournal.ui.Styles;

/**
 * The inline "add a memory" form; each field's problem is shown under it. The date is typed (words or an
 * ISO date) or picked from a calendar, which writes the ISO date into the field.
 */
final class AddMemoryView extends GridPane {
    /** ISO dates both ways, as the app shows them everywhere. */
    static final StringConverter<LocalDate> ISO = new StringConverter<>() {
        @Override
        public String toString(LocalDate d) {
            return d == null ? "" : d.toString();
        }

        @Override
        public LocalDate fromString(String s) {
            return s == null || s.isBlank() ? null : LocalDate.parse(s.strip());
        }
    };

    private final AddMemoryViewModel viewModel;
    private final TextArea text = new TextArea();
    private final ComboBox<KindChoice> kind = new ComboBox<>();
    private final TextField importance = new TextField();
    private final TextField date = new TextField();
    private final DatePicker calendar = new DatePicker();
    private final Button add = new Button("Add memory");
    private final Button cancel = new Button("Cancel");
    private final Label textError = error("add-text-error");
    private final Label importanceError = error("add-importance-error");
    private final Label dateError = error("add-date-error");
    private final Label generalError = error("add-error");
    private Runnable onClose = () -> { };
    private boolean syncing;

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
        l.setMinWidth(0);
        l.managedProperty().bind(l.textProperty().isNotEmpty());
        return l;
    }

    private static Label label(String text) {
        Label l = new Label(text);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private void createView() {
        getStyleClass().addAll(Styles.FORM, Styles.CARD);
        setId("add-form");
        text.setId("add-text");
        text.setPromptText("What should the journal remember?");
        text.setPrefRowCount(2);
        text.setWrapText(true);
        kind.getItems().setAll(KindChoice.values());
        kind.setId("add-kind");
        kind.setConverter(new StringConverter<>() {
            @Override
            public String toString(KindChoice k) {
                return k == null ? "" : k.label();
            }

            @Override
            public KindChoice fromString(String s) {
                return KindChoice.AUTOMATIC;
            }
        });
        kind.setTooltip(new Tooltip("Automatic: the app decides whether it is an event, a fact or an instruction."));
        kind.setMinWidth(Region.USE_PREF_SIZE);
        importance.setId("add-importance");
        importance.setPromptText("auto");
        importance.setPrefColumnCount(3);
        importance.setTooltip(new Tooltip("1 (mundane) to 10 (life-changing). Empty: the app rates it from the text."));
        importance.setMinWidth(Region.USE_PREF_SIZE);
        date.setId("add-date");
        date.setPromptText("today");
        date.setPrefColumnCount(9);
        date.setTooltip(new Tooltip("A day: 2026-03-08, today, yesterday, 3 days ago, last Tuesday. Empty: now."));
        calendar.setId("add-date-picker");
        calendar.setEditable(false);
        calendar.setConverter(ISO);
        calendar.setShowWeekNumbers(false);
        calendar.getStyleClass().add(Styles.DATE_BUTTON);
        calendar.setTooltip(new Tooltip("Pick a day"));
        add.setId("add-memory-button");
        add.getStyleClass().add(Styles.ACCENT_BUTTON);
        cancel.setId("add-cancel");
        for (Region r : new Region[] {add, cancel}) {
            r.setMinWidth(Region.USE_PREF_SIZE);
        }
        ColumnConstraints c0 = new ColumnConstraints();
        c0.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints c1 = new ColumnConstraints();
        c1.setHgrow(Priority.ALWAYS);
        c1.setMinWidth(0);
        getColumnConstraints().addAll(c0, c1);
        add(label("Text"), 0, 0);
        add(text, 1, 0);
        add(textError, 1, 1);
        HBox kindField = field(label("Kind"), kind);
        HBox importanceField = field(label("Importance"), importance);
        HBox dateField = field(label("Date"), date, calendar);
        FlowPane fields = new FlowPane(12, 6, kindField, importanceField, dateField);
        fields.setAlignment(Pos.CENTER_LEFT);
        add(fields, 1, 2);
        add(importanceError, 1, 3);
        add(dateError, 1, 4);
        HBox buttons = new HBox(8, add, cancel, generalError);
        buttons.setAlignment(Pos.CENTER_LEFT);
        add(buttons, 1, 5);
    }

    private static HBox field(Region... parts) {
        HBox box = new HBox(6, parts);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setMinWidth(Region.USE_PREF_SIZE);
        return box;
    }

    private void bind() {
        text.textProperty().bindBidirectional(viewModel.textProperty());
        kind.valueProperty().bindBidirectional(viewModel.kindProperty());
        importance.textProperty().bindBidirectional(viewModel.importanceProperty());
        date.textProperty().bindBidirectional(viewModel.dateProperty());
        calendar.valueProperty().addListener((o, a, b) -> {
            if (!syncing && b != null) {
                viewModel.dateProperty().set(ISO.toString(b));
            }
        });
        viewModel.dayBinding().addListener((o, a, b) -> {
            syncing = true;
            calendar.setValue(b);
            syncing = false;
        });
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
