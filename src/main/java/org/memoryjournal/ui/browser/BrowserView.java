package org.memoryjournal.ui.browser;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import org.controlsfx.control.NotificationPane;
import org.controlsfx.control.SegmentedButton;
import org.controlsfx.control.action.Action;
import org.controlsfx.control.textfield.TextFields;
import org.memoryjournal.store.MemoryListQuery.SortField;
import org.memoryjournal.ui.Styles;

/**
 * The memory browser: search, kind filter, superseded toggle, a paged table sorted by the store, the
 * add form, the detail editor and delete with Undo (a notification bar).
 */
public final class BrowserView extends NotificationPane {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd")
            .withZone(ZoneId.systemDefault());

    private static final javafx.css.PseudoClass SUPERSEDED = javafx.css.PseudoClass.getPseudoClass("superseded");

    private final BrowserViewModel viewModel;
    private final TextField search = TextFields.createClearableTextField();
    private final SegmentedButton kinds = new SegmentedButton();
    private final ToggleButton superseded = new ToggleButton("Superseded");
    private final Button addButton = new Button("+ Add");
    private final Button deleteButton = new Button("Delete");
    private final Label count = new Label();
    private final TableView<MemoryRowViewModel> table = new TableView<>();
    private final AddMemoryView addForm;
    private final MemoryEditorView editor;
    private final Map<TableColumn<MemoryRowViewModel, ?>, SortField> sortFields = new java.util.HashMap<>();

    public BrowserView(BrowserViewModel viewModel) {
        this.viewModel = viewModel;
        this.addForm = new AddMemoryView(viewModel.adder());
        this.editor = new MemoryEditorView(viewModel.editor());
        createView();
        bind();
    }

    private void createView() {
        search.setId("memory-search");
        search.setPromptText("Search memories");
        HBox.setHgrow(search, Priority.ALWAYS);
        for (BrowserViewModel.KindFilter k : BrowserViewModel.KindFilter.values()) {
            ToggleButton b = new ToggleButton(k == BrowserViewModel.KindFilter.ALL ? "All"
                    : k.name().charAt(0) + k.name().substring(1).toLowerCase(java.util.Locale.ROOT));
            b.setUserData(k);
            b.setId("kind-" + k.name().toLowerCase(java.util.Locale.ROOT));
            kinds.getButtons().add(b);
        }
        kinds.getButtons().get(0).setSelected(true);
        superseded.setId("show-superseded");
        addButton.setId("add-button");
        addButton.getStyleClass().add(Styles.ACCENT_BUTTON);
        deleteButton.setId("delete-button");
        count.getStyleClass().add(Styles.MUTED);
        count.setId("memory-count");
        HBox searchRow = new HBox(8, search, addButton);
        searchRow.getStyleClass().add(Styles.TOOLBAR);
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox filterRow = new HBox(8, kinds, superseded, grow, count, deleteButton);
        filterRow.getStyleClass().add(Styles.TOOLBAR);
        filterRow.setAlignment(Pos.CENTER_LEFT);
        filterRow.getStyleClass().add(Styles.FILTER_ROW);
        addForm.setVisible(false);
        addForm.managedProperty().bind(addForm.visibleProperty());
        VBox top = new VBox(searchRow, filterRow, addForm);

        table.setId("memory-table");
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_SUBSEQUENT_COLUMNS);
        Label empty = new Label("No memories match.");
        empty.getStyleClass().add(Styles.MUTED);
        table.setPlaceholder(empty);
        TableColumn<MemoryRowViewModel, String> text = column("Memory", SortField.TEXT, MemoryRowViewModel::text);
        text.setPrefWidth(320);
        TableColumn<MemoryRowViewModel, String> kind = column("Kind", SortField.KIND, MemoryRowViewModel::kind);
        TableColumn<MemoryRowViewModel, Integer> importance = new TableColumn<>("Imp");
        importance.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().isLoading() ? null
                : c.getValue().importance()));
        sortFields.put(importance, SortField.IMPORTANCE);
        importance.getStyleClass().add(Styles.CENTERED);
        TableColumn<MemoryRowViewModel, String> created = column("Created", SortField.CREATED,
                r -> r.createdAt().map(WHEN::format).orElse(""));
        TableColumn<MemoryRowViewModel, String> accessed = column("Accessed", SortField.LAST_ACCESSED,
                r -> r.lastAccessed().map(WHEN::format).orElse(""));
        TableColumn<MemoryRowViewModel, String> source = column("Source", SortField.SOURCE, MemoryRowViewModel::source);
        TableColumn<MemoryRowViewModel, String> pinned = column("Pin", SortField.PINNED,
                r -> r.pinned() ? "★" : "");
        fixed(kind, 76);
        fixed(importance, 42);
        fixed(created, 90);
        fixed(accessed, 90);
        fixed(source, 64);
        fixed(pinned, 36);
        text.setPrefWidth(360);
        text.setMinWidth(160);
        table.getColumns().addAll(List.of(text, kind, importance, created, accessed, source, pinned));
        created.setSortType(TableColumn.SortType.DESCENDING);
        table.getSortOrder().add(created);

        BorderPane content = new BorderPane(table);
        content.setTop(top);
        content.setBottom(editor);
        setContent(content);
        setShowFromTop(false);
        getActions().add(new Action("Undo", e -> {
            viewModel.undo();
            hide();
        }));
    }

    private static void fixed(TableColumn<MemoryRowViewModel, ?> c, double width) {
        c.setMinWidth(width);
        c.setPrefWidth(width);
    }

    private TableColumn<MemoryRowViewModel, String> column(String title, SortField field,
                                                           Function<MemoryRowViewModel, String> value) {
        TableColumn<MemoryRowViewModel, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        sortFields.put(c, field);
        return c;
    }

    private void bind() {
        table.setItems(viewModel.rows());
        table.setSortPolicy(t -> {
            if (!t.getSortOrder().isEmpty()) {
                TableColumn<MemoryRowViewModel, ?> c = t.getSortOrder().get(0);
                viewModel.sortBy(sortFields.getOrDefault(c, SortField.CREATED),
                        c.getSortType() == TableColumn.SortType.DESCENDING);
            } else {
                viewModel.sortBy(SortField.CREATED, true);
            }
            return true;
        });
        PauseTransition debounce = new PauseTransition(Duration.millis(250));
        debounce.setOnFinished(e -> viewModel.searchProperty().set(search.getText()));
        search.textProperty().addListener((o, a, b) -> debounce.playFromStart());
        search.setOnAction(e -> viewModel.searchProperty().set(search.getText()));
        kinds.getToggleGroup().selectedToggleProperty().addListener((o, a, b) -> {
            if (b == null) {
                a.setSelected(true);
                return;
            }
            viewModel.kindFilterProperty().set((BrowserViewModel.KindFilter) b.getUserData());
        });
        superseded.selectedProperty().bindBidirectional(viewModel.showSupersededProperty());
        count.textProperty().bind(viewModel.matchingProperty().asString("%,d shown"));
        addButton.setOnAction(e -> {
            addForm.setVisible(!addForm.isVisible());
            if (addForm.isVisible()) {
                addForm.focus();
            }
        });
        addForm.setOnClose(() -> addForm.setVisible(false));
        deleteButton.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        deleteButton.setOnAction(e -> deleteSelected());
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DELETE) {
                deleteSelected();
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null && !b.isLoading()) {
                viewModel.select(b);
            }
        });
        table.setRowFactory(t -> {
            javafx.scene.control.TableRow<MemoryRowViewModel> row = new javafx.scene.control.TableRow<>() {
                @Override
                protected void updateItem(MemoryRowViewModel item, boolean empty) {
                    super.updateItem(item, empty);
                    pseudoClassStateChanged(SUPERSEDED, !empty && item != null && item.superseded());
                }
            };
            javafx.scene.control.MenuItem pin = new javafx.scene.control.MenuItem("Pin / unpin");
            pin.setOnAction(e -> viewModel.togglePin(row.getItem()));
            javafx.scene.control.MenuItem delete = new javafx.scene.control.MenuItem("Delete");
            delete.setOnAction(e -> deleteSelected());
            javafx.scene.control.ContextMenu menu = new javafx.scene.control.ContextMenu(pin, delete);
            row.contextMenuProperty().bind(javafx.beans.binding.Bindings.when(row.emptyProperty())
                    .then((javafx.scene.control.ContextMenu) null).otherwise(menu));
            return row;
        });
        viewModel.focusIndexProperty().addListener((o, a, b) -> {
            int i = b.intValue();
            if (i >= 0 && i < table.getItems().size()) {
                table.getSelectionModel().clearAndSelect(i);
                table.scrollTo(Math.max(0, i - 2));
            }
        });
        viewModel.errorProperty().addListener((o, a, b) -> {
            if (b != null && !b.isEmpty()) {
                getActions().get(0).setDisabled(true);
                show(b);
            }
        });
        viewModel.noticeProperty().addListener((o, a, b) -> {
            if (b == null || b.isEmpty()) {
                hide();
            } else {
                getActions().get(0).setDisabled(!viewModel.canUndoProperty().get());
                show(b);
            }
        });
    }

    private void deleteSelected() {
        List<MemoryRowViewModel> selected = List.copyOf(table.getSelectionModel().getSelectedItems());
        viewModel.delete(selected);
    }

    /** Moves the caret to the search box. */
    public void focusSearch() {
        search.requestFocus();
        search.selectAll();
    }

}
