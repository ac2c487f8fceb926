package org.memoryjournal.ui.browser;

import java.time.LocalDate;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import org.memoryjournal.ui.Styles;

/**
 * The "add a memory" form, in the pane below the table: what to remember, then kind, importance and day; Add and
 * Cancel stay below the fields when they scroll, as Save does in the editor. Each field's problem is shown under
 * it. The date is typed (words or an ISO date) or picked from a calendar, which writes the ISO date into the field.
 */
final class AddMemoryView extends VBox {
    /** The least height of the scrolling fields (about two lines of the text) when space is short. */
    static final double MIN_FIELDS_HEIGHT = 44;
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
        getStyleClass().add(Styles.DETAIL_PANEL);
        setId("add-form");
        text.setId("add-text");
        text.setPromptText("What should the journal remember?");
        text.setAccessibleText("Text of the new memory");
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
        // A flow: on a narrow pane the fields wrap, importance right after kind, before the date.
        FlowPane fields = new FlowPane(12, 6, field(label("Kind"), kind), field(label("Importance"), importance),
                field(label("Date"), date, calendar));
        fields.setAlignment(Pos.CENTER_LEFT);
        // No header above the text: on a small window it would push importance out of sight.
        VBox content = new VBox(text, textError, fields, importanceError, dateError);
        content.getStyleClass().add(Styles.DETAIL_CONTENT);
        ScrollPane scroll = new FittingScroll(content);
        scroll.setId("add-scroll");
        scroll.getStyleClass().add(Styles.DETAIL_SCROLL);
        scroll.setMinHeight(MIN_FIELDS_HEIGHT);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox buttons = new HBox(8, generalError, grow, cancel, add);
        buttons.setAlignment(Pos.CENTER_LEFT);
        buttons.setId("add-buttons");
        buttons.setMinHeight(Region.USE_PREF_SIZE);
        getChildren().addAll(scroll, buttons);
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
