package org.memoryjournal.memory;

import java.time.Instant;

/**
 * What the recall index keeps of one memory: everything ranking needs, but not the text.
 *
 * @param createdAt     when the memory was written (or happened); time words in a question match it
 * @param replacedBy    the id of the memory that superseded this one, 0 when none
 * @param cues          what its text says besides its topic, and whether it is an insight ({@link TextCues})
 * @param answerValues  the names and figures its text holds ({@link AnswerValues}), stored with its cues
 */
public record IndexEntry(long id, Embedding embedding, MemoryKind kind, int importance, Instant lastAccessed,
                         boolean pinned, long replacedBy, int textChars, Instant createdAt, long cues,
                         long answerValues) {

    /** An entry whose text holds no names or figures, or whose text was not read. */
    public IndexEntry(long id, Embedding embedding, MemoryKind kind, int importance, Instant lastAccessed,
                      boolean pinned, long replacedBy, int textChars, Instant createdAt, long cues) {
        this(id, embedding, kind, importance, lastAccessed, pinned, replacedBy, textChars, createdAt, cues, 0);
    }

    /** An entry created when it was last accessed (tests and fresh writes). */
    public IndexEntry(long id, Embedding embedding, MemoryKind kind, int importance, Instant lastAccessed,
                      boolean pinned, long replacedBy, int textChars) {
        this(id, embedding, kind, importance, lastAccessed, pinned, replacedBy, textChars, lastAccessed, 0);
    }

    public boolean superseded() {
        return replacedBy != 0;
    }

    public static IndexEntry of(Memory m) {
        return new IndexEntry(m.id(), m.embedding(), m.kind(), m.importance(), m.lastAccessed(), m.pinned(),
                m.supersededBy().orElse(0), m.text().length(), m.createdAt(), TextCues.of(m.text())
                        | (m.source() == MemorySource.REFLECTION ? TextCues.INSIGHT : 0), AnswerValues.of(m.text()));
    }
}
