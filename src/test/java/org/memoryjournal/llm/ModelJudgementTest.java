package org.memoryjournal.llm;

import org.memoryjournal.testing.ScriptedChatProvider;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.memoryjournal.memory.MemoryKind;

/** The model-backed importance rater, kind classifier and fact extractor. */
class ModelJudgementTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"7|7", "Rating: 7/10|7", "I'd say 8.|8", "**6**|6", " 10 |10",
        "1/10 - mundane|1", "Poignancy: 4.5|4"})
    void ratingRepliesAreParsedRobustly(String reply, int expected) {
        assertThat(new ModelImportanceRater(ScriptedChatProvider.replying(reply), t -> 99).rate("memory")).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "11", "42/10", "I cannot rate that.", ""})
    void unusableOrOutOfRangeRatingsFallBackToTheHeuristic(String reply) {
        assertThat(new ModelImportanceRater(ScriptedChatProvider.replying(reply), t -> 3).rate("memory")).isEqualTo(3);
    }

    @Test
    void failedRatingCallFallsBackToTheHeuristic() {
        assertThat(new ModelImportanceRater(ScriptedChatProvider.failing()).rate("hi")).isEqualTo(1);
    }

    @Test
    void ratingPromptIsThePoignancyQuestionFollowedByTheMemory() {
        ScriptedChatProvider chat = ScriptedChatProvider.replying("5");

        new ModelImportanceRater(chat).rate("I adopted a dog.");

        assertThat(chat.prompts.get(0)).startsWith("On the scale of 1 to 10, where 1 is purely mundane (e.g., brushing"
                + " teeth, making bed) and 10 is extremely poignant (e.g., a break up, college acceptance), rate the"
                + " likely poignancy of the following memory. Answer with one number.").endsWith("I adopted a dog.");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"semantic|SEMANTIC", "Procedural.|PROCEDURAL", "**Episodic**|EPISODIC"})
    void kindRepliesAreParsed(String reply, MemoryKind expected) {
        assertThat(new ModelKindClassifier(ScriptedChatProvider.replying(reply)).classify("x")).isEqualTo(expected);
    }

    @Test
    void unusableKindRepliesAndFailuresFallBackToTheHeuristic() {
        assertThat(new ModelKindClassifier(ScriptedChatProvider.replying("a fact")).classify("I live in Lyon."))
                .isEqualTo(MemoryKind.SEMANTIC);
        assertThat(new ModelKindClassifier(ScriptedChatProvider.replying("semantic or episodic")).classify("Always be brief."))
                .isEqualTo(MemoryKind.PROCEDURAL);
        assertThat(new ModelKindClassifier(ScriptedChatProvider.failing()).classify("We met today."))
                .isEqualTo(MemoryKind.EPISODIC);
    }

    @Test
    void factsAreReadFromAPlainJsonArray() {
        assertThat(new ModelFactExtractor(ScriptedChatProvider.replying("[\"Lives in Lyon\", \"Is allergic to peanuts\"]"))
                .extract("I live in Lyon and I'm allergic to peanuts", "Noted!"))
                .containsExactly("Lives in Lyon", "Is allergic to peanuts");
    }

    @Test
    void factsTolerateCodeFencesAndSurroundingProse() {
        String reply = "Sure! Here are the facts:\n```json\n[\"Has a sister called Ana\"]\n```\nLet me know [if needed].";

        assertThat(new ModelFactExtractor(ScriptedChatProvider.replying(reply)).extract("u", "a"))
                .containsExactly("Has a sister called Ana");
    }

    @ParameterizedTest
    @ValueSource(strings = {"no facts here", "[\"unterminated", "{\"facts\": 1}", "[1, 2, null]", ""})
    void malformedFactRepliesGiveNoFacts(String reply) {
        assertThat(new ModelFactExtractor(ScriptedChatProvider.replying(reply)).extract("u", "a")).isEmpty();
    }

    @Test
    void failedFactCallGivesNoFactsAndDoesNotThrow() {
        assertThat(new ModelFactExtractor(ScriptedChatProvider.failing()).extract("u", "a")).isEmpty();
    }

    @Test
    void factPromptContainsBothSidesOfTheExchange() {
        ScriptedChatProvider chat = ScriptedChatProvider.replying("[]");

        new ModelFactExtractor(chat).extract("I moved to Oslo", "How exciting!");

        assertThat(chat.prompts.get(0)).contains("JSON array").contains("User: I moved to Oslo")
                .contains("Assistant: How exciting!");
    }
}
