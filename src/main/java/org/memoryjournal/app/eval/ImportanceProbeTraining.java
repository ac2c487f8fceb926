package org.memoryjournal.app.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;


import org.memoryjournal.app.eval.AuthoredSentences.Sentence;
import org.memoryjournal.app.eval.ScenarioReport.ImportanceResult;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ImportanceProbe;
import org.memoryjournal.llm.ImportanceRater;
import org.memoryjournal.llm.SemanticImportanceRater;
import org.memoryjournal.memory.Embedding;

/**
 * Trains the importance probe of one embedding model on the labelled journal sentences shipped for it
 * ({@code importance-training.json}: pivotal, notable and mundane sentences by several authors) and measures it:
 * trained on the other authors and tested on each one, and trained on all and tested on the suite's own
 * importance labels, which it never sees. On each, the rater as shipped (probe and word rules), the probe alone
 * and the rater a model without a probe gets are measured on the same sentences.
 */
public final class ImportanceProbeTraining {
    private static final String DATA = "/org/memoryjournal/app/eval/importance-training.json";
    /** Sentences of later authors, never trained on: the shipped rater measured on authors it has not seen. */
    private static final String UNSEEN = "/org/memoryjournal/app/eval/importance-unseen.json";
    static final String PIVOTAL = "pivotal";
    static final String MUNDANE = "mundane";

    /** Which rater a measure is of. */
    public enum Rater { WITH_PROBE, PROBE_ALONE, WITHOUT_PROBE }

    /**
     * How a rater did on one set of sentences.
     *
     * @param trainedOn        whose sentences its probe was trained on (unused without a probe)
     * @param on               the sentences rated
     * @param onAnotherAuthor  whether they are one author's, the probe trained on the others'
     */
    public record Measure(Rater rater, String trainedOn, String on, boolean onAnotherAuthor, ImportanceResult result) {
        /** The measure in words: "the rater (probe trained on the other author), on author A". */
        public String what() {
            return switch (rater) {
                case WITH_PROBE -> "the rater (probe trained on " + trainedOn + "), on " + on;
                case PROBE_ALONE -> "the probe alone (trained on " + trainedOn + "), on " + on;
                case WITHOUT_PROBE -> "the rater without a probe, on " + on;
            };
        }
    }

    /**
     * The probe trained on every sentence, the measures, the authors of the sentences, and how many sentences of
     * which other authors it was measured on without training on them.
     */
    public record Outcome(ImportanceProbe probe, List<Measure> measures, int sentences, List<String> authors,
                          int unseen, List<String> unseenAuthors) {
        /** The measures as a Markdown table, and what they say, worked out from them. */
        public String markdown() {
            StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "Model `%s`, %d labelled journal "
                    + "sentences (pivotal, notable, mundane) by %s who saw neither the app nor its test sets. "
                    + "The probe is trained on the pivotal and mundane ones; the rater is the probe and the word rules "
                    + "together, as shipped for memories that tell what happened.", probe.modelId(), sentences,
                    AuthoredSentences.byAuthors(authors)));
            if (unseen > 0) {
                sb.append(String.format(Locale.ROOT, " The probe trained on all of them is also measured on %d "
                        + "sentences by %s it is never trained on, who wrote later.", unseen,
                        AuthoredSentences.byAuthors(unseenAuthors)));
            }
            sb.append("\n\n");
            sb.append("| measure | AUC pivotal > mundane | pivotal rated ≥ 7 | mundane rated ≤ 3 | mean pivotal / "
                    + "notable / mundane |\n|---|---|---|---|---|\n");
            for (Measure m : measures) {
                ImportanceResult r = m.result();
                sb.append(String.format(Locale.ROOT, "| %s | %.3f | %s | %s | %s / %s / %s |%n", m.what(),
                        r.auc(PIVOTAL, MUNDANE), r.share(PIVOTAL, 7, true).format(), r.share(MUNDANE, 3, false).format(),
                        mean(r, PIVOTAL), mean(r, NOTABLE), mean(r, MUNDANE)));
            }
            List<Measure> rater = onAnotherAuthor(Rater.WITH_PROBE);
            List<Measure> without = onAnotherAuthor(Rater.WITHOUT_PROBE);
            if (!rater.isEmpty() && !without.isEmpty()) {
                sb.append(String.format(Locale.ROOT, "%nOn an author it was not trained on, the rater ranks a pivotal "
                        + "sentence above a mundane one with AUC %s, against %s without the probe; it rates %s of "
                        + "mundane sentences 3 or lower, against %s.%n", aucs(rater), aucs(without),
                        shares(rater), shares(without)));
            }
            return sb.toString();
        }

        /** A label's mean rating, or a dash when the sentences hold none of that label. */
        private static String mean(ScenarioReport.ImportanceResult r, String label) {
            return r.count(label) == 0 ? "–" : String.format(Locale.ROOT, "%.1f", r.mean(label));
        }

        private List<Measure> onAnotherAuthor(Rater rater) {
            return measures.stream().filter(m -> m.rater() == rater && m.onAnotherAuthor()).toList();
        }

        private static String aucs(List<Measure> ms) {
            return AuthoredSentences.inWords(ms.stream().map(m -> String.format(Locale.ROOT, "%.2f",
                    m.result().auc(PIVOTAL, MUNDANE))).toList());
        }

        private static String shares(List<Measure> ms) {
            return AuthoredSentences.inWords(ms.stream().map(m -> String.format(Locale.ROOT, "%.0f%%",
                    100 * m.result().share(MUNDANE, 3, false).value())).toList());
        }
    }

    private static final String NOTABLE = "notable";

    private final EmbeddingProvider embedder;
    private final ImportanceRater words;

    public ImportanceProbeTraining(EmbeddingProvider embedder, ImportanceRater words) {
        this.embedder = embedder;
        this.words = words;
    }

    /** The sentences shipped for training. */
    public static List<Sentence> sentences() {
        return AuthoredSentences.load(DATA);
    }

    /** The sentences of later authors, never trained on. */
    public static List<Sentence> unseenSentences() {
        return AuthoredSentences.load(UNSEEN);
    }

    /**
     * Measures the rater with a probe trained on the other authors on each author of {@code sentences}, and with the
     * probe trained on all of them on each author of {@code unseen} and on the suite's labels.
     */
    public Outcome run(List<Sentence> sentences, List<Sentence> unseen, List<PersonalSuite.Labelled> suiteLabels) {
        Map<String, Embedding> vectors = new LinkedHashMap<>();
        for (Sentence s : sentences) {
            vectors.computeIfAbsent(s.text(), embedder::embed);
        }
        for (Sentence s : unseen) {
            vectors.computeIfAbsent(s.text(), embedder::embed);
        }
        for (PersonalSuite.Labelled l : suiteLabels) {
            vectors.computeIfAbsent(l.text(), embedder::embed);
        }
        List<String> authors = AuthoredSentences.authors(sentences);
        List<Measure> measures = new ArrayList<>();
        SemanticImportanceRater before = SemanticImportanceRater.withoutProbe(words, embedder);
        for (String author : authors) {
            List<Sentence> test = sentences.stream().filter(s -> s.author().equals(author)).toList();
            List<Sentence> train = sentences.stream().filter(s -> !s.author().equals(author)).toList();
            if (train.isEmpty()) {
                continue;
            }
            measure(fit(train, vectors), before, labelled(test), vectors, "author " + author,
                    authors.size() == 2 ? "the other author" : "the other authors", true, measures);
        }
        ImportanceProbe probe = fit(sentences, vectors);
        String all = authors.size() == 2 ? "both authors" : "all " + authors.size() + " authors";
        List<String> later = AuthoredSentences.authors(unseen);
        for (String author : later) {
            List<Sentence> theirs = unseen.stream().filter(s -> s.author().equals(author)).toList();
            measure(probe, before, labelled(theirs), vectors, "author " + author, all, true, measures);
        }
        measure(probe, before, suiteLabels, vectors, "the suite's importance labels", all, false, measures);
        return new Outcome(probe, measures, sentences.size(), authors, unseen.size(), later);
    }

    private static List<PersonalSuite.Labelled> labelled(List<Sentence> sentences) {
        return sentences.stream().map(s -> new PersonalSuite.Labelled(s.text(), s.label())).toList();
    }

    private void measure(ImportanceProbe probe, SemanticImportanceRater before, List<PersonalSuite.Labelled> items,
                         Map<String, Embedding> vectors, String on, String trainedOn, boolean onAnotherAuthor,
                         List<Measure> measures) {
        SemanticImportanceRater with = SemanticImportanceRater.withProbe(words, embedder, probe);
        measures.add(new Measure(Rater.WITH_PROBE, trainedOn, on, onAnotherAuthor,
                ImportanceResult.of(items, l -> with.rate(l.text(), vectors.get(l.text())))));
        measures.add(new Measure(Rater.PROBE_ALONE, trainedOn, on, onAnotherAuthor,
                ImportanceResult.of(items, l -> probe.rating(vectors.get(l.text())))));
        measures.add(new Measure(Rater.WITHOUT_PROBE, trainedOn, on, onAnotherAuthor,
                ImportanceResult.of(items, l -> before.rate(l.text(), vectors.get(l.text())))));
    }

    private ImportanceProbe fit(List<Sentence> train, Map<String, Embedding> vectors) {
        return ImportanceProbe.fit(embedder.modelId(), vectorsOf(train, PIVOTAL, vectors),
                vectorsOf(train, MUNDANE, vectors));
    }

    private static List<float[]> vectorsOf(List<Sentence> sentences, String label, Map<String, Embedding> vectors) {
        return sentences.stream().filter(s -> s.label().equals(label)).map(s -> vectors.get(s.text()).vector())
                .toList();
    }
}
