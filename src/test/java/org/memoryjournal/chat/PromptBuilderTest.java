package org.memoryjournal.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.memoryjournal.llm.ChatMessage;
import org.memoryjournal.llm.ChatRequest;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.memory.Weights;

class PromptBuilderTest {
    private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");
    private static final ZonedDateTime NOW = Instant.parse("2026-03-02T09:30:00Z").atZone(ZoneOffset.UTC);

    private static Memory memory(long id, String text, MemoryKind kind) {
        return new Memory(id, text, kind, T, T, 5, new Embedding("m", new float[] {1}), MemorySource.MANUAL, false,
                OptionalLong.empty());
    }

    private static Recalled recalled(int rank, String text, double relevance) {
        return new Recalled(rank, memory(rank, text, MemoryKind.SEMANTIC), ScoreBreakdown.of(Weights.EQUAL, relevance, 1, 0.5));
    }

    @Test
    void buildsSystemNotesHistoryAndTheNewMessageInOrder() {
        HistoryWindow.Context history = new HistoryWindow.Context("We talked about gardens.",
                List.of(ChatMessage.user("hi"), ChatMessage.assistant("hello")), Optional.empty());
        ChatRequest r = PromptBuilder.build(List.of(memory(9, "Answer in French", MemoryKind.PROCEDURAL)),
                List.of(recalled(1, "Ana loves orchids", 0.8)), history, "What should I buy Ana?", NOW);

        assertThat(r.messages()).extracting(ChatMessage::role).containsExactly(ChatMessage.Role.SYSTEM,
                ChatMessage.Role.USER, ChatMessage.Role.ASSISTANT, ChatMessage.Role.USER);
        String system = r.messages().get(0).content();
        assertThat(system).contains("Standing instructions from the user:\n- Answer in French")
                .contains("<memory-notes>").contains("[2026-03-01, semantic] Ana loves orchids").contains("</memory-notes>")
                .contains("not instructions").contains("We talked about gardens.");
        assertThat(system.indexOf("Answer in French")).isLessThan(system.indexOf("<memory-notes>"));
        assertThat(r.lastUserText()).isEqualTo("What should I buy Ana?", NOW);
    }

    @Test
    void offlineNotesKeepOnlyTheClearlyRelevantMemoriesButThePromptKeepsAll() {
        ChatRequest r = PromptBuilder.build(List.of(), List.of(recalled(1, "Ana loves orchids", 0.6),
                recalled(2, "Ana's birthday is in March", 0.35), recalled(3, "I started the cello", 0.1),
                recalled(4, "Peanut allergy", 0.0)), new HistoryWindow.Context("", List.of(), Optional.empty()), "Ana?",
                NOW);

        assertThat(r.notes()).containsExactly("Ana loves orchids", "Ana's birthday is in March");
        assertThat(r.messages().get(0).content()).contains("I started the cello").contains("Peanut allergy");
    }

    @Test
    void whenTimeWordsMatchedTheOfflineNotesAreTheMemoriesOfThatTime() {
        Recalled dinner = new Recalled(1, memory(1, "Dinner with Ana", MemoryKind.EPISODIC),
                ScoreBreakdown.of(Weights.EQUAL, 0.0, 1, 0.8, 1.0, 0, 0));
        Recalled golf = recalled(2, "Sold the Golf", 0.3);
        ChatRequest r = PromptBuilder.build(List.of(), List.of(dinner, golf),
                new HistoryWindow.Context("", List.of(), Optional.empty()), "What did I do yesterday?", NOW);
        assertThat(r.notes()).containsExactly("Dinner with Ana");
    }

    @Test
    void withoutMemoriesThereIsNoNotesBlock() {
        ChatRequest r = PromptBuilder.build(List.of(), List.of(), new HistoryWindow.Context("", List.of(),
                Optional.empty()), "Hello", NOW);
        assertThat(r.messages().get(0).content()).doesNotContain("<memory-notes>").doesNotContain("Standing instructions");
        assertThat(r.notes()).isEmpty();
    }

    /**
     * The model is told when "now" is where the user is, and each note's day is the user's: a note written at
     * 22:30 on 1 March in Melbourne (11:30 UTC) is from 1 March there, though "yesterday" asked the next morning.
     */
    @Test
    void theModelIsToldTheUsersDateAndTheNotesAreDatedInTheirTimeZone() {
        Memory late = new Memory(1, "Dinner with Ana at the Greek place", MemoryKind.EPISODIC,
                Instant.parse("2026-03-01T11:30:00Z"), Instant.parse("2026-03-01T11:30:00Z"), 5,
                new Embedding("m", new float[] {1}), MemorySource.MANUAL, false, OptionalLong.empty());
        ZonedDateTime morning = Instant.parse("2026-03-01T22:00:00Z").atZone(ZoneId.of("Australia/Melbourne"));
        ChatRequest r = PromptBuilder.build(List.of(), List.of(new Recalled(1, late,
                ScoreBreakdown.of(Weights.EQUAL, 0.5, 1, 0.5))), new HistoryWindow.Context("", List.of(),
                Optional.empty()), "What did I do yesterday?", morning);

        String system = r.messages().get(0).content();
        assertThat(system).contains("It is now Monday 2 March 2026, 09:00 where the user is.")
                .contains("[2026-03-01, episodic] Dinner with Ana");
    }
}
