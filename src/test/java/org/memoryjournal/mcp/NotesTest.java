package org.memoryjournal.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Memory;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemorySource;
import org.memoryjournal.memory.Recalled;
import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.memory.Weights;

/** What an assistant reads of a recall: each memory's score and what moved it. */
class NotesTest {
    private static final Instant T = Instant.parse("2026-09-01T10:00:00Z");

    private static Memory memory(long id, String text) {
        return new Memory(id, text, MemoryKind.EPISODIC, T, T, 5, new Embedding("test:model", new float[] {1, 0}),
                MemorySource.CHAT, false, OptionalLong.empty());
    }

    @Test
    void aMemoryFoundByTheOneItReplacedSaysSo() {
        ScoreBreakdown own = ScoreBreakdown.of(new Weights(1, 0.03, 0.1), 0.6, 0.5, 0.5);
        String text = Notes.recalled("What car do I drive?", List.of(
                new Recalled(1, memory(2, "Sold the Golf, cycling everywhere now"), own.withRelevanceOf(1)),
                new Recalled(2, memory(3, "Bike chain snapped"), own)));
        assertThat(text).contains("memory #2 — score").contains(", relevance of memory #1, which it replaced)");
        assertThat(text.split("which it replaced", -1)).hasSize(2);
    }
}
