package org.memoryjournal.app.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.memoryjournal.app.eval.ImportanceProbeTraining.Measure;
import org.memoryjournal.app.eval.ImportanceProbeTraining.Outcome;
import org.memoryjournal.llm.HeuristicImportanceRater;
import org.memoryjournal.llm.ImportanceProbe;
import org.memoryjournal.llm.LocalEmbeddingProvider;
import org.memoryjournal.llm.SemanticImportanceRater;

/**
 * The importance probe with the real BGE model: the shipped probe is what training on the shipped sentences gives,
 * it generalises to an author it was not trained on, and the rater uses it on sentences no one trained on.
 */
class ImportanceProbeTrainingTest {
    private static LocalEmbeddingProvider bge;
    private static Outcome outcome;

    @BeforeAll
    static void train() {
        bge = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
        outcome = new ImportanceProbeTraining(bge, new HeuristicImportanceRater())
                .run(ImportanceProbeTraining.sentences(), ImportanceProbeTraining.unseenSentences(),
                        PersonalSuite.load().importance());
    }

    @AfterAll
    static void close() {
        bge.close();
    }

    private static Measure measure(ImportanceProbeTraining.Rater rater, String on) {
        return outcome.measures().stream().filter(m -> m.rater() == rater && m.on().equals(on))
                .findFirst().orElseThrow();
    }

    private static List<String> texts() {
        return ImportanceProbeTraining.sentences().stream().map(AuthoredSentences.Sentence::text).toList();
    }

    private static double auc(Measure m) {
        return m.result().auc(ImportanceProbeTraining.PIVOTAL, ImportanceProbeTraining.MUNDANE);
    }

    @Test
    void theShippedSentencesHoldThreeAuthorsAndAllThreeLabels() {
        List<AuthoredSentences.Sentence> sentences = ImportanceProbeTraining.sentences();

        assertThat(sentences).hasSize(939);
        assertThat(sentences).extracting(AuthoredSentences.Sentence::author).containsOnly("A", "B", "C");
        assertThat(sentences).extracting(AuthoredSentences.Sentence::label)
                .containsOnly("pivotal", "notable", "mundane");
        assertThat(sentences.stream().map(AuthoredSentences.Sentence::text).distinct()).hasSize(939);
    }

    @Test
    void theShippedProbeIsTheOneTrainingGives() {
        ImportanceProbe shipped = ImportanceProbe.bundled(bge.modelId()).orElseThrow();

        assertThat(outcome.probe().modelId()).isEqualTo(shipped.modelId());
        assertThat(RetrainAgreement.largestDifference(texts(), bge, outcome.probe()::pivotal, shipped::pivotal))
                .isLessThan(RetrainAgreement.TOLERANCE);
    }

    @Test
    void theShippedMiniLmProbeIsTheOneTrainingGivesToo() {
        try (LocalEmbeddingProvider minilm = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM)) {
            ImportanceProbe trained = new ImportanceProbeTraining(minilm, new HeuristicImportanceRater())
                    .run(ImportanceProbeTraining.sentences(), List.of(), List.of()).probe();

            ImportanceProbe shipped = ImportanceProbe.bundled(minilm.modelId()).orElseThrow();
            assertThat(RetrainAgreement.largestDifference(texts(), minilm, trained::pivotal, shipped::pivotal))
                    .isLessThan(RetrainAgreement.TOLERANCE);
        }
    }

    @Test
    void trainedOnTheOtherAuthorsItRanksEachAuthorsLifeEventsAboveTheirErrandsBetterThanWithoutIt() {
        for (String author : List.of("A", "B", "C")) {
            double with = auc(measure(ImportanceProbeTraining.Rater.WITH_PROBE, "author " + author));
            double without = auc(measure(ImportanceProbeTraining.Rater.WITHOUT_PROBE, "author " + author));
            // The word rules do better on C's sentences than on A's and B's: the margin over them is smaller there.
            assertThat(with).as("author " + author).isGreaterThan(0.9).isGreaterThan(without + 0.05);
        }
    }

    @Test
    void theLaterAuthorsSentencesAreNoneOfTheTrainingSentences() {
        List<AuthoredSentences.Sentence> unseen = ImportanceProbeTraining.unseenSentences();

        assertThat(unseen).hasSize(680);
        assertThat(unseen).extracting(AuthoredSentences.Sentence::author).containsOnly("D", "E");
        assertThat(unseen).extracting(AuthoredSentences.Sentence::text).doesNotContainAnyElementsOf(texts());
        assertThat(outcome.unseenAuthors()).containsExactly("D", "E");
    }

    @Test
    void onLaterAuthorsItNeverTrainedOnItRanksLifeEventsAboveErrandsBetterThanWithoutIt() {
        for (String author : List.of("D", "E")) {
            Measure with = measure(ImportanceProbeTraining.Rater.WITH_PROBE, "author " + author);
            double without = auc(measure(ImportanceProbeTraining.Rater.WITHOUT_PROBE, "author " + author));

            assertThat(with.trainedOn()).isEqualTo("all 3 authors");
            assertThat(auc(with)).as("author " + author).isGreaterThan(0.9).isGreaterThan(without + 0.05);
        }
    }

    @Test
    void onTheSuitesOwnLabelsWhichItNeverSawItStaysAsGoodAsTheRulesTunedOnThem() {
        assertThat(auc(measure(ImportanceProbeTraining.Rater.WITH_PROBE, "the suite's importance labels"))).isGreaterThan(0.95);
    }

    @Test
    void theRaterUsesTheProbeOnSentencesNoOneTrainedOn() {
        SemanticImportanceRater rater = new SemanticImportanceRater(new HeuristicImportanceRater(), bge);
        SemanticImportanceRater words = SemanticImportanceRater.withoutProbe(new HeuristicImportanceRater(), bge);
        String drama = "Watched a hospital drama and had pasta.";
        String mortgage = "Signed the mortgage papers this morning, the flat is ours.";

        assertThat(rater.rate(drama)).isLessThanOrEqualTo(3).isLessThan(words.rate(drama));
        assertThat(rater.rate(mortgage)).isGreaterThanOrEqualTo(8).isGreaterThan(words.rate(mortgage));
    }
}
