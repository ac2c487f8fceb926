package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.memoryjournal.app.eval.DetailProbeTraining.Measure;
import org.memoryjournal.app.eval.AuthoredSentences.Sentence;
import org.memoryjournal.app.eval.DetailProbeTraining.Outcome;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.LinearProbe;
import org.memoryjournal.store.DetailProbeResource;

/**
 * The detail probe with the real BGE model: the shipped probe is what training on the shipped notes gives, and
 * trained on the other authors it tells each author's notes that hold a detail from those that only mention one.
 */
class DetailProbeTrainingTest {
    private static LocalEmbeddingProvider bge;
    private static Outcome outcome;

    @BeforeAll
    static void train() {
        bge = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
        outcome = new DetailProbeTraining(bge).run(DetailProbeTraining.notes());
    }

    @AfterAll
    static void close() {
        bge.close();
    }

    @Test
    void theShippedNotesHoldThreeAuthorsAndBothLabelsInBalance() {
        List<Sentence> notes = DetailProbeTraining.notes();

        assertThat(notes).hasSize(926);
        assertThat(notes).extracting(Sentence::author).containsOnly("A", "B", "C");
        assertThat(notes.stream().map(Sentence::text).distinct()).hasSize(926);
        for (String author : List.of("A", "B", "C")) {
            long holds = notes.stream().filter(n -> n.author().equals(author) && n.label().equals("holds")).count();
            long mentions = notes.stream().filter(n -> n.author().equals(author) && n.label().equals("mentions"))
                    .count();
            assertThat(holds).as(author).isEqualTo(mentions).isGreaterThanOrEqualTo(150);
        }
    }

    @Test
    void theShippedProbesAreTheOnesTrainingGives() {
        List<String> texts = DetailProbeTraining.notes().stream().map(Sentence::text).toList();
        LinearProbe shipped = DetailProbeResource.forModel(bge.modelId()).orElseThrow();
        assertThat(outcome.probe().modelId()).isEqualTo(shipped.modelId());
        assertThat(RetrainAgreement.largestDifference(texts, bge, outcome.probe()::probability, shipped::probability))
                .isLessThan(RetrainAgreement.TOLERANCE);
        try (LocalEmbeddingProvider minilm = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM)) {
            LinearProbe trained = new DetailProbeTraining(minilm).run(DetailProbeTraining.notes()).probe();
            LinearProbe shippedMiniLm = DetailProbeResource.forModel(minilm.modelId()).orElseThrow();
            assertThat(RetrainAgreement.largestDifference(texts, minilm, trained::probability,
                    shippedMiniLm::probability)).isLessThan(RetrainAgreement.TOLERANCE);
        }
    }

    @Test
    void trainedOnTheOtherAuthorsItTellsEachAuthorsDetailsFromMentions() {
        assertThat(outcome.measures()).extracting(Measure::author).containsExactly("A", "B", "C");
        for (Measure m : outcome.measures()) {
            assertThat(m.auc()).as("author " + m.author()).isGreaterThan(0.9);
            assertThat(m.right(DetailProbeTraining.HOLDS).value()).as("author " + m.author()).isGreaterThan(0.8);
            assertThat(m.right(DetailProbeTraining.MENTIONS).value()).as("author " + m.author()).isGreaterThan(0.8);
        }
    }

    @Test
    void onNotesNoOneTrainedOnTheShippedProbeReadsAPlaceOrANameAsADetailAndAnAskAsAMention() {
        LinearProbe probe = DetailProbeResource.forModel(bge.modelId()).orElseThrow();
        // Written for this test, in none of the training notes.
        List<String> holding = List.of("The boat keys live in the tackle box under the stairs, top tray.",
                "Our piano teacher is called Mrs Adebayo, Thursdays at five.");
        List<String> mentioning = List.of("Grandad rang asking where the boat keys are. No clue.",
                "Need to find out what the piano teacher charges before September.");
        for (String text : holding) {
            assertThat(p(probe, text)).as(text).isGreaterThan(0.5);
        }
        for (String text : mentioning) {
            assertThat(p(probe, text)).as(text).isLessThan(0.5);
        }
    }

    private static double p(LinearProbe probe, String text) {
        Embedding v = bge.embed(text);
        return probe.probability(v);
    }

    @Test
    void theMarkdownSaysWhatTheMeasuresSay() {
        String md = outcome.markdown();

        assertThat(md).contains("926 labelled journal notes").contains("3 authors (A, B and C)");
        for (Measure m : outcome.measures()) {
            assertThat(md).contains(String.format(java.util.Locale.ROOT, "| author %s | %.3f |", m.author(), m.auc()));
        }
        double lowest = outcome.measures().stream().mapToDouble(Measure::auc).min().orElseThrow();
        assertThat(md).contains(String.format(java.util.Locale.ROOT, "(lowest %.2f)", lowest));
    }
}
