package org.memoryjournal.ui.scores;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import javafx.beans.InvalidationListener;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.memoryjournal.chat.AnswerRecall;
import org.memoryjournal.chat.ChatService;
import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.chat.SettingsService;
import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.QueryReading;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;
import org.memoryjournal.ui.BackgroundTask;
import org.memoryjournal.ui.TaskExecutor;

/**
 * "Why these memories?": the ranking for a query with each memory's three signals, and a live
 * what-if with other weights and decay, ranked now or as of an earlier moment ({@link #asOfProperty()}).
 * Every ranking here is a preview: no memory is touched.
 */
public final class ScoreViewModel {
    /** How many ranked memories the pane shows. */
    public static final int SHOWN = 10;

    /** A point of the recency curves: {@code days} since last access, recency there (episodic, durable kinds). */
    public record CurvePoint(double days, double recency, double durableRecency) {
    }

    private final MemoryService memories;
    private final ChatService chat;
    private final SettingsService settings;
    private final TaskExecutor executor;
    private final StringProperty query = new SimpleStringProperty(this, "query", "");
    private final StringProperty asOf = new SimpleStringProperty(this, "asOf", "");
    private final ReadOnlyStringWrapper asOfError = new ReadOnlyStringWrapper(this, "asOfError", "");
    private final ReadOnlyStringWrapper asOfBanner = new ReadOnlyStringWrapper(this, "asOfBanner", "");
    private final DoubleProperty relevanceWeight = new SimpleDoubleProperty(this, "relevanceWeight", 1);
    private final DoubleProperty recencyWeight = new SimpleDoubleProperty(this, "recencyWeight", 1);
    private final DoubleProperty importanceWeight = new SimpleDoubleProperty(this, "importanceWeight", 1);
    private final DoubleProperty decayRate = new SimpleDoubleProperty(this, "decayRate", DecayRates.CLASSIC);
    private final ObservableList<ScoreRowViewModel> rows = FXCollections.observableArrayList();
    private final ObservableList<ScoreRowViewModel> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<CurvePoint> curve = FXCollections.observableArrayList();
    private final ObservableList<CurvePoint> curveView = FXCollections.unmodifiableObservableList(curve);
    private final ReadOnlyStringWrapper halfLife = new ReadOnlyStringWrapper(this, "halfLife", "");
    private final ReadOnlyStringWrapper durableHalfLife = new ReadOnlyStringWrapper(this, "durableHalfLife", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper source = new ReadOnlyStringWrapper(this, "source", "");
    private final ReadOnlyLongWrapper highlighted = new ReadOnlyLongWrapper(this, "highlighted", 0);
    private final ReadOnlyObjectWrapper<Weights> usedWeights = new ReadOnlyObjectWrapper<>(this, "usedWeights",
            Weights.EQUAL);
    private final ReadOnlyStringWrapper relevanceLabel = new ReadOnlyStringWrapper(this, "relevanceLabel", "");
    private final ReadOnlyStringWrapper recencyLabel = new ReadOnlyStringWrapper(this, "recencyLabel", "");
    private final ReadOnlyStringWrapper importanceLabel = new ReadOnlyStringWrapper(this, "importanceLabel", "");
    private final Map<String, Embedding> embeddings = new HashMap<>();
    private boolean batching;
    private boolean running;
    private boolean pending;

    public ScoreViewModel(MemoryService memories, ChatService chat, SettingsService settings, TaskExecutor executor) {
        this.memories = memories;
        this.chat = chat;
        this.settings = settings;
        this.executor = executor;
        InvalidationListener rerank = o -> {
            if (!batching) {
                rerank();
            }
        };
        relevanceWeight.addListener(rerank);
        recencyWeight.addListener(rerank);
        importanceWeight.addListener(rerank);
        decayRate.addListener(rerank);
        decayRate.addListener(o -> updateCurve());
        InvalidationListener labels = o -> updateWeightLabels();
        for (javafx.beans.Observable w : List.of(relevanceWeight, recencyWeight, importanceWeight, usedWeights)) {
            w.addListener(labels);
        }
        usedWeights.set(sliderWeights());
        resetToSettings();
        updateWeightLabels();
        updateCurve();
    }

    /** Puts the saved weights and decay on the sliders. */
    public void resetToSettings() {
        RetrievalPolicy saved = settings.policy();
        setSliders(saved.weights(), saved.decay().episodic());
    }

    /** Puts a preset's weights (and decay) on the sliders; arrows show the change against the saved settings. */
    public void applyPreset(Preset preset) {
        RetrievalPolicy saved = settings.policy();
        setSliders(preset.weights(saved.weights()), preset.episodicDecay(saved.decay()));
    }

    private void setSliders(Weights w, double decay) {
        batching = true;
        relevanceWeight.set(w.relevance());
        recencyWeight.set(w.recency());
        importanceWeight.set(w.importance());
        decayRate.set(decay);
        batching = false;
        rerank();
    }

    /** Shows the ranking for a query (e.g. the last chat message), highlighting one memory (0: none). */
    public void show(String text, long memoryId) {
        highlighted.set(memoryId);
        if (!text.equals(query.get())) {
            query.set(text);
        }
        rerank();
    }

    /**
     * Shows the ranking that built an answer's prompt, as kept with the answer (touching and writing back
     * after it cannot change it), highlighting one memory (0: none). An answer without a kept ranking is
     * re-ranked now, and the pane says so. Moving a slider afterwards is a what-if preview.
     */
    public void showAnswer(long answerId, String question, long memoryId) {
        highlighted.set(memoryId);
        if (!question.equals(query.get())) {
            query.set(question);
        }
        executor.execute(BackgroundTask.of("Loading the answer's ranking", u -> chat.recallOf(answerId)
                        .map(a -> new KeptRanking(a, replacedTexts(a.recalled()))))
                .onSuccess(kept -> {
                    if (kept.isEmpty()) {
                        rerank();
                        source.set("Re-ranked now: this answer's ranking was not kept.");
                        return;
                    }
                    AnswerRecall a = kept.get().answer();
                    asOfBanner.set("");
                    // The field says the moment the shown ranking is of: a re-rank from here is as of the answer. To
                    // the second, as a person writes a time ("…T00:55:34Z", not "…T00:55:34.808731604Z"): the turn's
                    // own write-back comes after the answer, so the fraction left out holds no memory of this turn.
                    asOf.set(a.at().truncatedTo(ChronoUnit.SECONDS).toString());
                    asOfError.set("");
                    rows.setAll(a.recalled().stream()
                            .map(x -> ScoreRowViewModel.of(x, OptionalInt.of(0), kept.get().replaced(),
                                    a.editedSince().contains(x.memory().id()))).toList());
                    usedWeights.set(a.weights());
                    message.set(rows.isEmpty() ? "No memories were recalled for this answer." : "");
                    source.set(describe(a, usedWeights.get()));
                })
                .onFailure(e -> message.set(e.getMessage())));
    }

    /** Where a kept ranking comes from, with the weights its bars were made with. */
    private static String describe(AnswerRecall a, Weights used) {
        String when = a.at().toString().substring(0, 16).replace('T', ' ');
        return "As used for this answer (" + when + " UTC, weights " + WeightLabels.describe(used) + ")"
                + (a.timeFocus().isEmpty() ? "." : "; time words applied: " + a.timeFocus() + ".");
    }

    /** The policy the sliders describe: the saved one with their weights and episodic decay. */
    public RetrievalPolicy whatIfPolicy() {
        RetrievalPolicy saved = settings.policy();
        DecayRates d = saved.decay();
        return saved.withWeights(sliderWeights())
                .withDecay(new DecayRates(clampRate(decayRate.get()), d.semantic(), d.procedural()));
    }

    private Weights sliderWeights() {
        return new Weights(Math.max(0, relevanceWeight.get()), Math.max(0, recencyWeight.get()),
                Math.max(0, importanceWeight.get()));
    }

    private void updateWeightLabels() {
        Weights used = usedWeights.get();
        relevanceLabel.set(WeightLabels.label(used.relevance(), relevanceWeight.get()));
        recencyLabel.set(WeightLabels.label(used.recency(), recencyWeight.get()));
        importanceLabel.set(WeightLabels.label(used.importance(), importanceWeight.get()));
    }

    /** Ranks as of now again: clears the as-of field and re-ranks. */
    public void rankNow() {
        asOf.set("");
        rerank();
    }

    /**
     * Ranks again for the current query and sliders, now or as of the moment in the as-of field (a preview:
     * nothing is touched). A field that cannot be read shows its sentence and no ranking.
     */
    public void rerank() {
        AsOf when = AsOf.read(asOf.get(), memories.now(), memories.zone());
        asOfError.set(when.error());
        if (!when.valid()) {
            rows.clear();
            source.set("");
            asOfBanner.set("");
            message.set("Nothing is ranked until the “As of” date is one I understand.");
            return;
        }
        String q = query.get() == null ? "" : query.get().strip();
        if (q.isEmpty()) {
            rows.clear();
            message.set("Type a question, or send a chat message, to see how memories are ranked.");
            return;
        }
        if (running) {
            pending = true;
            return;
        }
        running = true;
        RetrievalPolicy whatIf = whatIfPolicy().withTopK(SHOWN + 1).withTokenBudget(0);
        RetrievalPolicy saved = settings.policy().withTopK(SHOWN + 1).withTokenBudget(0);
        Embedding cached = embeddings.get(q);
        executor.execute(BackgroundTask.of("Ranking memories", u -> {
            Embedding e = cached != null ? cached : memories.embed(q);
            Instant now = when.at().orElseGet(memories::now);
            QueryReading reading = memories.read(q, now);
            List<Recalled> after = memories.preview(q, e, whatIf, now, reading);
            List<Recalled> before = memories.preview(q, e, saved, now, reading);
            String focus = reading.time().map(f -> "; time words applied: " + f.describe()).orElse("");
            boolean emptyJournal = after.isEmpty() && memories.journalSize() == 0;
            return new Ranking(q, e, before, after, focus, when.at(), emptyJournal, replacedTexts(after),
                    whatIf.weights(), whatIf.weightsFor(reading));
        }).onSuccess(r -> {
            embeddings.put(r.query(), r.embedding());
            Map<Long, Integer> baseline = new HashMap<>();
            withoutQuery(r.before(), r.query()).forEach(x -> baseline.put(x.memory().id(), x.rank()));
            rows.setAll(withoutQuery(r.after(), r.query()).stream()
                    .map(x -> ScoreRowViewModel.of(x, change(baseline, x), r.replaced())).toList());
            usedWeights.set(r.used());
            String weighed = r.used().equals(r.asked()) ? ""
                    : "; this question was weighed " + WeightLabels.describe(r.used());
            // Nothing ranked in a journal that has memories: the floor kept them out, not their absence.
            message.set(!rows.isEmpty() ? "" : r.emptyJournal() ? "No memories to rank yet."
                    : "No memory is related closely enough to that question.");
            String shown = r.asOf().map(at -> AsOf.show(at, memories.zone())).orElse("");
            source.set("What-if preview with these weights, ranked " + (shown.isEmpty() ? "now" : "as of " + shown)
                    + "; nothing is touched" + weighed + r.focus() + ".");
            asOfBanner.set(shown.isEmpty() ? "" : "As of " + shown + ": the journal as it stood then (memories "
                    + "written later are left out), recency counted up to then and time words in the question "
                    + "(yesterday, last week) read from that day. A preview: nothing is touched.");
        }).onFailure(e -> message.set(e.getMessage())).onFinished(() -> {
            running = false;
            if (pending) {
                pending = false;
                rerank();
            }
        }));
    }

    /**
     * Drops the memory that is the query itself (a chat message is written back as a memory right after
     * its recall, and would otherwise top every ranking for it) and renumbers.
     */
    private static List<Recalled> withoutQuery(List<Recalled> ranked, String query) {
        List<Recalled> out = new java.util.ArrayList<>();
        for (Recalled r : ranked) {
            if (out.size() < SHOWN && !r.memory().text().strip().equals(query)) {
                out.add(new Recalled(out.size() + 1, r.memory(), r.breakdown()));
            }
        }
        return out;
    }

    private static OptionalInt change(Map<Long, Integer> baseline, Recalled r) {
        Integer before = baseline.get(r.memory().id());
        return before == null ? OptionalInt.empty() : OptionalInt.of(before - r.rank());
    }

    /** Saves the sliders' weights and decay as the retrieval policy. */
    public void useTheseWeights() {
        RetrievalPolicy p = whatIfPolicy();
        executor.execute(BackgroundTask.run("Saving weights", () -> settings.savePolicy(p))
                .onSuccess(v -> {
                    message.set("Saved: new chat turns use these weights.");
                    rerank();
                })
                .onFailure(e -> message.set(e.getMessage())));
    }

    private void updateCurve() {
        double rate = clampRate(decayRate.get());
        double durable = settings.policy().decay().semantic();
        double hl = DecayRates.halfLifeHours(rate);
        halfLife.set(describeHalfLife(hl));
        durableHalfLife.set("semantic: " + describeHalfLife(DecayRates.halfLifeHours(durable)));
        double spanHours = Double.isInfinite(hl) ? 24 * 30 : Math.min(24 * 365 * 2, Math.max(24, hl * 4));
        List<CurvePoint> points = new java.util.ArrayList<>();
        for (int i = 0; i <= 40; i++) {
            double h = spanHours * i / 40;
            points.add(new CurvePoint(h / 24, Math.pow(rate, h), Math.pow(durable, h)));
        }
        curve.setAll(points);
    }

    /** "half-life 5.8 days", "half-life 12 hours" or "no decay". */
    public static String describeHalfLife(double hours) {
        if (Double.isInfinite(hours)) {
            return "no decay";
        }
        if (hours < 48) {
            return String.format(java.util.Locale.ROOT, "half-life %.0f hours", hours);
        }
        if (hours < 24 * 365) {
            return String.format(java.util.Locale.ROOT, "half-life %.1f days", hours / 24);
        }
        return String.format(java.util.Locale.ROOT, "half-life %.1f years", hours / (24 * 365));
    }

    private static double clampRate(double r) {
        return Math.max(0.5, Math.min(1.0, r));
    }

    public StringProperty queryProperty() {
        return query;
    }

    /** The moment to rank as of, as typed: empty for now, a day (with an optional time) or an ISO instant. */
    public StringProperty asOfProperty() {
        return asOf;
    }

    /** Why the as-of text cannot be read ("" when it can). */
    public ReadOnlyStringProperty asOfErrorProperty() {
        return asOfError.getReadOnlyProperty();
    }

    /** The sentence that says the shown ranking is as of an earlier moment; "" when it is ranked now or kept. */
    public ReadOnlyStringProperty asOfBannerProperty() {
        return asOfBanner.getReadOnlyProperty();
    }

    public DoubleProperty relevanceWeightProperty() {
        return relevanceWeight;
    }

    public DoubleProperty recencyWeightProperty() {
        return recencyWeight;
    }

    public DoubleProperty importanceWeightProperty() {
        return importanceWeight;
    }

    /** The episodic decay rate per hour. */
    public DoubleProperty decayRateProperty() {
        return decayRate;
    }

    public ObservableList<ScoreRowViewModel> rows() {
        return rowsView;
    }

    public ObservableList<CurvePoint> curve() {
        return curveView;
    }

    public ReadOnlyStringProperty halfLifeProperty() {
        return halfLife.getReadOnlyProperty();
    }

    /** The semantic memories' half-life, drawn as the second curve. */
    public ReadOnlyStringProperty durableHalfLifeProperty() {
        return durableHalfLife.getReadOnlyProperty();
    }

    /** Where the shown ranking comes from: the one kept with an answer, or a what-if preview ranked now. */
    public ReadOnlyStringProperty sourceProperty() {
        return source.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /**
     * The weights the shown ranking was made with ({@link RetrievalPolicy#weightsFor}): the bars and the labels
     * beside the sliders show these, which are not the sliders' when the question was weighed its own way or the
     * ranking was kept with an answer.
     */
    public ReadOnlyObjectProperty<Weights> usedWeightsProperty() {
        return usedWeights.getReadOnlyProperty();
    }

    /** "× 1.00", or "× 0.30 (slider 1.00)" when the shown ranking used another relevance weight than the slider's. */
    public ReadOnlyStringProperty relevanceLabelProperty() {
        return relevanceLabel.getReadOnlyProperty();
    }

    /** As {@link #relevanceLabelProperty()} for recency. */
    public ReadOnlyStringProperty recencyLabelProperty() {
        return recencyLabel.getReadOnlyProperty();
    }

    /** As {@link #relevanceLabelProperty()} for importance. */
    public ReadOnlyStringProperty importanceLabelProperty() {
        return importanceLabel.getReadOnlyProperty();
    }

    /** The memory chosen from a chat chip, shown highlighted; 0 for none. */
    public ReadOnlyLongProperty highlightedProperty() {
        return highlighted.getReadOnlyProperty();
    }

    private record Ranking(String query, Embedding embedding, List<Recalled> before, List<Recalled> after,
                           String focus, java.util.Optional<Instant> asOf, boolean emptyJournal,
                           Map<Long, String> replaced, Weights asked, Weights used) {
    }

    private record KeptRanking(AnswerRecall answer, Map<Long, String> replaced) {
    }

    /**
     * The texts of the replaced memories whose relevance a ranked memory took, by id (read in the background; a
     * memory deleted since is left out).
     */
    private Map<Long, String> replacedTexts(List<Recalled> ranked) {
        Map<Long, String> texts = new HashMap<>();
        for (Recalled r : ranked) {
            long id = r.breakdown().relevanceOf();
            if (id != 0 && !texts.containsKey(id)) {
                memories.find(id).ifPresent(m -> texts.put(id, m.text()));
            }
        }
        return texts;
    }
}
