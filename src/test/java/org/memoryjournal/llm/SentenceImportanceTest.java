package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.MemoryKind;

/**
 * With the real model and its shipped probe: a note is as important as the most important thing it tells. Its whole
 * vector, between a stroke and two errands, reads as an errand; its sentence about the stroke does not.
 */
class SentenceImportanceTest {
    private static final LocalEmbeddingProvider BGE = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
    private static final SemanticImportanceRater RATER = new SemanticImportanceRater(new HeuristicImportanceRater(), BGE);
    private static final String STROKE = "Mum was rushed into hospital last night with a stroke.";

    @AfterAll
    static void release() {
        BGE.close();
    }

    private static int rate(String text) {
        return RATER.rate(text, BGE.embed(text), MemoryKind.EPISODIC);
    }

    @Test
    void aLifeEventAmongErrandsMakesTheNoteAsImportantAsTheEventAlone() {
        String note = "Long day at the office, the printer jammed twice. " + STROKE + " Picked up bread on the way home.";
        ImportanceProbe probe = ImportanceProbe.bundled(BGE.modelId()).orElseThrow();
        assertThat(probe.pivotal(BGE.embed(note))).as("the whole note's vector").isLessThan(
                SemanticImportanceRater.MUNDANE_AT);
        assertThat(rate(STROKE)).isGreaterThanOrEqualTo(SemanticImportanceRater.LIFE_EVENT);
        assertThat(rate(note)).isEqualTo(rate(STROKE));
    }

    @Test
    void aNoteOfErrandsOnlyStaysAnErrand() {
        assertThat(rate("Long day at the office, the printer jammed twice. Picked up bread on the way home. Watched "
                + "telly.")).isLessThanOrEqualTo(SemanticImportanceRater.ERRAND);
    }

    @Test
    void aQuestionAskedInChatIsNotAnEventThoughTheProbeReadsItAsOne() {
        String question = "How many cats do we have?";
        ImportanceProbe probe = ImportanceProbe.bundled(BGE.modelId()).orElseThrow();
        assertThat(probe.pivotal(BGE.embed(question))).as("the probe, which never saw a question")
                .isGreaterThan(SemanticImportanceRater.PIVOTAL_AT);

        assertThat(rate(question)).isLessThanOrEqualTo(SemanticImportanceRater.ERRAND);
        assertThat(rate("What should I say at Mum's funeral?")).isGreaterThanOrEqualTo(SemanticImportanceRater.LIFE_EVENT);
    }
}
