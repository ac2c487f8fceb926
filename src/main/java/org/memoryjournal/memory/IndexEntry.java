package org.memoryjournal.memory;

import java.time.Instant;

/**
 * What the recall index keeps of one memory: everything ranking needs, but not the text.
 *
 * @param createdAt     when the memory was written (or happened); time words in a question match it
 * @param statesChange  whether its text says something changed ({@link ChangeCue})
 */
public record IndexEntry(long id, Embedding embedding, MemoryKind kind, int importance, Instant lastAccessed,
                         boolean pinned, boolean superseded, int textChars, Instant createdAt,
                         boolean statesChange) {

    /** An entry created when it was last accessed (tests and fresh writes). */
    public IndexEntry(long id, Embedding embedding, MemoryKind kind, int importance, Instant lastAccessed,
                      boolean pinned, boolean superseded, int textChars) {
        this(id, embedding, kind, importance, lastAccessed, pinned, superseded, textChars, lastAccessed, false);
    }

    public static IndexEntry of(Memory m) {
        return new IndexEntry(m.id(), m.embedding(), m.kind(), m.importance(), m.lastAccessed(), m.pinned(),
                m.isSuperseded(), m.text().length(), m.createdAt(), ChangeCue.in(m.text()));
    }
}
