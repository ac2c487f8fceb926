package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.memoryjournal.app.eval.ScenarioReport.ImportanceResult;
import org.memoryjournal.llm.EmbeddingProvider;
import org.memoryjournal.llm.ImportanceProbe;
import org.memoryjournal.llm.ImportanceRater;
import org.memoryjournal.llm.SemanticImportanceRater;
import org.memoryjournal.memory.Embedding;

/**
 * Trains the importance probe of one embedding model on the labelled journal sentences shipped for it
 * ({@code importance-training.json}: pivotal, notable and mundane sentences by two authors) and measures it:
 * trained on one author and tested on the other, both ways, and trained on both and tested on the suite's own
 * importance labels, which it never sees. On each, the rater as shipped (probe and word rules), the probe alone
 * and the rater a model without a probe gets are measured on the same sentences.
 */
public final class ImportanceProbeTraining {
    private static final String DATA = "/org/memoryjournal/app/eval/importance-training.json";
    static final String PIVOTAL = "pivotal";
    static final String MUNDANE = "mundane";

    /** A labelled sentence and who wrote it. */
    public record Sentence(String author, String label, String text) {
    }

    /** How a rater did on one set of sentences. */
    public record Measure(String what, ImportanceResult result) {
    }

    /** The probe trained on every sentence, and the measures. */
    public record Outcome(ImportanceProbe probe, List<Measure> measures, int sentences) {
    }

    private final EmbeddingProvider embedder;
    private final ImportanceRater words;

    public ImportanceProbeTraining(EmbeddingProvider embedder, ImportanceRater words) {
        this.embedder = embedder;
        this.words = words;
    }

    /** The sentences shipped for training. */
    public static List<Sentence> sentences() {
        try (InputStream in = ImportanceProbeTraining.class.getResourceAsStream(DATA)) {
            if (in == null) {
                throw new IllegalStateException("The training sentences " + DATA + " are missing from the build.");
            }
            List<Sentence> out = new ArrayList<>();
            for (JsonNode item : new ObjectMapper().readTree(in).path("items")) {
                out.add(new Sentence(item.path("author").asText(), item.path("label").asText(),
                        item.path("text").asText()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("The training sentences could not be read: " + e.getMessage(), e);
        }
    }

    public Outcome run(List<Sentence> sentences, List<PersonalSuite.Labelled> suiteLabels) {
        Map<String, Embedding> vectors = new LinkedHashMap<>();
        for (Sentence s : sentences) {
            vectors.computeIfAbsent(s.text(), embedder::embed);
        }
        for (PersonalSuite.Labelled l : suiteLabels) {
            vectors.computeIfAbsent(l.text(), embedder::embed);
        }
        List<String> authors = sentences.stream().map(Sentence::author).distinct().sorted().toList();
        List<Measure> measures = new ArrayList<>();
        SemanticImportanceRater before = SemanticImportanceRater.withoutProbe(words, embedder);
        for (String author : authors) {
            List<Sentence> test = sentences.stream().filter(s -> s.author().equals(author)).toList();
            List<Sentence> train = sentences.stream().filter(s -> !s.author().equals(author)).toList();
            if (train.isEmpty()) {
                continue;
            }
            List<PersonalSuite.Labelled> labelled = test.stream()
                    .map(s -> new PersonalSuite.Labelled(s.text(), s.label())).toList();
            measure(fit(train, vectors), before, labelled, vectors, "author " + author, "the other author", measures);
        }
        ImportanceProbe probe = fit(sentences, vectors);
        measure(probe, before, suiteLabels, vectors, "the suite's importance labels", "both authors", measures);
        return new Outcome(probe, measures, sentences.size());
    }

    private void measure(ImportanceProbe probe, SemanticImportanceRater before, List<PersonalSuite.Labelled> items,
                         Map<String, Embedding> vectors, String on, String trainedOn, List<Measure> measures) {
        SemanticImportanceRater with = SemanticImportanceRater.withProbe(words, embedder, probe);
        measures.add(new Measure("the rater (probe trained on " + trainedOn + "), on " + on,
                ImportanceResult.of(items, l -> with.rate(l.text(), vectors.get(l.text())))));
        measures.add(new Measure("the probe alone (trained on " + trainedOn + "), on " + on,
                ImportanceResult.of(items, l -> probe.rating(vectors.get(l.text())))));
        measures.add(new Measure("the rater without a probe, on " + on,
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
