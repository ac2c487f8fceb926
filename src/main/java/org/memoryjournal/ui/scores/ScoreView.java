package org.memoryjournal.ui.scores;

import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.Weights;
import org.memoryjournal.ui.Styles;

/**
 * "Why these memories?": the ranked memories with their bars, weight and decay sliders that re-rank
 * live (a preview: nothing is touched), the moment to rank as of (a banner says when it is not now),
 * presets, the recency curve, and "Use these weights".
 */
public final class ScoreView extends VBox {
    private final ScoreViewModel viewModel;
    private final TextField query = new TextField();
    private final TextField asOf = new TextField();
    private final Button asOfNow = new Button("Now");
    private final Label asOfError = new Label();
    private final Label asOfBanner = new Label();
    private final ListView<ScoreRowViewModel> list = new ListView<>();
    private final Slider relevance = weightSlider("relevance-slider");
    private final Slider recency = weightSlider("recency-slider");
    private final Slider importance = weightSlider("importance-slider");
    private final Slider halfLife = new Slider(0, 5, 2);
    private final Label halfLifeLabel = new Label();
    private final MenuButton presets = new MenuButton("Presets");
    private final Button use = new Button("Use these weights");
    private final Button reset = new Button("Reset");
    private final Label message = new Label();
    private final Label source = new Label();
    private final XYChart.Series<Number, Number> curve = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> durableCurve = new XYChart.Series<>();
    private final Label curveLegend = new Label();
    private boolean syncing;

    public ScoreView(ScoreViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    /** The pane height from which the key to the bars and the recency curves are shown under the ranking. */
    static final double ROOM_FOR_CURVES = 640;

    /** The most of the pane's height the controls above the ranking take; the ranking has the rest. */
    static final double CONTROLS_SHARE = 0.45;

    /** The ranking's least height: room for one card with its three bars and a note. */
    static final double ONE_CARD = 150;

    private static Slider weightSlider(String id) {
        Slider s = new Slider(0, 2, 1);
        s.setId(id);
        s.setBlockIncrement(0.05);
        s.setMajorTickUnit(0.5);
        HBox.setHgrow(s, Priority.ALWAYS);
        return s;
    }

    private void createView() {
        setSpacing(8);
        getStyleClass().add(Styles.SCORE_VIEW);
        setId("score-pane");
        query.setId("score-query");
        query.setPromptText("Ask what the journal would recall…");
        HBox.setHgrow(query, Priority.ALWAYS);
        Button rank = new Button("Rank");
        rank.setOnAction(e -> viewModel.show(query.getText(), 0));
        HBox top = new HBox(8, query, rank);
        asOf.setId("as-of-field");
        asOf.setPromptText("now, or 2026-03-08, yesterday 18:00, last Tuesday…");
        HBox.setHgrow(asOf, Priority.ALWAYS);
        asOfNow.setId("as-of-now-button");
        asOfNow.setMinWidth(Region.USE_PREF_SIZE);
        Label asOfLabel = muted("As of");
        asOfLabel.setLabelFor(asOf);
        HBox when = new HBox(8, asOfLabel, asOf, asOfNow);
        when.setAlignment(Pos.CENTER_LEFT);
        asOfError.setId("as-of-error");
        asOfError.getStyleClass().add(Styles.FIELD_ERROR);
        asOfError.setWrapText(true);
        asOfBanner.setId("as-of-banner");
        asOfBanner.getStyleClass().add(Styles.NOTICE_BAR);
        asOfBanner.setWrapText(true);
        asOfBanner.setMaxWidth(Double.MAX_VALUE);

        GridPane sliders = new GridPane();
        sliders.setHgap(8);
        sliders.setVgap(2);
        // Name and value columns as wide as their text ("half-life 180.0 days"), the slider takes the rest.
        ColumnConstraints c0 = new ColumnConstraints();
        c0.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints c1 = new ColumnConstraints();
        c1.setHgrow(Priority.ALWAYS);
        c1.setMinWidth(60);
        ColumnConstraints c2 = new ColumnConstraints();
        c2.setMinWidth(Region.USE_PREF_SIZE);
        sliders.getColumnConstraints().addAll(c0, c1, c2);
        addSlider(sliders, 0, "Relevance", relevance, viewModel.relevanceWeightProperty(),
                viewModel.relevanceLabelProperty());
        addSlider(sliders, 1, "Recency", recency, viewModel.recencyWeightProperty(), viewModel.recencyLabelProperty());
        addSlider(sliders, 2, "Importance", importance, viewModel.importanceWeightProperty(),
                viewModel.importanceLabelProperty());
        halfLife.setId("decay-slider");
        sliders.add(muted("Decay"), 0, 3);
        sliders.add(halfLife, 1, 3);
        halfLifeLabel.getStyleClass().add(Styles.MUTED);
        halfLifeLabel.setId("half-life-label");
        halfLifeLabel.setMinWidth(Region.USE_PREF_SIZE);
        sliders.add(halfLifeLabel, 2, 3);

        for (Preset p : Preset.values()) {
            MenuItem item = new MenuItem(p.label());
            item.setOnAction(e -> viewModel.applyPreset(p));
            presets.getItems().add(item);
        }
        presets.setId("preset-menu");
        use.setId("use-weights-button");
        use.getStyleClass().add(Styles.ACCENT_BUTTON);
        reset.setOnAction(e -> viewModel.resetToSettings());
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {presets, reset, use, rank}) {
            c.setMinWidth(Region.USE_PREF_SIZE);
        }
        reset.setId("reset-weights-button");
        rank.setId("rank-button");
        // A flow: on a narrow pane "Use these weights" wraps below instead of running off the edge.
        javafx.scene.layout.FlowPane actions = new javafx.scene.layout.FlowPane(8, 6, presets, reset, use);
        actions.setAlignment(Pos.CENTER_LEFT);
        message.getStyleClass().add(Styles.MUTED);
        message.setWrapText(true);
        source.setId("ranking-source");
        source.getStyleClass().add(Styles.MUTED);
        source.setWrapText(true);

        list.setId("score-list");
        list.setCellFactory(l -> new ScoreCell(viewModel, this::maxWeight, list::getWidth));
        // Narrower bars on a narrow pane: draw the cards again when the full bar's width changes.
        list.widthProperty().addListener((o, was, now) -> {
            if (ScoreCell.barWidth(was.doubleValue()) != ScoreCell.barWidth(now.doubleValue())) {
                list.refresh();
            }
        });
        Label empty = new Label("Nothing ranked yet.");
        empty.getStyleClass().add(Styles.MUTED);
        list.setPlaceholder(empty);
        VBox.setVgrow(list, Priority.ALWAYS);

        NumberAxis x = new NumberAxis();
        x.setLabel("days since last access");
        NumberAxis y = new NumberAxis(0, 1, 0.25);
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.getStyleClass().add(Styles.CURVE_CHART);
        chart.setId("recency-chart");
        chart.setCreateSymbols(false);
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setPrefHeight(130);
        chart.setMinHeight(110);
        curve.setName("episodic");
        durableCurve.setName("semantic");
        chart.getData().add(curve);
        chart.getData().add(durableCurve);
        curveLegend.getStyleClass().add(Styles.MUTED);
        curveLegend.setWrapText(true);
        curveLegend.setMinWidth(0);
        Label legend = wrapping("Bars: pale = raw signal, solid = weighted contribution. Arrows: rank change vs. saved settings.");
        legend.setWrapText(true);
        legend.setId("bars-key");
        // Wrapped sentences keep the height of all their lines; the list gives up room first.
        for (Label l : new Label[] {source, message, legend, curveLegend, asOfError, asOfBanner}) {
            l.setMinHeight(Region.USE_PREF_SIZE);
        }
        list.setMinHeight(ONE_CARD);
        // Asks for no more than one card: the controls above keep their height (up to their share), the ranking
        // grows into the rest.
        list.setPrefHeight(ONE_CARD);
        // On a short pane the ranking keeps the room: the key to the bars and the recency curves step aside (the
        // key stays as the list's tooltip).
        javafx.scene.control.Tooltip key = new javafx.scene.control.Tooltip(legend.getText());
        key.setWrapText(true);
        key.setMaxWidth(320);
        list.setTooltip(key);
        for (Node extra : new Node[] {legend, curveLegend, chart}) {
            extra.visibleProperty().bind(heightProperty().greaterThanOrEqualTo(ROOM_FOR_CURVES));
            extra.managedProperty().bind(extra.visibleProperty());
        }
        VBox weights = new VBox(6, sliders, actions, legend, curveLegend, chart);
        TitledPane weightsSection = new TitledPane("Weights and decay", weights);
        weightsSection.setId("weights-section");
        weightsSection.setAnimated(false);
        // What the ranking is comes before the weights: it stays in sight when the weights take the region's height.
        VBox controls = new VBox(6, asOfBanner, source, message, weightsSection);
        controls.setFillWidth(true);
        getChildren().addAll(top, when, asOfError, controlsScroller(controls), list);
    }

    /**
     * The part between the question and the ranking (the as-of banner, the weights, what the ranking is) in a region
     * that scrolls, at most {@link #CONTROLS_SHARE} of the pane: on a short window the ranking keeps the room (a new
     * user at 800×500 saw no card at all), and it scrolls on its own.
     */
    private ScrollPane controlsScroller(VBox controls) {
        ScrollPane scroller = new ScrollPane(controls);
        scroller.setId("score-controls");
        scroller.getStyleClass().add(Styles.SCORE_CONTROLS);
        scroller.setFitToWidth(true);
        scroller.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroller.setMinHeight(0);
        // As tall as what it holds (the skin's preferred height), up to its share; the ranking takes the rest.
        scroller.maxHeightProperty().bind(heightProperty().multiply(CONTROLS_SHARE));
        return scroller;
    }

    private void addSlider(GridPane grid, int row, String name, Slider slider, DoubleProperty weight,
                           ReadOnlyStringProperty used) {
        Label value = muted("");
        value.setId(slider.getId().replace("-slider", "-weight-label"));
        value.textProperty().bind(used);
        grid.add(muted(name), 0, row);
        grid.add(slider, 1, row);
        grid.add(value, 2, row);
        slider.valueProperty().bindBidirectional(weight);
    }

    private static Label muted(String text) {
        Label l = new Label(text);
        l.setMinWidth(Region.USE_PREF_SIZE);
        l.getStyleClass().add(Styles.MUTED);
        return l;
    }

    private static Label wrapping(String text) {
        Label l = new Label(text);
        l.getStyleClass().add(Styles.MUTED);
        l.setWrapText(true);
        l.setMinWidth(0);
        return l;
    }

    /** The largest weight the shown ranking used: the solid bars are scaled by it, so they show its weighting. */
    private double maxWeight() {
        Weights w = viewModel.usedWeightsProperty().get();
        return Math.max(w.relevance(), Math.max(w.recency(), w.importance()));
    }

    private void bind() {
        list.setItems(viewModel.rows());
        query.textProperty().bindBidirectional(viewModel.queryProperty());
        query.setOnAction(e -> viewModel.show(query.getText(), 0));
        asOf.textProperty().bindBidirectional(viewModel.asOfProperty());
        asOf.setOnAction(e -> viewModel.rerank());
        asOfNow.setOnAction(e -> viewModel.rankNow());
        asOfNow.disableProperty().bind(viewModel.asOfProperty().isEmpty());
        asOfError.textProperty().bind(viewModel.asOfErrorProperty());
        asOfError.managedProperty().bind(viewModel.asOfErrorProperty().isNotEmpty());
        asOfError.visibleProperty().bind(viewModel.asOfErrorProperty().isNotEmpty());
        asOfBanner.textProperty().bind(viewModel.asOfBannerProperty());
        asOfBanner.managedProperty().bind(viewModel.asOfBannerProperty().isNotEmpty());
        asOfBanner.visibleProperty().bind(viewModel.asOfBannerProperty().isNotEmpty());
        message.textProperty().bind(viewModel.messageProperty());
        source.textProperty().bind(viewModel.sourceProperty());
        source.managedProperty().bind(viewModel.sourceProperty().isNotEmpty());
        message.managedProperty().bind(viewModel.messageProperty().isNotEmpty());
        halfLifeLabel.textProperty().bind(viewModel.halfLifeProperty());
        curveLegend.textProperty().bind(javafx.beans.binding.Bindings.concat("Recency curves — episodic (green): ",
                viewModel.halfLifeProperty(), "; ", viewModel.durableHalfLifeProperty(), " (blue, dashed)."));
        use.setOnAction(e -> viewModel.useTheseWeights());
        syncHalfLife();
        viewModel.decayRateProperty().addListener(o -> syncHalfLife());
        halfLife.valueProperty().addListener((o, a, b) -> {
            if (!syncing) {
                double hours = Math.pow(10, b.doubleValue());
                viewModel.decayRateProperty().set(b.doubleValue() >= halfLife.getMax() ? 1.0
                        : DecayRates.rateForHalfLife(hours));
            }
        });
        viewModel.curve().addListener((ListChangeListener<ScoreViewModel.CurvePoint>) c -> drawCurve());
        viewModel.highlightedProperty().addListener(o -> list.refresh());
        // The solid bars are scaled by the weights the ranking used: draw them again when those are known.
        viewModel.usedWeightsProperty().addListener(o -> list.refresh());
        drawCurve();
    }

    private void syncHalfLife() {
        syncing = true;
        double hl = DecayRates.halfLifeHours(viewModel.decayRateProperty().get());
        halfLife.setValue(Double.isInfinite(hl) ? halfLife.getMax() : Math.log10(Math.max(1, hl)));
        syncing = false;
    }

    private void drawCurve() {
        curve.getData().setAll(viewModel.curve().stream()
                .map(p -> new XYChart.Data<Number, Number>(p.days(), p.recency())).toList());
        durableCurve.getData().setAll(viewModel.curve().stream()
                .map(p -> new XYChart.Data<Number, Number>(p.days(), p.durableRecency())).toList());
    }
}
