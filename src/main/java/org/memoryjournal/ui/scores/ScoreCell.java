package org.memoryjournal.ui.scores;

import java.util.Locale;
import java.util.OptionalInt;
import java.util.function.DoubleSupplier;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import org.memoryjournal.memory.LoweredFor;
import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.ui.Styles;

/**
 * One ranked memory: rank, its move against the saved settings, the text, and per signal a bar with
 * the raw signal (pale) and the weighted contribution (solid), then the total.
 */
final class ScoreCell extends ListCell<ScoreRowViewModel> {
    /** The width of a full bar when the pane has room for it. */
    static final double BAR = 110;
    /** The narrowest a full bar gets on a narrow pane. */
    static final double MIN_BAR = 40;
    /**
     * Everything in a bar row's width but the bar: the cell's and the card's padding and border, the signal's
     * name, the values, the gaps, and the list's scroll bar.
     */
    private static final double AROUND_THE_BAR = 12 + 22 + 72 + 8 + 8 + 84 + 16 + 8;

    private final ScoreViewModel viewModel;
    private final DoubleSupplier scale;
    private final DoubleSupplier listWidth;

    ScoreCell(ScoreViewModel viewModel, DoubleSupplier scale, DoubleSupplier listWidth) {
        this.viewModel = viewModel;
        this.scale = scale;
        this.listWidth = listWidth;
    }

    /**
     * The width of a full bar in a list this wide: {@link #BAR}, or less on a narrow pane so the card fits. Every
     * card of the list uses the same width, so bars stay comparable.
     */
    static double barWidth(double listWidth) {
        return Math.max(MIN_BAR, Math.min(BAR, listWidth - AROUND_THE_BAR));
    }

    @Override
    protected void updateItem(ScoreRowViewModel item, boolean empty) {
        super.updateItem(item, empty);
        setText(null);
        if (empty || item == null) {
            setGraphic(null);
            return;
        }
        Label rank = new Label("#" + item.rank());
        rank.getStyleClass().add(Styles.RANK);
        Label change = new Label(item.changeLabel());
        change.setId("rank-change");
        change.getStyleClass().add(item.rankChange().isEmpty() ? Styles.RANK_NEW
                : item.rankChange().getAsInt() > 0 ? Styles.RANK_UP : Styles.RANK_DOWN);
        Label text = new Label(item.preview());
        text.setId("score-text");
        text.setWrapText(true);
        text.setMinWidth(0);
        text.setMinHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(text, Priority.ALWAYS);
        Label total = new Label(String.format(Locale.ROOT, "%.2f", item.breakdown().total()));
        total.getStyleClass().add(Styles.TOTAL);
        total.setId("score-total");
        for (Label l : new Label[] {rank, change, total}) {
            l.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox head = new HBox(8, rank, change, text, total);
        head.setAlignment(Pos.TOP_LEFT);
        Label kind = new Label(item.kind().id());
        kind.getStyleClass().addAll(Styles.KIND_BADGE);
        ScoreBreakdown b = item.breakdown();
        VBox bars = new VBox(2,
                bar("relevance", b.relevance(), b.weightedRelevance(), Styles.BAR_RELEVANCE),
                bar("recency", b.recency(), b.weightedRecency(), Styles.BAR_RECENCY),
                bar("importance", b.importance(), b.weightedImportance(), Styles.BAR_IMPORTANCE));
        if (b.relevanceOf() != 0) {
            bars.getChildren().add(note("relevance-of", ScoreNotes.replaced(b.relevanceOf(), item.replaced())));
        }
        item.matchedSentence().ifPresent(sentence -> bars.getChildren().add(note("passage",
                ScoreNotes.passage(sentence))));
        if (item.editedSince()) {
            bars.getChildren().add(note("edited-since", ScoreNotes.editedSince()));
        }
        if (b.someoneElses()) {
            bars.getChildren().add(note("someone-elses", ScoreNotes.someoneElses()));
        }
        if (b.askedOnly()) {
            bars.getChildren().add(note("asked-only", ScoreNotes.askedOnly()));
        }
        if (b.timeMatch() > 0) {
            bars.getChildren().add(note("time-match", String.format(Locale.ROOT,
                    "+%.2f matches the question's time words", b.timeMatch())));
        }
        if (b.questionFit() > 0) {
            bars.getChildren().add(note("question-fit", String.format(Locale.ROOT,
                    "+%.2f %s", b.questionFit(), b.fitReason().description())));
        }
        if (b.outdatedBy() != 0) {
            OptionalInt aboveRank = viewModel.rows().stream().filter(r -> r.memoryId() == b.outdatedBy())
                    .mapToInt(ScoreRowViewModel::rank).findFirst();
            bars.getChildren().add(b.loweredFor() == LoweredFor.SOURCE
                    ? note("below-source", ScoreNotes.belowSource(b.outdated(), aboveRank))
                    : note("outdated", ScoreNotes.outdated(b.outdated(), aboveRank, b.loweredFor())));
        }
        VBox card = new VBox(4, head, bars);
        card.getStyleClass().add(Styles.SCORE_ROW);
        if (item.memoryId() == viewModel.highlightedProperty().get()) {
            card.getStyleClass().add(Styles.SCORE_ROW_HIGHLIGHT);
        }
        card.setMaxWidth(Double.MAX_VALUE);
        card.prefWidthProperty().bind(widthProperty().subtract(24));
        setGraphic(card);
    }

    private static Label note(String id, String text) {
        Label l = new Label(text);
        l.setId(id);
        l.getStyleClass().add(Styles.MUTED);
        l.setWrapText(true);
        return l;
    }

    private HBox bar(String name, double raw, double weighted, String style) {
        double full = barWidth(listWidth.getAsDouble());
        Label label = new Label(name);
        label.getStyleClass().add(Styles.MUTED);
        label.setPrefWidth(72);
        label.setMinWidth(Region.USE_PREF_SIZE);
        Region track = new Region();
        track.getStyleClass().add(Styles.BAR_TRACK);
        track.setPrefSize(full, 9);
        track.setMaxSize(full, 9);
        Region rawBar = new Region();
        rawBar.getStyleClass().add(style);
        rawBar.setMaxSize(full * clamp(raw), 9);
        rawBar.setPrefSize(full * clamp(raw), 9);
        Region weightedBar = new Region();
        weightedBar.getStyleClass().addAll(style, Styles.BAR_WEIGHTED);
        double w = clamp(weighted / Math.max(1, scale.getAsDouble()));
        weightedBar.setMaxSize(full * w, 5);
        weightedBar.setPrefSize(full * w, 5);
        StackPane stack = new StackPane(track, rawBar, weightedBar);
        stack.setAlignment(Pos.CENTER_LEFT);
        stack.setMinWidth(full);
        stack.setMaxWidth(full);
        Label values = new Label(String.format(Locale.ROOT, "%.2f → %.2f", raw, weighted));
        values.getStyleClass().add(Styles.MUTED);
        values.setPrefWidth(84);
        values.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(8, label, stack, values);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static double clamp(double v) {
        return Double.isFinite(v) ? Math.max(0, Math.min(1, v)) : 0;
    }
}
