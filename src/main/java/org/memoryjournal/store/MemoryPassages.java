package org.memoryjournal.store;

import java.util.List;

import org.memoryjournal.memory.Embedding;

/**
 * The vectors of a memory's passages ({@link org.memoryjournal.memory.MemoryParts}; none for a text of one sentence),
 * embedded from {@code text}: stored only while the memory still holds that text.
 */
public record MemoryPassages(long id, String text, List<Embedding> vectors) {
    public MemoryPassages {
        java.util.Objects.requireNonNull(text, "text");
        vectors = List.copyOf(vectors);
    }
}
