package org.memoryjournal.ui.settings;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.SettingSource;
import org.memoryjournal.chat.SettingsKeys;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.Normalisation;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * The settings dialog's state. Every field is validated on its own and its message shown next to it;
 * {@link #save} writes nothing unless all are valid.
 */
public final class SettingsViewModel {
    public static final List<String> PROVIDERS = List.of("auto", "ollama", "openai", "offline");
    static final String PROVIDER = "provider";
    static final String BASE_URL = "base_url";
    static final String CHAT_MODEL = "chat_model";
    static final String EMBED_MODEL = "embed_model";

    private final SettingsService settings;
    private final TaskExecutor executor;
    private final ObjectProperty<String> provider = new SimpleObjectProperty<>(this, "provider", "auto");
    private final StringProperty baseUrl = new SimpleStringProperty(this, "baseUrl", "");
    private final StringProperty chatModel = new SimpleStringProperty(this, "chatModel", "");
    private final StringProperty embedModel = new SimpleStringProperty(this, "embedModel", "");
    private final StringProperty apiKey = new SimpleStringProperty(this, "apiKey", "");
    private final ReadOnlyStringWrapper apiKeyHint = new ReadOnlyStringWrapper(this, "apiKeyHint", "");
    private final StringProperty topK = new SimpleStringProperty(this, "topK", "");
    private final StringProperty tokenBudget = new SimpleStringProperty(this, "tokenBudget", "");
    private final StringProperty relevanceWeight = new SimpleStringProperty(this, "relevanceWeight", "");
    private final StringProperty recencyWeight = new SimpleStringProperty(this, "recencyWeight", "");
    private final StringProperty importanceWeight = new SimpleStringProperty(this, "importanceWeight", "");
    private final StringProperty episodicDecay = new SimpleStringProperty(this, "episodicDecay", "");
    private final StringProperty semanticDecay = new SimpleStringProperty(this, "semanticDecay", "");
    private final StringProperty proceduralDecay = new SimpleStringProperty(this, "proceduralDecay", "");
    /** The rates the half-life fields were filled from: an untouched field keeps its rate exactly. */
    private DecayRates shownDecay = RetrievalPolicy.defaults().decay();
    private final ObjectProperty<Normalisation> normalisation =
            new SimpleObjectProperty<>(this, "normalisation", Normalisation.BOUNDED);
    private final BooleanProperty darkTheme = new SimpleBooleanProperty(this, "darkTheme", false);
    private final Map<String, ReadOnlyStringWrapper> errors = new HashMap<>();
    private final ObservableList<String> models = FXCollections.observableArrayList();
    private final ObservableList<String> modelsView = FXCollections.unmodifiableObservableList(models);
    private final ReadOnlyStringWrapper connection = new ReadOnlyStringWrapper(this, "connection", "");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper saved = new ReadOnlyBooleanWrapper(this, "saved", false);
    private final Map<String, ReadOnlyStringWrapper> sourceTexts = new HashMap<>();
    private volatile Map<String, SettingSource> sources = Map.of();
    private Map<String, String> fileValues = Map.of();
    private Consumer<Boolean> themeListener = dark -> { };

    public SettingsViewModel(SettingsService settings, TaskExecutor executor) {
        this.settings = settings;
        this.executor = executor;
        for (String f : List.of(BASE_URL, "top_k", "token_budget", "weights", "decay", "save")) {
            errors.put(f, new ReadOnlyStringWrapper(this, f + "Error", ""));
        }
        for (String k : SettingsKeys.PROVIDER_KEYS) {
            sourceTexts.put(k, new ReadOnlyStringWrapper(this, k + "Source", ""));
        }
        baseUrl.addListener((o, a, b) -> validateUrl());
        topK.addListener((o, a, b) -> validateTopK());
        tokenBudget.addListener((o, a, b) -> validateBudget());
        load();
    }

    /**
     * Fills the fields from the saved settings, then (once read in the background) with the values in effect
     * where the environment or a flag overrides the file, and says next to each field where its value comes from.
     */
    public void load() {
        Map<String, String> v = settings.values();
        fileValues = v;
        provider.set(v.getOrDefault(PROVIDER, "auto"));
        baseUrl.set(v.getOrDefault(BASE_URL, ""));
        chatModel.set(v.getOrDefault(CHAT_MODEL, ""));
        embedModel.set(v.getOrDefault(EMBED_MODEL, ""));
        RetrievalPolicy p = settings.policy();
        topK.set(Integer.toString(p.topK()));
        tokenBudget.set(Integer.toString(p.tokenBudget()));
        relevanceWeight.set(num(p.weights().relevance()));
        recencyWeight.set(num(p.weights().recency()));
        importanceWeight.set(num(p.weights().importance()));
        shownDecay = p.decay();
        episodicDecay.set(HalfLifeText.of(p.decay().episodic()));
        semanticDecay.set(HalfLifeText.of(p.decay().semantic()));
        proceduralDecay.set(HalfLifeText.of(p.decay().procedural()));
        normalisation.set(p.normalisation());
        darkTheme.set("dark".equals(v.get(SettingsService.THEME)));
        apiKey.set("");
        executor.execute(BackgroundTask.of("Reading settings", u -> settings.sources())
                .onSuccess(this::showSources)
                .onFailure(e -> apiKeyHint.set(e.getMessage())));
    }

    private void showSources(List<SettingSource> list) {
        Map<String, SettingSource> byKey = new HashMap<>();
        for (SettingSource s : list) {
            byKey.put(s.key(), s);
            sourceTexts.get(s.key()).set(sourceText(s));
            if (s.overridesFile()) {
                switch (s.key()) {
                    case PROVIDER -> provider.set(s.value().toLowerCase(Locale.ROOT));
                    case BASE_URL -> baseUrl.set(s.value());
                    case CHAT_MODEL -> chatModel.set(s.value());
                    case EMBED_MODEL -> embedModel.set(s.value());
                    default -> { }
                }
            }
        }
        sources = Map.copyOf(byKey);
        SettingSource key = byKey.get(SettingsKeys.API_KEY);
        apiKeyHint.set(key == null || key.value().isEmpty() ? "No key stored"
                : key.origin() == SettingSource.Origin.FILE ? "Stored: " + key.value()
                : key.value() + " from " + key.variable());
    }

    private static String sourceText(SettingSource s) {
        return switch (s.origin()) {
            case FLAG, ENVIRONMENT -> s.describe() + ", which wins over this dialog: saving here takes effect only "
                    + "when the app starts without it.";
            case FILE -> s.describe() + ".";
            case DEFAULT -> s.key().equals(SettingsKeys.API_KEY) ? "" : "Not set: the provider's default is used.";
        };
    }

    /** Where the value of {@code key} (provider, base_url, chat_model, embed_model, api_key) comes from. */
    public ReadOnlyStringProperty sourceProperty(String key) {
        return sourceTexts.get(key).getReadOnlyProperty();
    }

    private static String num(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e9 ? Long.toString((long) d) : Double.toString(d);
    }

    boolean validateUrl() {
        String url = baseUrl.get() == null ? "" : baseUrl.get().strip();
        String problem = "";
        if (!url.isEmpty()) {
            try {
                URI uri = new URI(url);
                String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
                if (!scheme.equals("http") && !scheme.equals("https")) {
                    problem = "Use an http:// or https:// address, e.g. http://localhost:11434.";
                } else if (uri.getHost() == null || uri.getHost().isBlank()) {
                    problem = "The address needs a host name, e.g. http://localhost:11434.";
                }
            } catch (URISyntaxException e) {
                problem = "This is not a web address: " + e.getReason() + ".";
            }
        }
        return report(BASE_URL, problem);
    }

    boolean validateTopK() {
        return report("top_k", checkInt(topK.get(), 1, 100, "Top-k"));
    }

    boolean validateBudget() {
        return report("token_budget", checkInt(tokenBudget.get(), 0, 1_000_000, "The token budget"));
    }

    private static String checkInt(String value, int min, int max, String name) {
        try {
            int v = Integer.parseInt(value == null ? "" : value.strip());
            if (v >= min && v <= max) {
                return "";
            }
        } catch (NumberFormatException e) {
            // fall through
        }
        return name + " is a whole number from " + min + " to " + max + ".";
    }

    private Optional<Weights> weights() {
        return parse("weights", () -> new Weights(Double.parseDouble(relevanceWeight.get().strip()),
                Double.parseDouble(recencyWeight.get().strip()), Double.parseDouble(importanceWeight.get().strip())),
                "Weights are numbers ≥ 0");
    }

    private Optional<DecayRates> decay() {
        return parse("decay", () -> new DecayRates(HalfLifeText.rate(episodicDecay.get(), shownDecay.episodic()),
                HalfLifeText.rate(semanticDecay.get(), shownDecay.semantic()),
                HalfLifeText.rate(proceduralDecay.get(), shownDecay.procedural())),
                "Half-lives are days greater than 0, or “never”");
    }

    private <T> Optional<T> parse(String field, java.util.function.Supplier<T> parser, String hint) {
        try {
            T value = parser.get();
            report(field, "");
            return Optional.of(value);
        } catch (NumberFormatException | NullPointerException e) {
            report(field, hint + ".");
        } catch (IllegalArgumentException e) {
            report(field, e.getMessage());
        }
        return Optional.empty();
    }

    private boolean report(String field, String problem) {
        errors.get(field).set(problem);
        return problem.isEmpty();
    }

    /** The values the fields describe (without the API key). */
    Map<String, String> values(Weights w, DecayRates d) {
        RetrievalPolicy p = settings.policy().withName("custom").withWeights(w).withDecay(d)
                .withNormalisation(normalisation.get()).withTopK(Integer.parseInt(topK.get().strip()))
                .withTokenBudget(Integer.parseInt(tokenBudget.get().strip()));
        Map<String, String> out = new HashMap<>(SettingsService.policyEntries(p));
        putTyped(out, PROVIDER, provider.get());
        putTyped(out, BASE_URL, baseUrl.get());
        putTyped(out, CHAT_MODEL, chatModel.get());
        putTyped(out, EMBED_MODEL, embedModel.get());
        out.put(SettingsService.THEME, darkTheme.get() ? "dark" : "light");
        return out;
    }

    /** A typed value, except that the environment's value shown in the field is not copied into the file. */
    private void putTyped(Map<String, String> out, String key, String typed) {
        String value = typed == null ? "" : typed.strip();
        SettingSource s = sources.get(key);
        if (s != null && s.overridesFile() && s.value().equalsIgnoreCase(value)) {
            value = fileValues.getOrDefault(key, "");
        }
        out.put(key, value);
    }

    /** Validates everything; when valid saves the settings and key and switches providers. */
    public boolean save() {
        boolean ok = validateUrl() & validateTopK() & validateBudget();
        Optional<Weights> w = weights();
        Optional<DecayRates> d = decay();
        if (!ok || w.isEmpty() || d.isEmpty()) {
            status.set("Some values are not valid; see the messages next to the fields.");
            return false;
        }
        Map<String, String> values = values(w.get(), d.get());
        String newKey = apiKey.get() == null ? "" : apiKey.get().strip();
        boolean dark = darkTheme.get();
        executor.execute(BackgroundTask.of("Saving settings", u -> {
            Optional<String> key = newKey.isEmpty() ? settings.storedApiKey() : Optional.of(newKey);
            settings.providers().reconfigure(values, key);
            settings.save(values);
            if (!newKey.isEmpty()) {
                settings.storeApiKey(newKey);
            }
            return overridden(settings.sources(), values, newKey);
        }).onSuccess(notes -> {
            report("save", "");
            themeListener.accept(dark);
            if (notes.isEmpty()) {
                status.set("Saved.");
                saved.set(true);
            } else {
                status.set("Saved to the settings file, but " + String.join("; ", notes)
                        + ". Unset it and restart for the saved value to take effect.");
            }
        }).onFailure(e -> {
            report("save", e.getMessage());
            status.set(e.getMessage());
        }));
        return true;
    }

    /** Sentences for the saved values that the environment or a flag overrides. */
    private static List<String> overridden(List<SettingSource> now, Map<String, String> saved, String newKey) {
        List<String> out = new java.util.ArrayList<>();
        for (SettingSource s : now) {
            String mine = s.key().equals(SettingsKeys.API_KEY) ? newKey : saved.getOrDefault(s.key(), "");
            if (s.overridesFile() && !mine.isBlank()) {
                out.add(s.variable() + " in " + s.origin().words() + " overrides the " + s.key().replace('_', ' ')
                        + (s.key().equals(SettingsKeys.API_KEY) ? "" : " (the app keeps using " + s.value() + ")"));
            }
        }
        return out;
    }

    /** Fetches the chat models the endpoint offers. */
    public void fetchModels() {
        probe("Listing models", c -> {
            List<String> list = settings.providers().listModels(c.values(), c.key());
            return new ProbeResult(list.isEmpty() ? "The endpoint offers no models." : list.size() + " models found.",
                    list);
        });
    }

    /** Checks the endpoint with the values typed (not yet saved). */
    public void testConnection() {
        probe("Testing connection",
                c -> new ProbeResult(settings.providers().testConnection(c.values(), c.key()), List.of()));
    }

    private void probe(String title, Function<Probe, ProbeResult> action) {
        if (!validateUrl()) {
            connection.set("Fix the address first.");
            return;
        }
        Map<String, String> values = new HashMap<>();
        values.put(PROVIDER, provider.get());
        values.put(BASE_URL, baseUrl.get() == null ? "" : baseUrl.get().strip());
        values.put(CHAT_MODEL, chatModel.get() == null ? "" : chatModel.get().strip());
        values.put(EMBED_MODEL, embedModel.get() == null ? "" : embedModel.get().strip());
        String typed = apiKey.get() == null ? "" : apiKey.get().strip();
        connection.set(title + "…");
        if (!typed.isEmpty()) {
            values.put(SettingsKeys.API_KEY, typed); // a typed key wins over OPENAI_API_KEY, like the other fields
        }
        executor.execute(BackgroundTask.of(title, u -> {
            Optional<String> key = typed.isEmpty() ? settings.storedApiKey() : Optional.of(typed);
            return action.apply(new Probe(values, key));
        }).onSuccess(r -> {
            connection.set(r.message());
            if (!r.models().isEmpty()) {
                models.setAll(r.models());
            }
        }).onFailure(e -> connection.set(e.getMessage())));
    }

    private record Probe(Map<String, String> values, Optional<String> key) {
    }

    private record ProbeResult(String message, List<String> models) {
    }

    /** Called with the chosen theme after a successful save. */
    public void setThemeListener(Consumer<Boolean> listener) {
        this.themeListener = listener;
    }

    public ObjectProperty<String> providerProperty() {
        return provider;
    }

    public StringProperty baseUrlProperty() {
        return baseUrl;
    }

    public StringProperty chatModelProperty() {
        return chatModel;
    }

    public StringProperty embedModelProperty() {
        return embedModel;
    }

    /** A new API key typed by the user; empty keeps the stored one. */
    public StringProperty apiKeyProperty() {
        return apiKey;
    }

    public ReadOnlyStringProperty apiKeyHintProperty() {
        return apiKeyHint.getReadOnlyProperty();
    }

    public StringProperty topKProperty() {
        return topK;
    }

    public StringProperty tokenBudgetProperty() {
        return tokenBudget;
    }

    public StringProperty relevanceWeightProperty() {
        return relevanceWeight;
    }

    public StringProperty recencyWeightProperty() {
        return recencyWeight;
    }

    public StringProperty importanceWeightProperty() {
        return importanceWeight;
    }

    public StringProperty episodicDecayProperty() {
        return episodicDecay;
    }

    public StringProperty semanticDecayProperty() {
        return semanticDecay;
    }

    public StringProperty proceduralDecayProperty() {
        return proceduralDecay;
    }

    public ObjectProperty<Normalisation> normalisationProperty() {
        return normalisation;
    }

    public BooleanProperty darkThemeProperty() {
        return darkTheme;
    }

    /** The message for a field: base_url, top_k, token_budget, weights, decay or save. */
    public ReadOnlyStringProperty errorProperty(String field) {
        return errors.get(field).getReadOnlyProperty();
    }

    public ObservableList<String> models() {
        return modelsView;
    }

    public ReadOnlyStringProperty connectionProperty() {
        return connection.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty savedProperty() {
        return saved.getReadOnlyProperty();
    }
}
