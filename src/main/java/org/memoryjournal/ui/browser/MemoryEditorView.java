package org.memoryjournal.ui.browser;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.ui.Styles;

/** The detail panel: edit the selected memory's text (re-embedded), kind, importance and pin. */
final class MemoryEditorView extends VBox {
    /** The least height the scrolling fields keep (the header and a line and a half of text) when space is short. */
    static final double MIN_FIELDS_HEIGHT = 44;

    private final MemoryEditorViewModel viewModel;
    private final Label header = new Label();
    private final TextArea text = new TextArea();
    private final ComboBox<MemoryKind> kind = new ComboBox<>();
    private final TextField importance = new TextField();
    private final CheckBox pinned = new CheckBox("Pinned (never decays)");
    private final Button save = new Button("Save");
    private final Button revert = new Button("Revert");
    private final Button restore = new Button("Restore");
    private final Button replacedBy = new Button("Replaced by…");
    private final Label supersession = new Label();
    private final Label textError = new Label();
    private final Label importanceError = new Label();
    private final Label error = new Label();
    private final Label client = new Label();
    private final VBox evidence = new VBox(2);

    MemoryEditorView(MemoryEditorViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    private void createView() {
        getStyleClass().add(Styles.DETAIL_PANEL);
        setId("memory-detail");
        header.getStyleClass().add(Styles.SUBTITLE);
        text.setId("detail-text");
        text.setWrapText(true);
        text.setPrefRowCount(3);
        kind.getItems().setAll(MemoryKind.values());
        kind.setId("detail-kind");
        importance.setId("detail-importance");
        importance.setPrefColumnCount(3);
        save.setId("detail-save");
        save.getStyleClass().add(Styles.ACCENT_BUTTON);
        for (Label l : new Label[] {textError, importanceError, error}) {
            l.getStyleClass().add(Styles.FIELD_ERROR);
            l.setWrapText(true);
        }
        importanceError.setId("detail-importance-error");
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        kind.setConverter(KindNames.CONVERTER);
        kind.setMinWidth(Region.USE_PREF_SIZE);
        importance.setMinWidth(Region.USE_PREF_SIZE);
        pinned.setId("detail-pinned");
        pinned.setMinWidth(Region.USE_PREF_SIZE);
        // A flow: on a narrow pane the pin box wraps below instead of shrinking to "Pinn…".
        javafx.scene.layout.FlowPane fields = new javafx.scene.layout.FlowPane(8, 6,
                new HBox(8, label("Kind"), kind), new HBox(8, label("Importance"), importance), pinned);
        fields.setAlignment(Pos.CENTER_LEFT);
        for (javafx.scene.Node n : fields.getChildren()) {
            if (n instanceof HBox box) {
                box.setAlignment(Pos.CENTER_LEFT);
                box.setMinWidth(Region.USE_PREF_SIZE);
            }
        }
        revert.setId("detail-revert");
        restore.setMinWidth(Region.USE_PREF_SIZE);
        replacedBy.setId("detail-replaced-by");
        replacedBy.setTooltip(new Tooltip("Mark this memory as replaced by a later one"));
        for (Button b : new Button[] {save, revert, restore, replacedBy}) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        error.setMinWidth(0);
        supersession.setMinWidth(0);
        // Restore and "Replaced by…" (one or the other shows) with Save and Revert, below the fields: on a short
        // pane they stay in sight with them.
        HBox buttons = new HBox(8, restore, replacedBy, error, grow, revert, save);
        buttons.setAlignment(Pos.CENTER_LEFT);
        buttons.setId("detail-buttons");
        buttons.setMinHeight(Region.USE_PREF_SIZE);
        supersession.setId("detail-superseded");
        supersession.getStyleClass().add(Styles.MUTED);
        supersession.setWrapText(true);
        restore.setId("detail-restore");
        supersession.visibleProperty().bind(viewModel.canRestoreBinding());
        supersession.managedProperty().bind(supersession.visibleProperty());
        restore.visibleProperty().bind(viewModel.canRestoreBinding());
        restore.managedProperty().bind(restore.visibleProperty());
        replacedBy.visibleProperty().bind(viewModel.canMarkReplacedBinding());
        replacedBy.managedProperty().bind(replacedBy.visibleProperty());
        client.setId("detail-client");
        client.getStyleClass().add(Styles.MUTED);
        client.setWrapText(true);
        client.managedProperty().bind(client.textProperty().isNotEmpty());
        client.visibleProperty().bind(client.managedProperty());
        VBox content = new VBox(header, client, supersession, text, textError, fields, importanceError, evidence);
        content.getStyleClass().add(Styles.DETAIL_CONTENT);
        // The fields scroll, the buttons stay: however little height the browser has (the Undo bar, a small
        // window), Save and Revert remain on screen.
        ScrollPane scroll = new FittingScroll(content);
        scroll.setId("detail-scroll");
        scroll.getStyleClass().add(Styles.DETAIL_SCROLL);
        scroll.setMinHeight(MIN_FIELDS_HEIGHT);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(scroll, buttons);
    }

    private static Label label(String text) {
        Label l = new Label(text);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private void bind() {
        text.textProperty().bindBidirectional(viewModel.textProperty());
        kind.valueProperty().bindBidirectional(viewModel.kindProperty());
        importance.textProperty().bindBidirectional(viewModel.importanceProperty());
        pinned.selectedProperty().bindBidirectional(viewModel.pinnedProperty());
        textError.textProperty().bind(viewModel.textErrorProperty());
        importanceError.textProperty().bind(viewModel.importanceErrorProperty());
        error.textProperty().bind(viewModel.errorProperty());
        for (Label l : new Label[] {textError, importanceError, error}) {
            l.managedProperty().bind(l.textProperty().isNotEmpty());
        }
        save.disableProperty().bind(viewModel.dirtyBinding().not());
        revert.disableProperty().bind(viewModel.dirtyBinding().not());
        save.setOnAction(e -> viewModel.save());
        revert.setOnAction(e -> viewModel.revert());
        restore.setOnAction(e -> viewModel.restore());
        replacedBy.setOnAction(e -> viewModel.markReplaced());
        supersession.textProperty().bind(viewModel.supersessionProperty());
        header.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> {
            var m = viewModel.shownProperty().get();
            return m == null ? "" : "Memory #" + m.id() + " · " + m.source().id()
                    + (m.isSuperseded() ? " · superseded" : "");
        }, viewModel.shownProperty()));
        visibleProperty().bind(viewModel.hasMemoryBinding());
        client.textProperty().bind(viewModel.clientProperty());
        evidence.setId("detail-evidence");
        viewModel.evidence().addListener((javafx.collections.ListChangeListener<Memory>) c -> showEvidence());
        showEvidence();
    }

    /** An insight's cited memories, each a link that selects it in the browser. */
    private void showEvidence() {
        evidence.getChildren().clear();
        java.util.List<Memory> cited = viewModel.evidence();
        evidence.setVisible(!cited.isEmpty());
        evidence.setManaged(!cited.isEmpty());
        if (cited.isEmpty()) {
            return;
        }
        Label title = new Label(cited.size() == 1 ? "Evidence: 1 memory" : "Evidence: " + cited.size() + " memories");
        title.getStyleClass().add(Styles.MUTED);
        evidence.getChildren().add(title);
        for (Memory m : cited) {
            Hyperlink link = new Hyperlink("#" + m.id() + " · " + m.text());
            link.setId("evidence-" + m.id());
            link.getStyleClass().add(Styles.EVIDENCE_LINK);
            link.setWrapText(true);
            link.setMinHeight(Region.USE_PREF_SIZE);
            link.setOnAction(e -> viewModel.openEvidence(m.id()));
            evidence.getChildren().add(link);
        }
    }

    /** Shows the editor only while a memory is shown and {@code free} holds (the add form is not in its place). */
    void showOnlyWhen(javafx.beans.value.ObservableBooleanValue free) {
        visibleProperty().bind(viewModel.hasMemoryBinding().and(javafx.beans.binding.BooleanExpression
                .booleanExpression(free)));
    }
}
