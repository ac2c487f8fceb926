package org.memoryjournal.ui.settings;

import java.util.List;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.controlsfx.control.ToggleSwitch;
import org.memoryjournal.memory.Normalisation;
import org.memoryjournal.ui.Styles;

/**
 * The settings form: provider and endpoint (with model list and connection test), API key, retrieval
 * values and theme. A refused value shows its message right under the field; Save closes only once
 * everything was accepted.
 */
public final class SettingsView extends BorderPane {
    private final SettingsViewModel viewModel;
    private final GridPane grid = new GridPane();
    private final ComboBox<String> provider = new ComboBox<>();
    private final TextField baseUrl = new TextField();
    private final ComboBox<String> chatModel = new ComboBox<>();
    private final TextField embedModel = new TextField();
    private final PasswordField apiKey = new PasswordField();
    private final TextField topK = small("top-k-field");
    private final TextField tokenBudget = small("token-budget-field");
    private final TextField wRel = small("weight-relevance-field");
    private final TextField wRec = small("weight-recency-field");
    private final TextField wImp = small("weight-importance-field");
    private final TextField dEpi = small("decay-episodic-field");
    private final TextField dSem = small("decay-semantic-field");
    private final TextField dPro = small("decay-procedural-field");
    private final ComboBox<Normalisation> normalisation = new ComboBox<>();
    private final ToggleSwitch dark = new ToggleSwitch("Dark theme");
    private final Button fetch = new Button("Fetch models");
    private final Button test = new Button("Test connection");
    private final Button save = new Button("Save");
    private final Button cancel = new Button("Cancel");
    private final Label connection = new Label();
    private final Label status = new Label();
    private Runnable onClose = () -> { };
    private int row;

    public SettingsView(SettingsViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        bind();
    }

    private static TextField small(String id) {
        TextField f = new TextField();
        f.setId(id);
        f.setPrefColumnCount(4); // "0.03", "2888", "never": three fit on one line of a 640 px dialog
        f.setMinWidth(60);
        return f;
    }

    private void createView() {
        getStyleClass().add(Styles.ROOT);
        grid.getStyleClass().add(Styles.FORM);
        grid.setVgap(6);
        ColumnConstraints labels = new ColumnConstraints(130);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);
        provider.setId("provider-choice");
        provider.getItems().setAll(SettingsViewModel.PROVIDERS);
        baseUrl.setId("base-url-field");
        baseUrl.setPromptText("http://localhost:11434");
        chatModel.setId("chat-model-field");
        chatModel.setEditable(true);
        chatModel.setMaxWidth(Double.MAX_VALUE);
        embedModel.setId("embed-model-field");
        embedModel.setPromptText("local:bge-small-en-v1.5 (built in)");
        apiKey.setId("api-key-field");
        apiKey.setPromptText("leave empty to keep the stored key");
        normalisation.getItems().setAll(Normalisation.values());
        normalisation.setId("normalisation-box");
        normalisation.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Normalisation n) {
                return n == null ? "" : NormalisationText.of(n);
            }

            @Override
            public Normalisation fromString(String text) {
                return normalisation.getValue();
            }
        });
        dark.setId("dark-switch");
        test.setId("test-connection-button");
        connection.setId("connection-result");
        connection.getStyleClass().add(Styles.MUTED);
        connection.setWrapText(true);

        for (Button b : List.of(fetch, test, save, cancel)) {
            b.setMinWidth(Region.USE_PREF_SIZE); // a narrow dialog never turns "Test connection" into "Tes…"
        }
        fetch.setId("fetch-models-button");
        HBox.setHgrow(chatModel, Priority.ALWAYS);
        section("Model provider");
        field("Provider", provider, null);
        source("provider");
        field("Base URL", baseUrl, "base_url");
        source("base_url");
        field("Chat model", new HBox(8, chatModel, fetch), null);
        source("chat_model");
        field("Embedding model", embedModel, null);
        source("embed_model");
        Label hint = new Label();
        hint.getStyleClass().add(Styles.MUTED);
        hint.textProperty().bind(viewModel.apiKeyHintProperty());
        hint.setId("api-key-hint");
        hint.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(apiKey, Priority.ALWAYS);
        HBox keyRow = new HBox(8, apiKey, hint);
        keyRow.setAlignment(Pos.CENTER_LEFT);
        field("API key", keyRow, null);
        HBox.setHgrow(connection, Priority.ALWAYS);
        field("", new HBox(8, test, connection), null);
        section("Retrieval");
        field("Top-k", topK, "top_k");
        field("Token budget", tokenBudget, "token_budget");
        field("Weights", wrapping(named("relevance", wRel), named("recency", wRec), named("importance", wImp)),
                "weights");
        field("Half-life (days)", wrapping(named("episodic", dEpi), named("semantic", dSem),
                named("procedural", dPro)), "decay");
        field("", halfLivesInWords(), null);
        field("Normalisation", normalisation, null);
        section("Appearance");
        field("Theme", dark, null);

        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        setCenter(scroll);
        save.setId("settings-save");
        save.getStyleClass().add(Styles.ACCENT_BUTTON);
        save.setDefaultButton(true);
        cancel.setCancelButton(true);
        status.setId("settings-status");
        status.getStyleClass().add(Styles.FIELD_ERROR);
        status.setWrapText(true);
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox buttons = new HBox(8, status, grow, cancel, save);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        buttons.getStyleClass().add(Styles.DIALOG_BUTTONS);
        setBottom(buttons);
        setPrefSize(640, 600);
    }

    private void section(String title) {
        Label l = new Label(title);
        l.getStyleClass().add(Styles.SUBTITLE);
        l.getStyleClass().add(Styles.SECTION);
        grid.add(l, 0, row++, 2, 1);
    }

    /** The three half-lives as typed, in words and a longer unit: "2888" alone does not say it is about 8 years. */
    private Label halfLivesInWords() {
        Label words = new Label();
        words.setId("half-life-words");
        words.getStyleClass().add(Styles.MUTED);
        words.setWrapText(true);
        words.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> "episodic "
                        + HalfLifeText.inWords(dEpi.getText()) + " · semantic " + HalfLifeText.inWords(dSem.getText())
                        + " · procedural " + HalfLifeText.inWords(dPro.getText()),
                dEpi.textProperty(), dSem.textProperty(), dPro.textProperty()));
        return words;
    }

    private void field(String name, Node node, String errorKey) {
        if (node instanceof HBox box) {
            box.setAlignment(Pos.CENTER_LEFT);
        }
        grid.add(new Label(name), 0, row);
        grid.add(node, 1, row++);
        if (errorKey != null) {
            Label error = new Label();
            error.setId(errorKey.replace('_', '-') + "-error");
            error.getStyleClass().add(Styles.FIELD_ERROR);
            error.setWrapText(true);
            error.textProperty().bind(viewModel.errorProperty(errorKey));
            error.managedProperty().bind(error.textProperty().isNotEmpty());
            error.visibleProperty().bind(error.managedProperty());
            grid.add(error, 1, row++);
        }
    }

    /** A line under a provider field saying where its value comes from (environment, settings file, default). */
    private void source(String key) {
        Label l = new Label();
        l.setId(key.replace('_', '-') + "-source");
        l.getStyleClass().add(Styles.MUTED);
        l.setWrapText(true);
        l.textProperty().bind(viewModel.sourceProperty(key));
        l.managedProperty().bind(l.textProperty().isNotEmpty());
        l.visibleProperty().bind(l.managedProperty());
        grid.add(l, 1, row++);
    }

    /**
     * Named fields on one line that wraps: in a narrow window "importance" and its field go to a second line instead
     * of the dialog scrolling sideways.
     */
    private static FlowPane wrapping(HBox... named) {
        FlowPane flow = new FlowPane(12, 6, named);
        flow.setAlignment(Pos.CENTER_LEFT);
        flow.setPrefWrapLength(1); // as wide as the column gives, not a fixed 400 px
        return flow;
    }

    /** A field with its name in front, kept together when a line wraps. */
    private static HBox named(String name, TextField field) {
        HBox box = new HBox(6, muted(name), field);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static Label muted(String text) {
        Label l = new Label(text);
        l.getStyleClass().add(Styles.MUTED);
        l.setMinWidth(Region.USE_PREF_SIZE); // the fields shrink, the words never turn into "rele…"
        return l;
    }

    private void bind() {
        provider.valueProperty().bindBidirectional(viewModel.providerProperty());
        baseUrl.textProperty().bindBidirectional(viewModel.baseUrlProperty());
        chatModel.setItems(viewModel.models());
        chatModel.valueProperty().bindBidirectional(viewModel.chatModelProperty());
        embedModel.textProperty().bindBidirectional(viewModel.embedModelProperty());
        apiKey.textProperty().bindBidirectional(viewModel.apiKeyProperty());
        topK.textProperty().bindBidirectional(viewModel.topKProperty());
        tokenBudget.textProperty().bindBidirectional(viewModel.tokenBudgetProperty());
        wRel.textProperty().bindBidirectional(viewModel.relevanceWeightProperty());
        wRec.textProperty().bindBidirectional(viewModel.recencyWeightProperty());
        wImp.textProperty().bindBidirectional(viewModel.importanceWeightProperty());
        dEpi.textProperty().bindBidirectional(viewModel.episodicDecayProperty());
        dSem.textProperty().bindBidirectional(viewModel.semanticDecayProperty());
        dPro.textProperty().bindBidirectional(viewModel.proceduralDecayProperty());
        normalisation.valueProperty().bindBidirectional(viewModel.normalisationProperty());
        dark.selectedProperty().bindBidirectional(viewModel.darkThemeProperty());
        connection.textProperty().bind(viewModel.connectionProperty());
        status.textProperty().bind(viewModel.statusProperty());
        fetch.setOnAction(e -> viewModel.fetchModels());
        test.setOnAction(e -> viewModel.testConnection());
        save.setOnAction(e -> viewModel.save());
        cancel.setOnAction(e -> onClose.run());
        viewModel.savedProperty().addListener((o, a, b) -> {
            if (b) {
                onClose.run();
            }
        });
    }

    public void setOnClose(Runnable action) {
        this.onClose = action;
    }

    /** Opens the settings as a modal window over {@code owner}, with the same stylesheets. */
    public static void open(Window owner, SettingsViewModel viewModel, List<String> stylesheets) {
        SettingsView view = new SettingsView(viewModel);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle("Settings");
        Scene scene = new Scene(view);
        scene.getStylesheets().setAll(stylesheets);
        stage.setScene(scene);
        view.setOnClose(stage::close);
        stage.show();
    }
}
