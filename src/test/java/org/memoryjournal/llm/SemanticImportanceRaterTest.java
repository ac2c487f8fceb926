package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.Embedding;

/**
 * The rater's decisions on vectors whose margin is known: every life-event description is the unit vector
 * e1, every errand e2, so a memory at angle θ from e1 in their plane has cosines cos θ and sin θ, and a
 * third component lowers both. The word rules rate every text here 3 (no cue words).
 */
class SemanticImportanceRaterTest {
    private static final String MODEL = "test:plane";
    private static final String PLAIN = "Something happened at the place.";

    /** Life events at e1, errands at e2, anything else given by its coordinates. */
    private static final class PlaneEmbedder implements EmbeddingProvider {
        @Override
        public String modelId() {
            return MODEL;
        }

        @Override
        public int dimension() {
            return 3;
        }

        @Override
        public Embedding embed(String text) {
            if (SemanticImportanceRater.LIFE_EVENTS.contains(text)) {
                return new Embedding(MODEL, new float[] {1, 0, 0});
            }
            if (SemanticImportanceRater.ERRANDS.contains(text)) {
                return new Embedding(MODEL, new float[] {0, 1, 0});
            }
            return new Embedding(MODEL, new float[] {0, 0, 1});
        }

        @Override
        public List<Embedding> embedAll(List<String> texts) {
            return texts.stream().map(this::embed).toList();
        }
    }

    private final SemanticImportanceRater rater = new SemanticImportanceRater(new HeuristicImportanceRater(),
            new PlaneEmbedder());

    /** A unit vector whose cosine with the life events exceeds that with the errands by {@code margin}. */
    private static Embedding withMargin(double margin) {
        double lifeEvent = 0.5 + margin / 2;
        double errand = 0.5 - margin / 2;
        double rest = Math.sqrt(Math.max(0, 1 - lifeEvent * lifeEvent - errand * errand));
        return new Embedding(MODEL, new float[] {(float) lifeEvent, (float) errand, (float) rest});
    }

    @Test
    void theWordRulesAloneRateThePlainText() {
        assertThat(new HeuristicImportanceRater().rate(PLAIN)).isEqualTo(3);
    }

    @Test
    void aMemoryBetweenTheTwoKeepsTheWordRating() {
        assertThat(rater.rate(PLAIN, withMargin(0.0))).isEqualTo(3);
        assertThat(rater.rate(PLAIN, withMargin(SemanticImportanceRater.EVENT_MARGIN - 0.005))).isEqualTo(3);
        assertThat(rater.rate(PLAIN, withMargin(-SemanticImportanceRater.ERRAND_MARGIN + 0.005))).isEqualTo(3);
    }

    @Test
    void aMemoryJustCloserToALifeEventIsRatedALifeEvent() {
        assertThat(rater.rate(PLAIN, withMargin(SemanticImportanceRater.EVENT_MARGIN + 0.002)))
                .isEqualTo(SemanticImportanceRater.LIFE_EVENT);
    }

    @Test
    void theClearerTheLifeEventTheHigherTheRatingUpToTen() {
        double step = SemanticImportanceRater.EVENT_STEP;
        double start = SemanticImportanceRater.EVENT_MARGIN + 0.002;
        int leaning = rater.rate(PLAIN, withMargin(start));
        int clear = rater.rate(PLAIN, withMargin(start + step));
        int plain = rater.rate(PLAIN, withMargin(start + 2 * step));

        assertThat(leaning).isLessThan(clear);
        assertThat(clear).isLessThan(plain);
        assertThat(rater.rate(PLAIN, withMargin(0.9))).isEqualTo(10);
    }

    @Test
    void aMemoryClearlyCloserToAnErrandIsCappedAtTheErrandRating() {
        String withCues = "Decided to promise Anna I'd be happy with the £20 deal on Monday.";
        assertThat(new HeuristicImportanceRater().rate(withCues)).isGreaterThan(SemanticImportanceRater.ERRAND);

        assertThat(rater.rate(withCues, withMargin(-SemanticImportanceRater.ERRAND_MARGIN - 0.01)))
                .isEqualTo(SemanticImportanceRater.ERRAND);
    }

    @Test
    void theWordRulesWinWhenTheyRateHigherThanTheLifeEventLevel() {
        String withCues = "Decided to promise Anna I'd be happy with the £20 deal on Monday.";
        int byWords = new HeuristicImportanceRater().rate(withCues);

        assertThat(rater.rate(withCues, withMargin(SemanticImportanceRater.EVENT_MARGIN + 0.002)))
                .isEqualTo(Math.max(byWords, SemanticImportanceRater.LIFE_EVENT));
    }

    @Test
    void aVectorOfAnotherModelIsRatedByTheWordsAlone() {
        Embedding other = new Embedding("test:other", new float[] {1, 0, 0});

        assertThat(rater.rate(PLAIN, other)).isEqualTo(3);
    }

    /** A rater whose probe gives probability sigmoid(z) to a vector (z, 0, 0). */
    private static SemanticImportanceRater probed() {
        return SemanticImportanceRater.withProbe(new HeuristicImportanceRater(), new PlaneEmbedder(),
                new ImportanceProbe(MODEL, new double[] {1, 0, 0}, 0));
    }

    private static Embedding atProbability(double p) {
        return new Embedding(MODEL, new float[] {(float) Math.log(p / (1 - p)), 0, 0});
    }

    @Test
    void withAProbeALifeEventIsRatedAtLeastTheProbesRatingAndAnErrandAtMost() {
        String withCues = "Decided to call Anna.";
        int byWords = new HeuristicImportanceRater().rate(withCues);
        assertThat(byWords).isBetween(4, 9);

        assertThat(probed().rate(PLAIN, atProbability(0.95))).isEqualTo(10);
        assertThat(probed().rate(withCues, atProbability(0.55))).isEqualTo(Math.max(byWords, 6));
        assertThat(probed().rate(withCues, atProbability(0.05))).isEqualTo(1);
        assertThat(probed().rate(withCues, atProbability(0.25))).isEqualTo(Math.min(byWords, 3));
    }

    @Test
    void withAProbeThatIsUnsureTheWordsDecide() {
        String withCues = "Decided to call Anna.";

        assertThat(probed().rate(withCues, atProbability(0.4)))
                .isEqualTo(new HeuristicImportanceRater().rate(withCues));
        assertThat(probed().rate(PLAIN, atProbability(0.4))).isEqualTo(3);
    }

    @Test
    void aProbeForAnotherModelIsNotUsed() {
        SemanticImportanceRater rater = SemanticImportanceRater.withProbe(new HeuristicImportanceRater(),
                new PlaneEmbedder(), new ImportanceProbe("test:other", new double[] {1, 0, 0}, 0));

        assertThat(rater.rate(PLAIN, withMargin(SemanticImportanceRater.EVENT_MARGIN + 0.002)))
                .isEqualTo(SemanticImportanceRater.LIFE_EVENT);
    }

    @Test
    void withAProbeEventsAndFactsAreReadByItInstructionsAreRatedWithoutIt() {
        Embedding errandLike = atProbability(0.05); // -e1: as far from the life events as can be, errand cosine 0
        Embedding pivotal = atProbability(0.95);

        assertThat(probed().rate(PLAIN, errandLike, org.memoryjournal.memory.MemoryKind.EPISODIC)).isEqualTo(1);
        assertThat(probed().rate(PLAIN, errandLike, org.memoryjournal.memory.MemoryKind.SEMANTIC)).isEqualTo(1);
        assertThat(probed().rate(PLAIN, pivotal, org.memoryjournal.memory.MemoryKind.SEMANTIC)).isEqualTo(10);
        assertThat(probed().rate(PLAIN, errandLike, org.memoryjournal.memory.MemoryKind.PROCEDURAL))
                .isEqualTo(rater.rate(PLAIN, errandLike)).isEqualTo(SemanticImportanceRater.ERRAND);
    }

    @Test
    void aQuestionAskedIsRatedByTheWordsAloneWithOrWithoutAProbe() {
        String question = "Where is the place?";
        assertThat(new HeuristicImportanceRater().rate(question)).isEqualTo(3);

        assertThat(probed().rate(question, atProbability(0.99), org.memoryjournal.memory.MemoryKind.EPISODIC))
                .isEqualTo(3);
        assertThat(rater.rate(question, withMargin(0.5), org.memoryjournal.memory.MemoryKind.SEMANTIC)).isEqualTo(3);
        assertThat(probed().rate(PLAIN + " Where is it?", atProbability(0.99),
                org.memoryjournal.memory.MemoryKind.EPISODIC)).as("a statement with a question").isEqualTo(10);
    }
}
