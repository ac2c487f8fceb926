package org.memoryjournal.ui.browser;

import java.util.List;
import java.util.Locale;

import javafx.animation.PauseTransition;
import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import org.controlsfx.control.SegmentedButton;
import org.controlsfx.control.textfield.TextFields;
import org.memoryjournal.ui.Styles;

/**
 * The memory browser: search, the filters, a paged table sorted by the store, and below it the selected memory's
 * editor or the add form, with delete and Undo. The Undo notice is a bar in the layout above the table (it pushes
 * the table down, never covers the editor) and closes by itself after a while. On a narrow pane the filters fold
 * into one menu, so that a small window keeps its height for the table and the editor.
 */
public final class BrowserView extends VBox {
    /** How long the notice (and with it Undo) stays. */
    static final Duration NOTICE_TIME = Duration.seconds(10);
    /** The least height of the table: its header and four rows. */
    static final double TABLE_MIN_HEIGHT = 124;
    /** The least height of the add form's fields (they scroll below that; Add and Cancel stay in sight). */
    static final double ADD_FORM_MIN_HEIGHT = AddMemoryView.MIN_FIELDS_HEIGHT;
    /** Below this width the kind buttons, the source list and the superseded toggle fold into one menu. */
    static final double NARROW = 520;

    private final BrowserViewModel viewModel;
    private final TextField search = TextFields.createClearableTextField();
    private final SegmentedButton kinds = new SegmentedButton();
    private final ToggleButton superseded = new ToggleButton("Superseded");
    private final ComboBox<SourceChoice> sources = new ComboBox<>();
    private final Button addButton = new Button("+ Add");
    private final MenuButton more = new MenuButton("⋯");
    private final Button deleteButton = new Button("Delete");
    private final Label count = new Label();
    private final Label noticeText = new Label();
    private final Button undoButton = new Button("Undo");
    private final Button closeNotice = new Button("✕");
    private final HBox noticeBar = new HBox(8);
    private final MemoryTable table;
    private final AddMemoryView addForm;
    private final MemoryEditorView editor;
    private final FilterMenu filterMenu;
    private final FlowPane filterRow = new FlowPane(8, 6);
    private final PauseTransition noticeTimer = new PauseTransition(NOTICE_TIME);
    private boolean narrow;

    public BrowserView(BrowserViewModel viewModel) {
        this.viewModel = viewModel;
        this.table = new MemoryTable(viewModel, this::deleteSelected);
        this.addForm = new AddMemoryView(viewModel.adder());
        this.editor = new MemoryEditorView(viewModel.editor());
        this.filterMenu = new FilterMenu(viewModel.filter());
        createView();
        bind();
    }

    private void createView() {
        setId("memory-browser");
        search.setId("memory-search");
        search.setPromptText("Search memories");
        HBox.setHgrow(search, Priority.ALWAYS);
        for (BrowserFilter.KindFilter k : BrowserFilter.KindFilter.values()) {
            ToggleButton b = new ToggleButton(k == BrowserFilter.KindFilter.ALL ? "All" : KindNames.filterLabel(k));
            b.setUserData(k);
            b.setId("kind-" + k.name().toLowerCase(Locale.ROOT));
            b.setMinWidth(Region.USE_PREF_SIZE);
            kinds.getButtons().add(b);
        }
        kinds.getButtons().get(0).setSelected(true);
        kinds.setMinWidth(Region.USE_PREF_SIZE);
        superseded.setId("show-superseded");
        superseded.getStyleClass().add(Styles.SUPERSEDED_TOGGLE);
        superseded.setTooltip(new Tooltip("Also show memories a newer memory replaced"));
        addButton.setId("add-button");
        addButton.getStyleClass().add(Styles.ACCENT_BUTTON);
        deleteButton.setId("delete-button");
        count.getStyleClass().add(Styles.MUTED);
        count.setId("memory-count");
        for (Region r : new Region[] {superseded, addButton, deleteButton, count}) {
            r.setMinWidth(Region.USE_PREF_SIZE);
        }
        MenuItem findDuplicates = new MenuItem("Find duplicates…");
        findDuplicates.setId("find-duplicates");
        findDuplicates.setOnAction(e -> DuplicatesView.open(getScene().getWindow(), viewModel.newDuplicates(),
                viewModel.zone(), getScene().getStylesheets()));
        more.getItems().add(findDuplicates);
        more.setId("browser-more");
        more.setTooltip(new Tooltip("More: find duplicates"));
        more.setMinWidth(Region.USE_PREF_SIZE);
        HBox searchRow = new HBox(8, search, addButton, more);
        searchRow.getStyleClass().add(Styles.TOOLBAR);
        // A flow, not a row: on a narrow pane the filters wrap to a second line instead of shrinking to "…".
        sources.setId("source-filter");
        sources.setTooltip(new Tooltip("Show memories from one source, or from one assistant"));
        sources.setMinWidth(Region.USE_PREF_SIZE);
        filterRow.getStyleClass().addAll(Styles.TOOLBAR, Styles.FILTER_ROW);
        filterRow.setAlignment(Pos.CENTER_LEFT);
        showFilters(false);
        widthProperty().addListener((o, a, b) -> showFilters(b.doubleValue() > 0 && b.doubleValue() < NARROW));
        createNoticeBar();

        table.setMinHeight(TABLE_MIN_HEIGHT);
        addForm.setVisible(false);
        editor.showOnlyWhen(addForm.visibleProperty().not());
        DetailSplit split = new DetailSplit(table, editor, addForm);
        VBox.setVgrow(split, Priority.ALWAYS);
        for (Region r : new Region[] {searchRow, filterRow, noticeBar}) {
            r.setMinHeight(Region.USE_PREF_SIZE);
        }
        getChildren().addAll(searchRow, filterRow, noticeBar, split);
        // The browser takes the height it is given; the split shares it between the table and the pane below.
        setMinHeight(0);
    }

    /** The filters as buttons and a list on a wide pane, folded into one menu on a narrow one. */
    private void showFilters(boolean onNarrowPane) {
        if (onNarrowPane == narrow && !filterRow.getChildren().isEmpty()) {
            return;
        }
        narrow = onNarrowPane;
        filterRow.getChildren().setAll(narrow ? List.of(filterMenu, count, deleteButton)
                : List.of(kinds, sources, superseded, count, deleteButton));
    }

    private void createNoticeBar() {
        noticeBar.setId("undo-bar");
        noticeBar.getStyleClass().add(Styles.NOTICE_BAR);
        noticeBar.setAlignment(Pos.CENTER_LEFT);
        noticeText.setId("notice-text");
        noticeText.setWrapText(true);
        noticeText.setMinWidth(0);
        HBox.setHgrow(noticeText, Priority.ALWAYS);
        noticeText.setMaxWidth(Double.MAX_VALUE);
        undoButton.setId("undo-button");
        undoButton.setMinWidth(Region.USE_PREF_SIZE);
        closeNotice.setId("close-notice");
        closeNotice.getStyleClass().add(Styles.FLAT_BUTTON);
        closeNotice.setMinWidth(Region.USE_PREF_SIZE);
        closeNotice.setTooltip(new Tooltip("Close"));
        noticeBar.getChildren().addAll(noticeText, undoButton, closeNotice);
        noticeBar.setVisible(false);
        noticeBar.managedProperty().bind(noticeBar.visibleProperty());
    }

    private void bind() {
        PauseTransition debounce = new PauseTransition(Duration.millis(200));
        debounce.setOnFinished(e -> viewModel.filter().searchProperty().set(search.getText()));
        search.textProperty().addListener((o, a, b) -> debounce.playFromStart());
        search.setOnAction(e -> {
            debounce.stop();
            viewModel.filter().searchProperty().set(search.getText());
        });
        kinds.getToggleGroup().selectedToggleProperty().addListener((o, a, b) -> {
            if (b == null) {
                a.setSelected(true);
                return;
            }
            viewModel.filter().kindProperty().set((BrowserFilter.KindFilter) b.getUserData());
        });
        // The filter menu of a narrow pane sets the kind too: the buttons show it when the pane widens.
        viewModel.filter().kindProperty().addListener((o, a, b) -> kinds.getButtons().forEach(t -> {
            if (t.getUserData() == b) {
                t.setSelected(true);
            }
        }));
        sources.setItems(viewModel.filter().sourceChoices());
        sources.valueProperty().bindBidirectional(viewModel.filter().sourceProperty());
        superseded.selectedProperty().bindBidirectional(viewModel.filter().showSupersededProperty());
        superseded.textProperty().bind(Bindings.when(superseded.selectedProperty())
                .then("✓ Superseded").otherwise("Superseded"));
        count.textProperty().bind(viewModel.listing().matchingProperty().asString("%,d shown"));
        addButton.setOnAction(e -> {
            addForm.setVisible(!addForm.isVisible());
            if (addForm.isVisible()) {
                addForm.focus();
            }
        });
        addForm.setOnClose(() -> addForm.setVisible(false));
        deleteButton.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        deleteButton.setOnAction(e -> deleteSelected());
        bindNotice();
        viewModel.setInsightQuestion(new InsightQuestionDialog(this));
        viewModel.setUnsavedEditsQuestion(new UnsavedEditsDialog(this));
        viewModel.setReplacementQuestion(new ReplacementDialog(this, viewModel.zone()));
    }

    private void bindNotice() {
        undoButton.visibleProperty().bind(viewModel.notice().canUndoProperty());
        undoButton.managedProperty().bind(undoButton.visibleProperty());
        undoButton.setOnAction(e -> viewModel.undo());
        closeNotice.setOnAction(e -> {
            viewModel.notice().dismiss();
            viewModel.notice().clearError();
        });
        noticeTimer.setOnFinished(e -> viewModel.notice().dismiss());
        Runnable update = () -> {
            String error = viewModel.notice().errorProperty().get();
            String notice = viewModel.notice().noticeProperty().get();
            boolean failed = error != null && !error.isEmpty();
            noticeText.setText(failed ? error : notice);
            noticeBar.pseudoClassStateChanged(PseudoClass.getPseudoClass("error"), failed);
            noticeBar.setVisible(failed || !notice.isEmpty());
            if (!failed && !notice.isEmpty()) {
                noticeTimer.playFromStart();
            } else {
                noticeTimer.stop();
            }
        };
        viewModel.notice().noticeProperty().addListener(o -> update.run());
        viewModel.notice().errorProperty().addListener(o -> update.run());
    }

    /** Sets how long the notice stays (tests shorten it). */
    void setNoticeTime(Duration time) {
        noticeTimer.setDuration(time);
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
