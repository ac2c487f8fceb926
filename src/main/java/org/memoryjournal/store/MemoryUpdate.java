package org.memoryjournal.store;

import java.util.Optional;

import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.MemoryKind;

/**
 * An edit of a memory; absent fields stay as they are. A new text must come with its new embedding.
 */
public record MemoryUpdate(Optional<String> text, Optional<Embedding> embedding, Optional<MemoryKind> kind,
                           Optional<Integer> importance, Optional<Boolean> pinned) {

    public MemoryUpdate {
        if (text.isPresent() != embedding.isPresent()) {
            throw new IllegalArgumentException("A new text needs its new embedding, and only then.");
        }
    }

    public static MemoryUpdate none() {
        return new MemoryUpdate(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty());
    }

    public MemoryUpdate withText(String newText, Embedding newEmbedding) {
        return new MemoryUpdate(Optional.of(newText), Optional.of(newEmbedding), kind, importance, pinned);
    }

    public MemoryUpdate withKind(MemoryKind newKind) {
        return new MemoryUpdate(text, embedding, Optional.of(newKind), importance, pinned);
    }

    public MemoryUpdate withImportance(int newImportance) {
        return new MemoryUpdate(text, embedding, kind, Optional.of(newImportance), pinned);
    }

    public MemoryUpdate withPinned(boolean newPinned) {
        return new MemoryUpdate(text, embedding, kind, importance, Optional.of(newPinned));
    }
}
