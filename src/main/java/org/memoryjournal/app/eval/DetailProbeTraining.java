package org.memoryjournal.app.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.memoryjournal.app.eval.AuthoredSentences.Sentence;
import org.memoryjournal.app.eval.ScenarioReport.ImportanceResult;
import org.memoryjournal.app.eval.ScenarioReport.Share;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.memory.DetailProbe;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.LinearProbe;

/**
 * Trains the detail probe of one embedding model on the labelled journal notes shipped for it
 * ({@code detail-training.json}: notes that hold a detail and notes that only mention one, by several authors)
 * and measures it on each author's notes with the probe trained on the other authors'.
 */
public final class DetailProbeTraining {
    private static final String DATA = "/org/memoryjournal/app/eval/detail-training.json";
    static final String HOLDS = "holds";
    static final String MENTIONS = "mentions";

    /**
     * How the probe trained on the other authors did on one author's notes.
     *
     * @param author   whose notes were read
     * @param result   the probe's probabilities, by label
     */
    public record Measure(String author, ImportanceResult result) {
        public double auc() {
            return result.auc(HOLDS, MENTIONS);
        }

        /** Notes of the label read on the right side of one half. */
        public Share right(String label) {
            double[] p = result.ratingsByLabel().getOrDefault(label, new double[0]);
            int hits = 0;
            for (double v : p) {
                hits += (label.equals(HOLDS) ? v >= 0.5 : v < 0.5) ? 1 : 0;
            }
            return new Share(hits, p.length);
        }
    }

    /** The probe trained on every note, the held-out measures, and how many notes by whom. */
    public record Outcome(LinearProbe probe, List<Measure> measures, int notes, List<String> authors) {
        public String markdown() {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Model `%s`, %d labelled journal notes "
                    + "(holds a detail / only mentions its topic) by %s who saw neither the app nor its test sets. "
                    + "Each row: the probe trained on the other authors' notes, read on this author's.%n%n",
                    probe.modelId(), notes, AuthoredSentences.byAuthors(authors)));
            sb.append("| notes of | AUC holds > mentions | holds read as holding (p ≥ 0.5) | mentions read as "
                    + "mentioning (p < 0.5) |\n|---|---|---|---|\n");
            for (Measure m : measures) {
                sb.append(String.format(Locale.ROOT, "| author %s | %.3f | %s | %s |%n", m.author(), m.auc(),
                        m.right(HOLDS).format(), m.right(MENTIONS).format()));
            }
            if (!measures.isEmpty()) {
                double worst = measures.stream().mapToDouble(Measure::auc).min().orElse(0);
                sb.append(String.format(Locale.ROOT, "%nOn an author it was not trained on, the probe ranks a note "
                        + "that holds a detail above one that only mentions its topic with AUC %s (lowest %.2f).%n",
                        AuthoredSentences.inWords(measures.stream()
                                .map(m -> String.format(Locale.ROOT, "%.2f", m.auc())).toList()), worst));
            }
            return sb.toString();
        }
    }

    private final EmbeddingProvider embedder;

    public DetailProbeTraining(EmbeddingProvider embedder) {
        this.embedder = embedder;
    }

    /** The notes shipped for training. */
    public static List<Sentence> notes() {
        return AuthoredSentences.load(DATA);
    }

    public Outcome run(List<Sentence> notes) {
        Map<String, Embedding> vectors = new LinkedHashMap<>();
        List<String> texts = notes.stream().map(Sentence::text).distinct().toList();
        List<Embedding> embedded = embedder.embedAll(texts);
        for (int i = 0; i < texts.size(); i++) {
            vectors.put(texts.get(i), embedded.get(i));
        }
        List<String> authors = AuthoredSentences.authors(notes);
        List<Measure> measures = new ArrayList<>();
        for (String author : authors) {
            List<Sentence> train = notes.stream().filter(n -> !n.author().equals(author)).toList();
            if (train.isEmpty()) {
                continue;
            }
            LinearProbe probe = fit(train, vectors);
            List<PersonalSuite.Labelled> test = notes.stream().filter(n -> n.author().equals(author))
                    .map(n -> new PersonalSuite.Labelled(n.text(), n.label())).toList();
            measures.add(new Measure(author, ImportanceResult.of(test,
                    l -> probe.probability(vectors.get(l.text())))));
        }
        return new Outcome(fit(notes, vectors), measures, notes.size(), authors);
    }

    private LinearProbe fit(List<Sentence> train, Map<String, Embedding> vectors) {
        return DetailProbe.fit(embedder.modelId(), vectorsOf(train, HOLDS, vectors),
                vectorsOf(train, MENTIONS, vectors));
    }

    private static List<float[]> vectorsOf(List<Sentence> notes, String label, Map<String, Embedding> vectors) {
        return notes.stream().filter(n -> n.label().equals(label)).map(n -> vectors.get(n.text()).vector()).toList();
    }
}
