package org.memoryjournal.memory;

import java.time.Instant;

/** What the recall index keeps of one memory: everything ranking needs, but not the text. */
public record IndexEntry(long id, Embedding embedding, MemoryKind kind, int importance, Instant lastAccessed,
                         boolean pinned, boolean superseded, int textChars) {

    public static IndexEntry of(Memory m) {
        return new IndexEntry(m.id(), m.embedding(), m.kind(), m.importance(), m.lastAccessed(), m.pinned(),
                m.isSuperseded(), m.text().length());
    }
}
