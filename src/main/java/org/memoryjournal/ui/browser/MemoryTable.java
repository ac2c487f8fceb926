package org.memoryjournal.ui.browser;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;

import org.memoryjournal.chat.HandReplacement;
import org.memoryjournal.chat.MemoryFilter.Sort;
import org.memoryjournal.ui.Styles;

/**
 * The browser's table of memories: paged rows sorted by the store, the memory text taking the spare width, a
 * context menu (pin, replaced by, delete), and the selection kept across reloads. On a narrow pane the kind and
 * importance columns step aside (the editor shows both) so the memory text keeps room; they come back when it
 * widens.
 */
final class MemoryTable extends TableView<MemoryRowViewModel> {
    /** Below this width the kind and importance columns step aside. */
    static final double NARROW = 440;
    private static final PseudoClass SUPERSEDED = PseudoClass.getPseudoClass("superseded");

    private final BrowserViewModel viewModel;
    private final Runnable deleteSelected;
    private final DateTimeFormatter when;
    private final Map<TableColumn<MemoryRowViewModel, ?>, Sort> sortFields = new HashMap<>();
    private final List<TableColumn<MemoryRowViewModel, ?>> stepAside = new ArrayList<>();
    private final List<TableColumn<MemoryRowViewModel, ?>> steppedAside = new ArrayList<>();
    private boolean narrow;

    MemoryTable(BrowserViewModel viewModel, Runnable deleteSelected) {
        this.viewModel = viewModel;
        this.deleteSelected = deleteSelected;
        this.when = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(viewModel.zone());
        createView();
        bind();
    }

    private void createView() {
        setId("memory-table");
        getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        setTableMenuButtonVisible(true);
        Label empty = new Label();
        empty.setId("memory-empty");
        empty.getStyleClass().add(Styles.MUTED);
        empty.setWrapText(true);
        empty.textProperty().bind(viewModel.listing().emptyTextBinding());
        setPlaceholder(empty);
        TableColumn<MemoryRowViewModel, String> kind = column("Kind", Sort.KIND, MemoryRowViewModel::kind);
        TableColumn<MemoryRowViewModel, Integer> importance = new TableColumn<>("Imp");
        importance.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().isLoading() ? null
                : c.getValue().importance()));
        sortFields.put(importance, Sort.IMPORTANCE);
        importance.getStyleClass().add(Styles.CENTERED_COLUMN);
        TableColumn<MemoryRowViewModel, String> created = column("Created", Sort.CREATED,
                r -> r.createdAt().map(when::format).orElse(""));
        TableColumn<MemoryRowViewModel, String> accessed = column("Accessed", Sort.LAST_ACCESSED,
                r -> r.lastAccessed().map(when::format).orElse(""));
        TableColumn<MemoryRowViewModel, String> source = column("Source", Sort.SOURCE, MemoryRowViewModel::source);
        TableColumn<MemoryRowViewModel, String> pinned = column("★", Sort.PINNED, r -> r.pinned() ? "★" : "");
        pinned.setId("pin-column");
        kind.setId("kind-column");
        importance.setId("importance-column");
        TableColumn<MemoryRowViewModel, String> text = column("Memory", Sort.TEXT, MemoryRowViewModel::text);
        text.setId("text-column");
        text.setMinWidth(120);
        fixed(kind, 88);
        fixed(importance, 50);
        fixed(created, 100);
        fixed(accessed, 100);
        fixed(source, 80);
        fixed(pinned, 40);
        // Less used columns start hidden (the table's "+" menu shows them): the text gets the width.
        accessed.setVisible(false);
        source.setVisible(false);
        stepAside.addAll(List.of(kind, importance));
        // The text column last, so the constrained policy gives it all the spare width.
        getColumns().addAll(List.of(pinned, created, kind, importance, accessed, source, text));
        created.setSortType(TableColumn.SortType.DESCENDING);
        getSortOrder().add(created);
    }

    private static void fixed(TableColumn<MemoryRowViewModel, ?> c, double width) {
        c.setMinWidth(width);
        c.setPrefWidth(width);
        c.setMaxWidth(width);
    }

    private TableColumn<MemoryRowViewModel, String> column(String title, Sort field,
                                                           Function<MemoryRowViewModel, String> value) {
        TableColumn<MemoryRowViewModel, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        sortFields.put(c, field);
        return c;
    }

    private void bind() {
        setItems(viewModel.rows());
        setSortPolicy(t -> {
            if (!t.getSortOrder().isEmpty()) {
                TableColumn<MemoryRowViewModel, ?> c = t.getSortOrder().get(0);
                viewModel.filter().sortBy(sortFields.getOrDefault(c, Sort.CREATED),
                        c.getSortType() == TableColumn.SortType.DESCENDING);
            } else {
                viewModel.filter().sortBy(Sort.CREATED, true);
            }
            return true;
        });
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DELETE) {
                deleteSelected.run();
            }
        });
        getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null && !b.isLoading()) {
                viewModel.selection().select(b);
            }
        });
        getSelectionModel().getSelectedItems().addListener((ListChangeListener<MemoryRowViewModel>) c ->
                viewModel.listing().selectionChanged(getSelectionModel().getSelectedItems().stream()
                        .filter(r -> !r.isLoading()).map(MemoryRowViewModel::id).toList(),
                        getSelectionModel().getSelectedIndex()));
        viewModel.listing().reselectProperty().addListener((o, a, b) -> {
            if (b != null) {
                reselect(b);
            }
        });
        setRowFactory(t -> row());
        viewModel.selection().focusIndexProperty().addListener((o, a, b) -> {
            int i = b.intValue();
            if (i >= 0 && i < getItems().size()) {
                reselect(List.of(i));
            }
        });
        widthProperty().addListener((o, a, b) -> fitColumns(b.doubleValue()));
    }

    /** On a narrow pane kind and importance step aside; they come back (if they were shown) when it widens. */
    private void fitColumns(double width) {
        boolean nowNarrow = width > 0 && width < NARROW;
        if (nowNarrow == narrow) {
            return;
        }
        narrow = nowNarrow;
        if (narrow) {
            stepAside.stream().filter(TableColumn::isVisible).forEach(steppedAside::add);
            steppedAside.forEach(c -> c.setVisible(false));
        } else {
            steppedAside.forEach(c -> c.setVisible(true));
            steppedAside.clear();
        }
    }

    /** Selects these rows (none for an empty list), the first one last (it is the one the editor shows). */
    private void reselect(List<Integer> indices) {
        var selection = getSelectionModel();
        selection.clearSelection();
        if (indices.isEmpty()) {
            return;
        }
        for (int i = indices.size() - 1; i >= 0; i--) {
            selection.select(indices.get(i));
        }
        int first = indices.get(0);
        // Selecting may have just brought the editor back under the table. The flow keeps its scroll position as a
        // fraction of what it can scroll, so it must have its new, shorter height before it scrolls, or the row
        // lands out of view once the editor is laid out. The window is laid out, not the table's parent: in the
        // split that is only the table's own slot, which does not move the divider.
        if (getScene() != null) {
            getScene().getRoot().applyCss();
            getScene().getRoot().layout();
        }
        VirtualFlow<?> flow = (VirtualFlow<?>) lookup(".virtual-flow");
        boolean inView = flow != null && flow.getFirstVisibleCell() != null && flow.getLastVisibleCell() != null
                && first > flow.getFirstVisibleCell().getIndex() && first < flow.getLastVisibleCell().getIndex();
        if (!inView) {
            scrollTo(Math.max(0, first - 2));
        }
    }

    private TableRow<MemoryRowViewModel> row() {
        TableRow<MemoryRowViewModel> row = new TableRow<>() {
            @Override
            protected void updateItem(MemoryRowViewModel item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(SUPERSEDED, !empty && item != null && item.superseded());
            }
        };
        MenuItem pin = new MenuItem("Pin / unpin");
        pin.setOnAction(e -> viewModel.togglePin(row.getItem()));
        MenuItem replacedBy = new MenuItem("Replaced by…");
        replacedBy.setOnAction(e -> viewModel.markReplaced(row.getItem()));
        // A superseded memory is restored first; an insight is redrawn by reflection, never replaced by hand.
        replacedBy.disableProperty().bind(Bindings.createBooleanBinding(() -> row.getItem() == null
                || row.getItem().memory().filter(HandReplacement::replaceable).isEmpty(), row.itemProperty()));
        MenuItem delete = new MenuItem("Delete");
        delete.setOnAction(e -> deleteSelected.run());
        ContextMenu menu = new ContextMenu(pin, replacedBy, delete);
        row.contextMenuProperty().bind(Bindings.when(row.emptyProperty()).then((ContextMenu) null).otherwise(menu));
        return row;
    }
}
