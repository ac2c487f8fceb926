package org.memoryjournal.ui.browser;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.memoryjournal.memory.Memory;
import org.memoryjournal.ui.Styles;

/**
 * The "Find duplicates" dialog: each proposed merge as a card (tick it to merge; pick the text to keep), Merge
 * and Cancel. Nothing changes until Merge is pressed.
 */
final class DuplicatesView extends VBox {
    private final DuplicatesViewModel viewModel;
    private final DateTimeFormatter day;
    private final Label message = new Label();
    private final ProgressIndicator busy = new ProgressIndicator();
    private final VBox cards = new VBox();
    private final Button merge = new Button("Merge");
    private final Button cancel = new Button("Cancel");
    private Runnable onClose = () -> { };

    DuplicatesView(DuplicatesViewModel viewModel, ZoneId zone) {
        this.viewModel = viewModel;
        this.day = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(zone);
        createView();
        bind();
    }

    private void createView() {
        setId("duplicates-dialog");
        getStyleClass().addAll(Styles.ROOT, Styles.DUPLICATES);
        message.setId("duplicates-message");
        message.setWrapText(true);
        message.setMinHeight(Region.USE_PREF_SIZE);
        busy.setMaxSize(28, 28);
        HBox top = new HBox(10, busy, message);
        top.setAlignment(Pos.CENTER_LEFT);
        cards.setId("duplicates-list");
        cards.getStyleClass().add(Styles.DUPLICATE_LIST);
        ScrollPane scroll = new ScrollPane(cards);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        merge.setId("duplicates-merge");
        merge.getStyleClass().add(Styles.ACCENT_BUTTON);
        merge.setDefaultButton(true);
        cancel.setId("duplicates-cancel");
        cancel.setCancelButton(true);
        for (Button b : new Button[] {merge, cancel}) {
            b.setMinWidth(Region.USE_PREF_SIZE);
        }
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox buttons = new HBox(8, grow, cancel, merge);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        getChildren().addAll(top, scroll, buttons);
    }

    private void bind() {
        busy.visibleProperty().bind(viewModel.stateProperty().isEqualTo(DuplicatesViewModel.State.SEARCHING)
                .or(viewModel.stateProperty().isEqualTo(DuplicatesViewModel.State.MERGING)));
        busy.managedProperty().bind(busy.visibleProperty());
        message.textProperty().bind(viewModel.messageProperty());
        merge.disableProperty().bind(viewModel.canMergeBinding().not());
        merge.visibleProperty().bind(viewModel.stateProperty().isNotEqualTo(DuplicatesViewModel.State.NONE));
        merge.managedProperty().bind(merge.visibleProperty());
        cancel.textProperty().bind(javafx.beans.binding.Bindings.when(viewModel.stateProperty()
                .isEqualTo(DuplicatesViewModel.State.NONE)).then("Close").otherwise("Cancel"));
        viewModel.proposals().addListener((ListChangeListener<DuplicatesViewModel.Proposal>) c -> {
            while (c.next()) {
                if (c.wasAdded() || c.wasRemoved()) {
                    showProposals(viewModel.proposals());
                    return;
                }
            }
        });
        merge.setOnAction(e -> viewModel.mergeTicked());
        cancel.setOnAction(e -> onClose.run());
        viewModel.stateProperty().addListener((o, a, b) -> {
            if (a == DuplicatesViewModel.State.MERGING && b == DuplicatesViewModel.State.NONE) {
                onClose.run();
            }
        });
    }

    private void showProposals(List<DuplicatesViewModel.Proposal> proposals) {
        cards.getChildren().clear();
        for (int i = 0; i < proposals.size(); i++) {
            cards.getChildren().add(card(proposals.get(i), i));
        }
    }

    private VBox card(DuplicatesViewModel.Proposal p, int index) {
        CheckBox tick = new CheckBox("Merge these " + p.memories().size() + " memories");
        tick.setId("duplicate-merge-" + index);
        tick.selectedProperty().bindBidirectional(p.mergeProperty());
        tick.setMinWidth(Region.USE_PREF_SIZE);
        Label likeness = new Label(p.likeness());
        likeness.getStyleClass().add(Styles.MUTED);
        likeness.setMinWidth(Region.USE_PREF_SIZE);
        HBox head = new HBox(10, tick, likeness);
        head.setAlignment(Pos.CENTER_LEFT);
        Label keepLabel = new Label("Keep the text of:");
        keepLabel.getStyleClass().add(Styles.MUTED);
        VBox card = new VBox(6, head, keepLabel);
        card.getStyleClass().add(Styles.CARD);
        card.setId("duplicate-group-" + index);
        ToggleGroup choice = new ToggleGroup();
        for (Memory m : p.memories()) {
            RadioButton r = new RadioButton(m.text());
            r.setId("duplicate-keep-" + m.id());
            r.setUserData(m);
            r.setWrapText(true);
            r.setMinHeight(Region.USE_PREF_SIZE);
            r.setToggleGroup(choice);
            r.setSelected(m.equals(p.keepProperty().get()));
            Label when = new Label("#" + m.id() + " · " + day.format(m.createdAt()) + " · " + m.kind().id()
                    + " · importance " + m.importance());
            when.getStyleClass().add(Styles.MUTED);
            when.setId("duplicate-when-" + m.id());
            VBox one = new VBox(2, r, when);
            one.getStyleClass().add(Styles.DUPLICATE_MEMORY);
            card.getChildren().add(one);
        }
        choice.selectedToggleProperty().addListener((o, a, b) -> {
            if (b != null) {
                p.keepProperty().set((Memory) b.getUserData());
            }
        });
        return card;
    }

    /** Opens the dialog over {@code owner} (modal) and starts looking. */
    static Stage open(Window owner, DuplicatesViewModel viewModel, ZoneId zone, List<String> stylesheets) {
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("Find duplicates — Memory Journal");
        DuplicatesView view = new DuplicatesView(viewModel, zone);
        view.onClose = stage::close;
        Scene scene = new Scene(view, 640, 520);
        scene.getStylesheets().setAll(stylesheets);
        stage.setScene(scene);
        stage.show();
        viewModel.find();
        return stage;
    }
}
