package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.memoryjournal.memory.MemoryKind;

class HeuristicKindClassifierTest {
    private final HeuristicKindClassifier classifier = new HeuristicKindClassifier();

    @ParameterizedTest
    @ValueSource(strings = {"Always answer in French.", "Never call me Bob.", "From now on, keep it short.",
        "Whenever I mention work, ask how I slept.", "When I say goodnight please summarise my day.",
        "Remember to remind me about my pills.", "When I ask for a recipe do list the ingredients first."})
    void standingInstructionsAreProcedural(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.PROCEDURAL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"I prefer tea over coffee.", "My name is Sam.", "I live in Lyon.", "I work at a bakery.",
        "I work as a nurse.", "I am allergic to peanuts.", "My favourite colour is green.", "My favorite band is Muse.",
        "I like hiking.", "I love jazz.", "I hate mornings."})
    void durableFactsAndPreferencesAreSemantic(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.SEMANTIC);
    }

    @ParameterizedTest
    @ValueSource(strings = {"We went to the beach this morning.", "I had a long call with my manager today.", "hi", ""})
    void everythingElseIsEpisodic(String text) {
        assertThat(classifier.classify(text)).isEqualTo(MemoryKind.EPISODIC);
    }
}
